// The engine worker as the knight page uses it, printed (a benchmark, not a test), in headless
// Chromium on localhost: the time from navigation to the worker's 'ready'; the round trip of every
// request as the page sees it over whole games with hints on — the AI's move per level, the hints
// per ply; and what replacing a worker cut off in a slow search costs.
//   node tests/bench/worker_bench.mjs SITE_DIR        (.ci/bench runs it)
import { siteDirArgument, summary } from './bench_common.mjs';

const GAMES_PER_LEVEL = 6;
siteDirArgument('worker_bench.mjs');
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');
const { board, clickSquare, freeSquares, letAiMove, openKnightPage, workerSettled, zeroRandom } = await import('../e2e/knight_page.mjs');

// Runs in the page before its scripts, over the tests' worker spy: window.workerTimes gets each
// worker's start-to-ready time and each request's round trip, by type, ply and level, on the real
// clock (taken before the fake one is installed).
function timeWorkers() {
  const now = performance.now.bind(performance);
  const SpiedWorker = window.Worker;
  const times = window.workerTimes = { readies: [], requests: new Map(), answered: [], terminated: [] };
  window.Worker = class TimedWorker extends SpiedWorker {
    constructor(...args) {
      super(...args);
      const started = now();
      this.addEventListener('message', ({ data }) => {
        if (data?.type === 'ready') times.readies.push({ at: now(), ms: now() - started });
        const request = times.requests.get(data?.id);
        if (request) times.answered.push({ ...request, ms: now() - request.sent });
      });
    }
    postMessage(message, ...rest) {
      const { type, payload } = message;
      times.requests.set(message.id, { type, ply: payload.moves.length, level: payload.level, sent: now() });
      return super.postMessage(message, ...rest);
    }
    terminate() {
      times.terminated.push(now());
      return super.terminate();
    }
  };
}

function hintsOn() {
  localStorage.setItem('hatodemowakaru-knight-hints', 'on');
}


// Plays a game on the page: your squares at random (seeded), the AI at the page's level; you move
// first in odd games, second in even ones, so that hints come at every ply.
async function playGame(page, seed) {
  let state = seed;
  await page.click(seed % 2 ? '#start-first' : '#start-second');
  await letAiMove(page, { ms: seed % 2 ? 0 : 1000 });
  for (;;) {
    const free = freeSquares(await board(page));
    if (free.length === 0) return;
    state = (state * 1103515245 + 12345) % 2 ** 31;
    await clickSquare(page, free[state % free.length]);
    if (freeSquares(await board(page)).length === 0) return;
    await letAiMove(page, { ms: 500 });
  }
}

const [browser, server] = await Promise.all([launchBrowser(), serveSite()]);
try {
  const open = (initScripts = []) => openKnightPage(browser, server.url, { clock: true, initScripts: [[timeWorkers], [hintsOn], ...initScripts] });
  const readies = [];
  const answered = [];
  for (const level of ['random', 'weighted', 'perfect']) {
    const page = await open();
    await workerSettled(page);
    readies.push((await page.evaluate(() => window.workerTimes.readies[0].at)));
    await page.click(`#level input[value="${level}"]`);
    for (let game = 1; game <= GAMES_PER_LEVEL; game++) await playGame(page, game);
    answered.push(...await page.evaluate(() => window.workerTimes.answered));
    await page.context().close();
  }

  console.log(`== the engine worker in the knight page, headless Chromium, localhost ==`);
  console.log(`navigation to worker ready        ${summary(readies)}`);
  for (const level of ['random', 'weighted', 'perfect']) {
    console.log(`AI move, ${level.padEnd(25)} ${summary(answered.filter((r) => r.type === 'aiMove' && r.level === level).map((r) => r.ms))}`);
  }
  for (const [name, plies] of [['0-3', [0, 1, 2, 3]], ['4', [4]], ['5', [5]], ['6', [6]], ['7-9', [7, 8, 9]], ['10 and more', null]]) {
    const times = answered.filter((r) => r.type === 'hints' && (plies ? plies.includes(r.ply) : r.ply >= 10)).map((r) => r.ms);
    console.log(`hints at ply ${name.padEnd(21)} ${summary(times)}`);
  }

  // A move during a slow search (a7, a3, h1, e4: about a second): the worker is replaced.
  const restarts = [];
  const replies = [];
  for (let run = 0; run < 5; run++) {
    const page = await open([[zeroRandom]]);
    await workerSettled(page);
    for (const square of [8, 63]) {
      await clickSquare(page, square);
      await workerSettled(page);
      await page.clock.runFor(500);
    }
    await clickSquare(page, freeSquares(await board(page))[0]);
    await workerSettled(page, 60_000);
    const times = await page.evaluate(() => window.workerTimes);
    restarts.push(times.readies[1].ms);
    replies.push(times.answered.findLast((r) => r.type === 'aiMove').sent + times.answered.findLast((r) => r.type === 'aiMove').ms - times.terminated[0]);
    await page.context().close();
  }
  console.log('a move during a slow search (the worker is cut off and replaced):');
  console.log(`  the fresh worker ready          ${summary(restarts)}`);
  console.log(`  the AI's answer, from the cut   ${summary(replies)}`);
} finally {
  await browser.close();
  await server.close();
}
