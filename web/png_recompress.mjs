// Recompresses a PNG in place with zopflipng (Debian's zopfli), losslessly: the same pixels in about
// half of Chromium's bytes. The touch icon is on every page's first visit. For the scripts that make
// the committed pictures (make_icons.mjs, make_cards.mjs).
import { execFileSync } from 'node:child_process';

/** @param {string} file */
export function recompressPng(file) {
  try {
    execFileSync('zopflipng', ['-y', '--iterations=50', file, file], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`zopflipng could not recompress ${file} (${error.code === 'ENOENT' ? 'install Debian\'s zopfli' : error.stderr}): the PNG stays as Chromium wrote it`);
  }
}
