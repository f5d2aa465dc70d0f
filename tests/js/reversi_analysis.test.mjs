// Reversi's analyze() through the module's API, its lines (MoveValue.line) above all: each played
// on a game of the module by its own rules, so that a line and the rules can never disagree — from
// its move, a PASS exactly where the game makes one; an exact line to the end of the game at the
// move's value; an estimate within its depth, the best line beyond the move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('reversi');

// Plays a value's line on a game from position by the game's own rules: its first move the value's,
// a PASS exactly where the game made one, the game over at the end of an exact line, whose final
// disc difference (empty squares to the winner) is the value. Returns the line's moves, passes aside.
function playLine(position, { move, score, exact, line }) {
  return withGame(engine.Reversi.fromText(position), (g) => {
    assert.equal(line[0], move);
    const mover = g.state().sideToMove;
    const moves = line.filter((cell) => cell !== engine.PASS);
    line.forEach((cell, i) => {
      if (cell === engine.PASS) return;
      g.play(cell);
      const passed = g.state().passed !== null && !g.state().over;
      assert.equal(passed, line[i + 1] === engine.PASS, `a pass after move ${i + 1} of ${line} where the game made one`);
    });
    if (!exact) return moves;
    const { over, counts: [black, white] } = g.state();
    assert.ok(over, `${line}: to the end`);
    const difference = (mover === engine.SIDE.BLACK ? 1 : -1) * (black - white);
    const empty = g.state().cells.length - black - white;
    assert.equal(difference === 0 ? 0 : difference + Math.sign(difference) * empty, score, `${line} ends at the value`);
    return moves;
  });
}

test('analyze: each value\'s line, from its move, plays by the rules; exact ones to the end at the value, estimates within their depth', () => {
  for (const [size, seed] of [[8, 3], [6, 4]]) {
    // A random game's position 12 empty squares from the end, all exact; then its opening, estimated.
    const texts = withGame(new engine.Reversi(size), (g) => {
      let s = seed;
      const opening = g.positionText();
      while (!g.state().over && g.state().cells.length - g.state().counts[0] - g.state().counts[1] > 12) {
        const legal = g.legalMoves();
        s = (s * 1103515245 + 12345) % 2 ** 31;
        g.play(legal[s % legal.length]);
      }
      return [g.positionText(), opening];
    });
    const [nearEnd, opening] = texts;
    const exact = withGame(engine.Reversi.fromText(nearEnd), (g) => g.analyze({ nodes: 1e8 }));
    assert.ok(exact.length > 0 && exact.every((value) => value.exact), `${nearEnd}: all exact`);
    for (const value of exact) playLine(nearEnd, value);
    const estimates = withGame(engine.Reversi.fromText(opening), (g) => g.analyze({ nodes: 200_000 }));
    for (const value of estimates) assert.ok(playLine(opening, value).length <= value.depth, `${value.line} within depth ${value.depth}`);
    assert.ok(estimates[0].line.length >= 3, `the best line goes beyond the move: ${estimates[0].line}`);
  }
});
