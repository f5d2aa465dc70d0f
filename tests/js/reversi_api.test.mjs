// The module's public JavaScript API for Reversi, as the pages and docs/javascript-api.md use it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { knowledgeBytes, loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('reversi');

const START_8 = '---------------------------OX------XO--------------------------- X';
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
const WHITE_MUST_PASS = `XO${'-'.repeat(62)} O`;

// What a refused call must leave untouched.
const snapshot = (g) => [g.positionText(), g.history(), g.cells(), g.sideToMove()];

test('a new 8x8 game: four discs, black to move, four moves', () => withGame(new engine.Reversi(8), (g) => {
  assert.equal(g.size(), 8);
  assert.deepEqual(g.legalMoves(), [19, 26, 37, 44]);
  assert.equal(g.sideToMove(), 0);
  assert.deepEqual(g.discCounts(), [2, 2]);
  assert.equal(g.isOver(), false);
  assert.equal(g.mustPass(), false);
  assert.equal(g.winner(), -1);
  assert.equal(g.positionText(), START_8);
  const cells = g.cells();
  assert.equal(cells.length, 64);
  assert.deepEqual([27, 28, 35, 36].map((c) => cells[c]), [2, 1, 1, 2]);
}));

test('a 6x6 game speaks cells 0 to 35 from a1 to f6', () => withGame(new engine.Reversi(6), (g) => {
  assert.equal(g.size(), 6);
  assert.deepEqual(g.legalMoves(), [8, 13, 22, 27]);
  assert.equal(g.cells().length, 36);
  assert.equal(g.squareName(0), 'a1');
  assert.equal(g.squareName(35), 'f6');
  g.play(22);
  assert.deepEqual(g.discCounts(), [4, 1]);
  assert.equal(g.historyText(), 'e4');
  assert.throws(() => g.play(36), { name: 'Error', message: 'square 36 is off the board (squares are 0 to 35)' });
  assert.throws(() => g.squareName(36), { name: 'Error' });
}));

test('only 8 and 6 are board sizes', () => {
  for (const size of [0, 4, 7, 10]) {
    assert.throws(() => new engine.Reversi(size), { name: 'Error', message: `a Reversi board is 8 or 6 squares wide, not ${size}` });
  }
});

test('play flips, and illegal moves throw a clear Error and change nothing', () => withGame(new engine.Reversi(8), (g) => {
  g.play(37);  // f5 flips e5
  assert.deepEqual(g.discCounts(), [4, 1]);
  assert.equal(g.sideToMove(), 1);
  assert.deepEqual(g.history(), [37]);
  const before = snapshot(g);
  assert.throws(() => g.play(37), { name: 'Error', message: 'f5 already holds a disc' });
  assert.throws(() => g.play(0), { name: 'Error', message: 'a white disc on a1 would flip nothing' });
  assert.throws(() => g.play(-1), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.play(64), { name: 'Error', message: /off the board/ });
  assert.throws(() => g.pass(), { name: 'Error', message: 'white has a legal move, so cannot pass' });
  assert.throws(() => g.playMoves('d6 a1'), { name: 'Error', message: 'move 2: a black disc on a1 would flip nothing' });
  assert.throws(() => g.playMoves('d6 j9'), { name: 'Error', message: "move 2: 'j9' is not a square of the 8x8 board" });
  assert.deepEqual(snapshot(g), before);
}));

test('a side without a move must pass, and pass() is refused otherwise', () => withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
  assert.equal(g.mustPass(), true);
  assert.equal(g.isOver(), false);
  assert.deepEqual(g.legalMoves(), []);
  assert.throws(() => g.play(2), { name: 'Error', message: 'white has no legal move and must pass' });
  g.pass();
  assert.deepEqual(g.history(), [-1]);
  assert.equal(g.historyText(), 'pass');
  assert.deepEqual(g.legalMoves(), [2]);
  g.play(2);  // c1 takes white's last disc: the game is over
  assert.equal(g.isOver(), true);
  assert.equal(g.winner(), 0);
  assert.throws(() => g.play(3), { name: 'Error', message: 'the game is over: neither side can move' });
  assert.throws(() => g.pass(), { name: 'Error', message: 'the game is over: neither side can move' });
}));

test('a full board with equal counts is a draw', () => withGame(engine.Reversi.fromText(`${'X'.repeat(32)}${'O'.repeat(32)} O`), (g) => {
  assert.equal(g.isOver(), true);
  assert.equal(g.winner(), 2);
  assert.deepEqual(g.discCounts(), [32, 32]);
}));

