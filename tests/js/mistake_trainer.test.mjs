// 「間違いから学ぶ」's sequence (web/js/play/mistake_trainer.js) on the node engine's review of the
// known knight game, with a view that records what it is told: which mistakes are the player's,
// the position each lesson shows, a refused try, an illegal click, three wrong tries giving the
// answer away, a try found, the count at the end, and a lesson ended by a move elsewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lessonPlies, MAX_TRIES, MistakeTrainer } from '../../web/js/play/mistake_trainer.js';
import { knightReviewLook } from '../../web/js/knights/knight_review.js';
import en from '../../web/js/shell/strings_en.js';
import { loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');
const MOVES = 'b6 g3 g4 b5 d3 e6 g6 b8 d2 b7 d1 h3 a2 c2 h7 g8 g2 f7 e8';
const { turns } = withGame(new engine.KnightGame(), (game) => {
  game.playMoves(MOVES);
  return game.review();
});
const names = withGame(new engine.KnightGame(), (game) => Array.from({ length: 64 }, (_, s) => game.squareName(s)));

// The position after ply moves, as the flow shows it.
const shownAt = (ply, humanSide) => withGame(new engine.KnightGame(), (game) => {
  game.playMoves(MOVES);
  game.goTo(ply);
  return { state: game.state(), names, humanSide };
});

// A trainer on the look, with a view recording what it is told; goTo shows the position at once.
function trainer(humanSide) {
  const told = { said: [], board: null, buttons: null, open: false, finished: null, refused: [] };
  const view = {
    setAvailable: (count) => { told.available = count; },
    open: () => { told.open = true; },
    close: () => { told.open = false; },
    say: (text) => told.said.push(text),
    setButtons: (buttons) => { told.buttons = buttons; },
    finish: (text) => { told.finished = text; },
    refuse: (cell, why) => told.refused.push([cell, why]),
    drawBoard: (notes, answer, mark) => { told.board = { notes, answer, mark }; },
    clearBoard: () => { told.board = null; },
  };
  const board = { mark: () => {} };
  const look = knightReviewLook({ engine, board, chart: {}, strings: en }).lesson;
  const lessons = new MistakeTrainer({ view, look, strings: en, goTo: (ply) => lessons.show(turns, shownAt(ply, humanSide)) });
  lessons.show(turns, shownAt(turns.length - 1, humanSide));
  return { lessons, told, view };
}

test('the player\'s own mistakes: against the computer its side\'s, between two players both sides\'', () => {
  assert.deepEqual(lessonPlies(turns, null), [7]);
  assert.deepEqual(lessonPlies(turns, engine.SIDE.SECOND), [7]);
  assert.deepEqual(lessonPlies(turns, engine.SIDE.FIRST), []);
  assert.equal(trainer(engine.SIDE.FIRST).told.available, 0);
  assert.equal(trainer(null).told.available, 1);
});

test('a lesson: the position before b8, an illegal click, wrong tries until the answer, nothing more taken', () => {
  const { lessons, told } = trainer(null);
  lessons.start();
  assert.ok(told.open);
  assert.equal(told.said.at(-1), en.learnPrompt(1, 1, en.secondPlayer, 8, 'b8??'));
  const { state } = shownAt(7, null);
  const winning = turns[7].winning;
  const losing = state.legalMoves.filter((s) => !winning.includes(s));
  const taken = Array.from({ length: 64 }, (_, s) => s).find((s) => !state.legalMoves.includes(s));
  assert.equal(lessons.tryCell(taken), true, 'an illegal click is taken, not played');
  assert.deepEqual(told.refused, [[taken, en.learnNotLegal(names[taken])]]);
  for (let i = 0; i < MAX_TRIES; i++) {
    assert.equal(lessons.tryCell(losing[i]), true);
    assert.equal(told.board.notes.filter((n) => n.kind === 'bad').length, i + 1);
  }
  assert.equal(told.said.at(-1).startsWith(en.learnBad(en.learnLoses(names[losing[MAX_TRIES - 1]]))), true);
  assert.match(told.said.at(-1), new RegExp(`${en.learnAnswer(winning.map((s) => names[s]).join(' '))} Best line: `));
  assert.deepEqual([told.board.answer, told.board.mark, told.buttons.show], [winning, 'winning', false], 'the answer out');
  assert.deepEqual(told.board.notes.filter((n) => n.kind === 'line').map((n) => n.cell), turns[7].line);
  assert.equal(lessons.tryCell(winning[0]), true, 'once the answer is out, a click is taken and changes nothing');
  assert.equal(told.board.notes.filter((n) => n.kind === 'good').length, 0);
});

test('a try found counts; the end says how many; a move elsewhere ends a lesson, and clicks are the game\'s again', () => {
  const { lessons, told, view } = trainer(engine.SIDE.SECOND);
  lessons.start();
  assert.equal(lessons.tryCell(turns[7].winning[0]), true);
  assert.equal(told.said.at(-1).startsWith(en.learnGood(en.learnWins(names[turns[7].winning[0]]))), true);
  assert.deepEqual(told.board.notes.find((n) => n.kind === 'good'), { cell: turns[7].winning[0], text: '✓', kind: 'good' });
  assert.deepEqual(told.buttons, { show: false, last: true });
  view.onNext();
  assert.deepEqual([told.finished, told.board], [en.learnDone(1, 1), null], 'found one of one; the board left to the review');
  lessons.start();
  assert.ok(told.open);
  assert.equal(lessons.show(turns, shownAt(3, engine.SIDE.SECOND)), false, 'another position shown: the lesson is over');
  assert.equal(told.open, false);
  assert.equal(lessons.tryCell(0), false, 'the click is the game\'s');
});
