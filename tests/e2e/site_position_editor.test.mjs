// 「盤面編集」 / Set up, on both pages: knights put and removed by click, the engine refusing two
// that attack each other (named, the editor staying open), the position played against the AI and
// its link reopened; Reversi set up by keyboard (the arrow keys, Enter, the piece and the side to
// move as radio groups), played against the CPU from the position set up, its link reopened; cancel
// giving the game back; each square's label saying what stands on it; axe finding nothing with the
// editor open on either page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { arrowTo, closeClean, readStatus, reopenGamePage } from './game_page.mjs';
import { board, knights, openKnightPage } from './knight_page.mjs';
import { openReversiPage, readBoard } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

let browser, server, knightEngine, reversiEngine;
before(async () => {
  [browser, server, knightEngine, reversiEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights'), loadEngine('reversi')]);
});
after(async () => { await browser?.close(); await server?.close(); });

const hashOf = (page) => page.evaluate(() => location.hash);
const square = (page, cell) => page.click(`#board .cell[data-square="${cell}"]`);
const labelOf = (page, cell) => page.getAttribute(`#board .cell[data-square="${cell}"]`, 'aria-label');
const editorOpen = (page) => page.$eval('#editor', (element) => !element.hidden);
// Waits for the AI's knight or the CPU's disc (no fake clock: axe's timers would never run under it).
const knightsPlaced = (page, count) => page.waitForFunction((n) => [...document.querySelectorAll('#board .cell')].filter((c) => c.textContent === '♞').length === n, count);
const discsPlaced = (page, count) => page.waitForFunction((n) => document.querySelectorAll('#board .disc-black, #board .disc-white').length === n, count);
const squaresWith = (placed) => Array.from({ length: 64 }, (_, s) => (placed.includes(s) ? 'N' : '-')).join('');

describe('the knight page', () => {
  test('knights put and removed; two that attack each other refused, named, the editor staying; the position played against the AI, its link reopened', async () => {
    const page = await openKnightPage(browser, server.url);
    await square(page, 27);  // a game under way: set up from it, then cleared
    await knightsPlaced(page, 2);
    await page.click('#edit');
    assert.equal(await editorOpen(page), true);
    assert.equal(await page.getAttribute('#edit', 'aria-pressed'), 'true');
    assert.equal((await readStatus(page)).text, ja.editing);
    assert.equal(knights(await board(page)).length, 2, 'the game\'s position to start from');
    await page.click('#edit-clear');
    assert.deepEqual(knights(await board(page)), []);
    for (const cell of [0, 27, 42, 63]) await square(page, cell);
    assert.equal(await labelOf(page, 42), ja.cellKnight('c3'));
    await page.click('#edit-play');
    assert.equal((await readStatus(page)).notice, ja.editRefused(ja.knightsAttack('d5', 'c3')));
    assert.equal(await editorOpen(page), true, 'still editing');
    assert.deepEqual(await axeViolations(page), []);
    await square(page, 42);  // removed
    assert.equal(await labelOf(page, 42), ja.cellFree('c3'));
    await page.click('#edit-play');
    assert.equal(await editorOpen(page), false);
    const start = squaresWith([0, 27, 63]);
    assert.deepEqual(knights(await board(page)), [0, 27, 63]);
    assert.match(await hashOf(page), new RegExp(`^#position=${start.replace(/-/g, '\\.')}&you=first&`));
    await knightsPlaced(page, 4);  // three knights: the AI, second, to move
    const placed = knights(await board(page));
    const reply = placed.filter((cell) => ![0, 27, 63].includes(cell));
    assert.equal(reply.length, 1);
    assert.equal(withGame(knightEngine.KnightGame.fromText(start), (game) => game.refusal(reply[0])), null, 'a legal reply');
    await reopenGamePage(page, await page.evaluate(() => location.href));
    assert.deepEqual(knights(await board(page)), placed);
    await closeClean(page);
  });

  test('cancel gives the game back as it was', async () => {
    const page = await openKnightPage(browser, `${server.url}?lang=en#moves=d5a1&you=both`);
    const before = await board(page);
    await page.click('#edit');
    assert.equal((await readStatus(page)).text, en.editing);
    await square(page, 7);
    await page.click('#edit-cancel');
    assert.deepEqual(await board(page), before);
    assert.equal(await editorOpen(page), false);
    assert.equal(await hashOf(page), '#moves=d5a1&you=both&level=random');
    await closeClean(page);
  });
});

describe('the Reversi page', () => {
  test('set up by keyboard, white to move, played against the CPU from it; its link reopened', async () => {
    const page = await openReversiPage(browser, server.url, { query: '?lang=en' });
    await page.focus('#edit');
    await page.keyboard.press('Enter');
    assert.equal(await editorOpen(page), true);
    assert.deepEqual(await axeViolations(page), []);
    const pieces = await page.$$eval('#edit-piece input', (inputs) => inputs.map((input) => input.closest('label')?.textContent));
    assert.deepEqual(pieces, [en.black, en.white, en.editEmpty]);
    await page.check(`#edit-piece input[value="${reversiEngine.CELL.WHITE}"]`);
    await page.check(`#edit-side input[value="${reversiEngine.SIDE.WHITE}"]`);
    await page.focus('#board .cell[tabindex="0"]');
    await arrowTo(page, 19);  // d3, empty: a white disc
    await page.keyboard.press('Enter');
    await arrowTo(page, 27);  // d4, white already: emptied
    await page.keyboard.press(' ');
    assert.equal(await labelOf(page, 19), en.cellWhite('d3'));
    assert.equal(await labelOf(page, 27), en.cellEmpty('d4'));
    const start = withGame(new reversiEngine.Reversi(8), (game) => game.positionText());
    const text = `${start.slice(0, 19)}O${start.slice(20, 27)}-${start.slice(28, 64)} O`;
    await page.click('#edit-play');  // against the CPU, the player black: the CPU, white, to move
    assert.equal(await editorOpen(page), false);
    assert.match(await hashOf(page), new RegExp(`^#position=${text.replace(/ /g, '').replace(/-/g, '\\.')}&you=black&`));
    await discsPlaced(page, 5);  // four: one put, one taken away; the CPU's move adds one
    const after = await readBoard(page);
    const expected = withGame(reversiEngine.Reversi.fromText(text), (game) => game.state().legalMoves.map((move) => {
      game.play(move);
      const cells = game.state().cells;
      game.undo();
      return cells;
    }));
    assert.ok(expected.some((cells) => JSON.stringify(cells) === JSON.stringify(after.discs)), 'the CPU played a legal move from the position set up');
    await reopenGamePage(page, await page.evaluate(() => location.href));
    assert.deepEqual((await readBoard(page)).discs, after.discs);
    await closeClean(page);
  });

  test('the start and the game\'s position set, then played between two players', async () => {
    const page = await openReversiPage(browser, server.url, { query: '#moves=f5d6c3&you=both' });
    await page.click('#edit');
    await page.click('#edit-start-position');
    const start = withGame(new reversiEngine.Reversi(8), (game) => game.state().cells);
    assert.deepEqual((await readBoard(page)).discs, start);
    await page.click('#edit-current');
    const current = withGame(new reversiEngine.Reversi(8), (game) => { game.playMoves('f5d6c3'); return game.state().cells; });
    assert.deepEqual((await readBoard(page)).discs, current);
    await page.click('#edit-start-position');
    await page.click('#edit-two-players');
    assert.equal(await hashOf(page), '#position=...........................OX......XO...........................X&you=both');
    assert.equal(await page.isChecked('#options input[name="mode"][value="friend"]'), true);
    await closeClean(page);
  });
});
