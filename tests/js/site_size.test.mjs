// The site's weight budget, asserted: the built site folder (SITE_DIR) weighs at most 150 KB
// gzip-compressed without its sounds (*.mp3), each file at gzip's level 9 as static hosts serve
// it — the figure tests/bench/site_bench.mjs prints beside its load times.
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

test(`the site weighs at most ${BUDGET_KB} KB gzip without its sounds`, async () => {
  assert.ok(process.env.SITE_DIR, 'set SITE_DIR to the built site folder (ctest does)');
  const sizes = await gzipSizes(process.env.SITE_DIR);
  const paths = sizes.map(([path]) => path);
  // The whole site is there, sounds included, so the sum below is the site's, not a part's.
  for (const name of ['index.html', 'reversi.html', 'knights_engine.wasm', 'reversi_engine.wasm', '.mp3'])
    assert.ok(paths.some((path) => path.endsWith(name)), `the site holds …${name}`);

  const rest = sizes.filter(([path]) => extname(path) !== '.mp3').sort((a, b) => b[1] - a[1]);
  const kb = rest.reduce((total, [, bytes]) => total + bytes, 0) / 1024;
  const largest = rest.slice(0, 5).map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
  assert.ok(kb <= BUDGET_KB, `${kb.toFixed(1)} KB gzip without sounds, over the ${BUDGET_KB} KB budget; largest: ${largest}`);
});
