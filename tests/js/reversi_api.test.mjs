// The module's public JavaScript API for Reversi, as the pages and docs/javascript-api.md use it:
// what only Reversi has (the surface both games share: game_surface.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { knowledgeBytes, loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('reversi');

const START_8 = '---------------------------OX------XO--------------------------- X';
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
const WHITE_MUST_PASS = `XO${'-'.repeat(62)} O`;
// a1 black, b1 and d1 white: black's c1 takes b1 and leaves white's d1 without a move.
const C1_MAKES_WHITE_PASS = `XO-O${'-'.repeat(60)} X`;

test('a new 8x8 game: four discs, black to move, four moves', () => withGame(new engine.Reversi(8), (g) => {
  const state = g.state();
  assert.equal(g.size(), 8);
  assert.deepEqual(g.legalMoves(), [19, 26, 37, 44]);
  assert.deepEqual([state.sideToMove, state.counts, state.over, state.winner, state.passed], [0, [2, 2], false, -1, null]);
  assert.equal(g.positionText(), START_8);
  assert.equal(state.position, START_8);
  assert.equal(state.cells.length, 64);
  assert.deepEqual([27, 28, 35, 36].map((c) => state.cells[c]), [2, 1, 1, 2]);
}));

test('a 6x6 game speaks cells 0 to 35 from a1 to f6', () => withGame(new engine.Reversi(6), (g) => {
  assert.equal(g.size(), 6);
  assert.deepEqual(g.legalMoves(), [8, 13, 22, 27]);
  assert.equal(g.state().cells.length, 36);
  assert.equal(g.squareName(0), 'a1');
  assert.equal(g.squareName(35), 'f6');
  g.play(22);
  assert.deepEqual(g.state().counts, [4, 1]);
  assert.deepEqual(g.history(), [22]);
  assert.throws(() => g.play(36), { name: 'Error', message: 'square 36 is off the board (squares are 0 to 35)' });
  assert.throws(() => g.squareName(36), { name: 'Error' });
}));

test('the named openings: the deepest on the way to the cursor, mirrored lines too, by node; none on 6x6', () => {
  withGame(new engine.Reversi(8), (g) => {
    assert.equal(g.state().opening, null);
    g.playMoves('f5 d6 c3 d3 c4');
    assert.deepEqual(g.state().opening, { ja: '虎定石', en: 'Tiger', plies: 5 });
    g.playMoves('f4 d2');  // out of the table: the Tiger stays
    const { opening, openings, line } = g.state();
    assert.equal(opening.en, 'Tiger');
    assert.deepEqual(line.map((node) => openings[node]?.en ?? null), [null, null, 'Perpendicular', null, null, 'Tiger', null, null]);
    g.goTo(2);
    assert.equal(g.state().opening.ja, '縦取り');
  });
  withGame(new engine.Reversi(8), (g) => {
    g.playMoves('c4 e3 f6 e6 f5');  // the Tiger turned half round
    assert.deepEqual(g.state().opening, { ja: '虎定石', en: 'Tiger', plies: 5 });
  });
  withGame(new engine.Reversi(6), (g) => {
    g.playMoves('e4 c5');
    assert.deepEqual([g.state().opening, g.state().openings], [null, [null, null, null]]);
  });
});

test('only 8 and 6 are board sizes', () => {
  for (const size of [0, 4, 7, 10]) {
    assert.throws(() => new engine.Reversi(size), { name: 'Error', message: `a Reversi board is 8 or 6 squares wide, not ${size}` });
  }
});

test('play flips, and illegal moves throw a clear Error and change nothing', () => withGame(new engine.Reversi(8), (g) => {
  const { REFUSAL } = engine;
  g.play(37);  // f5 flips e5
  assert.deepEqual(g.state().counts, [4, 1]);
  assert.equal(g.state().sideToMove, 1);
  assert.deepEqual(g.history(), [37]);
  const before = g.state();
  assert.throws(() => g.play(37), { name: 'Error', message: 'f5 already holds a disc' });
  assert.throws(() => g.play(0), { name: 'Error', message: 'a white disc on a1 would flip nothing' });
  assert.throws(() => g.play(-1), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.play(64), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.playMoves('d6 a1'), { name: 'Error', message: 'move 2: a black disc on a1 would flip nothing', index: 1, move: 0, reason: REFUSAL.NO_FLIP });
  assert.throws(() => g.playMoves('d6 j9'), { name: 'Error', message: "move 2: 'j9' is not a square of the 8x8 board", index: 1, text: 'j9' });
  assert.throws(() => g.playMoves('d6 pass'), { name: 'Error', message: 'move 2: black has a legal move, so cannot pass', index: 1, reason: REFUSAL.CANNOT_PASS });
  assert.deepEqual(g.state(), before);
}));

