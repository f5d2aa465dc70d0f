// Replay and review (issue 21) on both pages, one page per view and few round trips: desktop
// Japanese on Reversi's known game from 16 empty squares (tests/data/review_games.hpp), opened at
// a ply with &review=1 — replay by click, keys and the buttons, the ?? at 14 empties and best play
// after it, each move explained at the move itself (issue 39: the better move on the board), the
// chart's points; a 360px phone in English on the knight page's known game — its ?? at move 8 with
// the winning squares, then a move from an earlier ply: a side line (the AI plays on only in the
// game itself), while the game and its review stay.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { clickSquare, closeClean, openKnightPage, zeroRandom } from './knight_page.mjs';
import { openReversiPage } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const REVERSI = 'f5d6c5f4d7g5d3c6b5c3b3d2e1d8e6e7e3c7f3b6g4c2h6d1c1a4g6b4f6c4f7g3e8e2h3f2a3a2f1f8b8g8a6h7a5a7c8a8b7h5h4h2b2a1b1g1g2h1g7h8';
const KNIGHTS = 'b6g3g4b5d3e6g6b8d2b7d1h3a2c2h7g8g2f7e8';
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser, server, reversi, knightsEngine;
before(async () => {
  [browser, server, reversi, knightsEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi'), loadEngine('knights')]);
});
after(async () => { await browser?.close(); await server?.close(); });

// What the page shows of the replay and the review, in one round trip.
const replayShown = (page) => page.evaluate(() => ({
  current: document.querySelector('#moves [aria-current]')?.textContent ?? null,
  where: document.getElementById('replay-where').textContent,
  marked: [...document.querySelectorAll('#moves button')].filter((b) => b.querySelector('.mark')).map((b) => b.textContent),
  line: document.getElementById('review-line').textContent,
  best: [...document.querySelectorAll('#board .cell.best')].map((c) => Number(c.dataset.square)),
  winning: [...document.querySelectorAll('#board .cell.winning')].map((c) => Number(c.dataset.square)),
  points: [...document.querySelectorAll('#review-chart circle, #review-chart rect')].length,
  hash: location.hash,
}));
const reviewDone = (page, strings) => eventually(async () => (await replayShown(page)).line.startsWith(strings.reviewDone), 30_000);

test('desktop, Japanese, Reversi: replay by click, keys and buttons; the review\'s ?? at 14 empties, best play after it', async () => {
  const start = withGame(new reversi.Reversi(8), (game) => {
    game.playMoves(REVERSI.slice(0, 88));
    return game.positionText();
  });
  // Whether cell is a best move after the moves, by the node engine's solver.
  const isBest = (moves, cell) => withGame(new reversi.Reversi(8), (game) => {
    game.playMoves(REVERSI.slice(0, 88) + moves);
    const { score } = game.solve();
    game.play(cell);
    return game.state().sideToMove !== game.state().movers.at(-1) ? -game.solve().score === score : game.solve().score === score;
  });
  const moves = REVERSI.slice(88);
  const field = start.replace(/\s+/g, '').replace(/-/g, '.');
  const page = await openReversiPage(browser, server.url, { query: `#position=${field}&moves=${moves}&you=both&ply=2&review=1`, clock: true });
  assert.deepEqual((await replayShown(page)).current, `2 ${moves.slice(2, 4)}`);
  assert.ok(await reviewDone(page, ja), 'the review ends');
  let shown = await replayShown(page);
  assert.deepEqual(shown.marked, ['3 c8??'], 'c8 at 14 empty squares; best play after it, no mark');
  assert.equal(shown.points, 17, 'every position on the chart');
  assert.deepEqual([shown.line, shown.best], [`${ja.reviewDone} 2手目 a7（白）: 最善手 −4`, []], 'move 2 itself: best play, nothing better to mark');
  await page.click('#moves button[data-ply="3"]');
  shown = await replayShown(page);
  assert.deepEqual([shown.current, shown.where, shown.best.length, shown.hash.includes('&ply=3&review=1')], [`3 ${moves.slice(4, 6)}??`, ja.replayWhere(3, 16, 'c8'), 1, true]);
  assert.match(shown.line, /3手目 c8\?\?（黒）: 最善 b2 \+4・実戦 c8 −18$/, 'the ?? explains itself');
  assert.ok(isBest(moves.slice(0, 4), shown.best[0]), 'the better move marked is a best one where c8 was played');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await replayShown(page)).current, `2 ${moves.slice(2, 4)}`);
  await page.keyboard.press('End');
  assert.equal((await replayShown(page)).where, ja.replayWhere(16, 16, moves.slice(30)));
  await page.click('#replay-start');
  await page.keyboard.press('ArrowRight');
  shown = await replayShown(page);
  assert.deepEqual([shown.current, shown.hash.includes('&ply=1&')], [`1 ${moves.slice(0, 2)}`, true]);
  await closeClean(page);
});

test('phone, English, knights: the ?? of move 8 with its winning squares; a move from an earlier ply starts a side line, the review kept', async () => {
  const page = await openKnightPage(browser, `${server.url}?lang=en#moves=${KNIGHTS}&you=first&ply=8&review=1`,
    { clock: true, initScripts: [[zeroRandom]], contextOptions: PHONE });
  assert.ok(await reviewDone(page, en), 'the review ends');
  const square = (name) => withGame(new knightsEngine.KnightGame(), (game) => Array.from({ length: 64 }, (_, s) => s).find((s) => game.squareName(s) === name));
  let shown = await replayShown(page);
  assert.deepEqual(shown.marked, ['8 b8??']);
  assert.deepEqual(shown.winning.sort((a, b) => a - b), ['c6', 'b3', 'f3'].map(square).sort((a, b) => a - b));
  assert.match(shown.line, /thrown away here \(winning moves: c6 b3 f3\)/);
  assert.equal(shown.points, 20, 'who was winning at every ply');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'nothing scrolls sideways');
  await page.click('#replay-back');
  await page.click('#replay-back');
  shown = await replayShown(page);
  assert.equal(shown.where, en.replayWhere(6, 19, 'e6'));
  assert.match(shown.line, /Move 6 e6 \(second player\): keeps the win$/);
  // Ply 6 is the player's (first) turn: a move other than the record's.
  const other = withGame(new knightsEngine.KnightGame(), (game) => {
    game.playMoves(KNIGHTS.slice(0, 12));
    return game.legalMoves().find((s) => s !== square(KNIGHTS.slice(12, 14)));
  });
  await clickSquare(page, other);
  shown = await replayShown(page);
  const otherName = withGame(new knightsEngine.KnightGame(), (game) => game.squareName(other));
  assert.equal(shown.where, en.replayWhere(7, 7, otherName), 'a side line, which the AI leaves to the player');
  assert.deepEqual([shown.marked, shown.line, shown.points], [['8 b8??'], `${en.reviewDone} ${en.reviewOffLine}`, 20],
    'the game and its review kept beside the side line');
  await closeClean(page);
});
