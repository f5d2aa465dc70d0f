// The pages' weight budget, asserted on the built site folder (SITE_DIR): what a first visit of each
// page downloads at most — the files its service worker precaches for it (sw.js's BUILD, from
// web/site_needs.mjs: the shell and the page's own files, not what a page fetches only when a
// player needs it, as Reversi's knowledge) and the service worker itself — each file at gzip's
// level 9 as static hosts serve it: the knight page at most 150 KB, Reversi's at most 200 KB. The browser test e2e/site_first_visit measures what the
// network carries; tests/bench/site_bench.mjs prints it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { 'index.html': 150, 'reversi.html': 200 };

test('each page\'s first visit weighs at most its budget, gzip', async () => {
  assert.ok(process.env.SITE_DIR, 'set SITE_DIR to the built site folder (ctest does)');
  const worker = await readFile(join(process.env.SITE_DIR, 'sw.js'), 'utf8');
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(worker)[1]);
  const gzip = async (path) => [path, gzipSync(await readFile(join(process.env.SITE_DIR, path)), { level: 9 }).length];
  assert.deepEqual(Object.keys(build.pages).sort(), Object.keys(BUDGET_KB));
  for (const [page, own] of Object.entries(build.pages)) {
    const sizes = await Promise.all(['sw.js', ...build.shell, ...own].map(gzip));
    assert.ok(own.some((path) => path.endsWith('_engine.wasm')), `${page} counts its engine`);
    const kb = sizes.reduce((total, [, bytes]) => total + bytes, 0) / 1024;
    const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, 5).map(([path, bytes]) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    assert.ok(kb <= BUDGET_KB[page], `${page}: ${kb.toFixed(1)} KB gzip, over the ${BUDGET_KB[page]} KB budget; largest: ${largest}`);
  }
});