test('a side without a move passes with the move that forced it; the state says who and where', () => withGame(engine.Reversi.fromText(C1_MAKES_WHITE_PASS), (g) => {
  g.play(2);  // c1
  const state = g.state();
  assert.deepEqual([state.sideToMove, state.passed, state.passes, state.ply, state.movers], [0, 1, [1], 1, [0]]);
  assert.deepEqual(state.legalMoves, [4]);
  assert.deepEqual(g.history(), [2], 'the pass is no ply of its own');
  assert.deepEqual(state.lastMoves, [2], 'the other side passed: the last move');
  g.play(4);  // e1 takes d1: over
  assert.deepEqual([g.state().over, g.state().winner, g.state().passed, g.state().passes], [true, 0, null, [1]]);
  assert.throws(() => g.play(5), { name: 'Error', message: 'the game is over: neither side can move' });
}));

test('a start whose side to move has no move passes at once', () => withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
  const state = g.state();
  assert.deepEqual([state.sideToMove, state.passed, state.passes, state.ply], [0, 1, [0], 0]);
  assert.equal(g.positionText(), `XO${'-'.repeat(62)} X`);
  assert.deepEqual(g.legalMoves(), [2]);
  g.playMoves('pass c1');  // the pass written where the game made it
  assert.deepEqual([g.history(), g.state().over, g.state().winner], [[2], true, 0]);
}));

test('a full board with equal counts is a draw', () => withGame(engine.Reversi.fromText(`${'X'.repeat(32)}${'O'.repeat(32)} O`), (g) => {
  const { over, winner, counts } = g.state();
  assert.deepEqual([over, winner, counts], [true, engine.DRAW, [32, 32]]);
}));

test('fromText refuses malformed position text', () => {
  assert.throws(() => engine.Reversi.fromText(''), { name: 'Error', message: /^bad position text: a position needs 64 or 36 squares/ });
  assert.throws(() => engine.Reversi.fromText(`${'-'.repeat(64)} Z`), { name: 'Error', message: /side to move/ });
  assert.throws(() => engine.Reversi.fromText(`${'-'.repeat(35)}Q X`), { name: 'Error', message: "bad position text: square f6 is 'Q', not X, O or -" });
});

test('perft matches the published counts for both sizes', () => {
  withGame(new engine.Reversi(8), (g) => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map((d) => g.perft(d)), [4, 12, 56, 244, 1396, 8200, 55092]);
    assert.throws(() => g.perft(-1), { name: 'Error' });
  });
  withGame(new engine.Reversi(6), (g) => {
    assert.deepEqual([5, 6, 7, 8].map((d) => g.perft(d)), [1364, 7604, 47740, 308716]);
  });
});

test('solve gives the exact score and a best move', () => {
  withGame(engine.Reversi.fromText(FFO_1), (g) => {
    assert.deepEqual(g.solve(), { score: 18, move: 62 });  // FFO #1: +18 by g8
  });
  // 6x6, white to move cannot, so passes at once; black then takes b1 by c1 and everything: +36.
  withGame(engine.Reversi.fromText(`XO----${'X'.repeat(30)} O`), (g) => {
    assert.equal(g.state().passed, engine.SIDE.WHITE);
    assert.deepEqual(g.solve(), { score: 36, move: 2 });
  });
  withGame(engine.Reversi.fromText(`${'X'.repeat(32)}${'O'.repeat(32)} O`), (g) => {
    assert.deepEqual(g.solve(), { score: 0, move: engine.PASS }, 'over: no move');
  });
  withGame(new engine.Reversi(8), (g) => {
    assert.throws(() => g.solve(), { name: 'Error', message: /at most 22 empty squares; this one has 60/ });
  });
});

test('aiMove: every level plays legal moves, replays for a seed and a node budget', () => withGame(new engine.Reversi(8), (g) => {
  g.playMoves('f5 d6 c3 d3 c4');
  const legal = new Set(g.legalMoves());
  for (const level of ['random', 'weighted', 'medium', 'strong']) {
    const picks = [1, 2, 3, 4, 5].map((seed) => g.aiMove(level, seed, { nodes: 2000 }));
    assert.ok(picks.every((c) => legal.has(c)), `${level} plays legal moves`);
    assert.deepEqual([1, 2, 3, 4, 5].map((seed) => g.aiMove(level, seed, { nodes: 2000 })), picks);
  }
  assert.ok(legal.has(g.aiMove('strong', 0, 50)), 'a time budget works too');
  assert.deepEqual(g.history(), [37, 43, 18, 19, 26], 'choosing does not play');
}));

