// The game review on both pages, printed (a benchmark, not a test), in headless Chromium on
// localhost with the engine in wasm: each known game of tests/data/review_games.hpp opened by link
// with &review=1, timed from the review's start (its worker loading included) to the first
// position reviewed, the first mark in the move list and the whole review. The budget is the
// engine's page budget (reversi/review.hpp: kPageReviewLimits, 8,000,000 nodes a solve, 200,000 an
// estimate; the knights' solver is exact everywhere). Three runs each, a fresh page every run.
//   node tests/bench/review_bench.mjs SITE_DIR        (.ci/bench runs it)
import { readFile } from 'node:fs/promises';
import { siteDirArgument, summary } from './bench_common.mjs';

const TARGETS = { reversi: { firstMs: 2000, doneMs: 20000 }, knights: { firstMs: 2000, doneMs: 2000 } };
siteDirArgument('review_bench.mjs');
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');

const games = await readFile(new URL('../data/review_games.hpp', import.meta.url), 'utf8');
const movesOf = (name) => new RegExp(`${name}\\{((?:\\s*"[^"]*")+)`).exec(games)[1].replace(/[\s"]/g, '');

// In the page: resolves with the ms from the review's start to its first position, its first mark
// and its end, as the move list and the review's line show them.
function timeReview() {
  return new Promise((resolve) => {
    const times = {};
    const check = () => {
      const [start] = performance.getEntriesByName('review-started');
      if (!start) return false;
      const now = performance.now() - start.startTime;
      const line = document.getElementById('review-line').textContent;
      if (times.first === undefined && /[1-9]\d*\//.test(line)) times.first = now;
      if (times.mark === undefined && document.querySelector('#moves .mark')) times.mark = now;
      if (!/^(振り返り|Review):/.test(line)) return false;
      times.first ??= now;
      times.mark ??= now;
      resolve({ ...times, done: now });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const [browser, server] = await Promise.all([launchBrowser(), serveSite()]);
try {
  const results = {};
  for (const [game, page, you] of [['knights', 'index.html', 'first'], ['reversi', 'reversi.html', 'both']]) {
    const moves = movesOf(game === 'knights' ? 'kKnights' : 'kReversi');
    results[game] = { first: [], mark: [], done: [] };
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${server.url}${page}#moves=${moves}&you=${you}&review=1`);
      const times = await tab.evaluate(timeReview);
      for (const key of ['first', 'mark', 'done']) results[game][key].push(times[key]);
      await context.close();
    }
  }
  console.log('== the game review, headless Chromium, localhost, from its start (worker loading included) ==');
  for (const [game, { first, mark, done }] of Object.entries(results)) {
    const target = TARGETS[game];
    console.log(`${game.padEnd(8)} first position reviewed  ${summary(first)}  (target ${target.firstMs} ms)`);
    console.log(`${game.padEnd(8)} first mark               ${summary(mark)}`);
    console.log(`${game.padEnd(8)} whole review             ${summary(done)}  (target ${target.doneMs} ms)`);
  }
} finally {
  await browser.close();
  await server.close();
}
