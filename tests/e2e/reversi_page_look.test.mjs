// What the Reversi page shows in Chromium: its texts, the start position with its four legal marks
// and the disc counts, the reset buttons and the three radio groups, the cells' labels; a green
// board of 45px cells with round discs and the legal and last-move dots; 6×6 in the same square;
// the links between the two games, which keep the query; the English page (?lang=en); and on a
// 360×640 phone no horizontal scroll. Saves reversi-page-8x8.png, reversi-page-6x6.png,
// reversi-page-phone.png and reversi-page-en.png under build/wasm/artifacts to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, eventually, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { clickSquare, closeClean, letAiMove, openGamePage, overflow, soundsPlayed, status, waitForGame } from './game_page.mjs';
import { choose, openReversiPage, readBoard, readCounts, readStatus, shortestLineToPass } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = (options = {}) => openReversiPage(browser, server.url, { clock: true, ...options });

// Saves a screenshot of the page to look at, transitions finished.
async function saveScreenshot(page, name) {
  await mkdir(ARTIFACT_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACT_DIR, name), fullPage: true, animations: 'disabled' });
}

// Returns each radio group of the settings row: its role, its label, and its radios as [value,
// label, checked].
const radioGroups = (page) => page.$$eval('#options [role="radiogroup"]', (groups) => groups.map((group) => ({
  id: group.id,
  role: group.getAttribute('role'),
  label: document.getElementById(group.getAttribute('aria-labelledby')).textContent,
  radios: [...group.querySelectorAll('input')].map((input) => [input.type, input.value, input.labels[0].textContent, input.checked]),
})));

// Waits for the discs' fades (CSS transitions of a quarter of a second, on the real clock) to end.
async function discsSettled(page) {
  assert.ok(await eventually(() => page.evaluate(() => document.getAnimations().length === 0)), 'the fades ended');
}

const cellLabels = (page) => page.$$eval('#board .cell', (cells) => cells.map((cell) => cell.getAttribute('aria-label')));

test('the texts, the start position with four legal marks, the counts, the buttons and radio groups, silently', async () => {
  const page = await open();
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  assert.equal(await page.title(), 'リバーシ');
  assert.equal(await page.textContent('h1'), 'リバーシ');
  assert.equal(await page.textContent('h1 + p'), '相手の石をはさんで裏返し、最後に石の多い方が勝ち');

  // d4 and e5 white, e4 and d5 black; black's moves d3, c4, f5, e6.
  const board = await readBoard(page);
  assert.equal(board.discs.length, 64);
  assert.deepEqual(board.discs.flatMap((code, cell) => (code ? [[cell, code]] : [])), [[27, 2], [28, 1], [35, 1], [36, 2]]);
  assert.deepEqual(board.legal, [19, 26, 37, 44]);
  assert.deepEqual(board.last, []);
  assert.deepEqual(await readCounts(page), ['黒（あなた） 2', '白 2']);
  assert.deepEqual(await readStatus(page), { notice: null, text: 'あなたの番です (黒・置ける場所 4 箇所)' });

  assert.equal(await page.textContent('#start-first'), 'リセット(先手)');
  assert.equal(await page.textContent('#start-second'), 'リセット（後手）');
  assert.deepEqual(await radioGroups(page), [
    { id: 'size', role: 'radiogroup', label: '盤', radios: [['radio', '8', '8×8', true], ['radio', '6', '6×6', false]] },
    { id: 'mode', role: 'radiogroup', label: '対戦', radios: [['radio', 'cpu', 'CPUと対戦', true], ['radio', 'friend', 'ふたりで対戦', false]] },
    { id: 'level', role: 'radiogroup', label: 'CPUの強さ', radios: [
      ['radio', 'random', 'ランダム', true], ['radio', 'weighted', '重み付け', false], ['radio', 'medium', '中級', false], ['radio', 'strong', '最強', false]] },
  ]);
  assert.equal(await page.textContent('#volume label'), '音量');
  assert.equal(await page.textContent('#volume-test'), '音量テスト');

  assert.equal(await page.getAttribute('#board', 'aria-label'), '盤面');
  assert.equal(await page.getAttribute('#counts', 'aria-label'), '石の数');
  const labels = await cellLabels(page);
  assert.deepEqual([labels[0], labels[19], labels[27], labels[28], labels[63]], ['a1 空き', 'd3 空き 置ける', 'd4 白', 'e4 黒', 'h8 空き']);
  assert.deepEqual(await soundsPlayed(page), []);
  await closeClean(page);
});

