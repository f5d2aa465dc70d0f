// The module's solver and AI API: grundy(), isWon(), winningMoves() and aiMove(), as the page and
// its worker use them, and the outcome table they answer from once loadOutcomes() has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, outcomesBytes, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');

// Runs fn on a game after the move list text (none when empty), freeing it afterwards.
const atPosition = (moves, fn) => withGame(new engine.KnightGame(), (game) => {
  if (moves) game.playMoves(moves);
  return fn(game);
});

// The square a half turn of the board maps s to.
const mirror = (s) => 63 - s;

test('the empty board is lost for the player to move', () => atPosition('', (g) => {
  assert.equal(g.grundy(), 0);
  assert.equal(g.isWon(), false);
  assert.deepEqual(g.winningMoves(), []);
}));

test('after one knight the mirror square wins, and values are plain numbers', () => atPosition('d5', (g) => {
  const value = g.grundy();
  assert.equal(typeof value, 'number');
  assert.ok(value > 0);
  assert.equal(g.isWon(), true);
  const wins = g.winningMoves();
  assert.ok(wins.includes(mirror(27)), `e4 (36) among ${wins}`);
  assert.ok(wins.every((s) => g.legalMoves().includes(s)));
}));

test('winning moves lead to lost positions, other moves to won ones', () => atPosition('c7 e1 h3', (g) => {
  const wins = new Set(g.winningMoves());
  assert.equal(g.isWon(), wins.size > 0);
  for (const s of g.legalMoves()) {
    g.play(s);
    assert.equal(g.grundy() === 0, wins.has(s), `move ${s}`);
    g.undo();
  }
}));

test('aiMove returns a legal square for every level and does not play it', () => atPosition('d5 a1', (g) => {
  const legal = new Set(g.legalMoves());
  for (const level of ['random', 'weighted', 'perfect']) {
    for (let seed = 0; seed < 5; seed++) assert.ok(legal.has(g.aiMove(level, seed)), level);
  }
  assert.deepEqual(g.history(), [27, 56]);
  assert.equal(g.aiMove('weighted', 3), g.aiMove('weighted', 3));
}));

test('the perfect AI mirrors as second player and takes a win when it has one', () => {
  atPosition('b2', (g) => assert.equal(g.aiMove('perfect', 1), mirror(49)));
  atPosition('a8 c1 e4 g7', (g) => {
    assert.ok(g.isWon());
    assert.ok(g.winningMoves().includes(g.aiMove('perfect', 9)));
  });
});

test('a whole game: perfect second player against random first player wins', () => atPosition('', (g) => {
  let seed = 100;
  while (!g.state().over) g.play(g.aiMove(g.state().sideToMove === 0 ? 'random' : 'perfect', seed++));
  assert.equal(g.state().winner, 1);
}));

test('aiMove refuses unknown levels, bad seeds and finished games', () => {
  atPosition('', (g) => {
    assert.throws(() => g.aiMove('strong', 1), { name: 'Error', message: "unknown AI level 'strong' (random, weighted or perfect)" });
    assert.throws(() => g.aiMove('perfect', -1), { name: 'Error', message: /seed/ });
    assert.throws(() => g.aiMove('perfect', 1.5), { name: 'Error', message: /seed/ });
  });
  atPosition('', (g) => {
    while (!g.state().over) g.play(g.legalMoves()[0]);
    assert.throws(() => g.aiMove('random', 1), { name: 'Error', message: /the game is over/ });
    assert.equal(g.grundy(), 0);
    assert.deepEqual(g.winningMoves(), []);
  });
});

test('loadOutcomes: the outcome table read, the answers the same; bytes that are no table refused with the reason', async () => {
  const bytes = await outcomesBytes();
  const damaged = bytes.slice();
  damaged[1000] ^= 1;
  assert.throws(() => engine.loadOutcomes(damaged), { message: "not the knight outcome table: the outcome table's checksum does not match: the file is corrupt" });
  assert.throws(() => engine.loadOutcomes(bytes.subarray(0, 10)), { message: 'not the knight outcome table: the outcome table is too short (10 bytes)' });
  // Positions of four and five knights, whose questions the table answers.
  const positions = ['a1 h8 b2 g7', 'd4 e5 b1 g8', 'h1 h5 h3 a6', 'c2 a8 b1 a2 h8', 'a1 h1 h8 e8 f8'];
  const ask = () => positions.map((moves) => atPosition(moves, (g) => [g.isWon(), g.winningMoves(), g.grundy() === 0, g.aiMove('perfect', 5)]));
  const before = ask();
  assert.equal(engine.loadOutcomes(bytes), undefined);
  assert.deepEqual(ask(), before);
  assert.throws(() => engine.loadOutcomes(damaged), /checksum/);
  assert.deepEqual(ask(), before, 'the table read before kept');
});

test("the page's module leaves out the reader of the table's values, which only the npm package's carries", () => {
  assert.equal(engine.loadValues, undefined);
  assert.equal(typeof engine.loadOutcomes, 'function');
});
