// What the knight page shows, checked against the original in Chromium: texts, the 64 cells with
// their computed sizes and colours, buttons and the volume row; no inline script or style, so it
// runs under a strict CSP from a sub-path. Saves a mid-game screenshot to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, launchBrowser, serveSite } from './harness.mjs';
import { sharedPage } from './game_page.mjs';
import {
  board, clickSquare, closeClean, freeSquares, knights, letAiMove, openKnightPage, soundsPlayed, status,
  STATUS_FIRST_TURN,
} from './knight_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
// The page as it opens, for the tests that only read it.
const fresh = sharedPage(() => openKnightPage(browser, server.url));
after(async () => { await fresh.close(); await browser?.close(); await server?.close(); });

const LIGHT = 'rgb(238, 238, 238)';  // #eee
const DARK = 'rgb(102, 102, 102)';   // #666

test('the texts of the original, and a page ready for you to play first, silently', async () => {
  const page = await fresh.page();
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  assert.equal(await page.title(), 'ナイト配置ゲーム');
  assert.equal(await page.textContent('h1'), 'ナイト配置ゲーム');
  assert.equal(await page.textContent('h1 + p'), 'ナイトを置いていき、置けなくなったら負け');
  assert.equal(await status(page), STATUS_FIRST_TURN);
  assert.equal(await page.textContent('#start-first'), 'リセット(先手)');
  assert.equal(await page.textContent('#start-second'), 'リセット（後手）');
  assert.equal(await page.textContent('#volume label'), '音量');
  assert.equal(await page.textContent('#volume-test'), '音量テスト');
  assert.deepEqual(await soundsPlayed(page), []);
  await fresh.checked();
});

test('a dark page, sans-serif 18px, centred', async () => {
  const page = await fresh.page();
  const body = await page.$eval('body', (el) => {
    const s = getComputedStyle(el);
    return [s.backgroundColor, s.color, s.fontFamily, s.fontSize, s.textAlign];
  });
  assert.deepEqual(body, ['rgb(15, 15, 15)', 'rgb(245, 245, 245)', 'sans-serif', '18px', 'center']);
  assert.deepEqual(await page.$$eval('h1 + p, #status', (ps) => ps.map((p) => getComputedStyle(p).fontSize)), ['18px', '18px'], 'the original\'s paragraphs');
  await fresh.checked();
});

test('64 cells of 45px in an 8×8 grid, #eee and #666 with (row+col) odd dark, centred, pointer cursor', async () => {
  const page = await fresh.page();
  const { viewport, grid, cells } = await page.evaluate(() => {
    const grid = document.getElementById('board').getBoundingClientRect();
    return {
      viewport: document.documentElement.clientWidth,
      grid: { x: grid.x, width: grid.width },
      cells: [...document.querySelectorAll('#board .cell')].map((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return { x: r.x, y: r.y, w: r.width, h: r.height, bg: s.backgroundColor, color: s.color,
                 cursor: s.cursor, fontSize: s.fontSize, lineHeight: s.lineHeight, text: el.textContent };
      }),
    };
  });
  assert.equal(cells.length, 64);
  assert.equal(grid.width, 360);
  assert.ok(Math.abs(grid.x + 180 - viewport / 2) <= 0.5, 'the board is centred');
  cells.forEach((cell, square) => {
    const row = Math.floor(square / 8), col = square % 8;
    const dark = (row + col) % 2 === 1;
    assert.deepEqual(cell, {
      x: cells[0].x + col * 45, y: cells[0].y + row * 45, w: 45, h: 45,
      bg: dark ? DARK : LIGHT, color: dark ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)',
      cursor: 'pointer', fontSize: '30px', lineHeight: '50px', text: '',
    }, `square ${square}`);
  });
  await fresh.checked();
});

test('a knight glyph on placed squares, a small × on attacked empty ones, blank free ones', async () => {
  const page = await openKnightPage(browser, server.url, { clock: true });
  await clickSquare(page, 28);  // a dark square: white glyph
  await letAiMove(page);
  const cells = await page.$$eval('#board .cell', (els) => els.map((el) => {
    const s = getComputedStyle(el);
    return { text: el.textContent, fontSize: s.fontSize, color: s.color, bg: s.backgroundColor };
  }));
  const placed = knights(cells.map((c) => c.text));
  assert.equal(placed.length, 2);
  for (const square of placed) {
    assert.equal(cells[square].fontSize, '30px');
    assert.equal(cells[square].color, cells[square].bg === DARK ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)');
  }
  const attacked = cells.filter((c) => c.text === '×');
  assert.ok(attacked.length >= 8);
  for (const cell of attacked) assert.equal(cell.fontSize, '13px');  // font-size: small
  assert.equal(cells.filter((c) => c.text === '').length, 64 - 2 - attacked.length);
  await closeClean(page);
});

