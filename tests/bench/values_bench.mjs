// The moves' values on the Reversi page, printed (a benchmark, not a test), in headless Chromium on
// localhost with the engine in wasm: how soon the first values show after a move (two players,
// values on, a move a second); how soon the best move's value is exact at 20 empty squares (FFO
// #40 and the self-play positions of tests/data/selfplay_positions.hpp, opened by link), from the
// board being playable (the page's three workers still loading) and from the first values; and the
// strong CPU's reply time with values on and off, alternated so that both see the same machine.
//   node tests/bench/values_bench.mjs SITE_DIR        (.ci/bench runs it)
import { readFile } from 'node:fs/promises';
import { siteDirArgument, summary } from './bench_common.mjs';

const TARGETS = { firstValuesMs: 200, exactBestMs: 2000 };
siteDirArgument('values_bench.mjs');
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');
const { positionField } = await import('../../web/js/play/game_link.js');

const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';
const selfplay = [...(await readFile(new URL('../data/selfplay_positions.hpp', import.meta.url), 'utf8'))
  .matchAll(/\{"([-XO]+ [XO])", -?\d+\}/g)].map((m) => m[1]);


// In the page: clicks cell, and resolves with the ms until a value shows on the new position.
function clickAndTimeValues(cell) {
  return new Promise((resolve) => {
    const board = document.getElementById('board');
    const started = performance.now();
    board.querySelector(`.cell[data-square="${cell}"]`).click();
    const observer = new MutationObserver(() => {
      if (board.querySelector('.note')) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(board, { subtree: true, childList: true });
  });
}

// In the page: resolves with [the ms from the board being playable until an exact value shows,
// the ms from the first values (the analysis worker loaded) until then].
function timeExactValue() {
  return new Promise((resolve) => {
    const board = document.getElementById('board');
    let firstValues = null;
    const check = () => {
      if (firstValues === null && board.querySelector('.note')) firstValues = performance.now();
      if (!board.querySelector('.note.exact')) return false;
      const now = performance.now();
      resolve([now - performance.getEntriesByName('board-playable')[0].startTime, now - firstValues]);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(board, { subtree: true, childList: true, attributes: true });
  });
}

// In the page: clicks cell (black's move) and resolves with the ms until the CPU's reply shows.
function clickAndTimeReply(cell) {
  return new Promise((resolve) => {
    const board = document.getElementById('board');
    const whites = () => board.querySelectorAll('.disc-white').length;
    board.querySelector(`.cell[data-square="${cell}"]`).click();
    const started = performance.now();
    const after = whites();
    const observer = new MutationObserver(() => {
      if (whites() > after) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(board, { subtree: true, attributes: true });
  });
}

const legalCells = (page) => page.$$eval('#board .cell.legal, #board .cell.noted', (cells) => cells.map((cell) => Number(cell.dataset.square)));

const [browser, server] = await Promise.all([launchBrowser(), serveSite()]);
try {
  const open = async (hash, values) => {
    const context = await browser.newContext();
    await context.addInitScript((on) => localStorage.setItem('hatodemowakaru-reversi-values', on ? 'on' : 'off'), values);
    const page = await context.newPage();
    await page.goto(`${server.url}reversi.html${hash}`);
    await page.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
    return page;
  };

  const firstValues = [];
  for (let game = 0; game < 3; game++) {
    const page = await open('#you=both', true);
    let state = game + 1;
    for (let move = 0; move < 12; move++) {
      await page.waitForSelector('#board .note');
      await page.waitForTimeout(1000);  // a player's pace: the standby worker has loaded
      const legal = await legalCells(page);
      state = (state * 1103515245 + 12345) % 2 ** 31;
      firstValues.push(await page.evaluate(clickAndTimeValues, legal[state % legal.length]));
    }
    await page.context().close();
  }

  const exact = [];
  for (const [name, text] of [['ffo #40', FFO_40], ...selfplay.map((text, i) => [`selfplay #${i + 1}`, text])]) {
    const page = await open(`#position=${positionField(text)}&you=both`, true);
    exact.push([name, await page.evaluate(timeExactValue)]);
    await page.context().close();
  }

  // The strong CPU replying to the first legal move, 6 times each way, alternating.
  const replies = { on: [], off: [] };
  for (let run = 0; run < 12; run++) {
    const values = run % 2 === 0;
    const page = await open('#you=black&level=strong', values);
    if (values) await page.waitForSelector('#board .note');
    replies[values ? 'on' : 'off'].push(await page.evaluate(clickAndTimeReply, (await legalCells(page))[0]));
    await page.context().close();
  }

  console.log('== the moves\' values on the Reversi page, headless Chromium, localhost ==');
  console.log(`first values after a move          ${summary(firstValues)}  (target ${TARGETS.firstValuesMs} ms)`);
  for (const [name, [ms, searchMs]] of exact) {
    console.log(`best value exact, ${name.padEnd(16)} ${ms.toFixed(0).padStart(5)} ms after the board is playable, ${searchMs.toFixed(0).padStart(5)} ms after the first values (target ${TARGETS.exactBestMs} ms)`);
  }
  console.log(`strong CPU reply, values off       ${summary(replies.off)}`);
  console.log(`strong CPU reply, values on        ${summary(replies.on)}`);
} finally {
  await browser.close();
  await server.close();
}
