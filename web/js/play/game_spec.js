// What a game tells the shared flow (game_flow.js) and what the flow tells whatever follows the
// game: the types of their contract, checked by tsc (no code).

/**
 * The position just shown, as the spec and the listeners see it.
 * @template {GameSurface} G
 * @typedef {object} Shown
 * @property {ReturnType<G['state']>} state  the engine's state of the position
 * @property {number | null} humanSide  the player's side against the computer, null for two players
 * @property {boolean} playersTurn      a player may click: theirs to move, the game not over
 * @property {boolean} computersTurn    the computer is to move, and does (at the record's end)
 * @property {number[]} legal           the moves of the player to move, [] on the computer's turn
 * @property {string[]} names           each cell's name
 * @property {number} size              the board's squares per side
 * @property {(string | null)[]} moveNames  the record's moves by their names (beyond the position
 *                                      too), null a pass
 * @property {boolean} canUndo          whether there is a player's move to take back
 * @property {string | null} start      the position text the game began from; null: the usual start
 * @property {number | null | undefined} winner  once over, the winning side or null for a draw;
 *                                      undefined while the game runs
 * @property {number} gameNumber        which game this is, counted from 1 as they start
 * @property {boolean} played          the position comes from a move just played on the page (a
 *                                     click, the computer's), not from a game opened or an undo
 */

/**
 * What one game tells the flow.
 * @template {GameSurface} G
 * @template {object} O  a new game's options beyond humanSide (Reversi: the board's size)
 * @typedef {object} GameSpec
 * @property {(options: O, position: string | null) => G} create  a new engine game, from the start
 *   or from a position text (a game without positions throws on one)
 * @property {(state: ReturnType<G['state']>) => number | null} winner  once the game is over: the
 *   winning side, null for a draw
 * @property {(shown: Shown<G>) => import('../board/board_view.js').BoardPosition} boardPosition
 * @property {(shown: Shown<G>) => string} statusText
 * @property {(why: Refusal, move: number, names: string[]) => string} refusalText  why move cannot
 *   be played, in the page's language (from the engine's refusal)
 * @property {(side: number, humanSide: number | null) => string} [passNotice]  what the status
 *   line says of a pass the engine made, until a player next moves
 * @property {string} notYourTurn  why a click on the computer's turn is refused
 * @property {string} computerFailure  the status line when the computer could not move
 * @property {(problem: string) => string} badRecord  the status line's notice when a game asked
 *   for (by a link) cannot be set up: a new game starts instead
 * @property {(number: number, text: string) => string} notASquare  the problem of a link's move
 *   (counted from 1) that names no square
 * @property {(ply: number, length: number) => string} noSuchPly  the notice when a link's ply is
 *   not in its game (which is shown at its end)
 * @property {(number: number, why: string) => string} cannotPlay  the problem of a link's move
 *   that cannot be played there, and why
 */

/**
 * The computer's move for a position (its state, read at once), in its own time; it may stop
 * early once signal aborts.
 * @template {GameSurface} G
 * @typedef {(state: ReturnType<G['state']>, signal: AbortSignal) => Promise<number>} ChooseMove
 */

/**
 * A game asked for by a link: the moves played from the start, or from a position text, and the
 * ply to show (null: the last); or the problem found in the link, when it cannot ask for any game.
 * @typedef {{ moves?: string, position?: string | null, ply?: number | null, problem?: string }} GameRecord
 */

export {};
