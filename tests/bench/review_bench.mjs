// The game review on both pages, printed (a benchmark, not a test), in headless Chromium on
// localhost with the engine in wasm: each known game of tests/data/review_games.hpp opened by link
// at its end with &review=1, timed from the review's start (its worker loading included) to the
// first position reviewed, the first explanation of the move shown (the last), the first mark in
// the move list and the whole review (the second pass at the mistakes included); then, the review
// done, 「間違いから学ぶ」 started and a try judged: from the click to the verdict drawn (the next
// frame). The budget is the engine's page budget (reversi/review.hpp: kPageReviewLimits, 8,000,000
// nodes a solve, 200,000 an estimate, 4,000,000 to value the moves at a solved mistake; the
// knights' solver is exact everywhere). Three runs each, a fresh page every run.
//   node tests/bench/review_bench.mjs SITE_DIR        (.ci/bench runs it)
import { readFile } from 'node:fs/promises';
import { siteDirArgument, summary } from './bench_common.mjs';

const TARGETS = {
  reversi: { firstMs: 2000, explainedMs: 1000, doneMs: 20000, judgeMs: 200 },
  knights: { firstMs: 2000, explainedMs: 1000, doneMs: 2000, judgeMs: 200 },
};
siteDirArgument('review_bench.mjs');
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');

const games = await readFile(new URL('../data/review_games.hpp', import.meta.url), 'utf8');
const movesOf = (name) => new RegExp(`${name}\\{((?:\\s*"[^"]*")+)`).exec(games)[1].replace(/[\s"]/g, '');

// In the page: resolves with the ms from the review's start to its first position, its first
// explanation of the move shown, its first mark and its end, as the review's line and the move
// list show them.
function timeReview() {
  return new Promise((resolve) => {
    const times = {};
    const check = () => {
      const [start] = performance.getEntriesByName('review-started');
      if (!start) return false;
      const now = performance.now() - start.startTime;
      const line = document.getElementById('review-line').textContent;
      if (times.first === undefined && /[1-9]\d*\//.test(line)) times.first = now;
      if (times.explained === undefined && /(手目|Move \d+)/.test(line)) times.explained = now;
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

// In the page, the review done: starts the lessons and resolves with the ms from a try's click on
// a free square of the position to the next frame, its verdict drawn.
function timeTry() {
  document.getElementById('learn-start').click();
  const free = [...document.querySelectorAll('#board .cell')].find((cell) => cell.classList.contains('legal') || cell.textContent === '');
  const line = document.getElementById('learn-line');
  const asked = line.textContent;
  const start = performance.now();
  free.click();
  return new Promise((resolve) => requestAnimationFrame(() => resolve(line.textContent !== asked ? performance.now() - start : NaN)));
}

const [browser, server] = await Promise.all([launchBrowser(), serveSite()]);
try {
  const results = {};
  // Each as the side that has a mistake to learn from: Reversi's black, the knights' both players.
  for (const [game, page, you] of [['knights', 'index.html', 'both'], ['reversi', 'reversi.html', 'black']]) {
    const moves = movesOf(game === 'knights' ? 'kKnights' : 'kReversi');
    results[game] = { first: [], explained: [], mark: [], done: [], judge: [] };
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${server.url}${page}#moves=${moves}&you=${you}&review=1`);
      const times = await tab.evaluate(timeReview);
      for (const key of ['first', 'explained', 'mark', 'done']) results[game][key].push(times[key]);
      results[game].judge.push(await tab.evaluate(timeTry));
      await context.close();
    }
  }
  console.log('== the game review, headless Chromium, localhost, from its start (worker loading included) ==');
  for (const [game, { first, explained, mark, done, judge }] of Object.entries(results)) {
    const target = TARGETS[game];
    console.log(`${game.padEnd(8)} first position reviewed  ${summary(first)}  (target ${target.firstMs} ms)`);
    console.log(`${game.padEnd(8)} last move explained      ${summary(explained)}  (target ${target.explainedMs} ms)`);
    console.log(`${game.padEnd(8)} first mark               ${summary(mark)}`);
    console.log(`${game.padEnd(8)} whole review             ${summary(done)}  (target ${target.doneMs} ms)`);
    console.log(`${game.padEnd(8)} a try judged and drawn   ${summary(judge)}  (target ${target.judgeMs} ms, once the review is done)`);
  }
} finally {
  await browser.close();
  await server.close();
}