test('fromText refuses malformed position text', () => {
  assert.throws(() => engine.Reversi.fromText(''), { name: 'Error', message: /^bad position text: a position needs 64 or 36 squares/ });
  assert.throws(() => engine.Reversi.fromText(`${'-'.repeat(64)} Z`), { name: 'Error', message: /side to move/ });
  assert.throws(() => engine.Reversi.fromText(`${'-'.repeat(35)}Q X`), { name: 'Error', message: "bad position text: square f6 is 'Q', not X, O or -" });
});

test('undo takes back moves and passes, and throws when there is none', () => withGame(new engine.Reversi(8), (g) => {
  assert.throws(() => g.undo(), { name: 'Error', message: 'no move to undo' });
  g.playMoves('f5 d6 c3');
  g.undo();
  assert.equal(g.historyText(), 'f5 d6');
  g.undo();
  g.undo();
  assert.equal(g.positionText(), START_8);
}));

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
  // 6x6, white to move cannot; black then takes b1 by c1 and everything: -36 for white, by a pass.
  withGame(engine.Reversi.fromText(`XO----${'X'.repeat(30)} O`), (g) => {
    assert.equal(g.mustPass(), true);
    assert.deepEqual(g.solve(), { score: -36, move: -1 });
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
  assert.equal(g.historyText(), 'f5 d6 c3 d3 c4', 'choosing does not play');
}));

test('aiMove passes when forced, and refuses a finished game, bad levels and bad budgets', () => {
  withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
    assert.equal(g.aiMove('strong', 1, 100), -1);
    g.pass();
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
    assert.deepEqual([g.cells()[27], g.cells()[28], g.cells()[0]], [CELL.WHITE, CELL.BLACK, CELL.EMPTY]);
    assert.equal(g.sideToMove(), SIDE.BLACK);
    assert.equal(g.winner(), NO_WINNER);
    for (const level of LEVELS) assert.ok(g.legalMoves().includes(g.aiMove(level, 1, { nodes: 1000 })), level);
  });
  assert.deepEqual(LEVELS, ['random', 'weighted', 'medium', 'strong']);
  withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
    assert.equal(g.sideToMove(), SIDE.WHITE);
    assert.equal(g.aiMove('random', 1, 100), PASS);
    g.pass();
    assert.deepEqual(g.history(), [PASS]);
  });
  withGame(engine.Reversi.fromText(`${'X'.repeat(32)}${'O'.repeat(32)} O`), (g) => assert.equal(g.winner(), DRAW));
  assert.equal(engine.KnightGame, undefined, 'the Reversi module holds no knight game');
});

test('refusal and parseMoves: the reasons as codes, passes in lists, where a list goes wrong', () => {
  const { REFUSAL, PASS } = engine;
  withGame(new engine.Reversi(8), (g) => {
    assert.equal(g.refusal(37), null);
    assert.deepEqual([g.refusal(27), g.refusal(0), g.refusal(64)].map((why) => why.reason), [REFUSAL.OCCUPIED, REFUSAL.NO_FLIP, REFUSAL.OFF_BOARD]);
    const refused = [...Array(64).keys()].filter((c) => g.refusal(c) !== null);
    assert.equal(refused.length + g.legalMoves().length, 64);
    assert.deepEqual(g.parseMoves('f5d6 pass c3'), { moves: [37, 43, PASS, 18], badIndex: -1, badText: '' });
    assert.deepEqual(g.parseMoves('f5 j9'), { moves: [], badIndex: 1, badText: 'j9' });
  });
  withGame(new engine.Reversi(6), (g) => assert.deepEqual(g.parseMoves('f6 g7'), { moves: [], badIndex: 1, badText: 'g7' }));
  withGame(engine.Reversi.fromText(WHITE_MUST_PASS), (g) => {
    assert.equal(g.refusal(2).reason, REFUSAL.MUST_PASS);
    g.pass();
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
    const before = [...snapshot(g), bare.memoryUse()];
    const needs = /^the engine has no knowledge yet: loadKnowledge\(bytes\) with reversi_knowledge\.bin first$/;
    assert.throws(() => g.aiMove('strong', 1, { nodes: 2000 }), { message: needs });
    assert.throws(() => g.analyze({ nodes: 2000 }), { message: needs });
    assert.deepEqual([...snapshot(g), bare.memoryUse()], before, 'refused: nothing changed');
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
