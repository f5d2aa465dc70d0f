// Minifies a wasm module's JavaScript glue in place: Emscripten leaves its Embind glue with every
// name spelt out (it would shorten them with the Closure Compiler, which Debian's package lacks),
// so terser (Debian's node-terser) does it: about a third less to download, gzip for gzip.
//   node engine/bindings/minify_glue.mjs FILE.mjs        (engine/CMakeLists.txt runs it after linking)
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Debian's packages live in /usr/share/nodejs, which emsdk-env.sh puts on NODE_PATH.
const paths = [...(process.env.NODE_PATH ?? '').split(':').filter(Boolean), '/usr/share/nodejs'];
const { minify } = require(require.resolve('terser', { paths }));

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node engine/bindings/minify_glue.mjs FILE.mjs');
  process.exit(2);
}
const { code } = await minify(await readFile(file, 'utf8'), { module: true, compress: true, mangle: true });
await writeFile(file, code);