test('a green board of 45px cells, round black and white discs, dark legal dots (3:1 on the green) and a red last-move dot', async () => {
  const page = await open();
  const look = () => page.evaluate(() => {
    const cells = [...document.querySelectorAll('#board .cell')];
    const pseudo = (cell, which) => {
      const style = getComputedStyle(cell, which);
      return style.content === 'none' ? null : [style.backgroundColor, style.borderRadius];
    };
    return {
      board: document.getElementById('board').getBoundingClientRect().width,
      sizes: [...new Set(cells.map((cell) => `${cell.getBoundingClientRect().width}×${cell.getBoundingClientRect().height}`))],
      squares: [...new Set(cells.map((cell) => getComputedStyle(cell).backgroundColor))],
      disc: cells.map((cell) => pseudo(cell, '::before')[0]),
      dot: cells.map((cell) => pseudo(cell, '::after')),
      round: getComputedStyle(cells[27], '::before').borderRadius,
    };
  });
  await discsSettled(page);
  const start = await look();
  assert.deepEqual([start.board, start.sizes, start.squares, start.round], [360, ['45×45'], ['rgb(29, 122, 62)'], '50%']);
  const BLACK = 'rgb(17, 17, 17)';
  const WHITE = 'rgb(242, 242, 242)';
  const NONE = 'rgba(0, 0, 0, 0)';
  assert.deepEqual([start.disc[27], start.disc[28], start.disc[0]], [WHITE, BLACK, NONE]);
  const LEGAL = ['rgba(0, 0, 0, 0.7)', '50%'];
  assert.deepEqual(start.dot.flatMap((dot, cell) => (dot ? [[cell, dot]] : [])), [19, 26, 37, 44].map((cell) => [cell, LEGAL]));
  assert.ok(contrast([0, 0, 0, 0.7], [29, 122, 62]) >= 3, 'WCAG asks 3:1 of a graphic against what is around it');

  await clickSquare(page, 37);
  await discsSettled(page);
  const after = await look();
  assert.deepEqual([after.disc[36], after.disc[37]], [BLACK, BLACK]);
  assert.deepEqual(after.dot.flatMap((dot, cell) => (dot ? [[cell, dot]] : [])), [[37, ['rgb(229, 57, 53)', '50%']]],
    'the red dot on the last disc, no legal dots while the CPU thinks');
  await letAiMove(page);
  await saveScreenshot(page, 'reversi-page-8x8.png');
  await closeClean(page);
});

