// The written forms of move lists and positions, through both wasm modules as the pages call them
// (playMoves, parseMoves, fromText): the forms players paste, and hostile texts refused with where
// (`at`, characters from 0, as JavaScript counts them) and why, changing nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const knights = await loadEngine('knights');
const reversi = await loadEngine('reversi');

const F5D6C3D3 = [37, 43, 18, 19];
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

test('Reversi reads the common written forms of one game alike', () => {
  for (const form of ['f5 d6 c3 d3', '1. f5 d6 2. c3 d3', '1.F5 2.D6 3.C3 4.D3', 'f5-d6-c3-d3', 'F5D6C3D3', 'f5, d6, c3, d3', 'f5\u3000d6\u3000c3\u3000d3']) {
    withGame(new reversi.Reversi(8), (g) => {
      g.playMoves(form);
      assert.deepEqual(g.history(), F5D6C3D3, form);
      assert.deepEqual(g.parseMoves(form), { moves: F5D6C3D3, badIndex: -1, badText: '', badAt: -1 });
    });
  }
});

test('a refused move list says which move, where it starts and why, and plays nothing', () => withGame(new reversi.Reversi(8), (g) => {
  g.playMoves('f5');
  const before = g.state().position;
  assert.throws(() => g.playMoves('1.d6 2.c3 3.zz'), { message: "move 3: 'zz' is not a square of the 8x8 board", index: 2, at: 12, text: 'zz' });
  assert.throws(() => g.playMoves('\u3000d6\u3000a1'), { message: 'move 2: a black disc on a1 would flip nothing', index: 1, at: 4, move: 0, reason: reversi.REFUSAL.NO_FLIP });
  assert.throws(() => g.playMoves('d6 PS'), { message: 'move 2: black has a legal move, so cannot pass', index: 1, at: 3, reason: reversi.REFUSAL.CANNOT_PASS });
  assert.throws(() => g.playMoves('d6 é4'), { index: 1, at: 3, text: 'é4' });
  assert.deepEqual(g.parseMoves('1. d6 c9'), { moves: [], badIndex: 1, badText: 'c9', badAt: 6 });
  assert.equal(g.state().position, before);
  assert.deepEqual(g.history(), [37]);
}));

test('the knight game reads the same forms, and refuses a written pass', () => withGame(new knights.KnightGame(), (g) => {
  g.playMoves('1. D5 a1 2.h8-a8');
  assert.deepEqual(g.history().map((s) => g.squareName(s)), ['d5', 'a1', 'h8', 'a8']);
  assert.throws(() => g.playMoves('h1 -- g1'), { message: "move 2: '--' is not a square of the 8x8 board", index: 1, at: 3, text: '--' });
  assert.throws(() => g.playMoves('h1, g3'), { index: 1, at: 4, reason: knights.REFUSAL.ATTACKED });
  assert.equal(g.state().length, 4);
}));

test('positions read in FFO\'s and Edax\'s forms; a refused one says where', () => {
  const squares = FFO_40.slice(0, 64);
  const rows = squares.match(/.{8}/g).join('\n');
  const edax = squares.replace(/X/g, '*').replace(/-/g, '.');
  for (const form of [FFO_40, `${squares}X`, `${rows}\nBlack to move\n`, `${edax} *;`, `${squares} X; G8:+18; H1:+12;`]) {
    withGame(reversi.Reversi.fromText(form), (g) => assert.equal(g.positionText(), FFO_40, form));
  }
  assert.throws(() => reversi.Reversi.fromText(`${'-'.repeat(20)}é${'-'.repeat(43)} X`), { message: "bad position text: square e3 is 'é', not X, O or -", at: 20 });
  assert.throws(() => reversi.Reversi.fromText(`${'-'.repeat(64)} Y`), { message: "bad position text: the side to move is 'Y', not X or O", at: 65 });
  const knightRows = `${'-'.repeat(27)}N${'-'.repeat(36)}`.match(/.{8}/g).join(' ').replace(/-/g, '.');
  withGame(knights.KnightGame.fromText(knightRows), (g) => assert.equal(g.positionText(), `${'-'.repeat(27)}N${'-'.repeat(36)}`));
  const attacking = `${'-'.repeat(27)}N${'-'.repeat(14)}N${'-'.repeat(21)}`;
  assert.throws(() => knights.KnightGame.fromText(attacking), { message: 'bad position text: the knights on d5 and c3 attack each other', at: 27 });
});

test('hostile texts are refused, never crash, and point inside themselves', () => {
  let seed = 40;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const alphabet = [...'abcdefghpsPSNXOxo*BW.-,; \n0123456789', '\u3000', 'é', '☃', '\u{1F600}'];
  withGame(new reversi.Reversi(8), (g) => {
    for (let round = 0; round < 400; round++) {
      let text = '';
      for (let i = next() % 80; i > 0; i--) text += alphabet[next() % alphabet.length];
      const parsed = g.parseMoves(text);
      if (parsed.badIndex >= 0) {
        assert.ok(parsed.badAt >= 0 && text.slice(parsed.badAt).startsWith(parsed.badText), text);
      }
      for (const read of [() => reversi.Reversi.fromText(text), () => knights.KnightGame.fromText(text)]) {
        try {
          read().delete();
        } catch (error) {
          assert.ok(error.at >= 0 && error.at <= text.length, text);
        }
      }
    }
    assert.deepEqual(g.history(), []);
  });
});

test('readRecord tells a pasted position from moves, on a new game of the board, and refuses as fromText and playMoves do', () => {
  withGame(new reversi.Reversi(8), (g) => {
    g.playMoves('f5');
    assert.deepEqual(g.readRecord('1. F5 d6 2. C3'), { position: null, moves: 'f5 d6 c3' });
    assert.deepEqual(g.readRecord(`\n${FFO_40.slice(0, 64).match(/.{8}/g).join('\n')}\nBlack to move`), { position: FFO_40, moves: '' });
    assert.throws(() => g.readRecord('f5, d6, a1'), { message: 'move 3: a black disc on a1 would flip nothing', index: 2, at: 8, move: 0, reason: reversi.REFUSAL.NO_FLIP });
    assert.throws(() => g.readRecord('f5 d6 z9'), { index: 2, at: 6, text: 'z9' });
    assert.throws(() => g.readRecord(`XQ${'-'.repeat(62)} X`), { message: "bad position text: square b1 is 'Q', not X, O or -", at: 1 });
    assert.throws(() => g.readRecord(' \n '), { message: 'the text holds no move and no position', at: 0 });
    assert.deepEqual(g.history(), [37]);
  });
  withGame(new reversi.Reversi(6), (g) => assert.deepEqual(g.readRecord('C2-B2'), { position: null, moves: 'c2 b2' }));
  withGame(new knights.KnightGame(), (g) => {
    const attacking = `${'-'.repeat(27)}N${'-'.repeat(14)}N${'-'.repeat(21)}`;
    assert.throws(() => g.readRecord(attacking), { message: 'bad position text: the knights on d5 and c3 attack each other', at: 27, knights: [27, 42] });
    assert.deepEqual(g.readRecord('D5, A1'), { position: null, moves: 'd5 a1' });
    assert.deepEqual(g.readRecord(attacking.replace('N', '.')), { position: attacking.replace('N', '-'), moves: '' });
  });
});
