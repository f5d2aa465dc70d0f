// The npm package's entry: a factory per game, each loading its wasm module from beside this file,
// with the knight game's outcome table and its values, and Reversi's knowledge. The files are named by
// new URL(…, import.meta.url), written out in full, which browsers resolve and bundlers find and
// copy; node reads them from disk instead, its fetch() taking no file: URL (and Emscripten's glue,
// built for the web, knowing no other way).
import createKnightsModule from './knights_engine.mjs';
import createReversiModule from './reversi_engine.mjs';

const KNIGHTS_WASM = new URL('./knights_engine.wasm', import.meta.url);
const KNIGHTS_OUTCOMES = new URL('./knights_outcomes.bin', import.meta.url);
const KNIGHTS_VALUES = new URL('./knights_values.bin', import.meta.url);
const REVERSI_WASM = new URL('./reversi_engine.wasm', import.meta.url);
const REVERSI_KNOWLEDGE = new URL('./reversi_knowledge.bin', import.meta.url);
const REVERSI_EXACT_BOOK = new URL('./reversi_book6.bin', import.meta.url);

const inNode = typeof process === 'object' && typeof process.versions?.node === 'string';

/**
 * Returns a file of the package's as bytes.
 * @param {URL} url
 * @returns {Promise<Uint8Array>}
 */
async function fileBytes(url) {
  if (inNode) {
    // Imported here, so that browsers and bundlers for them never load it.
    const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} did not load: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Returns the module that factory makes, its .wasm given as bytes in node and as its URL elsewhere
 * (the glue then compiles it as it downloads).
 * @param {(options: object) => Promise<any>} factory
 * @param {URL} wasm
 */
async function loadModule(factory, wasm) {
  return factory(inNode ? { wasmBinary: await fileBytes(wasm) } : { locateFile: () => wasm.href });
}

/**
 * Resolves to the knight game's module, its outcome table and the table's values loaded unless
 * asked without: the answers are the same, only slower — without the table, the perfect level and
 * the solver's questions at four to six knights; without the values (about 240 KB gzipped, which a
 * browser downloads), grundy() at five and six knights. loadKnightOutcomes() loads them later.
 * @param {{ outcomes?: boolean, values?: boolean }} [options]
 */
export async function createKnightsEngine({ outcomes = true, values = outcomes } = {}) {
  const engine = await loadModule(createKnightsModule, KNIGHTS_WASM);
  if (outcomes) await loadKnightOutcomes(engine, { values });
  return engine;
}

/**
 * Loads the package's outcome table into a knight module (loadOutcomes()), then, unless asked
 * without, its values (loadValues()).
 * @param {{ loadOutcomes(bytes: Uint8Array): void, loadValues(bytes: Uint8Array): void }} engine
 * @param {{ values?: boolean }} [options]
 */
export async function loadKnightOutcomes(engine, { values = true } = {}) {
  const [table, tableValues] = await Promise.all([fileBytes(KNIGHTS_OUTCOMES), values ? fileBytes(KNIGHTS_VALUES) : null]);
  engine.loadOutcomes(table);
  if (tableValues) engine.loadValues(tableValues);
}

/**
 * Resolves to Reversi's module, its knowledge loaded unless asked without (a quicker start: the
 * rules, solve() and the levels that need no knowledge work; loadReversiKnowledge() loads it later).
 * @param {{ knowledge?: boolean }} [options]
 */
export async function createReversiEngine({ knowledge = true } = {}) {
  const engine = await loadModule(createReversiModule, REVERSI_WASM);
  if (knowledge) await loadReversiKnowledge(engine);
  return engine;
}

/**
 * Loads the package's Reversi knowledge into a Reversi module: the pattern weights with the strong
 * level's opening book, and the 6×6 proven book.
 * @param {{ loadKnowledge(bytes: Uint8Array): void, loadExactBook(bytes: Uint8Array): void }} engine
 */
export async function loadReversiKnowledge(engine) {
  const [knowledge, exactBook] = await Promise.all([fileBytes(REVERSI_KNOWLEDGE), fileBytes(REVERSI_EXACT_BOOK)]);
  engine.loadKnowledge(knowledge);
  engine.loadExactBook(exactBook);
}
