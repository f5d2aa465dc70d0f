// What the analysis board (the knights' hints, Reversi's values) analyses of the positions the flow
// shows: every one with a move to make for whichever side is to move — a player's turn, both
// players', a replay's position at the computer's turn too — but the computer's live turn, when it is
// about to move (an analysis would only compete with it). Live: the game has not ended in play on the
// page, so that what the analysis shows may still help in it (game_result.js counts such a game
// apart); the analysis of a finished game is no help.

/**
 * @typedef {object} AnalysedPosition
 * @property {string} position  the engine's position text
 * @property {number[]} moves   the legal moves of the side to move
 * @property {string[]} names   each cell's name
 * @property {boolean} live     the game is still to be decided in play
 */

/**
 * Returns analysed(shown), which hears every position the flow shows (game_flow.js onPosition) and
 * returns what to analyse there, or null: no game, the game over, the computer's live turn.
 * @returns {(shown: import('./game_spec.js').Shown<any> | null) => AnalysedPosition | null}
 */
export function analysedPositions() {
  let ended = 0;  // the last game (its gameNumber) seen ending in play
  return (shown) => {
    if (!shown) return null;
    const { state, computersTurn, played, gameNumber, names } = shown;
    if (state.over && played) ended = gameNumber;
    if (state.over || computersTurn) return null;
    return { position: state.position, moves: state.legalMoves, names, live: gameNumber !== ended };
  };
}
