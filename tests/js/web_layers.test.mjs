// The site's scripts keep their architecture: every module sits in a folder named for its concern
// (web/js/ itself holds at most a handful of files), none over 250 lines, basenames are distinct,
// and no folder imports from one above it — the page services (shell/), the board views (board/)
// and the engine's JavaScript side (engine/) know no game and nothing of the flow, the page's other
// views (views/) no flow either; the game flow (play/) knows no game; the two games (knights/,
// reversi/) know each other not. Type imports in JSDoc count too.
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
