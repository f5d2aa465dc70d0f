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
