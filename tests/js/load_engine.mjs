// Loads the built wasm module in node (Emscripten's glue would fetch() the .wasm by file path,
// which node cannot, so the bytes are handed over as wasmBinary), and holds its objects for tests.
import { readFile } from 'node:fs/promises';

export async function loadEngine(modulePath = process.env.ENGINE_MODULE) {
  if (!modulePath) throw new Error('set ENGINE_MODULE to the built engine.mjs (ctest does)');
  const { default: createEngine } = await import(modulePath);
  const wasmBinary = await readFile(modulePath.replace(/\.mjs$/, '.wasm'));
  return createEngine({ wasmBinary });
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

// Plays moves on game (squares or cells as the API numbers them; -1 a Reversi pass) and returns it.
export function replay(game, moves) {
  for (const move of moves) {
    if (move === -1) game.pass();
    else game.play(move);
  }
  return game;
}
