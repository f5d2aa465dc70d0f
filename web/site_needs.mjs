// What each page of the site needs, file by file, for web/build_site.mjs: what its HTML names, the
// modules its scripts import and the files they name with new URL('…', import.meta.url) (an engine
// worker, a wasm module, a data file), what a style sheet names with url(), and what those need in
// turn, but for what a web app manifest names: its icons, which the browser fetches to install the
// page, count as used but not as needed to play (the manifest itself, and the small icon the page
// names as its touch icon, are needed: the browser reads them whenever the page opens, offline
// too). Every file of the
// site must be used by some page, or the build fails: nothing dead ships, and a reference the
// scanner misses shows at once. From the needs, the service worker's precache groups (sw.js): the
// shell, what every page needs, and each page's own files, the page itself among them. A script's
// file named with #when-needed (new URL('book.bin#when-needed', import.meta.url)) is fetched only
// when a player needs it: used, but in no precache group (a first visit's budget has no room for
// it), listed apart as `later`, which the service worker keeps once fetched. The picture of a
// page's share card (<meta property="og:image">) is fetched by the sites a link is shared on, never
// by a browser: used, in no group (`share`).
import { posix } from 'node:path';
import { shareImages } from './share_cards.mjs';

// A script's relative imports: static, re-exports, and import('…') with a literal.
const IMPORTS = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
// A script's files located beside it: new URL('file', import.meta.url).
const MODULE_URLS = /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;
const WHEN_NEEDED = /#when-needed$/;
const CSS_URLS = /\burl\(\s*['"]?([^'")]+)['"]?\s*\)/g;
const HTML_TAGS = /<(\w+)\b([^>]*)>/g;

/**
 * Returns the site paths of the modules that path imports, directly or not (for modulepreload).
 * @param {string} path
 * @param {Map<string, Buffer | string>} files
 */
export function importedModules(path, files) {
  return [...closure([path], (from) => resolved(from, matches(files.get(from), IMPORTS)).filter((to) => files.has(to)))]
    .filter((module) => module !== path).sort();
}

/**
 * Returns the site paths path refers to: { run, install, later, share } (install: the icons a
 * manifest names; later: the files a script fetches when needed; share: a page's share card's
 * picture). Refuses a reference to no file of the site.
 * @param {string} path
 * @param {string} text     the file (a page with its partials in place)
 * @param {(path: string) => boolean} exists
 * @param {string} [siteUrl]  the site's address, which a page's card names its picture by
 */
export function references(path, text, exists, siteUrl) {
  const urls = { run: [], install: [], later: [], share: [] };
  if (path.endsWith('.html')) {
    urls.share.push(...shareImages(text, siteUrl));
    for (const [, tag, attributes] of text.matchAll(HTML_TAGS)) {
      const url = /\b(?:src|href)="([^"]*)"/.exec(attributes)?.[1];
      if (tag !== 'a' && url !== undefined) urls.run.push(url);  // a link to follow is no file to load
    }
  } else if (/\.m?js$/.test(path)) {
    const located = matches(text, MODULE_URLS);
    urls.run.push(...matches(text, IMPORTS), ...located.filter((url) => !WHEN_NEEDED.test(url)));
    urls.later.push(...located.filter((url) => WHEN_NEEDED.test(url)));
  } else if (path.endsWith('.css')) {
    urls.run.push(...matches(text, CSS_URLS));
  } else if (path.endsWith('.webmanifest')) {
    urls.install.push(...JSON.parse(text).icons.map((/** @type {{ src: string }} */ icon) => icon.src));
  }
  const local = (list) => resolved(path, list).filter((to) => {
    if (!exists(to)) throw new Error(`${path}: ${to} is no file of the site`);
    return true;
  });
  return { run: local(urls.run), install: local(urls.install), later: local(urls.later), share: local(urls.share) };
}

/**
 * Returns the precache groups: { shell, pages: { page: [its own files] }, later }, sorted, from
 * each page's needs (later: what the pages fetch when needed, in no group); and refuses a file no
 * page uses.
 * @param {string[]} pages
 * @param {string[]} files  every file of the site but the service worker, pages included
 * @param {(path: string) => { run: string[], install: string[], later?: string[], share?: string[] }} referencesOf
 */
export function precacheGroups(pages, files, referencesOf) {
  const needs = new Map(pages.map((page) => [page, closure([page], (from) => referencesOf(from).run)]));
  const laterOf = (/** @type {string} */ from) => referencesOf(from).later ?? [];
  const used = closure(pages, (from) => [...referencesOf(from).run, ...referencesOf(from).install, ...laterOf(from), ...referencesOf(from).share ?? []]);
  const unused = files.filter((file) => !used.has(file));
  if (unused.length > 0) throw new Error(`no page uses ${unused.join(', ')}`);
  const shell = [...needs.values()].reduce((common, need) => new Set([...common].filter((file) => need.has(file))));
  const needed = new Set([...needs.values()].flatMap((need) => [...need]));
  return {
    shell: [...shell].sort(),
    pages: Object.fromEntries(pages.map((page) => [page, [...needs.get(page)].filter((file) => !shell.has(file)).sort()])),
    later: [...new Set([...needed].flatMap(laterOf))].filter((file) => !needed.has(file)).sort(),
  };
}

// Returns the relative URLs in text that pattern's first group captures.
const matches = (text, pattern) => [...String(text ?? '').matchAll(pattern)].map((match) => match[1]);

/**
 * Returns the site paths of from's relative URLs: other sites, bare queries and fragments, and the
 * pages and the service worker (at the top, named as links) left out.
 * @param {string} from
 * @param {string[]} urls
 */
function resolved(from, urls) {
  return urls.filter((url) => !/^([a-z][a-z0-9+.-]*:|\/|[?#]|$)/i.test(url))
    .map((url) => posix.join(posix.dirname(from), url.replace(/[?#].*$/, '')))
    .filter((path) => !/^[^/]+\.html$/.test(path) && path !== 'sw.js');
}

/**
 * Returns every path reachable from starts by next().
 * @param {string[]} starts
 * @param {(path: string) => string[]} next
 */
function closure(starts, next) {
  const found = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    for (const to of next(/** @type {string} */ (queue.pop()))) {
      if (!found.has(to)) {
        found.add(to);
        queue.push(to);
      }
    }
  }
  return found;
}
