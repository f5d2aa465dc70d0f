// Loads one of Debian's node packages (node-terser, rollup) for the build's scripts. They live in
// /usr/share/nodejs, which node searches only through NODE_PATH (emsdk-env.sh sets it), and only
// for require(): an import would not find them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Returns the package, or throws saying how to install it and reach it.
 * @param {string} name
 */
export function debianPackage(name) {
  try {
    return require(name);
  } catch (error) {
    throw new Error(`${name} did not load (${error.message.split('\n')[0]}): run .ci/setup build, and source ./emsdk-env.sh, which sets NODE_PATH=/usr/share/nodejs`);
  }
}
