// The knight game on the shared game flow (play/game_flow.js), with what only it has: the
// original page's board and status texts. The AI's opening on d5 comes with its moves
// (knight_ai.js), the hints listen to the flow (knight_hints.js).
import { GameFlow } from '../play/game_flow.js';

/** @typedef {import('../engine/knights_engine.mjs').KnightsEngine} KnightsEngine */
/** @typedef {import('../engine/knights_engine.mjs').KnightGame} KnightGame */
/** @typedef {import('../shell/i18n.js').Strings} Strings */

/**
 * Returns the knight game's flow: against the AI, the player moving first or second.
 * @param {object} parts
 * @param {KnightsEngine} parts.engine
 * @param {Strings} parts.strings
 * @param {import('../play/game_flow.js').ChooseMove<KnightGame>} parts.chooseMove
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/sounds.js').Sounds} parts.sounds
 * @returns {GameFlow<KnightGame, {}>}
 */
export function createKnightController({ engine, strings, ...parts }) {
  const squares = engine.BOARD_SIZE * engine.BOARD_SIZE;
  const names = Array.from({ length: squares }, (_, square) => engine.KnightGame.squareName(square));
  return new GameFlow({
    spec: {
      create: () => new engine.KnightGame(),
      winner: (game) => game.winner(),
      boardPosition: ({ game }) => ({ cells: game.cells(), names }),
      statusText: ({ game, humanSide, playersTurn, legal }) => {
        if (game.isOver()) return game.winner() === humanSide ? strings.won : strings.lost;
        return playersTurn ? strings.yourTurn(legal.length) : strings.thinking;
      },
      computerFailure: strings.aiFailure,
    },
    ...parts,
  });
}
