// Issue 14, item 4: every call returns. perft refuses, at once or after at most 2^26 positions (a
// few seconds), what it could not finish: perft(64) of the knights and perft(60) of Reversi from
// the start, which once ran for ever; deep perfts of a late position, which are small, still count.
// aiMove refuses budgets past a minute or 10^9 nodes: Infinity, 1e300 and { nodes: 1e18 } once never
// returned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const knights = await loadEngine('knights');
const reversi = await loadEngine('reversi');
const PAST_BOUND = /^perft\(\d+\) needs more than 67108864 positions here$/;

test('knights perft: up to 6 from the start, 64 near the end; 7 and 64 from the start refused', () => {
  withGame(new knights.KnightGame(), (g) => {
    assert.equal(g.perft(6), 14545654560);
    for (const depth of [7, 64]) assert.throws(() => g.perft(depth), { message: PAST_BOUND });
    while (g.legalMoves().length > 12) g.play(g.legalMoves()[0]);
    assert.equal(g.perft(64), 0);  // sequences of 64 moves: none, since the game ends first
    assert.ok(g.perft(6) > 0);
  });
});

test('reversi perft: up to 11 from the start, 60 near the end; 12 and 60 from the start refused', () => {
  withGame(new reversi.Reversi(8), (g) => {
    assert.equal(g.perft(11), 212258800);
    for (const depth of [12, 60]) assert.throws(() => g.perft(depth), { message: PAST_BOUND });
  });
  withGame(reversi.Reversi.fromText('--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X'), (g) => {
    while (g.state().cells.filter((cell) => cell === reversi.CELL.EMPTY).length > 10) g.play(g.legalMoves()[0]);
    assert.equal(g.perft(60), g.perft(20));  // 10 empties: every game ends within 20 plies
  });
});

test('aiMove budgets: a minute and 10^9 nodes at most; Infinity, 1e300 and 10^18 nodes refused', () => {
  withGame(new reversi.Reversi(8), (g) => {
    for (const budget of [Infinity, 1e300, 60_001, { ms: Infinity }, { nodes: 1e18 }, { nodes: 1e9 + 1 }, { ms: 100, nodes: Infinity }]) {
      assert.throws(() => g.aiMove('strong', 1, budget), { message: /^the budget's (milliseconds must be a number above 0 and at most 60000|nodes must be a number from 1 to 1000000000)$/ });
    }
    // The largest budgets are taken (the random player decides at once, whatever its budget).
    assert.ok(g.legalMoves().includes(g.aiMove('random', 1, { ms: 60_000, nodes: 1e9 })));
    assert.deepEqual(g.history(), []);
  });
});
