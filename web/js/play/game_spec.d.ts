// What a game tells the shared flow (game_flow.js) and what the flow tells whatever follows the
// game: the types of their contract, for tsc only (a declaration file: the site ships no code for it).
import type { BoardPosition, BoardView } from '../board/board_view.js';
import type { StatusView } from '../board/status_view.js';
import type { Sounds } from '../shell/sounds.js';

/** The position just shown, as the spec and the listeners see it. */
export interface Shown<G extends GameSurface> {
  /** the engine's state of the position */
  state: ReturnType<G['state']>;
  /** the player's side against the computer, null for two players */
  humanSide: number | null;
  /** the game's live position: the main line's end (or where an undo of it went back), where the computer plays on; elsewhere a move explores */
  live: boolean;
  /** a player may click: theirs to move (away from the live game, either side's), the game not over */
  playersTurn: boolean;
  /** the computer is to move, and does (at the live position) */
  computersTurn: boolean;
  /** the moves of the player to move, [] on the computer's turn */
  legal: number[];
  /** each cell's name */
  names: string[];
  /** the board's squares per side */
  size: number;
  /** the current line's moves by their names (beyond the position too), null a pass */
  moveNames: (string | null)[];
  /** whether there is a player's move to take back */
  canUndo: boolean;
  /** the position text the game began from; null: the usual start */
  start: string | null;
  /** once over, the winning side or null for a draw; undefined while the game runs */
  winner: number | null | undefined;
  /** which game this is, counted from 1 as they start */
  gameNumber: number;
  /** the position comes from a move just played on the page (a click, the computer's), not from a game opened or an undo */
  played: boolean;
  /** where the game came from, which decides whether the tally counts it */
  origin: GameOrigin;
}

/**
 * Where a game came from: 'new', a game started on the page from the start (a reset, 「もう一度」,
 * a new size or opponent, the page opened without a game, or a link asking for no moves); 'link',
 * a game opened from the address (a shared link, a reload, the back button) with its moves or its
 * position. Only new games count in the tally; an origin added later (an edited position, a puzzle)
 * says here whether it counts (play/game_result.js).
 */
export type GameOrigin = 'new' | 'link';

/** What one game tells the flow. O: a new game's options beyond humanSide (Reversi: the board's size). */
export interface GameSpec<G extends GameSurface, O extends object> {
  /** a new engine game, from the start or from a position text (a game without positions throws on one) */
  create(options: O, position: string | null): G;
  /** once the game is over: the winning side, null for a draw */
  winner(state: ReturnType<G['state']>): number | null;
  boardPosition(shown: Shown<G>): BoardPosition;
  statusText(shown: Shown<G>): string;
  /** why move cannot be played, in the page's language (from the engine's refusal) */
  refusalText(why: Refusal, move: number, names: string[]): string;
  /** what the status line says of a pass the engine made, until a player next moves */
  passNotice?(side: number, humanSide: number | null): string;
  /** why a click on the computer's turn is refused */
  notYourTurn: string;
  /** the status line when the computer could not move */
  computerFailure: string;
  /** the status line's notice when a game asked for (by a link) cannot be set up: a new game starts instead */
  badRecord(problem: string): string;
  /** the problem of a link's move (counted from 1) that names no square */
  notASquare(number: number, text: string): string;
  /** the notice when a link's ply is not in its game (which is shown at its end) */
  noSuchPly(ply: number, length: number): string;
  /** the notice when a link's ply is no move number (the game is shown at its end), quoting it */
  badPly(text: string): string;
  /** the problem of a link's move that cannot be played there, and why */
  cannotPlay(number: number, why: string): string;
  /** the problem of a knight position whose knights on two squares (their names) attack each other */
  knightsAttack(first: string, second: string): string;
  /** the problem of a text the engine stopped reading at a character (counted from 1), quoting what stands there */
  unreadable(position: number, text: string): string;
  /** the notice when a link's side line cannot be played (the game's position is shown) */
  lineNotPlayed(line: string): string;
  /** the status line's notice at a position of the main line before its end: a move there starts a side line */
  replayNotice: string;
  /** the status line's notice in a side line */
  sideLineNotice: string;
}

/** The computer's move for a position (its state, read at once), in its own time; it may stop early once signal aborts. */
export type ChooseMove<G extends GameSurface> = (state: ReturnType<G['state']>, signal: AbortSignal) => Promise<number>;

/**
 * A game asked for by a link: the moves played from the start, or from a position text, and the ply
 * to show (null: the last; badPly, the link's ply text when it is no move number, which is not used)
 * or a side line's moves from the start to show; the side lines this tab kept of it; or the problem
 * found in the link, when it cannot ask for any game. origin: where it came from ('link' unless
 * said; a record with neither moves nor a position is a new game).
 */
export interface GameRecord {
  moves?: string;
  position?: string | null;
  ply?: number | null;
  badPly?: string;
  line?: string | null;
  lines?: string[];
  problem?: string;
  origin?: GameOrigin;
}

/** What a game's flow is made of (game_flow.js): its spec, its computer player, and the views it draws on. */
export interface FlowParts<G extends GameSurface, O extends object> {
  spec: GameSpec<G, O>;
  chooseMove: ChooseMove<G>;
  board: BoardView;
  status: StatusView;
  sounds: Sounds;
}
