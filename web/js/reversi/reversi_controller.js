// Reversi on the shared game flow (play/game_flow.js), with what only it has: two boards (8×8 and
// 6×6), two players at one screen, and passes — a side without a move passes at once, and the
// status line says so on a line of its own until a player next moves. Its texts follow the seeds
// where they had one (置ける場所がありません, 黒の勝ちです…).
import { GameFlow } from '../play/game_flow.js';

/** @typedef {import('../engine/reversi_engine.mjs').ReversiEngine} ReversiEngine */
/** @typedef {import('../engine/reversi_engine.mjs').Reversi} Reversi */

/**
 * Returns Reversi's flow: new games take { size, humanSide } (humanSide null for two players).
 * @param {object} parts
 * @param {ReversiEngine} parts.engine
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @param {import('../play/game_flow.js').ChooseMove<Reversi>} parts.chooseMove
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/sounds.js').Sounds} parts.sounds
 * @returns {GameFlow<Reversi, { size: number }>}
 */
export function createReversiController({ engine, strings, ...parts }) {
  const { SIDE, PASS, DRAW } = engine;
  /** @param {number} side */
  const colorName = (side) => (side === SIDE.BLACK ? strings.black : strings.white);
  /** @type {Map<number, string[]>} each size's cell names, asked of the engine once */
  const names = new Map();
  /** @param {Reversi} game */
  const namesOf = (game) => {
    const size = game.size();
    if (!names.has(size)) names.set(size, Array.from({ length: size * size }, (_, cell) => game.squareName(cell)));
    return /** @type {string[]} */ (names.get(size));
  };

  return new GameFlow({
    spec: {
      create: ({ size }) => new engine.Reversi(size),
      afterMove: (game, humanSide) => {
        if (!game.mustPass()) return null;
        const side = game.sideToMove();
        game.pass();
        if (humanSide === null) return strings.passed(colorName(side));
        return side === humanSide ? strings.passedYou : strings.passedCpu;
      },
      winner: (game) => {
        const winner = game.winner();
        return winner === DRAW ? null : winner;
      },
      boardPosition: ({ game, legal }) => {
        const last = game.history().findLast((cell) => cell !== PASS);
        return { cells: game.cells(), names: namesOf(game), marks: { legal, last: last === undefined ? [] : [last] } };
      },
      statusText: ({ game, humanSide, playersTurn, legal }) => {
        if (game.isOver()) {
          const winner = game.winner();
          const result = winner === DRAW ? strings.draw
            : humanSide === null ? strings.colorWins(colorName(winner))
            : winner === humanSide ? strings.won : strings.lost;
          const [black, white] = game.discCounts();
          return `${result} ${strings.finalCount(black, white)}`;
        }
        if (!playersTurn) return strings.cpuThinking;
        const color = colorName(game.sideToMove());
        return humanSide === null ? strings.reversiTurn(color, legal.length) : strings.reversiYourTurn(color, legal.length);
      },
      computerFailure: strings.cpuFailure,
    },
    ...parts,
  });
}
