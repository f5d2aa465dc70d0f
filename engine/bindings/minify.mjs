// Minifies JavaScript with terser (Debian's node-terser): the wasm modules' glue in place after
// linking — Emscripten leaves its Embind glue with every name spelt out (it would shorten them with
// the Closure Compiler, which Debian's package lacks): about a third less to download, gzip for
// gzip — and the site's own scripts, which web/build_site.mjs minifies with minifyScript().
//   node engine/bindings/minify.mjs FILE.mjs        (engine/CMakeLists.txt runs it after linking)
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { debianPackage } from './debian_node.mjs';

const { minify } = debianPackage('terser');

/**
 * Returns source minified: names shortened, comments and dead code gone.
 * @param {string} source
 * @param {{ module?: boolean }} [options]  module: false for a classic script (a service worker)
 * @returns {Promise<string>}
 */
export async function minifyScript(source, { module = true } = {}) {
  const { code } = await minify(source, { module, compress: true, mangle: true });
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node engine/bindings/minify.mjs FILE.mjs');
    process.exit(2);
  }
  await writeFile(file, await minifyScript(await readFile(file, 'utf8')));
}
