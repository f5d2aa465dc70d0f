// Refused calls by the million (issue 14): tests/js/refused_calls.mjs's loops with 1,000,000 calls
// of each kind (1,100 of the long texts), on each game's module under node and in headless
// Chromium, printed with the memory before and after (a benchmark, not a test: the tests run
// 20,000 of each). Exits 1 when any loop left the memory or the game otherwise.
//   node tests/bench/refusal_bench.mjs SITE_DIR ENGINE_DIR     (.ci/bench runs it)
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const [siteDir, engineDir] = process.argv.slice(2).map((dir) => resolve(dir));
if (!siteDir || !engineDir) {
  console.error('usage: node tests/bench/refusal_bench.mjs SITE_DIR ENGINE_DIR');
  process.exit(2);
}
Object.assign(process.env, { SITE_DIR: siteDir, ENGINE_DIR: engineDir });
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');
const { chromiumRefusalLoops } = await import('../e2e/refusal_loops_page.mjs');
const { loadEngine } = await import('../js/load_engine.mjs');
const { refusalLoops } = await import('../js/refused_calls.mjs');

const counts = { count: 1_000_000, bigCount: 1_100 };
const browser = await launchBrowser();
const server = await serveSite();
let failed = false;
const show = ({ heap, stack, memoryBytes, handles }) => `heap ${heap} B, stack pointer ${stack}, memory ${memoryBytes / 2 ** 20} MB, ${handles} handles`;
try {
  for (const game of ['knights', 'reversi']) {
    for (const [where, run] of [['node', async () => refusalLoops(await loadEngine(game), counts)],
      ['Chromium', () => chromiumRefusalLoops(browser, server.url, game, counts)]]) {
      const { start, after, gameBefore, gameAfter, ms } = await run();
      const kinds = Object.keys(after);
      const changed = kinds.filter((kind) => !isDeepStrictEqual(after[kind], start));
      const same = changed.length === 0 && isDeepStrictEqual(gameAfter, gameBefore);
      failed ||= !same;
      console.log(`${game} in ${where}: ${kinds.length} kinds of refused call, ${counts.count} in a row of each (${counts.bigCount} of the long texts), in ${(ms / 1000).toFixed(1)} s`);
      console.log(`  before: ${show(start)}`);
      console.log(`  after:  ${show(after[kinds.at(-1)])}${same ? '; the same after every kind, and the game plays as before' : `; CHANGED after ${changed.join(', ') || 'none (the game differs)'}`}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