test('aiMove refuses a finished game, bad levels and bad budgets', () => {
  withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
    assert.equal(g.aiMove('strong', 1, 100), 2, 'never a pass: the game made it');
    g.play(2);
    assert.throws(() => g.aiMove('random', 1, 100), { name: 'Error', message: /the game is over/ });
  });
  withGame(new engine.Reversi(6), (g) => {
    assert.throws(() => g.aiMove('best', 1, 100), { name: 'Error', message: "unknown level 'best': use 'random', 'weighted', 'medium' or 'strong'" });
    for (const budget of [0, -5, NaN, {}, { ms: 'x' }, { nodes: 0 }, 'soon']) {
      assert.throws(() => g.aiMove('strong', 1, budget), { name: 'Error', message: /budget/ }, JSON.stringify(budget));
    }
    assert.throws(() => g.aiMove('strong', -1, 100), { name: 'Error', message: /seed/ });
  });
});

test('the module names its codes: cells, sides, pass, no winner yet, draw, sizes, levels', () => {
  const { CELL, SIDE, PASS, NO_WINNER, DRAW, SIZES, LEVELS } = engine;
  assert.deepEqual(SIZES, [8, 6]);
  for (const size of SIZES) withGame(new engine.Reversi(size), (g) => assert.equal(g.size(), size));
  withGame(new engine.Reversi(8), (g) => {
    const { cells, sideToMove, winner } = g.state();
    assert.deepEqual([cells[27], cells[28], cells[0]], [CELL.WHITE, CELL.BLACK, CELL.EMPTY]);
    assert.deepEqual([sideToMove, winner], [SIDE.BLACK, NO_WINNER]);
    for (const level of LEVELS) assert.ok(g.legalMoves().includes(g.aiMove(level, 1, { nodes: 1000 })), level);
    assert.deepEqual(g.parseMoves('pass'), { moves: [PASS], badIndex: -1, badText: '', badAt: -1 });
  });
  assert.deepEqual(LEVELS, ['random', 'weighted', 'medium', 'strong']);
  withGame(engine.Reversi.fromText(`${'X'.repeat(32)}${'O'.repeat(32)} O`), (g) => assert.equal(g.state().winner, DRAW));
  assert.equal(engine.KnightGame, undefined, 'the Reversi module holds no knight game');
});

test('refusal and parseMoves: the reasons as codes, passes in lists, where a list goes wrong', () => {
  const { REFUSAL, PASS } = engine;
  withGame(new engine.Reversi(8), (g) => {
    assert.equal(g.refusal(37), null);
    assert.deepEqual([g.refusal(27), g.refusal(0), g.refusal(64)].map((why) => why.reason), [REFUSAL.OCCUPIED, REFUSAL.NO_FLIP, REFUSAL.OFF_BOARD]);
    assert.deepEqual(g.refusal(PASS), { reason: REFUSAL.OFF_BOARD, by: -1 }, 'a pass is never played');
    const refused = [...Array(64).keys()].filter((c) => g.refusal(c) !== null);
    assert.equal(refused.length + g.legalMoves().length, 64);
    assert.deepEqual(g.parseMoves('f5d6 pass c3'), { moves: [37, 43, PASS, 18], badIndex: -1, badText: '', badAt: -1 });
    assert.deepEqual(g.parseMoves('f5 j9'), { moves: [], badIndex: 1, badText: 'j9', badAt: 3 });
  });
  withGame(new engine.Reversi(6), (g) => assert.deepEqual(g.parseMoves('f6 g7'), { moves: [], badIndex: 1, badText: 'g7', badAt: 3 }));
  withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
    g.play(2);
    assert.equal(g.refusal(3).reason, REFUSAL.GAME_OVER);
  });
  assert.equal(new Set(Object.values(REFUSAL)).size, 5);
});

