// The game kept and taken back, on both pages, desktop and a 360px phone, Japanese and English:
// 待った/Undo (the button and Ctrl+Z) back to the player's last move, while the computer thinks
// too, one move between two players; the move list, numbered with the position shown highlighted, and its
// copy buttons; the game in the address, kept move by move without history entries, opened again
// in a fresh browser (board, list and turn the same, then Undo twice and play on); Reversi's
// #position=; a malformed or illegal link starting a new game and saying why; a new board size
// mid-game leaving the old game a step back in the browser's history.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import {
  atKnightPosition, board, clickSquare, closeClean, knights, letAiMove, openKnightPage, soundsPlayed, status, zeroRandom,
} from './knight_page.mjs';
import { reopenGamePage } from './game_page.mjs';
import { choose, openReversiPage, readBoard, readStatus, shortestLineToPass } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

let browser, server, knightsEngine, reversiEngine;
before(async () => {
  [browser, server, knightsEngine, reversiEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights'), loadEngine('reversi')]);
});
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', ja], ['phone, English', PHONE, '?lang=en', en]];

const openKnights = (query = '', contextOptions = {}, hash = '') =>
  openKnightPage(browser, `${server.url}${query}${hash}`, { clock: true, initScripts: [[zeroRandom]], contextOptions });
const openReversi = (query = '', contextOptions = {}, hash = '') =>
  openReversiPage(browser, server.url, { query: `${query}${hash}`, clock: true, initScripts: [[zeroRandom]], contextOptions });

const moveList = (page) => page.$$eval('#moves li', (items) => items.map((item) => item.textContent));
const latest = (page) => page.$$eval('#moves [aria-current]', (items) => items.map((item) => item.textContent));
const hashOf = (page) => page.evaluate(() => location.hash);
const undoDisabled = (page) => page.$eval('#undo', (button) => button.disabled);

// The random AI's reply (seed 0) after moves, as the node engine foresees it.
const knightReply = (moves) => atKnightPosition(knightsEngine, moves, (g) => g.aiMove('random', 0));

// Plays your squares on the knight page, each answered by the AI; returns all the moves. A square
// may be a function of the moves so far.
async function playKnights(page, squares, moves = []) {
  for (const pick of squares) {
    const square = typeof pick === 'function' ? pick(moves) : pick;
    await clickSquare(page, square);
    const reply = knightReply([...moves, square]);
    await letAiMove(page);
    moves = [...moves, square, reply];
  }
  return moves;
}

const names = (moves) => atKnightPosition(knightsEngine, [], (g) => moves.map((square) => g.squareName(square)));

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(`knights, ${view}`, () => {
    test('undo: the AI\'s reply and your move before it, by the button and by Ctrl+Z; while the AI thinks, your move', async () => {
      const page = await openKnights(query, contextOptions);
      assert.equal(await undoDisabled(page), true, 'nothing to undo at first');
      assert.equal(await page.textContent('#undo'), strings.undo);
      const moves = await playKnights(page, [0, 63]);
      assert.deepEqual(knights(await board(page)), [...moves].sort((a, b) => a - b));
      assert.deepEqual(await moveList(page), names(moves).map((name, i) => `${i + 1} ${name}`));
      assert.deepEqual(await latest(page), [`4 ${names(moves)[3]}`]);

      await page.click('#undo');
      assert.deepEqual(knights(await board(page)), [...moves.slice(0, 2)].sort((a, b) => a - b));
      assert.equal(await status(page), strings.yourTurn(atKnightPosition(knightsEngine, moves.slice(0, 2), (g) => g.legalMoves().length)));
      await page.keyboard.press('Control+z');
      assert.deepEqual(knights(await board(page)), []);
      assert.equal(await undoDisabled(page), true);
      assert.deepEqual([(await moveList(page)).length, await latest(page)], [4, []], 'the record kept, at its start');

      await clickSquare(page, 27);
      await page.keyboard.press('Meta+z');  // ⌘Z, while the AI thinks
      await page.clock.runFor(2000);
      assert.deepEqual(knights(await board(page)), [], 'your move taken back, the AI\'s reply dropped');
      assert.equal(await status(page), strings.yourTurn(64));
      assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'select', 'cpu', 'select', 'select', 'select', 'select']);
      await closeClean(page);
    });

    test('the address keeps the game; opened in a fresh browser it shows the same game, and Undo twice plays on', async () => {
      const page = await openKnights(query, contextOptions);
      const entries = await page.evaluate(() => history.length);
      await page.click('#start-second');
      const moves = [atKnightPosition(knightsEngine, [], (g) => g.aiMove('random', 0))];  // d5, the AI's opening
      await letAiMove(page, { ms: 1000 });
      const lastLegal = (so) => atKnightPosition(knightsEngine, so, (g) => g.legalMoves().at(-1));
      const played = await playKnights(page, [lastLegal, lastLegal, lastLegal, lastLegal], moves);
      assert.equal(played.length, 9);
      const historyLength = await page.evaluate(() => history.length);
      assert.equal(await hashOf(page), `#moves=${names(played).join('')}&you=second&level=random`);
      assert.equal(historyLength, entries, 'no history entry a move');
      const url = page.url();
      const shown = { board: await board(page), list: await moveList(page), status: await status(page) };
      await closeClean(page);

      const again = await openKnightPage(browser, url, { clock: true, initScripts: [[zeroRandom]], contextOptions });
      assert.deepEqual({ board: await board(again), list: await moveList(again), status: await status(again) }, shown);
      assert.deepEqual(await soundsPlayed(again), [], 'a game opened is silent');
      await again.click('#undo');
      await again.click('#undo');
      assert.deepEqual(knights(await board(again)), [...played.slice(0, 5)].sort((a, b) => a - b));
      const square = atKnightPosition(knightsEngine, played.slice(0, 5), (g) => g.legalMoves()[0]);
      const resumed = await playKnights(again, [square], played.slice(0, 5));
      assert.deepEqual(knights(await board(again)), [...resumed].sort((a, b) => a - b));
      assert.equal(await hashOf(again), `#moves=${names(resumed).join('')}&you=second&level=random`);
      await closeClean(again);
    });

    test('a link that cannot be played: a new game, and the status line says which move and why', async () => {
      const cases = [
        ['#moves=d5c3', strings.badRecord(strings.cannotPlay(2, strings.refusedAttacked('c3', 'd5')))],
        ['#moves=d5zz', strings.badRecord(strings.notASquare(2, 'zz'))],
        ['#moves=d5&level=godlike', strings.badRecord(strings.badLinkField('level', 'godlike'))],
      ];
      const page = await openKnights(query, contextOptions, cases[0][0]);
      for (const [hash, notice] of cases) {
        if (hash !== cases[0][0]) await reopenGamePage(page, `${server.url}${query}${hash}`);
        assert.deepEqual(knights(await board(page)), [], hash);
        assert.equal(await page.textContent('#status .notice'), notice);
        assert.equal(await status(page), notice + strings.yourTurn(64));
        assert.ok((await hashOf(page)) === '', 'the address forgets the bad game');
      }
      await closeClean(page);  // and no console error
    });
  });
}