test('two reset buttons of 120×50 side by side, under the status line', async () => {
  const page = await fresh.page();
  const boxes = await page.$$eval('#status, #start-first, #start-second', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  const [statusBox, first, second] = boxes;
  assert.deepEqual([first.width, first.height, second.width, second.height], [120, 50, 120, 50]);
  assert.equal(first.y, second.y);
  assert.ok(first.x + first.width < second.x, 'リセット(先手) comes first, on the same line');
  assert.ok(statusBox.y + statusBox.height <= first.y);
  await fresh.checked();
});

test('the volume row: 音量, a 0–100 slider 230px wide, the number 16px to its right, then the 120×45 test button', async () => {
  const page = await fresh.page();
  const row = await page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const range = document.querySelector('#volume input');
    const value = range.nextElementSibling;
    const button = document.querySelector('#volume > button');
    const style = (el) => getComputedStyle(el);
    return {
      order: [...range.parentElement.children].map((el) => el.textContent || el.type),
      type: range.type, min: range.min, max: range.max, value: range.value,
      rangeWidth: box(range).width, rangeAlign: style(range).verticalAlign,
      gap: box(value).x - box(range).right, valueMargin: style(value).marginLeft,
      sameLine: box(value).y < box(range).bottom && box(value).bottom > box(range).y,
      button: [box(button).width, box(button).height, style(button).marginTop, style(button).marginLeft],
      buttonBelow: box(button).y >= box(range).bottom,
    };
  });
  assert.deepEqual(row, {
    order: ['音量', 'range', '30'], type: 'range', min: '0', max: '100', value: '30',
    rangeWidth: 230, rangeAlign: 'middle', gap: 16 + 2, valueMargin: '16px', sameLine: true,  // + the range's own 2px margin
    button: [120, 45, '12px', '32px'], buttonBelow: true,
  });
  await fresh.checked();
});

test('the level and hints row, under the reset buttons: nothing above it moves, the volume row only moves down', async () => {
  for (const width of [400, 1099, 1280]) {
    const page = await openKnightPage(browser, server.url, { contextOptions: { viewport: { width, height: 900 } } });
    const boxes = () => page.$$eval('#board, #status, #start-first, #start-second, #volume-range, #volume-value, #volume-test, #options',
      (els) => Object.fromEntries(els.map((el) => [el.id, el.getBoundingClientRect().toJSON()])));
    const withRow = await boxes();
    await page.$eval('#options', (el) => { el.style.display = 'none'; });
    const withoutRow = await boxes();
    const { options } = withRow;
    const buttonsBottom = Math.max(withRow['start-first'].bottom, withRow['start-second'].bottom);
    assert.ok(options.top >= buttonsBottom && options.bottom <= withRow['volume-range'].top, `between the buttons and the volume row at ${width}px`);
    assert.ok(options.left >= 0 && options.right <= width, 'within the page');
    const shift = withRow['volume-range'].top - withoutRow['volume-range'].top;
    assert.ok(shift > 0);
    for (const id of ['board', 'status', 'start-first', 'start-second']) assert.deepEqual(withRow[id], withoutRow[id], id);
    for (const id of ['volume-range', 'volume-value', 'volume-test']) {
      assert.deepEqual({ ...withRow[id], y: 0, top: 0, bottom: 0 }, { ...withoutRow[id], y: 0, top: 0, bottom: 0 }, id);
      assert.equal(withRow[id].top - withoutRow[id].top, shift, `${id} moves down by the row's height and no more`);
    }
    await closeClean(page);
  }
});

test('no inline script, style or handler: the page plays under a strict CSP, served from a sub-path', async () => {
  const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";
  const strict = await serveSite({ prefix: '/games/knights/', headers: { 'Content-Security-Policy': csp } });
  try {
    const page = await openKnightPage(browser, strict.url, { clock: true });
    assert.match(page.url(), /\/games\/knights\/$/);
    await clickSquare(page, 0);
    await letAiMove(page);
    assert.equal(knights(await board(page)).length, 2);
    const inline = await page.evaluate(() => ({
      styled: document.querySelectorAll('[style]').length,
      styleElements: document.querySelectorAll('style').length,
      inlineScripts: document.querySelectorAll('script:not([src])').length,
      handlers: [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on'))).length,
    }));
    assert.deepEqual(inline, { styled: 0, styleElements: 0, inlineScripts: 0, handlers: 0 });
    await closeClean(page);  // a CSP violation would be a console error
  } finally {
    await strict.close();
  }
});

test('mid-game screenshot (build/wasm/artifacts/knight-page-midgame.png)', async () => {
  const page = await openKnightPage(browser, server.url, { clock: true });
  for (let move = 0; move < 4; move++) {
    await clickSquare(page, freeSquares(await board(page))[move * 5]);
    await letAiMove(page);
  }
  assert.equal(knights(await board(page)).length, 8);
  assert.match(await status(page), /^あなたのターン \(残り \d+ 箇所\)$/);
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACT_DIR, 'knight-page-midgame.png'), fullPage: true });
  await closeClean(page);
});
