// Assembles the static site, cache-safe, into a fresh folder (nothing stale survives a rebuild):
//   node web/build_site.mjs SITE_DIR [--site-url=URL] [SITE_PATH=BUILT_FILE…]
// The site is every file of web/ (but the build's scripts, web/*.mjs, CMakeLists.txt, package.json,
// jsconfig.json, type declarations *.d.ts, the pages' partials/ and dotfiles), sounds/*.mp3 as
// sounds/, and the files the build made, named on the command line (each game's wasm module:
// js/engine/knights_engine.mjs=build/wasm/engine/knights_engine.mjs and its .wasm, the same for
// reversi, and Reversi's knowledge). The pages (*.html at the top) and the service worker
// (sw.js) keep their URLs. Every other file — scripts, styles, sounds, the wasm module, any data
// file added later — goes under v/<hash>/, where <hash> digests every input and the build's own
// scripts (which shape the output as much as the inputs do): a deploy changes all
// asset URLs at once, so no browser, proxy or service-worker cache can pair a new page with an old
// module, and the relative imports between the files inside v/<hash>/ keep working untouched. Then:
//   - each line <!-- include NAME.html key=value … --> of a page becomes partials/NAME.html with each
//     {{key}} in it replaced by its value: the two pages' shared parts have one source;
//   - the pages lose their HTML comments (notes for whoever edits web/);
//   - a page's <link rel="manifest" data-app-…> gets its web app manifests, one per language
//     (app_manifests.mjs);
//   - each module script of a page, and each engine worker script it starts, becomes a bundle of
//     the modules it imports (script_bundles.mjs), which leave the site: one response, not sixty;
//   - each module script of a page gets <link rel="modulepreload"> for every module it still
//     imports (the engine's glue, by a literal import('…')), so that it loads beside the bundle;
//   - the pages' relative src/href attributes that name an asset are pointed into v/<hash>/ (any
//     other local reference must name a page, or the build fails);
//   - the pages' empty data-text elements, and their data-content meta tags' content, get the default
//     language's texts (js/shell/i18n.js), so a page reads right before its scripts run, and to
//     crawlers; the scripts set them again; a page's share card gets its picture's versioned URL
//     and the page's address, absolute with --site-url=URL (share_cards.mjs);
//   - the bundles are minified by terser (engine/bindings/minify.mjs, which also minifies the
//     engine's glue): about half their gzipped weight; the style sheet by clean-css
//     (minify_style.mjs): half its weight too;
//   - sw.js is minified too, and gets the build on its first line: its version (the cache name) and
//     the files to precache, the shell and each page's own, and those fetched only when needed
//     (site_needs.mjs, which also refuses a file no page uses).
// Kept in web/ beside what it assembles, and not itself part of the site; web/CMakeLists.txt runs it.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minifyScript } from '../engine/bindings/minify.mjs';
import { appManifests, MANIFEST_TEMPLATE } from './app_manifests.mjs';
import { bundleScripts } from './script_bundles.mjs';
import { siteAddress, withShareCard } from './share_cards.mjs';
import { minifyStyle } from './minify_style.mjs';
import { importedModules, precacheGroups, references } from './site_needs.mjs';

export const SERVICE_WORKER = 'sw.js';
const STRINGS_MODULE = 'js/shell/i18n.js';
const BUILD_LINE = /^const BUILD = .*;$/m;  // the line of sw.js that receives the build
const MODULE_SCRIPT = /<script type="module" src="(?:\.\/)?([^"]+)"><\/script>/g;  // a page's module script

const WEB_DIR = dirname(fileURLToPath(import.meta.url));
const NOT_IN_SITE = new Set(['CMakeLists.txt', 'package.json', 'jsconfig.json']);
const isBuildScript = (path) => /^[^/]+\.mjs$/.test(path);  // build_site.mjs and its helpers
const isDeclaration = (path) => path.endsWith('.d.ts');  // types for tsc, no code
const PARTIALS = 'partials/';  // inputs of the pages (and of the version), not files of the site

export const isPage = (path) => /^[^/]+\.html$/.test(path);

