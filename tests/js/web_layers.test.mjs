// The site's scripts keep their architecture: every module sits in a folder named for its concern
// (web/js/ itself holds at most a handful of files), none over 250 lines, basenames are distinct,
// and no folder imports from one above it — the page services (shell/), the board views (board/)
// and the engine's JavaScript side (engine/) know no game and nothing of the flow, the page's other
// views (views/) no flow either; the game flow (play/) knows no game; the two games (knights/,
// reversi/) know each other not. Type imports in JSDoc count too.
// Only the views touch the page: the page services (shell/), the board (board/) and the page's
// other parts (views/); the flow (play/), the games and the engine's side take views as arguments
// and read or write no element.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const JS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../web/js');

// What each folder may import from, besides itself.
const MAY_IMPORT = {
  shell: [],
  board: [],
  engine: [],
  views: ['shell', 'board'],
  play: ['shell', 'board', 'engine', 'views'],
  knights: ['shell', 'board', 'engine', 'views', 'play'],
  reversi: ['shell', 'board', 'engine', 'views', 'play'],
};

// The folders whose modules may touch the page.
const VIEWS = ['shell', 'board', 'views'];

// A page's elements looked up: the document, an element by its id or name, or found in another.
const LOOKUPS = [
  /\bdocument\b/,
  /(?<![.\w])(?:byId|byName|labelOf)\(|\.querySelector(?:All)?\(|\.closest\(/,
];
// A page's elements written or heard: a property or attribute set, children added, the focus moved,
// the page scrolled, or a user's event heard (an AbortSignal's, a worker's and the address's events
// — popstate, hashchange — are none).
const WRITES = [
  /\.(?:textContent|innerHTML|outerHTML|hidden|disabled|checked|className|title|ariaLabel)\s*=(?!=)/,
  /\.(?:classList|style|dataset)\b/,
  /\.(?:setAttribute|removeAttribute|toggleAttribute|append|prepend|appendChild|replaceChildren|focus|scrollBy|scrollIntoView)\(/,
  /addEventListener\(\s*['"](?:click|dblclick|key\w+|input|change|submit|pointer\w+|mouse\w+|touch\w+|focus\w*|blur|resize|scroll)['"]/,
];
// A page's entry (GAME_app.js) wires its views to its flow: it may look the page's elements up to
// hand them to the views, as 2048's application.js does, but writes and hears none.
const isEntry = (/** @type {string} */ path) => path.endsWith('_app.js');

/**
 * Returns the lines of source that touch the page (only those that write or hear it when lookups
 * are allowed), comments left out.
 * @param {string} source
 * @param {{ lookups?: boolean }} [allowed]
 */
function domUses(source, { lookups = false } = {}) {
  const uses = lookups ? WRITES : [...LOOKUPS, ...WRITES];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return code.split('\n').filter((line) => uses.some((use) => use.test(line))).map((line) => line.trim());
}

const files = (await readdir(JS_DIR, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => relative(JS_DIR, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/'));

// Returns the folders (under web/js) that the module at path imports from, by import statements,
// import() calls and JSDoc import() types.
async function importedFolders(path) {
  const source = await readFile(join(JS_DIR, path), 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((specifier) => posix.join(posix.dirname(path), specifier).split('/')[0]);
}

test('web/js holds its modules in folders by concern, at most 6 files at the top', () => {
  const top = files.filter((path) => !path.includes('/'));
  assert.ok(top.length <= 6, `top-level files: ${top}`);
  for (const path of files.filter((p) => p.includes('/'))) {
    assert.ok(Object.hasOwn(MAY_IMPORT, path.split('/')[0]), `${path} is in a known folder`);
  }
  assert.ok(files.length > 20, 'the modules were found');
});

test('no module is over 250 lines: small files, each with one job', async () => {
  for (const path of files) {
    const lines = (await readFile(join(JS_DIR, path), 'utf8')).split('\n').length - 1;
    assert.ok(lines <= 250, `${path}: ${lines} lines`);
  }
});

test('basenames are distinct across folders', () => {
  const names = files.map((path) => basename(path));
  assert.deepEqual(names.filter((name, index) => names.indexOf(name) !== index), []);
});

test('no folder imports from one above it, and the games not from each other', async () => {
  let imports = 0;
  for (const path of files.filter((p) => p.includes('/'))) {
    const folder = path.split('/')[0];
    for (const target of await importedFolders(path)) {
      imports++;
      assert.ok(target === folder || MAY_IMPORT[folder].includes(target), `${path} imports from ${target}/`);
    }
  }
  assert.ok(imports > 40, 'the imports were read');
});

test('only the views touch the page: the flow, the games and the engine\'s side take views as arguments', async () => {
  let viewFiles = 0;
  /** @type {Record<string, string[]>} */
  const outside = {};
  for (const path of files.filter((p) => p.includes('/'))) {
    const uses = domUses(await readFile(join(JS_DIR, path), 'utf8'), { lookups: isEntry(path) });
    if (VIEWS.includes(path.split('/')[0])) {
      if (uses.length > 0) viewFiles++;
    } else if (uses.length > 0) {
      outside[path] = uses;
    }
  }
  assert.deepEqual(outside, {}, 'modules touching the page outside the views');
  assert.ok(viewFiles > 10, 'the views were read and found touching the page');
});

test('the rule sees a page touched, and not a comment about it', () => {
  assert.deepEqual(domUses("el.textContent = 'x';\n// el.textContent = 'y'"), ["el.textContent = 'x';"]);
  assert.deepEqual(domUses("button.addEventListener('click', go);"), ["button.addEventListener('click', go);"]);
  assert.deepEqual(domUses("signal.addEventListener('abort', stop);\nif (a.hidden === b) {}\nset.byId(id);"), []);
  assert.deepEqual(domUses("const b = byId('b');\nb.hidden = true;", { lookups: true }), ['b.hidden = true;']);
});
