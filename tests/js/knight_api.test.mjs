// The module's public JavaScript API for the knight game, as the pages and docs/javascript-api.md use it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');

// Runs fn with a fresh game and frees it afterwards, as every caller must.
const withNewGame = (fn) => withGame(new engine.KnightGame(), fn);

test('a new game offers all 64 squares to the first player', () => withNewGame((g) => {
  assert.deepEqual(g.legalMoves(), [...Array(64).keys()]);
  assert.equal(g.sideToMove(), 0);
  assert.equal(g.isOver(), false);
  assert.equal(g.winner(), -1);
}));

test('play places a knight and blocks its squares', () => withNewGame((g) => {
  g.play(27);
  assert.equal(g.sideToMove(), 1);
  assert.deepEqual(g.history(), [27]);
  assert.equal(g.historyText(), 'd5');
  const cells = g.cells();
  assert.equal(cells.length, 64);
  assert.equal(cells[27], 1);
  assert.deepEqual([10, 12, 17, 21, 33, 37, 42, 44].map((s) => cells[s]), Array(8).fill(2));
  assert.equal(cells.filter((c) => c === 0).length, 55);
  assert.equal(g.legalMoves().length, 55);
}));

test('illegal moves throw an Error with a clear message and change nothing', () => withNewGame((g) => {
  g.play(27);
  const before = [g.history(), g.cells(), g.sideToMove()];
  assert.throws(() => g.play(27), { name: 'Error', message: 'd5 already holds a knight' });
  assert.throws(() => g.play(42), { name: 'Error', message: 'c3 is attacked by the knight on d5' });
  assert.throws(() => g.play(-1), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.play(64), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.playMoves('a1 zz'), { name: 'Error', message: "move 2: 'zz' is not a square of the 8x8 board" });
  assert.deepEqual([g.history(), g.cells(), g.sideToMove()], before);
}));

test('undo takes back a move, and throws when there is none', () => withNewGame((g) => {
  assert.throws(() => g.undo(), { name: 'Error', message: 'no move to undo' });
  g.playMoves('d5 a1');
  g.undo();
  assert.deepEqual(g.history(), [27]);
}));

test('a finished game reports the winner and refuses moves', () => withNewGame((g) => {
  while (!g.isOver()) g.play(g.legalMoves()[0]);
  const last = (g.history().length - 1) % 2;
  assert.equal(g.winner(), last);
  assert.throws(() => g.play(0), { name: 'Error', message: /the game is over/ });
}));

test('perft returns plain numbers matching the known counts', () => withNewGame((g) => {
  assert.deepEqual([1, 2, 3, 4].map((d) => g.perft(d)), [64, 3696, 192504, 9037440]);
  assert.equal(typeof g.perft(3), 'number');
  assert.throws(() => g.perft(-1), { name: 'Error' });
}));

test('randomMove is legal, reproducible for a seed, and refuses bad seeds', () => withNewGame((g) => {
  g.play(27);
  const legal = new Set(g.legalMoves());
  const picks = [...Array(200).keys()].map((seed) => g.randomMove(seed));
  assert.ok(picks.every((s) => legal.has(s)));
  assert.ok(new Set(picks).size > 30, 'different seeds spread over the board');
  assert.equal(g.randomMove(12345), g.randomMove(12345));
  assert.throws(() => g.randomMove(-1), { name: 'Error' });
  assert.throws(() => g.randomMove(NaN), { name: 'Error' });
}));

test('squareName names squares the chess way', () => {
  assert.equal(engine.KnightGame.squareName(0), 'a8');
  assert.equal(engine.KnightGame.squareName(63), 'h1');
  assert.throws(() => engine.KnightGame.squareName(64), { name: 'Error' });
});

test('the module names its codes: cells, sides, no winner yet, the board, the levels, the AI\'s opening', () => withNewGame((g) => {
  const { CELL, SIDE, NO_WINNER, BOARD_SIZE, LEVELS, OPENING_SQUARE } = engine;
  assert.equal(BOARD_SIZE * BOARD_SIZE, g.cells().length);
  assert.deepEqual(new Set(g.cells()), new Set([CELL.FREE]));
  assert.equal([g.sideToMove(), g.winner()].join(), [SIDE.FIRST, NO_WINNER].join());
  g.play(OPENING_SQUARE);
  assert.equal(g.historyText(), 'd5', 'the original\'s AI opens on d5');
  assert.equal(g.cells()[OPENING_SQUARE], CELL.KNIGHT);
  assert.equal(g.cells()[42], CELL.ATTACKED);
  assert.equal(g.sideToMove(), SIDE.SECOND);
  assert.deepEqual(LEVELS, ['random', 'weighted', 'perfect']);
  for (const level of LEVELS) assert.ok(g.legalMoves().includes(g.aiMove(level, 1)), level);
  assert.equal(engine.Reversi, undefined, 'the knight module holds no Reversi');
}));

test('refusal says why a square cannot be played, as codes: occupied, attacked (and by which knight), off the board, over', () => withNewGame((g) => {
  const { REFUSAL } = engine;
  assert.equal(g.refusal(27), null);
  g.play(27);
  assert.deepEqual(g.refusal(27), { reason: REFUSAL.OCCUPIED, by: -1 });
  assert.deepEqual(g.refusal(42), { reason: REFUSAL.ATTACKED, by: 27 });
  assert.deepEqual([g.refusal(-1).reason, g.refusal(64).reason], [REFUSAL.OFF_BOARD, REFUSAL.OFF_BOARD]);
  assert.equal(new Set(Object.values(REFUSAL)).size, 4, 'four distinct reasons');
  for (const square of g.legalMoves()) assert.equal(g.refusal(square), null);
  const refused = [...Array(64).keys()].filter((s) => g.refusal(s) !== null);
  assert.equal(refused.length + g.legalMoves().length, 64, 'refused exactly where not legal');
}));

test('parseMoves reads a list without playing it, or names the first move that is no square', () => {
  assert.deepEqual(engine.KnightGame.parseMoves('d5 c3, f6'), { moves: [27, 42, 21], badIndex: -1, badText: '' });
  assert.deepEqual(engine.KnightGame.parseMoves('d5c3f6'), { moves: [27, 42, 21], badIndex: -1, badText: '' });
  assert.deepEqual(engine.KnightGame.parseMoves('d5 zz f6'), { moves: [], badIndex: 1, badText: 'zz' });
  assert.deepEqual(engine.KnightGame.parseMoves('d5 pass'), { moves: [], badIndex: 1, badText: 'pass' });
});