// Returns the site's sources, a Map of site path → source file: webDir's files, soundsDir's mp3s
// under sounds/, and the built files given as [site path, file] pairs.
export async function siteSources({
  webDir = WEB_DIR, soundsDir = join(WEB_DIR, '../sounds'), built = [],
} = {}) {
  const sources = new Map();
  for (const entry of await readdir(webDir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const path = relative(webDir, file);
    if (entry.isFile() && !NOT_IN_SITE.has(path) && !isBuildScript(path) && !isDeclaration(path) && !path.split('/').some((part) => part.startsWith('.'))) {
      sources.set(path, file);
    }
  }
  for (const name of await readdir(soundsDir).catch(() => [])) {
    if (name.endsWith('.mp3')) sources.set(`sounds/${name}`, join(soundsDir, name));
  }
  for (const [path, file] of built) sources.set(path, file);
  return sources;
}

// Builds the site in siteDir from sources, a Map of site path → source file, siteUrl the site's
// address if known; returns { version, files } with the site paths written, sorted.
export async function buildSite(siteDir, sources, { siteUrl: asked } = {}) {
  const siteUrl = siteAddress(asked);
  const inputs = new Map();
  for (const [path, source] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    inputs.set(path, await readFile(source));
  }
  const version = digest(new Map([...inputs, ...await builderScripts()]));
  const assetDir = `v/${version}/`;
  const served = await withBundles(inputs);
  const site = new Map();
  for (const [path, bytes] of served) {
    if (isPage(path) || path === SERVICE_WORKER || path.startsWith(PARTIALS)) continue;
    site.set(assetDir + path, bytes);
  }
  const tables = await stringTables(sources);
  const manifestsOf = new Map();  // page → its manifests, all languages' (the page links one at a time, its script the others)
  for (const [path, bytes] of inputs) {
    if (!isPage(path)) continue;
    const { html, manifests } = renderPage(path, bytes.toString(), { inputs: served, assetDir, tables, siteUrl });
    for (const [file, text] of [[path, html], ...manifests]) site.set(file, text);
    manifestsOf.set(path, manifests.map(([file]) => file));
  }
  if (inputs.has(SERVICE_WORKER)) {
    // Read from the files as the site serves them: the scripts minified, without their comments.
    const found = new Map();
    const referencesOf = (path) => {
      if (!found.has(path)) {
        const { run, ...others } = references(path, String(site.get(path)), (to) => site.has(to), siteUrl);
        found.set(path, { run: [...run, ...(manifestsOf.get(path) ?? [])], ...others });
      }
      return found.get(path);
    };
    const groups = precacheGroups([...site.keys()].filter(isPage).sort(), [...site.keys()].sort(), referencesOf);
    site.set(SERVICE_WORKER, await withBuild(inputs.get(SERVICE_WORKER).toString(), { version, ...groups }));
  }
  await writeFresh(siteDir, site);
  return { version, files: [...site.keys()].sort() };
}

// Returns the files as the site serves them, before versioning: each page's module script, and each
// worker script those start, replaced by its bundle (script_bundles.mjs), minified; the modules the
// bundles hold left out; the style sheets minified.
async function withBundles(inputs) {
  const entries = [...inputs].filter(([path]) => isPage(path))
    .flatMap(([page, bytes]) => [...withPartials(page, bytes.toString(), inputs).matchAll(MODULE_SCRIPT)].map(([, entry]) => entry));
  const bundles = await bundleScripts(entries, inputs);
  const held = new Set([...bundles.values()].flatMap(({ modules }) => modules));
  const served = new Map();
  for (const [path, bytes] of inputs) {
    if (bundles.has(path)) served.set(path, await minifyScript(bundles.get(path).code));
    else if (path.endsWith('.css')) served.set(path, minifyStyle(bytes.toString(), path));
    else if (!held.has(path)) served.set(path, bytes);
  }
  return served;
}

// Returns [name, bytes] of each of the build's own scripts.
async function builderScripts() {
  const names = (await readdir(WEB_DIR)).filter(isBuildScript).map((name) => join(WEB_DIR, name));
  const files = [...names.sort(), fileURLToPath(new URL('../engine/bindings/minify.mjs', import.meta.url))];
  return Promise.all(files.map(async (file) => [`build:${relative(WEB_DIR, file)}`, await readFile(file)]));
}

// Returns the first 10 hex digits of a SHA-256 over every path and its bytes.
function digest(inputs) {
  const hash = createHash('sha256');
  for (const [path, bytes] of inputs) hash.update(`${path}\0${bytes.length}\0`).update(bytes);
  return hash.digest('hex').slice(0, 10);
}

// Returns the string tables { LANGUAGES, DEFAULT_LANGUAGE }, or null when the site has no strings module.
async function stringTables(sources) {
  if (!sources.has(STRINGS_MODULE)) return null;
  const { LANGUAGES, DEFAULT_LANGUAGE } = await import(pathToFileURL(sources.get(STRINGS_MODULE)).href);
  return { LANGUAGES, DEFAULT_LANGUAGE };
}

// Returns { html, manifests }: the page as the site serves it, and its web app manifests.
function renderPage(page, html, { inputs, assetDir, tables, siteUrl }) {
  const defaultText = (key, attribute) => {
    const text = tables?.LANGUAGES[tables.DEFAULT_LANGUAGE][key];
    if (typeof text !== 'string') throw new Error(`${page}: no default text for ${attribute}="${key}"`);
    return escapeHtml(text);
  };
  const withoutComments = withPartials(page, html, inputs).replace(/<!--[^]*?-->\n?/g, '');
  const withPreloads = withoutComments.replace(MODULE_SCRIPT, (script, entry) =>
    [script, ...importedModules(entry, inputs).map((path) => `<link rel="modulepreload" href="./${path}">`)].join('\n'));
  const withTexts = withPreloads
    .replace(/(<(\w+)\b[^>]*\sdata-text="([^"]+)"[^>]*>)<\/\2>/g, (element, open, tag, key) => `${open}${defaultText(key, 'data-text')}</${tag}>`)
    .replace(/(<meta\b[^>]*\sdata-content="([^"]+)")>/g, (meta, open, key) => `${open} content="${defaultText(key, 'data-content')}">`);
  const versioned = withTexts.replace(/\b(src|href)="([^"]*)"/g, (attribute, name, url) => {
    if (/^([a-z][a-z0-9+.-]*:|\/\/|[?#]|$)/i.test(url)) return attribute;  // another site, a query, a fragment
    if (url.startsWith('/')) throw new Error(`${page}: ${url} is root-relative; relative URLs keep the site movable`);
    const path = url.replace(/^\.\//, '');
    const file = path.replace(/[?#].*$/, '');
    if (isPage(file) || file === SERVICE_WORKER) return attribute;  // the unversioned URLs
    if (!inputs.has(file)) throw new Error(`${page}: ${url} is neither a page nor a file of the site`);
    return `${name}="./${assetDir}${path}"`;
  });
  const withCard = withShareCard(page, versioned, { assetDir, siteUrl, exists: (path) => inputs.has(path) });
  if (!tables || !inputs.has(MANIFEST_TEMPLATE)) return { html: withCard, manifests: [] };
  return appManifests(page, withCard, {
    template: inputs.get(MANIFEST_TEMPLATE).toString(), assetDir, languages: tables.LANGUAGES, defaultLanguage: tables.DEFAULT_LANGUAGE, fill,
  });
}

// Returns the page with each line <!-- include NAME.html key=value … --> replaced by
// partials/NAME.html, its {{key}}s by their values (words without spaces or quotes); refuses a
// missing partial or a malformed value (and what fill() refuses).
function withPartials(page, html, inputs) {
  return html.replace(/^<!-- include (\S+)(.*?) -->$/gm, (line, name, fields) => {
    const partial = inputs.get(PARTIALS + name)?.toString();
    if (partial === undefined) throw new Error(`${page}: no ${PARTIALS}${name} to include`);
    const values = new Map();
    for (const field of fields.split(' ').filter(Boolean)) {
      const [, key, value] = /^([\w-]+)=([^"'<>]+)$/.exec(field) ?? [];
      if (!key) throw new Error(`${page}: ${name}: '${field}' is not key=value`);
      values.set(key, value);
    }
    return fill(`${page}: ${name}`, partial, values).replace(/\n$/, '');
  });
}

// Returns template with each {{key}} replaced by its value; refuses a {{key}} without a value and a
// value no {{key}} takes (where names the template in the message).
function fill(where, template, values) {
  const unused = new Set(values.keys());
  const filled = template.replace(/\{\{([\w-]+)\}\}/g, (placeholder, key) => {
    if (!values.has(key)) throw new Error(`${where} needs a value for {{${key}}}`);
    unused.delete(key);
    return values.get(key);
  });
  if (unused.size > 0) throw new Error(`${where} has no {{${[...unused].join('}}, {{')}}}`);
  return filled;
}

// Returns the service worker minified, its line "const BUILD = …;" first and holding the build
// (which the tests read from there).
async function withBuild(source, build) {
  if (source.match(new RegExp(BUILD_LINE, 'gm'))?.length !== 1) {
    throw new Error(`${SERVICE_WORKER} needs exactly one line "const BUILD = …;" to receive the build`);
  }
  return `const BUILD = ${JSON.stringify(build)};\n${await minifyScript(source.replace(BUILD_LINE, ''), { module: false })}`;
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Writes the files into a new folder beside siteDir, then swaps it in for the old one.
async function writeFresh(siteDir, site) {
  const fresh = `${siteDir}.new`;
  await rm(fresh, { recursive: true, force: true });
  for (const [path, bytes] of site) {
    const target = join(fresh, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  await rm(siteDir, { recursive: true, force: true });
  await rename(fresh, siteDir);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [siteDir, ...args] = process.argv.slice(2);
  const [siteUrl, pairs] = [args.find((a) => a.startsWith('--site-url='))?.slice(11), args.filter((a) => !a.startsWith('--site-url='))];
  if (!siteDir || pairs.some((pair) => !pair.includes('=') || pair.startsWith('-'))) {
    console.error('usage: node web/build_site.mjs SITE_DIR [--site-url=URL] [SITE_PATH=BUILT_FILE...]');
    process.exit(2);
  }
  siteSources({ built: pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]) }).then((sources) => buildSite(siteDir, sources, { siteUrl })).then(
    ({ version, files }) => console.log(`site: ${files.length} files, version ${version}, in ${siteDir}`),
    (error) => {
      console.error(`build_site: ${error.message}`);
      process.exit(1);
    });
}
