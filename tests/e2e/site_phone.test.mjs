// On a 360×640 phone the whole page fits the width — board, status, buttons, level and hints, volume row — with
// cells big enough to tap, in both languages; from 400px up the layout is the original's, to the
// pixel. Saves phone screenshots (build/wasm/artifacts/knight-page-phone*.png) to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, launchBrowser, serveSite } from './harness.mjs';
import { overflow } from './game_page.mjs';
import { board, closeClean, freeSquares, knights, letAiMove, openKnightPage } from './knight_page.mjs';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

for (const [lang, query, shot] of [['ja', '', 'knight-page-phone.png'], ['en', '?lang=en', 'knight-page-phone-en.png']]) {
  test(`360×640 (${lang}): no horizontal scroll, square cells of 40px or more, taps play`, async () => {
    const page = await openKnightPage(browser, server.url + query, { clock: true, contextOptions: PHONE });
    assert.deepEqual(await overflow(page), { scroll: 0, outside: [] });

    const cells = await page.$$eval('#board .cell', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    assert.equal(cells.length, 64);
    for (const cell of cells) {
      assert.ok(cell.width >= 40 && cell.width === cell.height, `a square cell of 40px or more (${cell.width}×${cell.height})`);
    }
    const [link, heading] = await page.$$eval('#languages a, h1', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    assert.ok(link.bottom <= heading.top, 'the language switch stays clear of the heading');
    const rows = await page.$$eval('#board, #status, #start-first, #start-second, #level, #hints-toggle, #volume-range, #volume-value, #volume-test',
      (els) => els.map((el) => [el.id, Math.round(el.getBoundingClientRect().width)]));
    assert.ok(rows.every(([, width]) => width > 0), JSON.stringify(rows));

    await page.tap('#board .cell[data-square="27"]');
    await letAiMove(page);
    const [free] = freeSquares(await board(page));  // the random AI's reply may have taken any square
    await page.tap(`#board .cell[data-square="${free}"]`);
    await letAiMove(page);
    assert.equal(knights(await board(page)).length, 4);
    assert.deepEqual(await overflow(page), { scroll: 0, outside: [] }, 'knights and ×s keep the cells\' size');
    await mkdir(ARTIFACT_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACT_DIR, shot), fullPage: true });
    await closeClean(page);
  });
}

test('from 400px to 1099px the original layout: 45px cells, a 360px board, the 230px slider', async () => {
  for (const width of [400, 1099]) {
    const page = await openKnightPage(browser, server.url, { contextOptions: { viewport: { width, height: 800 } } });
    const look = await page.evaluate(() => ({
      board: document.getElementById('board').getBoundingClientRect().width,
      cells: [...new Set([...document.querySelectorAll('#board .cell')].map((el) => `${el.getBoundingClientRect().width}×${el.getBoundingClientRect().height}`))],
      lineHeight: getComputedStyle(document.querySelector('.cell')).lineHeight,
      slider: document.getElementById('volume-range').getBoundingClientRect().width,
      bodyMargin: getComputedStyle(document.body).margin,
    }));
    assert.deepEqual(look, { board: 360, cells: ['45×45'], lineHeight: '50px', slider: 230, bodyMargin: '8px' }, `at ${width}px`);
    await closeClean(page);
  }
});
