// Small puzzle sets for the browser tests, made from real positions and proven by the node engine's
// own solvers (never hand-written answers), in the set's format (docs/hosting.md): id, position
// text, answers, rating, tab-separated. Knights: a random game stopped at 8 knights or more where
// the side to move wins on few squares, the answers winningMoves(); Reversi: a random game stopped
// at 12 empty squares where the best move beats every other by 2 discs or more, the answers every
// move of the best exact value (each move solved). Seeded, so the same sets every run. Each
// puzzle comes back with what a test needs: a right and a wrong square, and the values.
import { withGame } from '../js/load_engine.mjs';

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const line = (p) => `${p.id}\t${p.position}\t${p.answers.join(' ')}\t${p.rating}`;

/** Knight puzzles: { text, puzzles: [{ id, position, answers, moves, rating, wrong }] }. */
export function knightPuzzles(engine, count, seed = 1) {
  const random = seeded(seed), puzzles = [];
  while (puzzles.length < count) {
    withGame(new engine.KnightGame(), (game) => {
      for (;;) {
        const legal = game.legalMoves();
        if (!legal.length) return;
        const placed = game.state().ply;
        if (placed >= 8 && legal.length >= 6) {
          const winning = game.winningMoves();
          if (winning.length >= 1 && winning.length <= 2) {
            const names = winning.map((s) => game.squareName(s));
            const wrong = legal.find((s) => !winning.includes(s));
            puzzles.push({ id: `k${String(puzzles.length + 1).padStart(5, '0')}`, position: game.positionText(), answers: names,
              moves: winning, rating: 1400 + 50 * puzzles.length, wrong, wrongName: game.squareName(wrong) });
            return;
          }
        }
        game.play(legal[Math.floor(random() * legal.length)]);
      }
    });
  }
  return { text: `${puzzles.map(line).join('\n')}\n`, puzzles };
}

/** Reversi puzzles at 12 empty squares, each move's exact value with it (values: { cell: score }). */
export function reversiPuzzles(engine, count, seed = 1) {
  const random = seeded(seed), puzzles = [];
  while (puzzles.length < count) {
    withGame(new engine.Reversi(8), (game) => {
      while (!game.state().over && game.state().counts[0] + game.state().counts[1] < 52) {
        const legal = game.legalMoves();
        game.play(legal[Math.floor(random() * legal.length)]);
      }
      const state = game.state();
      if (state.over || state.legalMoves.length < 3) return;
      const values = Object.fromEntries(state.legalMoves.map((cell) => [cell, withGame(engine.Reversi.fromText(state.position), (after) => {
        after.play(cell);
        const sameSide = after.state().sideToMove === state.sideToMove;  // the opponent had to pass
        return after.state().over ? scoreOf(after.state(), state.sideToMove) : (sameSide ? 1 : -1) * after.solve().score;
      })]));
      const scores = Object.values(values).sort((a, b) => b - a);
      const best = scores[0];
      const moves = state.legalMoves.filter((cell) => values[cell] === best);
      const second = scores.find((s) => s < best);
      if (second === undefined || best - second < 2 || moves.length > 1) return;
      const wrong = state.legalMoves.find((cell) => values[cell] < best);
      puzzles.push({ id: `r${String(puzzles.length + 1).padStart(5, '0')}`, position: state.position, answers: moves.map((c) => game.squareName(c)),
        moves, rating: 1400 + 50 * puzzles.length, wrong, wrongName: game.squareName(wrong), values, sideToMove: state.sideToMove });
    });
  }
  return { text: `${puzzles.map(line).join('\n')}\n`, puzzles };
}

// The final disc difference for side in a finished game.
function scoreOf(state, side) {
  const [black, white] = state.counts;
  return side === 0 ? black - white : white - black;
}
