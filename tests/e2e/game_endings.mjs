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
// moves): every line up to 5 clicks, then depth first up to 14 (5 to 11 clicks on the knight page
// and on Reversi's 6×6 board). Each position is a new game with the line played: undo() then
// play() would add a side line to one game's record, which state() copies, and the search slowed
// from well under a second to minutes as the tries piled up.
function shortGames(create, aiMove) {
  // Calls look(g) on a new game at the end of line (every move, the computer's too).
  const at = (line, look) => {
    const g = create();
    try {
      for (const move of line) g.play(move);
      return look(g);
    } finally {
      g.delete();
    }
  };
  const find = (wanted) => {
    const search = (line, clicks, depth) => {
      const next = at(line, (g) => {
        const state = g.state();
        if (state.over) return { found: state.winner === wanted ? clicks : null };
        if (state.sideToMove !== 0) return { reply: aiMove(g) };
        return { legal: g.legalMoves() };
      });
      if (next.found !== undefined) return next.found;
      if (next.reply !== undefined) return search([...line, next.reply], clicks, depth);
      if (depth === 0) return null;
      const left = (move) => at([...line, move], (g) => {
        const after = g.state();
        // A loss comes by the computer's reply, never by the player's own click.
        if (after.over) return after.winner === wanted && wanted === 0 ? -1 : Infinity;
        return (after.counts?.[1 - wanted] ?? 0) * 100 + g.legalMoves().length;
      });
      const likeliest = next.legal.map((move) => [left(move), move]).filter(([count]) => count !== Infinity);
      for (const [, move] of likeliest.sort((a, b) => a[0] - b[0]).slice(0, 3)) {
        const found = search([...line, move], [...clicks, move], depth - 1);
        if (found) return found;
      }
      return null;
    };
    for (const depth of [1, 2, 3, 4, 5, 14]) {
      const found = search([], [], depth);
      if (found) return found;
    }
    throw new Error('no short game found');
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
