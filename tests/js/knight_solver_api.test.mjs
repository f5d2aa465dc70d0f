// The module's solver and AI API: grundy(), isWon(), winningMoves() and aiMove(), as the page and
// its worker use them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

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