// The WCAG contrast ratio of a colour [r, g, b, alpha] laid over the background [r, g, b].
function contrast([r, g, b, alpha], background) {
  const over = [r, g, b].map((channel, i) => channel * alpha + background[i] * (1 - alpha));
  const luminance = (rgb) => rgb.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [light, dark] = [luminance(background), luminance(over)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('6×6: 36 cells of 60px, the same 360px square as 8×8, its own start, names and counts', async () => {
  const page = await open();
  await choose(page, 'size', '6');
  const board = await readBoard(page);
  assert.equal(board.discs.length, 36);
  assert.deepEqual(board.discs.flatMap((code, cell) => (code ? [[cell, code]] : [])), [[14, 2], [15, 1], [20, 1], [21, 2]]);
  assert.deepEqual(board.legal, [8, 13, 22, 27]);
  const geometry = await page.evaluate(() => ({
    size: document.getElementById('board').dataset.size,
    board: document.getElementById('board').getBoundingClientRect().width,
    rows: document.querySelectorAll('#board [role="row"]').length,
    cells: [...new Set([...document.querySelectorAll('#board .cell')].map((c) => `${c.getBoundingClientRect().width}×${c.getBoundingClientRect().height}`))],
    centred: Math.abs(document.getElementById('board').getBoundingClientRect().left * 2 + 360 - document.documentElement.clientWidth) <= 1,
  }));
  assert.deepEqual(geometry, { size: '6', board: 360, rows: 6, cells: ['60×60'], centred: true });
  const labels = await cellLabels(page);
  assert.deepEqual([labels[0], labels[8], labels[14], labels[15], labels[35]], ['a1 空き', 'c2 空き 置ける', 'c3 白', 'd3 黒', 'f6 空き']);
  assert.deepEqual(await readCounts(page), ['黒（あなた） 2', '白 2']);
  assert.deepEqual(await readStatus(page), { notice: null, text: 'あなたの番です (黒・置ける場所 4 箇所)' });

  await clickSquare(page, 8);
  await letAiMove(page);
  assert.equal((await readBoard(page)).discs.filter((code) => code !== 0).length, 6);
  await saveScreenshot(page, 'reversi-page-6x6.png');
  await closeClean(page);
});

test('the links between the games: ナイト配置ゲーム ⇄ リバーシ, keeping ?lang=en', async () => {
  const page = await openReversiPage(browser, server.url);
  const link = page.locator('#games a');
  assert.deepEqual([await link.textContent(), new URL(await link.evaluate((a) => a.href)).pathname], ['ナイト配置ゲーム', '/index.html']);
  await page.locator('#languages a').click();
  await waitForGame(page);
  assert.equal(new URL(page.url()).search, '?lang=en');
  assert.equal(await page.textContent('#games a'), 'Knight Placement');
  await page.locator('#games a').click();
  await waitForGame(page);
  assert.deepEqual([new URL(page.url()).pathname, new URL(page.url()).search], ['/index.html', '?lang=en']);
  assert.equal(await page.textContent('h1'), 'Knight Placement Game');
  assert.equal(await page.textContent('#games a'), 'Reversi');
  await page.locator('#games a').click();
  await waitForGame(page);
  assert.deepEqual([new URL(page.url()).pathname, new URL(page.url()).search], ['/reversi.html', '?lang=en']);
  assert.equal(await page.textContent('h1'), 'Reversi');
  await closeClean(page);

  const knights = await openGamePage(browser, server.url);
  assert.deepEqual(await knights.$eval('#games a', (a) => [a.textContent, new URL(a.href).pathname, new URL(a.href).search]),
    ['リバーシ', '/reversi.html', '']);
  await closeClean(knights);
});

test('?lang=en: every text from the English table, a pass and the end in English, nothing Japanese left', async () => {
  const page = await open({ query: '?lang=en' });
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.title(), 'Reversi');
  const texts = await page.evaluate(() => Object.fromEntries(
    ['h1', 'h1 + p', '#start-first', '#start-second', '#size-label', '#mode-label', '#level-label', '#volume label', '#volume-test']
      .map((s) => [s, document.querySelector(s).textContent])));
  assert.deepEqual(texts, {
    h1: 'Reversi', 'h1 + p': 'Outflank to flip your opponent\'s discs; most discs at the end wins',
    '#start-first': 'Reset (you first)', '#start-second': 'Reset (CPU first)',
    '#size-label': 'Board', '#mode-label': 'Play', '#level-label': 'CPU level', '#volume label': 'Volume', '#volume-test': 'Test sound',
  });
  assert.deepEqual((await radioGroups(page)).map((group) => group.radios.map((radio) => radio[2])),
    [['8×8', '6×6'], ['vs CPU', 'Two players'], ['Random', 'Weighted', 'Medium', 'Strong']]);
  assert.deepEqual(await readCounts(page), ['Black (you) 2', 'White 2']);
  assert.equal(await status(page), 'Your turn (Black, 4 legal squares)');
  assert.equal(await page.getAttribute('#board', 'aria-label'), en.board);
  assert.equal(await page.getAttribute('#counts', 'aria-label'), 'Discs');
  await clickSquare(page, 37);
  assert.equal(await status(page), 'CPU thinking...');
  const labels = await cellLabels(page);
  assert.deepEqual([labels[37], labels[36], labels[27], labels[0]], ['f5 black, last move', 'e5 black', 'd4 white', 'a1 empty']);
  await letAiMove(page);
  assert.match(await status(page), /^Your turn \(Black, \d+ legal squares\)$/);
  assert.match((await cellLabels(page)).find((label) => label.endsWith('last move')), /^[a-h][1-8] white, last move$/);

  // Two players on 6×6: a short line to white's pass, then the game played out to its end.
  await choose(page, 'mode', 'friend');
  await choose(page, 'size', '6');
  assert.equal(await status(page), 'Black to move (4 legal squares)');
  const game = new engine.Reversi(6);
  try {
    const line = shortestLineToPass(engine, { size: 6, passer: 1 });
    for (const cell of line) {
      await clickSquare(page, cell);
      game.play(cell);
    }
    assert.deepEqual(await readStatus(page), { notice: 'White has no legal move — pass', text: `Black to move (${game.legalMoves().length} legal squares)` });
    while (!game.state().over) {
      const cell = game.legalMoves()[0];
      await clickSquare(page, cell);
      game.play(cell);
    }
    const { counts: [black, white], winner } = game.state();
    const result = ['Black wins', 'White wins', 'Draw'][winner];
    assert.equal((await readStatus(page)).text, `${result} (Black ${black} − White ${white})`);
  } finally {
    game.delete();
  }
  await saveScreenshot(page, 'reversi-page-en.png');

  // Nothing Japanese is left anywhere but in the link back to the Japanese page.
  assert.doesNotMatch(await page.evaluate(() => document.getElementById('container').innerText), JAPANESE);
  assert.equal(await page.textContent('#languages'), '日本語');
  await closeClean(page);
});

test('360×640 phone: no horizontal scroll, square cells of 40px or more on both sizes, taps play', async () => {
  const page = await open({ contextOptions: PHONE });
  assert.deepEqual(await overflow(page), { scroll: 0, outside: [] });
  const cellSizes = () => page.$$eval('#board .cell', (els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.width, r.height]));
  for (const [width, height] of await cellSizes()) assert.ok(width >= 40 && width === height, `a square cell of 40px or more (${width}×${height})`);
  await page.tap('#board .cell[data-square="37"]');
  await letAiMove(page);
  assert.equal((await readBoard(page)).discs.filter((code) => code !== 0).length, 6, 'a tap played, and the CPU');
  assert.deepEqual(await overflow(page), { scroll: 0, outside: [] }, 'discs and marks keep the cells\' size');
  await saveScreenshot(page, 'reversi-page-phone.png');

  await choose(page, 'size', '6');
  const six = await cellSizes();
  assert.equal(six.length, 36);
  for (const [width, height] of six) assert.ok(width >= 40 && width === height, `6×6: a square cell (${width}×${height})`);
  assert.deepEqual(await overflow(page), { scroll: 0, outside: [] });
  await closeClean(page);
});
