// What the flow shows of a position (game_spec.js: Shown), read from the engine's state and the
// game's options: whether it is the game's live position, whose turn it is, the current and main
// lines' moves by name with the passes where they came, and where an undo goes. The engine says who
// made each move and where the record's lines run (state.movers, state.tree): nothing here
// re-derives a rule.

/**
 * Whether the position is the game's live one: the main line's end (the game as it stands), where
 * the computer plays on; elsewhere (a replay's earlier position, a side line) a move explores.
 * @param {GameState} state
 */
export const isLive = (state) => state.onMainLine && state.ply === state.mainLength;

/**
 * Whether the computer is to move: the game runs, its side is not the player's, and the position is
 * the live one (a replay's earlier position or a side line waits for a player to step on or play).
 * @param {GameState} state
 * @param {number | null} humanSide  the player's side, null for two players
 */
export const isComputersTurn = (state, humanSide) =>
  !state.over && humanSide !== null && state.sideToMove !== humanSide && isLive(state);

/**
 * The ply an undo goes back to: before the last move a player made — against the computer, in the
 * live game, the player's own — or -1 when there is none.
 * @param {GameState} state
 * @param {number | null} humanSide
 * @param {boolean} live  whether the position is the game's live one (isLive, or an undo's)
 */
export const undoTarget = (state, humanSide, live) =>
  (humanSide === null || !live ? state.ply - 1 : state.movers.slice(0, state.ply).lastIndexOf(humanSide));

/**
 * The moves of a line of the record's tree by their names, and null for each pass, where it came.
 * @param {GameState['tree']} tree
 * @param {number[]} nodes  the line's nodes from the start (the start included)
 * @param {string[]} names
 */
function lineNames(tree, nodes, names) {
  /** @type {(string | null)[]} */
  const named = [];
  for (const id of nodes) {
    const node = /** @type {RecordNode} */ (tree[id]);
    if (id !== 0) named.push(names[node.move]);
    if (node.passed) named.push(null);
  }
  return named;
}

/**
 * The main line's nodes, from the start: each position's first recorded move, to the end.
 * @param {GameState['tree']} tree
 */
export function mainLine(tree) {
  const nodes = [0];
  for (let next = tree[0]?.children[0]; next !== undefined; next = tree[next]?.children[0]) nodes.push(next);
  return nodes;
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
 * @param {boolean} game.takenBack    an undo just came here: a move continues the game (game_flow.js)
 */
export function shownPosition(state, { humanSide, names, start, gameNumber, winner, played, takenBack, origin }) {
  const live = isLive(state) || takenBack;
  const playersTurn = !state.over && (humanSide === null || state.sideToMove === humanSide || !live);
  return {
    state, humanSide, live, playersTurn, computersTurn: isComputersTurn(state, humanSide), legal: playersTurn ? state.legalMoves : [], names,
    size: state.size, moveNames: lineNames(state.tree, state.line, names),
    canUndo: undoTarget(state, humanSide, live) >= 0, start,
    winner: state.over ? winner(state) : undefined, gameNumber, played, origin,
  };
}
