// Loads a game's wasm engine, for the page and for its worker alike. importModule() imports the
// game's module (knights_engine.mjs or reversi_engine.mjs, built beside this file; each game names
// its own, so that a page downloads only its game's). Rejects when the script or the wasm cannot
// be fetched or compiled.
/**
 * @template E
 * @param {() => Promise<{ default: (options?: object) => Promise<E> }>} importModule
 * @returns {Promise<E>}
 */
export async function loadEngine(importModule) {
  const { default: createEngine } = await importModule();
  return createEngine();
}
