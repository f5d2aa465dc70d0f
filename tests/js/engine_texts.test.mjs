// Issue 24, items 5 and 8: the texts a module takes. One longer than 65,536 characters, far more
// than any game needs, is refused by the module's JavaScript layer before it reaches wasm: a
// 240-million-character move list once aborted the module with 1.4 GB allocated, and larger ones
// left it unusable. And a lone surrogate reaches the engine as U+FFFD, so that a refusal quotes
// the caller's text as it was ('\uD800d5' was quoted '𐁤5', the next character swallowed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';
import { memoryState } from './refused_calls.mjs';

const LIMIT = 65536;
const START_8 = '---------------------------OX------XO--------------------------- X';

// Each module's calls that take a text: (game, text) => result.
const TEXT_CALLS = {
  knights: {
    'playMoves()\'s text': (engine, g, text) => g.playMoves(text),
    'parseMoves()\'s text': (engine, g, text) => g.parseMoves(text),
    'aiMove()\'s level': (engine, g, text) => g.aiMove(text, 1),
    'fromText()\'s text': (engine, g, text) => engine.KnightGame.fromText(text).delete(),
  },
  reversi: {
    'playMoves()\'s text': (engine, g, text) => g.playMoves(text),
    'parseMoves()\'s text': (engine, g, text) => g.parseMoves(text),
    'aiMove()\'s level': (engine, g, text) => g.aiMove(text, 1, 100),
    'fromText()\'s text': (engine, g, text) => engine.Reversi.fromText(text).delete(),
  },
};
const newGame = (engine) => (engine.KnightGame ? new engine.KnightGame() : new engine.Reversi(8));

for (const name of ['knights', 'reversi']) {
  test(`${name}: a text past ${LIMIT} characters is refused before wasm, whatever its size, changing nothing`, async () => {
    const engine = await loadEngine(name);
    const huge = '\u0800'.repeat(30_000_000);  // 90 MB as UTF-8
    withGame(newGame(engine), (g) => {
      g.playMoves(name === 'knights' ? 'd5' : 'f5');
      for (const call of Object.values(TEXT_CALLS[name])) {
        try {
          call(engine, g, 'x');  // what a first call sets up is no leak
        } catch { /* refused */ }
      }
      const before = [g.state(), memoryState(engine)];
      for (const [what, call] of Object.entries(TEXT_CALLS[name])) {
        for (const text of [' '.repeat(LIMIT + 1), 'a1'.repeat(LIMIT), huge]) {
          assert.throws(() => call(engine, g, text), { message: `${what} is ${text.length} characters long: at most ${LIMIT} are taken` });
        }
        assert.deepEqual([g.state(), memoryState(engine)], before, `${what}: nothing changed, no memory grown`);
      }
    });
  });
}

test(`a text of ${LIMIT} characters still reaches the engine`, async () => {
  const knights = await loadEngine('knights');
  const padded = (moves) => moves.padEnd(LIMIT, ' ');
  withGame(new knights.KnightGame(), (g) => {
    assert.deepEqual(g.parseMoves(padded('d5 c3')).moves, [27, 42]);
    g.playMoves(padded('d5'));
    assert.deepEqual(g.history(), [27]);
  });
  const reversi = await loadEngine('reversi');
  withGame(new reversi.Reversi(8), (g) => {
    g.playMoves(padded('f5 d6'));
    assert.deepEqual(g.history().map((cell) => g.squareName(cell)), ['f5', 'd6']);
    withGame(reversi.Reversi.fromText(padded(START_8)), (start) => assert.equal(start.positionText(), START_8));  // the spaces skipped
  });
});

test('a lone surrogate is quoted as U+FFFD, the characters after it as they were', async () => {
  const knights = await loadEngine('knights');
  withGame(new knights.KnightGame(), (g) => {
    assert.deepEqual(g.parseMoves('\uD800d5'), { moves: [], badIndex: 0, badText: '\uFFFDd5', badAt: 0 });
    assert.deepEqual(g.parseMoves('d5 c3\uDC00'), { moves: [], badIndex: 2, badText: '\uFFFD', badAt: 5 });
    assert.deepEqual(g.parseMoves('d5 \u{1F600}'), { moves: [], badIndex: 1, badText: '\u{1F600}', badAt: 3 }, 'a pair stays whole');
  });
  const reversi = await loadEngine('reversi');
  withGame(new reversi.Reversi(8), (g) => {
    assert.throws(() => g.playMoves('f5 \uDBFFd6'), { message: "move 2: '\uFFFDd6' is not a square of the 8x8 board" });
    assert.throws(() => g.aiMove('\uD800strong', 1, 100), { message: "unknown level '\uFFFDstrong': use 'random', 'weighted', 'medium' or 'strong'" });
    assert.deepEqual(g.history(), []);
  });
});
