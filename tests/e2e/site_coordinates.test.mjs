// The coordinates (「座標」, issue 21) in Chromium: on by default on Reversi — a to h above the board
// and 1 to 8 beside it, as the engine names the squares (a1 top left), each label beside its cells —
// and a to f, 1 to 6 on 6×6; off by default on the knight page, as in the original, and once on,
// 8 to 1 from the top (a8 top left); each page remembers its own choice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { closeClean, openGamePage, storeSetting } from './game_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

// The labels shown, and whether each stands in line with its column's or row's cells.
const coordinates = (page) => page.evaluate(() => {
  const frame = document.getElementById('board-frame');
  const shown = (part) => getComputedStyle(part).display !== 'none';
  const files = frame.querySelector('.files'), ranks = frame.querySelector('.ranks');
  const cells = [...document.querySelectorAll('#board .cell')].map((cell) => cell.getBoundingClientRect());
  const size = Math.sqrt(cells.length);
  const centre = (box, axis) => (axis === 'x' ? box.left + box.width / 2 : box.top + box.height / 2);
  const aligned = (labels, axis, cellOf) => [...labels.children].every((label, i) =>
    Math.abs(centre(label.getBoundingClientRect(), axis) - centre(cells[cellOf(i)], axis)) < 1.5);
  return {
    on: shown(files) && shown(ranks),
    files: [...files.children].map((label) => label.textContent).join(''),
    ranks: [...ranks.children].map((label) => label.textContent).join(''),
    aligned: aligned(files, 'x', (i) => i) && aligned(ranks, 'y', (i) => i * size),
    hidden: files.getAttribute('aria-hidden') === 'true' && ranks.getAttribute('aria-hidden') === 'true',
  };
});

test('Reversi: on by default, a–h and 1–8 in line with the cells, a–f and 1–6 on 6×6; off remembered', async () => {
  const page = await openGamePage(browser, `${server.url}reversi.html`);
  assert.equal(await page.isChecked('#coordinates'), true);
  assert.deepEqual(await coordinates(page), { on: true, files: 'abcdefgh', ranks: '12345678', aligned: true, hidden: true });
  await page.check('#size input[value="6"]');
  assert.deepEqual(await coordinates(page), { on: true, files: 'abcdef', ranks: '123456', aligned: true, hidden: true });
  await page.uncheck('#coordinates');
  assert.equal((await coordinates(page)).on, false);
  await page.reload();
  await page.waitForFunction(() => document.getElementById('status')?.textContent);
  assert.deepEqual([await page.isChecked('#coordinates'), (await coordinates(page)).on], [false, false]);
  await closeClean(page);
});

test('the knight page: off by default, as in the original; on, a–h and 8–1 from the top, also on a phone', async () => {
  const page = await openGamePage(browser, server.url);
  assert.deepEqual([await page.isChecked('#coordinates'), (await coordinates(page)).on], [false, false]);
  await page.check('#coordinates');
  assert.deepEqual(await coordinates(page), { on: true, files: 'abcdefgh', ranks: '87654321', aligned: true, hidden: true });
  await closeClean(page);
  const phone = await openGamePage(browser, `${server.url}?lang=en`, {
    contextOptions: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    initScripts: [[storeSetting, { key: 'hatodemowakaru-knight-coordinates', text: 'on' }]],
  });
  assert.deepEqual(await coordinates(phone), { on: true, files: 'abcdefgh', ranks: '87654321', aligned: true, hidden: true });
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing sideways');
  await closeClean(phone);
});
