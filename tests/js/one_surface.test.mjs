// What both modules give alike, so that a caller writes one code for either game (engine.d.ts:
// GameSurface): aiMove with its budget given or left out, the board's size in state(), the record's
// texts as a link writes them (mainText, lineText), the same winner codes — a draw's included — and
// the knights each side placed, each checked against the record itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const knights = await loadEngine('knights');
const reversi = await loadEngine('reversi');

const GAMES = [
  ['knights', () => new knights.KnightGame(), 8],
  ['reversi 8x8', () => new reversi.Reversi(8), 8],
  ['reversi 6x6', () => new reversi.Reversi(6), 6],
];

// A small seeded generator, so that a failure replays.
function random(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
}

// Plays up to plies random legal moves.
function playRandom(game, pick, plies = 100) {
  for (let i = 0; i < plies && !game.state().over; i++) {
    const legal = game.legalMoves();
    game.play(legal[pick(legal.length)]);
  }
}

for (const [name, create, size] of GAMES) {
  test(`${name}: aiMove takes a budget or none, and refuses a bad one alike`, () => withGame(create(), (game) => {
    game.play(game.legalMoves()[0]);
    for (const seed of [1, 2, 3]) {
      const left = game.aiMove('random', seed);
      assert.ok(game.legalMoves().includes(left));
      assert.equal(game.aiMove('random', seed, 100), left, 'the random player ignores the budget');
      assert.equal(game.aiMove('random', seed, { nodes: 1000 }), left);
      assert.ok(game.legalMoves().includes(game.aiMove('weighted', seed)));
    }
    assert.throws(() => game.aiMove('random', 1, 0), { message: "the budget's milliseconds must be a number above 0 and at most 60000" });
    assert.throws(() => game.aiMove('random', 1, { nodes: 0 }), { message: "the budget's nodes must be a number from 1 to 1000000000" });
    assert.throws(() => game.aiMove('random', 1, {}), { message: 'the budget is milliseconds, or {ms, nodes} with either or both' });
    assert.throws(() => game.aiMove('random', 1, '100'), { message: "aiMove()'s budget must be a number or { ms, nodes }, not a string" });
    assert.throws(() => game.aiMove('random', 1, 100, 4), { message: 'aiMove() takes 2 to 3 arguments, not 4' });
  }));

  test(`${name}: state() gives the board's size`, () => withGame(create(), (game) => {
    const state = game.state();
    assert.equal(state.size, size);
    assert.equal(state.cells.length, size * size);
    assert.equal(game.squareName(size * size - 1).length, 2);
    assert.throws(() => game.squareName(size * size));
  }));

  test(`${name}: the record's texts are the lines' square names run together, and read back`, () => withGame(create(), (game) => {
    const pick = random(5);
    playRandom(game, pick, 40);
    const main = game.state().moves;
    const named = (moves) => moves.map((move) => game.squareName(move)).join('');
    game.goTo(7);
    const other = game.legalMoves().find((move) => move !== main[7]);
    game.play(other);
    playRandom(game, pick, 3);
    game.undo();
    const state = game.state();
    assert.equal(state.onMainLine, false);
    assert.equal(state.mainText, named(main));
    assert.equal(state.lineText, named(game.history()));
    assert.ok(state.lineText.startsWith(`${named(main.slice(0, 7))}${game.squareName(other)}`));
    withGame(create(), (copy) => {  // a link's moves: the game makes the passes left out
      copy.playMoves(state.mainText);
      assert.deepEqual(copy.state().moves, main);
      assert.equal(copy.state().lineText, state.mainText);
    });
    withGame(create(), (fresh) => assert.deepEqual([fresh.state().mainText, fresh.state().lineText], ['', '']));
  }));
}

test('both modules have the same winner codes; the knights never draw, Reversi reports its draws by DRAW', () => {
  assert.equal(knights.NO_WINNER, reversi.NO_WINNER);
  assert.equal(knights.DRAW, reversi.DRAW);
  assert.deepEqual(Object.values(knights.SIDE), Object.values(reversi.SIDE));
  assert.ok(![knights.NO_WINNER, ...Object.values(knights.SIDE)].includes(knights.DRAW));
  const pick = random(11);
  let draws = 0;
  for (let i = 0; i < 300; i++) {
    withGame(new knights.KnightGame(), (game) => {
      playRandom(game, pick);
      const { over, winner, sideToMove } = game.state();
      assert.ok(over);
      assert.notEqual(winner, sideToMove, 'the side that cannot place a knight loses');
      assert.ok(Object.values(knights.SIDE).includes(winner));
    });
    withGame(new reversi.Reversi(6), (game) => {
      playRandom(game, pick);
      const { over, winner, counts } = game.state();
      assert.ok(over);
      const expected = counts[0] === counts[1] ? reversi.DRAW : counts[0] > counts[1] ? reversi.SIDE.BLACK : reversi.SIDE.WHITE;
      assert.equal(winner, expected, `discs ${counts}`);
      if (winner === reversi.DRAW) draws++;
    });
  }
  assert.ok(draws > 0, 'some random 6x6 games end drawn');
});

test("knights: state().placed counts each side's moves to the cursor, not a position's own knights", () => {
  const start = `${'-'.repeat(27)}N${'-'.repeat(36)}`;  // d5 placed already: the second player to move
  withGame(knights.KnightGame.fromText(start), (game) => {
    assert.deepEqual(game.state().placed, [0, 0]);
    playRandom(game, random(3), 7);
    const { ply, movers, placed } = game.state();
    const count = (side) => movers.slice(0, ply).filter((mover) => mover === side).length;
    assert.deepEqual(placed, [count(knights.SIDE.FIRST), count(knights.SIDE.SECOND)]);
    assert.deepEqual(placed, [3, 4], 'the second player moved first here');
    game.goTo(2);
    assert.deepEqual(game.state().placed, [1, 1]);
  });
});
