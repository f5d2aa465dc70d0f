// Loads a game's built wasm module in node (Emscripten's glue would fetch() the .wasm by file path,
// which node cannot, so the bytes are handed over as wasmBinary), and holds its objects for tests.
// The Reversi module comes with its knowledge loaded, as the page's engines have it once it came,
// unless asked without.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Returns the path of a game's module ('knights' or 'reversi'): ENGINE_DIR/GAME_engine.mjs.
export function enginePath(game) {
  if (!process.env.ENGINE_DIR) throw new Error('set ENGINE_DIR to the folder of the built GAME_engine.mjs (ctest does)');
  return resolve(process.env.ENGINE_DIR, `${game}_engine.mjs`);
}

// Reversi's knowledge as the site serves it (js/engine/reversi_knowledge.bin): the weights file.
export const KNOWLEDGE_FILE = new URL('../../engine/reversi/pattern_weights.bin', import.meta.url);
export const knowledgeBytes = async () => new Uint8Array(await readFile(KNOWLEDGE_FILE));

// The 6×6 proven book as the site serves it (js/engine/reversi_book6.bin).
export const EXACT_BOOK_FILE = new URL('../../engine/reversi/exact_book6.bin', import.meta.url);
export const exactBookBytes = async () => new Uint8Array(await readFile(EXACT_BOOK_FILE));

// The knight outcome table as the site serves it (js/engine/knights_outcomes.bin).
export const OUTCOMES_FILE = new URL('../../engine/knights/outcomes.bin', import.meta.url);
export const outcomesBytes = async () => new Uint8Array(await readFile(OUTCOMES_FILE));

// The files the build made, as web/build_site.mjs takes them ([site path, file] pairs), as
// web/CMakeLists.txt names them: each game's module, Reversi's knowledge and its 6×6 proven book,
// the knight outcome table, and the puzzle sets.
export const builtFiles = () => [
  ...['knights', 'reversi'].flatMap((game) => [
    [`js/engine/${game}_engine.mjs`, enginePath(game)], [`js/engine/${game}_engine.wasm`, enginePath(game).replace(/\.mjs$/, '.wasm')]]),
  ['js/engine/reversi_knowledge.bin', KNOWLEDGE_FILE.pathname],
  ['js/engine/reversi_book6.bin', EXACT_BOOK_FILE.pathname],
  ['js/engine/knights_outcomes.bin', OUTCOMES_FILE.pathname],
  ...['knights', 'reversi'].map((game) => [`puzzles/${game}.tsv`, new URL(`../../engine/puzzles/${game}.tsv`, import.meta.url).pathname]),
];

export async function loadEngine(game, { knowledge = true } = {}) {
  const modulePath = enginePath(game);
  const { default: createEngine } = await import(pathToFileURL(modulePath).href);
  const wasmBinary = await readFile(modulePath.replace(/\.mjs$/, '.wasm'));
  const engine = await createEngine({ wasmBinary });
  if (game === 'reversi' && knowledge) engine.loadKnowledge(await knowledgeBytes());
  return engine;
}

// Runs fn(game) and frees the game afterwards, however fn ends: every engine object a test makes
// goes through here.
export function withGame(game, fn) {
  try {
    return fn(game);
  } finally {
    game.delete();
  }
}

// Plays moves on game (squares or cells as the API numbers them; a Reversi pass is the engine's
// own, made with the move that forces it) and returns it.
export function replay(game, moves) {
  for (const move of moves) game.play(move);
  return game;
}
