// No layout shift: from navigation through a ten-move game, on both pages, desktop and a
// 360px phone, Japanese and English, hints on, the cumulative layout shift stays at most 0.02 (the
// board's square is there before the script, the status line and the new lines keep their
// heights), and the page's height does not change from move to move.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { closeClean, storeSetting } from './game_page.mjs';
import { anyLegalSquare, layoutShifts, openMeasured, playTenMoves } from './layout_shift.mjs';

const CLS_TARGET = 0.02;
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const pageHeight = (page) => page.evaluate(() => document.documentElement.scrollHeight);
const hintsOn = [storeSetting, { key: 'hatodemowakaru-knight-hints', text: 'on' }];

for (const [page, query] of [['', ''], ['reversi.html', ''], ['', '?lang=en'], ['reversi.html', '?lang=en']]) {
  for (const [view, contextOptions] of [['desktop', {}], ['phone', PHONE]]) {
    test(`${page || 'the knight page'}${query}, ${view}: CLS at most ${CLS_TARGET} through ten moves, the same height after every move`, async () => {
      const tab = await openMeasured(browser, `${server.url}${page}${query}`, { contextOptions, initScripts: [hintsOn] });
      const height = await pageHeight(tab);
      const heights = [];
      await playTenMoves(tab, async () => {
        heights.push(await pageHeight(tab));
        return anyLegalSquare(tab);
      });
      heights.push(await pageHeight(tab));
      const { cls, shifts } = await layoutShifts(tab);
      assert.ok(cls <= CLS_TARGET, `CLS ${cls.toFixed(3)}: ${JSON.stringify(shifts)}`);
      assert.deepEqual(heights, Array(heights.length).fill(height), 'the page keeps its height');
      await closeClean(tab);
    });
  }
}

// The wide layout (issue 21): at 1280×800 a finished game, reviewed, then replayed by keys — the
// board at least 480px wide, the controls, the record and the chart beside it, all above the fold
// but the record's later rows; the review's filling in and the replay shift nothing.
const GAMES = {
  '': 'b6g3g4b5d3e6g6b8d2b7d1h3a2c2h7g8g2f7e8',
  'reversi.html': 'f5d6c3d3c4f4f6f3e6e7',
};
for (const [page, moves] of Object.entries(GAMES)) {
  test(`${page || 'the knight page'} at 1280×800: the board 480px, the record, the replay and the review beside it above the fold; no shift through a review and a replay`, async () => {
    const tab = await openMeasured(browser, `${server.url}${page}#moves=${moves}&you=both`, { contextOptions: { viewport: { width: 1280, height: 800 } } });
    await tab.click('#review');
    await tab.waitForFunction(() => document.getElementById('review-line').textContent.startsWith(document.documentElement.lang === 'ja' ? '振り返り:' : 'Review:'), null, { timeout: 30_000 });
    await tab.click('#moves button[data-ply="1"]');
    for (let step = 0; step < 4; step++) await tab.keyboard.press('ArrowRight');
    await tab.keyboard.press('End');
    await tab.waitForTimeout(600);  // out of the half second after the last key, as CLS counts
    const boxes = await tab.$$eval('#board, #moves, #replay, #review, #review-chart, #panel-buttons', (elements) =>
      Object.fromEntries(elements.map((element) => [element.id, element.getBoundingClientRect().toJSON()])));
    assert.ok(boxes.board.width >= 480, `the board ${boxes.board.width}px wide`);
    for (const id of ['moves', 'replay', 'review', 'review-chart', 'panel-buttons']) {
      assert.ok(boxes[id].left >= boxes.board.right, `${id} beside the board`);
      // The record's eight rows (a wide screen's) may go on below the fold; its first two are above.
      const bottom = id === 'moves' ? boxes.moves.top + 2 * 28 : boxes[id].bottom;
      assert.ok(bottom <= 800, `${id} above the fold (${bottom}px)`);
    }
    assert.ok(boxes.board.bottom <= 800);
    const { cls, shifts } = await layoutShifts(tab);
    assert.ok(cls <= CLS_TARGET, `CLS ${cls.toFixed(3)}: ${JSON.stringify(shifts)}`);
    await closeClean(tab);
  });
}