test('without its knowledge: the rules and the levels that need none work; strong and analyze refuse; the knowledge comes as bytes', async () => {
  const bare = await loadEngine('reversi', { knowledge: false });
  assert.deepEqual(bare.knowledgeLevels(), ['strong']);
  withGame(new bare.Reversi(8), (g) => {
    assert.deepEqual(g.legalMoves(), [19, 26, 37, 44]);
    for (const level of ['random', 'weighted', 'medium']) assert.ok(g.legalMoves().includes(g.aiMove(level, 1, { nodes: 2000 })), level);
    const before = [g.state(), bare.memoryUse()];
    const needs = /^the engine has no knowledge yet: loadKnowledge\(bytes\) with reversi_knowledge\.bin first$/;
    assert.throws(() => g.aiMove('strong', 1, { nodes: 2000 }), { message: needs });
    assert.throws(() => g.analyze({ nodes: 2000 }), { message: needs });
    assert.deepEqual([g.state(), bare.memoryUse()], before, 'refused: nothing changed');
    g.play(37);
  });
  withGame(bare.Reversi.fromText(FFO_1), (g) => assert.equal(g.solve().score, 18, 'solve() is exact without it (FFO #1), only slower'));

  // Bad bytes are refused and change nothing; good bytes, as a Uint8Array or an ArrayBuffer, are read.
  const bytes = await knowledgeBytes();
  assert.throws(() => bare.loadKnowledge(bytes.subarray(0, 1000)), { message: /^not Reversi's knowledge: / });
  const memory = bare.memoryUse();  // after the first read, which lays out the tables once for good
  assert.throws(() => bare.loadKnowledge(bytes.subarray(0, 1000)), { message: /^not Reversi's knowledge: / });
  assert.throws(() => bare.loadKnowledge([...bytes]), { message: "loadKnowledge()'s bytes must be a Uint8Array or an ArrayBuffer, not a object" });
  assert.throws(() => bare.loadKnowledge(), { message: 'loadKnowledge() takes 1 argument, not 0' });
  assert.deepEqual(bare.memoryUse(), memory);
  withGame(new bare.Reversi(8), (g) => assert.throws(() => g.aiMove('strong', 1, { nodes: 2000 }), { message: /no knowledge yet/ }));
  bare.loadKnowledge(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  withGame(new bare.Reversi(8), (g) => {
    const strong = g.aiMove('strong', 1, { nodes: 2000 });
    assert.equal(strong, withGame(new engine.Reversi(8), (h) => h.aiMove('strong', 1, { nodes: 2000 })), 'the same move as with the knowledge loaded at start');
    assert.equal(g.analyze({ nodes: 2000 }).length, 4);
  });
  assert.throws(() => bare.loadKnowledge(new Uint8Array(10)), { message: /^not Reversi's knowledge: / });
  withGame(new bare.Reversi(8), (g) => assert.ok([19, 26, 37, 44].includes(g.aiMove('strong', 1, { nodes: 2000 })), 'a refused load keeps the knowledge held'));
});

// Returns the knowledge with its 8×8 probcut slope (the float32 after the count 6, about 1) set to slope.
function withSlope(bytes, slope) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = [...bytes.keys()].filter((i) => bytes[i] === 6 && i + 25 <= bytes.length && Math.abs(view.getFloat32(i + 1, true) - 1) < 0.01);
  assert.equal(at.length, 1, 'the 8×8 regressions found, once (the 6×6 board has none)');
  const changed = bytes.slice();
  new DataView(changed.buffer).setFloat32(at[0] + 1, slope, true);
  return changed;
}

test('issue 43: knowledge whose numbers the search cannot use is refused, and the knowledge held before kept', async () => {
  const bytes = await knowledgeBytes();
  withGame(new engine.Reversi(8), (g) => {
    for (let ply = 0; ply < 12; ply++) g.play(g.legalMoves().at(ply % 2 - 1));
    // Each analysis from the same search table: solve() clears it, and one solve fills it the same way.
    const analyze = () => withGame(engine.Reversi.fromText(FFO_1), (endgame) => endgame.solve()) && g.analyze({ nodes: 5000 });
    const values = analyze();
    for (const slope of [1e-38, 1e6]) {
      assert.throws(() => engine.loadKnowledge(withSlope(bytes, slope)), {
        message: "not Reversi's knowledge: the weights file's 8×8 probcut regressions are outside what the search can use: the slope is not within 0.25 … 4",
      });
    }
    assert.deepEqual(analyze(), values, 'the same values: the knowledge held before');
    assert.ok(values.length > 0 && values.every(({ score }) => Math.abs(score) <= 64), 'values within the board');
  });
  engine.loadKnowledge(withSlope(bytes, 1.0));  // the range's own values load
  engine.loadKnowledge(bytes);
});