describe('Reversi', () => {
  test('two players: undo takes back one move, and a pass with the move that forced it; the address says you=both', async () => {
    const line = shortestLineToPass(reversiEngine, { size: 8, passer: reversiEngine.SIDE.WHITE });
    const game = new reversiEngine.Reversi(8);
    const lineNames = line.map((cell) => game.squareName(cell));
    game.delete();
    const page = await openReversi('', {}, `#moves=${lineNames.join('')}&you=both`);
    const before = await readBoard(page);
    assert.equal((await readStatus(page)).notice, '白は置ける場所がありません — パス');
    assert.deepEqual(await moveList(page), [...lineNames.map((name, i) => `${i + 1} ${name}`), ja.passMove]);
    await page.click('#undo');
    assert.deepEqual(await latest(page), [`${line.length - 1} ${lineNames.at(-2)}`], 'the last move and the pass it forced');
    await clickSquare(page, line.at(-1));
    assert.deepEqual(await readBoard(page), before, 'the same move again: the same board');
    assert.equal(await hashOf(page), `#moves=${lineNames.join('')}&you=both`);
    await closeClean(page);
  });

  test('#position= starts from any position, "." for "-"; the moves go on from there; the address keeps both', async () => {
    const position = '...........................OX......XO...........................';
    const page = await openReversi('', PHONE, `#position=${position}X&moves=f5&you=both`);
    assert.deepEqual((await readBoard(page)).discs.filter((code) => code !== 0).length, 5);
    assert.deepEqual(await moveList(page), ['1 f5']);
    assert.equal(await hashOf(page), `#moves=f5&position=${position}X&you=both`);
    await closeClean(page);
    const bad = await openReversi('?lang=en', PHONE, `#position=${position}Q`);
    assert.equal(await bad.textContent('#status .notice'), en.badRecord(en.badLinkField('position', `${position.slice(0, 32)}…`)));
    await closeClean(bad);
  });

  test('a new board size mid-game: a new game, and the browser\'s back button brings the old one back', async () => {
    const page = await openReversi();
    await clickSquare(page, 37);
    await letAiMove(page);
    const eight = { board: await readBoard(page), hash: await hashOf(page) };
    await choose(page, 'size', '6');
    assert.equal((await readBoard(page)).discs.length, 36);
    assert.equal(await hashOf(page), '');
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('#board .cell').length === 64);
    assert.deepEqual({ board: await readBoard(page), hash: await hashOf(page) }, eight);
    assert.equal(await page.$eval('#options input[name="size"]:checked', (input) => input.value), '8');
    await closeClean(page);
  });
});

test('the copy buttons: the game\'s link and its bare moves, said as copied', async () => {
  const page = await openKnights('', { permissions: ['clipboard-read', 'clipboard-write'] });
  const moves = await playKnights(page, [0]);
  await page.click('#copy-moves');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), names(moves).join(''));
  assert.equal(await page.textContent('#copy-moves'), ja.copied);
  await page.click('#copy-link');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  await page.clock.runFor(2000);
  assert.deepEqual([await page.textContent('#copy-link'), await page.textContent('#copy-moves')], [ja.copyLink, ja.copyMoves]);
  await closeClean(page);
});
