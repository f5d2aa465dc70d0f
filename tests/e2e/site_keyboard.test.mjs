// Keyboard and screen readers: in Chromium's own accessibility tree the board is a grid of 8 rows of
// 8 labelled gridcells and the status line a polite live region; the board is one tab stop, the
// arrow keys, Home and End move the focus, which is plainly visible, and Enter or Space plays. A
// whole game is won here without the mouse. Saves the focus ring as
// build/wasm/artifacts/knight-page-keyboard-focus.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, launchBrowser, serveSite } from './harness.mjs';
import { accessibilityTree, arrowTo, focusedSquare } from './game_page.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, mirrorStrategy, openKnightPage, playOut, soundsPlayed, status,
} from './knight_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = () => openKnightPage(browser, server.url, { clock: true });

test('the board is a grid of 8 rows of 8 labelled cells, the status line a live region', async () => {
  const page = await open();
  await clickSquare(page, 27);
  const grid = await accessibilityTree(page, 'grid');
  assert.equal(grid.name, '盤面');
  assert.deepEqual(grid.children.map((row) => [row.role, row.children.length]), Array(8).fill(['row', 8]));
  const cells = grid.children.flatMap((row) => row.children);
  assert.ok(cells.every((cell) => cell.role === 'gridcell'));
  assert.equal(cells[0].name, 'a8 空き');
  assert.equal(cells[27].name, 'd5 ナイト 直前の手');
  assert.equal(cells[42].name, 'c3 置けない');
  assert.equal(cells[63].name, 'h1 空き');

  const statusNode = await accessibilityTree(page, 'status');
  assert.equal(statusNode.live, 'polite');
  await closeClean(page);
});

test('one tab stop for the board, arrows, Home and End move within it, the focus ring shows', async () => {
  const page = await open();
  const stops = [];
  for (let i = 0; i < 17; i++) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement.getAttribute('role') ?? (document.activeElement.id || document.activeElement.tagName)));
  }
  assert.deepEqual(stops, ['A', 'puzzle-open', 'A', 'gridcell', 'start-first', 'start-second', 'mode-cpu', 'level-random', 'hints', 'coordinates',
    'copy-link', 'copy-moves', 'copy-position', 'edit', 'SUMMARY', 'volume-range', 'volume-test'],
    'the link to Reversi, 詰め問題, the link to English, the board once, the buttons, the opponent\'s and the level\'s radio groups once each, the hints, the coordinates, the copy buttons and 盤面編集 (undo, the replay and the review rest: nothing to undo), the paste box (closed) and the volume row');
  for (let i = 0; i < 13; i++) await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedSquare(page), 0, 'the board\'s stop is a8 at first');

  const moves = [['ArrowLeft', 0], ['ArrowUp', 0], ['ArrowRight', 1], ['ArrowDown', 9], ['End', 15], ['ArrowRight', 15],
    ['Home', 8], ['Control+End', 63], ['ArrowDown', 63], ['Control+Home', 0]];
  for (const [key, square] of moves) {
    await page.keyboard.press(key);
    assert.equal(await focusedSquare(page), square, key);
  }
  await page.keyboard.press('ArrowRight');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return [style.outlineStyle, style.outlineWidth, style.boxShadow !== 'none'];
  });
  assert.deepEqual(ring, ['solid', '3px', true]);
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await page.locator('#board').screenshot({ path: join(ARTIFACT_DIR, 'knight-page-keyboard-focus.png') });
  assert.deepEqual(await page.$$eval('#board [tabindex="0"]', (els) => els.map((el) => el.dataset.square)), ['1'],
    'the tab stop follows the focus');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.equal(await focusedSquare(page), 1, 'and the board is entered where it was left');

  // A mouse click moves the stop too, without a focus ring.
  await clickSquare(page, 36);
  assert.equal(await focusedSquare(page), 36);
  assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none');
  await closeClean(page);
});

test('Enter and Space place a knight; on a taken square they play ng and change nothing', async () => {
  const page = await open();
  await page.focus('#board [data-square="0"]');
  await arrowTo(page, 27);
  await page.keyboard.press('Enter');
  assert.deepEqual(knights(await board(page)), [27]);
  await letAiMove(page);
  const cells = await board(page);
  await page.keyboard.press('Space');
  assert.deepEqual(await board(page), cells, 'd5 is taken');
  await arrowTo(page, cells.indexOf(''));
  await page.keyboard.press('Space');
  assert.equal(knights(await board(page)).length, 3);
  assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'ng', 'select']);
  await closeClean(page);
});

test('a whole game without the mouse: リセット（後手） by keyboard, every knight by arrows and Enter or Space', async () => {
  const page = await open();
  while (await page.evaluate(() => document.activeElement.id) !== 'start-second') await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await letAiMove(page, { ms: 1000 });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedSquare(page), 0);

  let moves = 0;
  await playOut(page, mirrorStrategy(), {
    place: async (square) => {
      await arrowTo(page, square);
      await page.keyboard.press(moves++ % 2 ? 'Space' : 'Enter');
    },
  });
  assert.equal(await status(page), 'あなたの勝ち！');
  assert.ok(moves >= 5);
  assert.deepEqual((await soundsPlayed(page)).slice(-2), ['win', 'select']);
  await closeClean(page);
});
