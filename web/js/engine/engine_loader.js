// Loads the wasm engine (engine.mjs and its engine.wasm, beside this file), for the page and for
// its worker alike; rejects when the script or the wasm cannot be fetched or compiled.
export async function loadEngine() {
  const { default: createEngine } = await import('./engine.mjs');
  return createEngine();
}
