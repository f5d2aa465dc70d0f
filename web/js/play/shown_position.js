// What the flow shows of a position (game_spec.js: Shown), read from the engine's state and the
// game's options: whose turn it is, the moves by name with the passes where they came, and where an
// undo goes. The engine says who made each move (state.movers): nothing here re-derives a rule.

/**
 * Whether the computer is to move: the game runs, its side is not the player's, and the position is
 * the record's last (a replay's earlier position waits for the player to step on or play).
 * @param {GameState} state
 * @param {number | null} humanSide  the player's side, null for two players
 */
export const isComputersTurn = (state, humanSide) =>
  !state.over && humanSide !== null && state.sideToMove !== humanSide && state.ply === state.length;

/**
 * The ply an undo goes back to: before the last move a player made — against the computer, the
 * player's own — or -1 when there is none.
 * @param {GameState} state
 * @param {number | null} humanSide
 */
export const undoTarget = ({ ply, movers }, humanSide) => (humanSide === null ? ply - 1 : movers.slice(0, ply).lastIndexOf(humanSide));

/**
 * The record's moves, beyond the cursor too, by their names, and null for each pass, where it came.
 * @param {GameState} state
 * @param {string[]} names
 */
export function moveNames({ moves, passes, length }, names) {
  /** @type {(string | null)[]} */
  const named = [];
  for (let i = 0; i <= length; i++) {
    if (passes.includes(i)) named.push(null);
    if (i < length) named.push(names[moves[i]]);
  }
  return named;
}

/**
 * @template {GameState} S
 * @param {S} state
 * @param {object} game
 * @param {import('./game_spec.js').GameOrigin} game.origin  where the game came from
 * @param {number | null} game.humanSide
 * @param {string[]} game.names       each cell's name
 * @param {string | null} game.start  the position text the game began from
 * @param {number} game.gameNumber
 * @param {(state: S) => number | null} game.winner  the winning side once over, null for a draw
 * @param {boolean} game.played       the position comes from a move just played on the page
 */
export function shownPosition(state, { humanSide, names, start, gameNumber, winner, played, origin }) {
  const playersTurn = !state.over && (humanSide === null || state.sideToMove === humanSide);
  return {
    state, humanSide, playersTurn, computersTurn: isComputersTurn(state, humanSide), legal: playersTurn ? state.legalMoves : [], names,
    size: Math.round(Math.sqrt(state.cells.length)), moveNames: moveNames(state, names),
    canUndo: undoTarget(state, humanSide) >= 0, start, winner: state.over ? winner(state) : undefined, gameNumber, played, origin,
  };
}
