// The module's public JavaScript API for the knight game, as the pages and docs/javascript-api.md
// use it: what only the knight game has (the surface both games share: game_surface.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');

// Runs fn with a fresh game and frees it afterwards, as every caller must.
const withNewGame = (fn) => withGame(new engine.KnightGame(), fn);

test('a new game offers all 64 squares to the first player', () => withNewGame((g) => {
  const state = g.state();
  assert.deepEqual(g.legalMoves(), [...Array(64).keys()]);
  assert.deepEqual(state.legalMoves, g.legalMoves());
  assert.deepEqual([state.sideToMove, state.over, state.winner, state.ply, state.length], [0, false, -1, 0, 0]);
  assert.deepEqual([state.passes, state.passed, state.lastMoves], [[], null, []]);
  assert.equal(state.position, '-'.repeat(64));
}));

test('play places a knight and blocks its squares', () => withNewGame((g) => {
  g.play(27);
  const { sideToMove, cells, legalMoves, moves, movers, lastMoves } = g.state();
  assert.equal(sideToMove, 1);
  assert.deepEqual([g.history(), moves, movers, lastMoves], [[27], [27], [0], [27]]);
  assert.equal(cells.length, 64);
  assert.equal(cells[27], 1);
  assert.deepEqual([10, 12, 17, 21, 33, 37, 42, 44].map((s) => cells[s]), Array(8).fill(2));
  assert.equal(cells.filter((c) => c === 0).length, 55);
  assert.equal(legalMoves.length, 55);
}));

test('illegal moves throw an Error with a clear message and change nothing', () => withNewGame((g) => {
  g.play(27);
  const before = g.state();
  assert.throws(() => g.play(27), { name: 'Error', message: 'd5 already holds a knight' });
  assert.throws(() => g.play(42), { name: 'Error', message: 'c3 is attacked by the knight on d5' });
  assert.throws(() => g.play(-1), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.play(64), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.playMoves('a1 zz'), { name: 'Error', message: "move 2: 'zz' is not a square of the 8x8 board", index: 1, text: 'zz' });
  assert.throws(() => g.playMoves('a1 c3'), {
    name: 'Error', message: 'move 2: c3 is attacked by the knight on d5', index: 1, move: 42, reason: engine.REFUSAL.ATTACKED, by: 27,
  });
  assert.deepEqual(g.state(), before);
}));

test('a finished game reports the winner and refuses moves', () => withNewGame((g) => {
  while (!g.state().over) g.play(g.legalMoves()[0]);
  const { winner, length, legalMoves } = g.state();
  assert.equal(winner, (length - 1) % 2, 'the side that placed the last knight');
  assert.deepEqual(legalMoves, []);
  assert.throws(() => g.play(0), { name: 'Error', message: /the game is over/ });
  assert.throws(() => g.aiMove('random', 1), { name: 'Error', message: /the game is over/ });
}));

test('perft returns plain numbers matching the known counts', () => withNewGame((g) => {
  assert.deepEqual([1, 2, 3, 4].map((d) => g.perft(d)), [64, 3696, 192504, 9037440]);
  assert.equal(typeof g.perft(3), 'number');
  assert.throws(() => g.perft(-1), { name: 'Error' });
}));

test('aiMove opens on d5 whatever the level, then plays legal moves, reproducible for a seed', () => withNewGame((g) => {
  for (const level of engine.LEVELS) {
    for (const seed of [0, 1, 99]) assert.equal(g.aiMove(level, seed), 27, `${level} opens on d5`);
  }
  g.play(27);
  const legal = new Set(g.legalMoves());
  const picks = [...Array(200).keys()].map((seed) => g.aiMove('random', seed));
  assert.ok(picks.every((s) => legal.has(s)));
  assert.ok(new Set(picks).size > 30, 'different seeds spread over the board');
  assert.equal(g.aiMove('random', 12345), g.aiMove('random', 12345));
  assert.throws(() => g.aiMove('random', -1), { name: 'Error', message: /seed/ });
  assert.throws(() => g.aiMove('godlike', 1), { name: 'Error', message: "unknown AI level 'godlike' (random, weighted or perfect)" });
  assert.deepEqual(g.history(), [27], 'choosing does not play');
}));

test('the position text: N a knight, - an empty square, from a8; fromText starts there and refuses what no game reaches', () => withNewGame((g) => {
  g.playMoves('d5 a1 h8');
  const text = g.positionText();
  assert.equal(text, `${'-'.repeat(7)}N${'-'.repeat(19)}N${'-'.repeat(28)}N${'-'.repeat(7)}`);
  withGame(engine.KnightGame.fromText(text), (copy) => {
    const [a, b] = [g.state(), copy.state()];
    assert.deepEqual([b.cells, b.legalMoves, b.sideToMove, b.ply, b.length], [a.cells, a.legalMoves, 1, 0, 0]);
  });
  assert.throws(() => engine.KnightGame.fromText('N'), { name: 'Error', message: 'bad position text: a knight position is 64 squares (N or -), not 1' });
  assert.throws(() => engine.KnightGame.fromText(`${'-'.repeat(63)}X`), { name: 'Error', message: "bad position text: square h1 is 'X', not N or -" });
  const attacking = [...'-'.repeat(64)];
  attacking[27] = 'N';
  attacking[42] = 'N';
  assert.throws(() => engine.KnightGame.fromText(attacking.join('')), { name: 'Error', message: 'bad position text: the knights on d5 and c3 attack each other' });
}));

test('squareName names squares the chess way', () => withNewGame((g) => {
  assert.equal(g.squareName(0), 'a8');
  assert.equal(g.squareName(63), 'h1');
  assert.throws(() => g.squareName(64), { name: 'Error' });
}));

test('the module names its codes: cells, sides, no winner yet, the board, the levels', () => withNewGame((g) => {
  const { CELL, SIDE, NO_WINNER, BOARD_SIZE, LEVELS } = engine;
  assert.equal(BOARD_SIZE * BOARD_SIZE, g.state().cells.length);
  assert.deepEqual(new Set(g.state().cells), new Set([CELL.FREE]));
  assert.equal([g.state().sideToMove, g.state().winner].join(), [SIDE.FIRST, NO_WINNER].join());
  g.play(27);
  assert.equal(g.state().cells[27], CELL.KNIGHT);
  assert.equal(g.state().cells[42], CELL.ATTACKED);
  assert.equal(g.state().sideToMove, SIDE.SECOND);
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

test('parseMoves reads a list without playing it, or names the first move that is no square', () => withNewGame((g) => {
  assert.deepEqual(g.parseMoves('d5 c3, f6'), { moves: [27, 42, 21], badIndex: -1, badText: '', badAt: -1 });
  assert.deepEqual(g.parseMoves('d5c3f6'), { moves: [27, 42, 21], badIndex: -1, badText: '', badAt: -1 });
  assert.deepEqual(g.parseMoves('d5 zz f6'), { moves: [], badIndex: 1, badText: 'zz', badAt: 3 });
  assert.deepEqual(g.parseMoves('d5 pass'), { moves: [], badIndex: 1, badText: 'pass', badAt: 3 });
  assert.deepEqual(g.history(), []);
}));
