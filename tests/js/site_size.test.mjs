// The pages' weight budget, asserted: each page of the built site folder (SITE_DIR) weighs at most
// 150 KB gzip-compressed without the sounds (*.mp3), each file at gzip's level 9 as static hosts
// serve it — the figures tests/bench/site_bench.mjs prints beside its load times. A page counts
// every file of the site but the other game's (its page, its js/ folder, its engine module), so
// shared files count for both, whether or not a page loads each one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;

// Returns [path in the site, gzip bytes] for every file under dir.
async function gzipSizes(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
  return Promise.all(files.map(async (file) => [relative(dir, file), gzipSync(await readFile(file), { level: 9 }).length]));
}

// Each game's own files, which the other page never loads.
const OWN_FILES = {
  'index.html': (path) => path === 'index.html' || /(^|\/)knights?[_/]/.test(path),
  'reversi.html': (path) => path === 'reversi.html' || /(^|\/)reversi[_/]/.test(path) || path.endsWith('disc_counts.js'),
};

test(`each page weighs at most ${BUDGET_KB} KB gzip without the sounds`, async () => {
  assert.ok(process.env.SITE_DIR, 'set SITE_DIR to the built site folder (ctest does)');
  const sizes = await gzipSizes(process.env.SITE_DIR);
  const paths = sizes.map(([path]) => path);
  // The whole site is there, sounds included, so the sums below are the pages', not a part's.
  for (const name of ['index.html', 'reversi.html', 'knights_engine.wasm', 'reversi_engine.wasm', '.mp3'])
    assert.ok(paths.some((path) => path.endsWith(name)), `the site holds …${name}`);

  for (const [page, own] of Object.entries(OWN_FILES)) {
    const other = Object.entries(OWN_FILES).find(([name]) => name !== page)[1];
    const rest = sizes.filter(([path]) => extname(path) !== '.mp3' && !other(path)).sort((a, b) => b[1] - a[1]);
    assert.ok(rest.some(([path]) => own(path) && path.endsWith('.wasm')), `${page} counts its engine`);
    const kb = rest.reduce((total, [, bytes]) => total + bytes, 0) / 1024;
    const largest = rest.slice(0, 5).map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    assert.ok(kb <= BUDGET_KB, `${page}: ${kb.toFixed(1)} KB gzip without sounds, over the ${BUDGET_KB} KB budget; largest: ${largest}`);
  }
});
