// Games one move from their end, found with the node engine for the tests of the result and the
// tally on either page: a link after which the player wins with one click, and one after which the
// computer's reply (the random level at seed 0: zeroRandom on) wins for it.

import { loadEngine } from '../js/load_engine.mjs';

// Returns both games' endings (see endings()), by game: { knights, reversi }.
export async function gameEndings() {
  const [knights, reversi] = await Promise.all([loadEngine('knights'), loadEngine('reversi')]);
  return { knights: endings(knights, 'knights'), reversi: endings(reversi, 'reversi') };
}

// The link's side names of each game, by the engine's side (0 moves first).
const SIDES = { knights: ['first', 'second'], reversi: ['black', 'white'] };

// Returns { win: { hash, last, finished }, loss: { hash } } for the game ('knights' or 'reversi',
// 8×8): win.hash opens a game where the player (to move) wins by clicking win.last, win.finished
// that game won; loss.hash one where the computer is to move and its reply ends the game, won by it.
export function endings(engine, game) {
  const create = () => (game === 'knights' ? new engine.KnightGame() : new engine.Reversi(8));
  let nameOf;
  const hash = (moves, side) => `#moves=${moves.map((cell) => nameOf(cell)).join('')}&you=${SIDES[game][side]}&level=random`;
  const over = (g) => g.state().over;
  const winner = (g) => g.state().winner;  // the side, or (Reversi) 2 for a draw
  let win = null;
  let loss = null;
  let seed = 7;
  const pick = (count) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % count;
  };
  while (!win || !loss) {
    const g = create();
    nameOf = (cell) => g.squareName(cell);
    try {
      const moves = [];  // Reversi's passes are the engine's, and a link leaves them out
      while (!over(g)) {
        // The computer, if it were to move here: does its reply end the game, won by it?
        const side = g.state().sideToMove;
        const reply = game === 'knights' ? g.aiMove('random', 0) : g.aiMove('random', 0, 1000);
        g.play(reply);
        if (!loss && over(g) && winner(g) === side) loss = { hash: hash(moves, 1 - side) };
        g.undo();
        const legal = g.legalMoves();
        const move = legal[pick(legal.length)];
        g.play(move);
        if (!win && over(g) && winner(g) === side) win = { hash: hash(moves, side), last: move, finished: hash([...moves, move], side) };
        moves.push(move);
      }
    } finally {
      g.delete();
    }
  }
  return { win, loss };
}
