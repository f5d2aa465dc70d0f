// Loads the built wasm module in node. Emscripten's glue would fetch() the .wasm by file path,
// which node cannot, so the bytes are handed over as wasmBinary.
import { readFile } from 'node:fs/promises';

export async function loadEngine(modulePath = process.env.ENGINE_MODULE) {
  if (!modulePath) throw new Error('set ENGINE_MODULE to the built engine.mjs (ctest does)');
  const { default: createEngine } = await import(modulePath);
  const wasmBinary = await readFile(modulePath.replace(/\.mjs$/, '.wasm'));
  return createEngine({ wasmBinary });
}
