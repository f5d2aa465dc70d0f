// Minifies the site's style sheet for web/build_site.mjs with clean-css (Debian's node-clean-css):
// its comments are notes for whoever edits web/, about half its gzipped weight. Level 1 only:
// each rule rewritten in place, none merged or moved, so the cascade stays the one written.
import { debianPackage } from '../engine/bindings/debian_node.mjs';

const CleanCSS = debianPackage('clean-css');

/**
 * Returns the style sheet minified, or throws what clean-css found wrong in it.
 * @param {string} source
 * @param {string} path  the sheet's site path, for the error
 */
export function minifyStyle(source, path) {
  const { styles, errors, warnings } = new CleanCSS({ level: 1 }).minify(source);
  const problems = [...errors, ...warnings];
  if (problems.length > 0) throw new Error(`${path}: ${problems.join('; ')}`);
  return styles;
}
