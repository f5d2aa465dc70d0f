// The Reversi page by keyboard and for screen readers, in Chromium: the board is a grid of 8 rows
// of 8 labelled cells (6 of 6 after the switch) and one tab stop, each radio group one more; the
// arrow keys move over the board and stop at its edges, 8 or 6 wide, and Enter or Space plays a
// legal cell (ng on any other). The page's seeds are made 0, so the node engine foresees the CPU.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { accessibilityTree, arrowTo, closeClean, focusedSquare, zeroRandom } from './game_page.mjs';
import { choose, GameOnPage, openReversiPage } from './reversi_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = () => openReversiPage(browser, server.url, { clock: true, initScripts: [[zeroRandom]] });

// Presses each key in turn and checks the square the focus lands on.
async function pressAll(page, moves) {
  for (const [key, square] of moves) {
    await page.keyboard.press(key);
    assert.equal(await focusedSquare(page), square, key);
  }
}

// What has the keyboard focus: a cell's role, a radio's name=value, else the element's id or tag.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  if (el.getAttribute('role')) return el.getAttribute('role');
  return el.type === 'radio' ? `${el.name}=${el.value}` : el.id || el.tagName;
});

test('a grid of labelled cells, 8×8 and then 6×6; the status line a live region', async () => {
  const page = await open();
  const shape = async () => {
    const grid = await accessibilityTree(page, 'grid');
    return { name: grid.name, rows: grid.children.map((row) => [row.role, row.children.length, row.children.every((c) => c.role === 'gridcell')]) };
  };
  assert.deepEqual(await shape(), { name: '盤面', rows: Array(8).fill(['row', 8, true]) });
  const cells = (await accessibilityTree(page, 'grid')).children.flatMap((row) => row.children);
  assert.deepEqual([cells[0].name, cells[19].name, cells[27].name, cells[28].name], ['a1 空き', 'd3 空き 置ける', 'd4 白', 'e4 黒']);
  assert.equal((await accessibilityTree(page, 'status')).live, 'polite');

  await choose(page, 'size', '6');
  assert.deepEqual(await shape(), { name: '盤面', rows: Array(6).fill(['row', 6, true]) });
  await closeClean(page);
});

test('one tab stop for the board and one for each radio group; the resting level group and undo are skipped', async () => {
  const page = await open();
  const stops = async (count) => {
    const seen = [];
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    return seen;
  };
  assert.deepEqual(await stops(18), ['A', 'puzzle-open', 'A', 'gridcell', 'start-first', 'start-second', 'size=8', 'mode=cpu', 'level=random', 'values',
    'coordinates', 'copy-link', 'copy-moves', 'copy-position', 'edit', 'SUMMARY', 'volume-range', 'volume-test'], 'undo, the replay and the review rest until there is a move');
  await choose(page, 'mode', 'friend');
  await page.focus('#options input[value="friend"]');
  assert.deepEqual(await stops(3), ['values', 'coordinates', 'copy-link'], 'no level to choose between two players');
  await closeClean(page);
});

test('8×8: arrows to f5 and Enter play it; the CPU replies; Space plays a legal cell, ng on an illegal one', async () => {
  const page = await open();
  const game = new GameOnPage(engine, page);
  await page.focus('#board [data-square="0"]');
  await pressAll(page, [['ArrowLeft', 0], ['ArrowUp', 0], ['End', 7], ['ArrowRight', 7], ['Control+End', 63],
    ['ArrowDown', 63], ['Home', 56], ['Control+Home', 0]]);
  await arrowTo(page, 37);
  await page.keyboard.press('Enter');
  game.played(37, 'select');
  await game.assertShown();
  await game.cpuMove();
  await game.assertShown();

  await page.keyboard.press('Space');  // f5 is taken now
  game.sounds.push('ng');
  game.flash = game.refusal(37);
  await game.assertShown('Space on f5, taken');
  const cell = game.game.legalMoves().at(-1);
  await arrowTo(page, cell);
  await page.keyboard.press('Space');
  game.played(cell, 'select');
  await game.assertShown();
  game.delete();
  await closeClean(page);
});

test('6×6: the arrows stop at the 6-wide edges, Home and End too, and Enter plays there', async () => {
  const page = await open();
  await choose(page, 'size', '6');
  const game = new GameOnPage(engine, page, { size: 6 });
  await page.keyboard.press('Shift+Tab');  // from the size radio back over the buttons to the board
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedSquare(page), 0, 'the rebuilt board\'s stop is a1');
  const rights = Array.from({ length: 7 }, (_, i) => ['ArrowRight', Math.min(i + 1, 5)]);
  const downs = Array.from({ length: 7 }, (_, i) => ['ArrowDown', 5 + 6 * Math.min(i + 1, 5)]);
  await pressAll(page, [...rights, ...downs, ['ArrowRight', 35], ['Home', 30], ['ArrowLeft', 30], ['ArrowDown', 30],
    ['End', 35], ['Control+Home', 0], ['ArrowUp', 0], ['Control+End', 35]]);
  await arrowTo(page, 27, 6);  // d5, legal for black at the start
  await page.keyboard.press('Enter');
  game.played(27, 'select');
  await game.assertShown();
  await game.cpuMove();
  await game.assertShown();
  game.delete();
  await closeClean(page);
});
