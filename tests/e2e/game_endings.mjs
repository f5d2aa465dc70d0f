// Games one move from their end, found with the node engine for the tests of the result and the
// tally on either page: a link after which the player wins with one click, and one after which the
// computer's reply (the random level at seed 0: zeroRandom on) wins for it; and, since a link's game
// counts in no tally, short games from a new game's start (Reversi's on the 6×6 board, where they
// are found fastest): the clicks with which the player, moving first, wins, or loses to the
// computer's reply.

import { loadEngine } from '../js/load_engine.mjs';

// Returns both games' endings (see endings()), by game: { knights, reversi }.
export async function gameEndings() {
  const [knights, reversi] = await Promise.all([loadEngine('knights'), loadEngine('reversi')]);
  return {
    knights: { ...endings(knights, 'knights'), fromStart: shortGames(() => new knights.KnightGame(), (g) => g.aiMove('random', 0)) },
    reversi: { ...endings(reversi, 'reversi'), fromStart: shortGames(() => new reversi.Reversi(6), (g) => g.aiMove('random', 0, 1000)) },
  };
}

// Returns { win, loss }, each the cells the player, moving first against the computer's moves
// (aiMove(g)), clicks from a new game's start: after win's last the game is over, won by the
// player; after loss's last the computer's reply ends it, won by the computer. Found by a search
// of each position's three likeliest moves (those leaving the side to lose the fewest discs, then
// moves): every line up to 5 clicks, then depth first up to 14 (found in well under a second, 5
// to 11 clicks on the knight page and on Reversi's 6×6 board).
function shortGames(create, aiMove) {
  const find = (wanted) => {
    const g = create();
    const search = (clicks, depth) => {
      const state = g.state();
      if (state.over) return state.winner === wanted ? clicks : null;
      if (state.sideToMove !== 0) {
        g.play(aiMove(g));
        const found = search(clicks, depth);
        g.undo();
        return found;
      }
      if (depth === 0) return null;
      const left = (move) => {
        g.play(move);
        const after = g.state();
        const count = after.over ? (after.winner === wanted ? -1 : Infinity) : (after.counts?.[1 - wanted] ?? 0) * 100 + g.legalMoves().length;
        g.undo();
        return count;
      };
      for (const [, move] of g.legalMoves().map((move) => [left(move), move]).sort((a, b) => a[0] - b[0]).slice(0, 3)) {
        g.play(move);
        // A loss comes by the computer's reply, never by the player's own click.
        const found = wanted === 1 && g.state().over ? null : search([...clicks, move], depth - 1);
        g.undo();
        if (found) return found;
      }
      return null;
    };
    try {
      for (const depth of [1, 2, 3, 4, 5, 14]) {
        const found = search([], depth);
        if (found) return found;
      }
      throw new Error('no short game found');
    } finally {
      g.delete();
    }
  };
  return { win: find(0), loss: find(1) };
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
