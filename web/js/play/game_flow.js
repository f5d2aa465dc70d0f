// The game flow both pages share: a game against the computer (the player on one side) or between
// two players at one screen. A click becomes a move when the engine allows it (else the ng sound,
// the status line says why for a moment, in the engine's words, and the cell flinches);
// the computer thinks while the original page's delay runs and moves when both are done; a new
// game, an undo or a stop cancels whatever it was about to play, and a reply that comes for a
// position no longer shown is dropped. A forced pass (Reversi) is made at once and said, until a
// player next moves or the game ends (then the result says it all). Undo takes
// the player back to their last move: against the computer, the computer's reply and the move
// before it. The sounds come at the same moments in both games: select for a player's move (after
// the result's, as on the original page) and for an undo, cpu for the computer's move (before the
// result's), win or lose at the end — win for either side of two players, none for a draw.
// What differs between the games comes from their GameSpec (knights/knight_controller.js,
// reversi/reversi_controller.js); whatever else follows the game (hints, counts, the move list,
// the address) listens to onPosition.
import { delay, OPENING_DELAY_MS, REPLY_DELAY_MS } from './pacing.js';

// How long the status line says why a click was refused, unless something happens first.
export const REFUSAL_MS = 2500;

/**
 * What the flow asks of an engine game object; both modules' games have it, Reversi's pass too.
 * @typedef {object} PlayableGame
 * @property {() => number[]} legalMoves
 * @property {(cell: number) => void} play
 * @property {(text: string) => void} playMoves
 * @property {() => void} undo
 * @property {() => boolean} isOver
 * @property {() => number} sideToMove
 * @property {() => number[]} history
 * @property {() => void} delete
 * @property {() => void} [pass]
 */

/**
 * One move of the game so far (a cell, or the game's pass), and the side that made it.
 * @typedef {{ move: number, side: number }} Ply
 */

/**
 * The position just shown, as the spec and the listeners see it.
 * @template {PlayableGame} G
 * @typedef {object} Shown
 * @property {G} game                  read it now: it may be gone by the next position
 * @property {number | null} humanSide   the player's side against the computer, null for two players
 * @property {boolean} playersTurn     a player may click: theirs to move, the game not over
 * @property {number[]} legal          the moves of the player to move, [] on the computer's turn
 * @property {Ply[]} plies             the game so far
 * @property {string[]} names          each cell's name
 * @property {(string | null)[]} moveNames  each ply's move by its name, null for a pass
 * @property {number[]} lastMoves      the cells played since the side to move last played (two
 *                                     after a pass), to mark on the board
 * @property {boolean} canUndo         whether there is a player's move to take back
 * @property {string | null} start     the position text the game began from; null: the usual start
 * @property {number | null | undefined} winner  once over, the winning side or null for a draw;
 *                                     undefined while the game runs
 * @property {boolean} played          the position comes from a move just played on the page (a
 *                                     click, the computer's), not from a game opened or an undo
 */

/**
 * What one game tells the flow.
 * @template {PlayableGame} G
 * @template {object} O  a new game's options beyond humanSide (Reversi: the board's size)
 * @typedef {object} GameSpec
 * @property {(options: O, position: string | null) => G} create  a new engine game, from the start
 *   or from a position text (a game without positions throws on one)
 * @property {{ move: number, forced: (game: G) => boolean }} [pass]  the game's pass: its code in
 *   history, and whether the side to move must pass now (then the flow passes at once)
 * @property {(side: number, humanSide: number | null) => string} [passNotice]  what the status
 *   line says of a forced pass, until a player next moves
 * @property {(game: G) => number | null} winner  once the game is over: the winning side, null for a draw
 * @property {(game: G) => string[]} names  each cell's name, as the engine gives them
 * @property {(shown: Shown<G>) => import('../board/board_view.js').BoardPosition} boardPosition
 * @property {(shown: Shown<G>) => string} statusText
 * @property {(game: G, move: number) => string | null} refusal  why move cannot be played now, in
 *   the page's language (from the engine's reason), or null when it can
 * @property {(game: G, text: string) => { moves: number[], badIndex: number, badText: string }} parseMoves
 *   a move list's moves, or the place (from 0) and text of the first that names no square
 * @property {string} notYourTurn  why a click on the computer's turn is refused
 * @property {string} computerFailure  the status line when the computer could not move
 * @property {(problem: string) => string} badRecord  the status line's notice when a game asked
 *   for (by a link) cannot be set up: a new game starts instead
 * @property {(number: number, text: string) => string} notASquare  the problem of a link's move
 *   (counted from 1) that names no square
 * @property {(number: number, why: string) => string} cannotPlay  the problem of a link's move
 *   that cannot be played there, and why
 */

/**
 * The computer's move for the position of game (read at once), in its own time; it may stop early
 * once signal aborts.
 * @template {PlayableGame} G
 * @typedef {(game: G, signal: AbortSignal) => Promise<number>} ChooseMove
 */

/**
 * A game asked for by a link: the moves played from the start, or from a position text; or the
 * problem found in the link, when it cannot ask for any game.
 * @typedef {{ moves?: string, position?: string | null, problem?: string }} GameRecord
 */

/**
 * @template {PlayableGame} G
 * @template {object} O
 */
export class GameFlow {
  #spec;
  #chooseMove;
  #board;
  #status;
  #sounds;
  /** @type {G | null} */
  #game = null;
  /** @type {Ply[]} */
  #plies = [];
  /** @type {string | null} */
  #start = null;
  /** @type {number | null} */
  #humanSide = null;
  /** @type {(O & { humanSide: number | null }) | null} the options of the game shown */
  #options = null;
  /** @type {string | null} what the status line says happened since a player last moved */
  #notice = null;
  #stopped = false;
  /** @type {AbortController | null} aborted when the position the computer thinks about is gone */
  #reply = null;
  /** @type {((shown: Shown<G> | null) => void)[]} */
  #listeners = [];

  /**
   * @param {object} parts
   * @param {GameSpec<G, O>} parts.spec
   * @param {ChooseMove<G>} parts.chooseMove
   * @param {import('../board/board_view.js').BoardView} parts.board
   * @param {import('../board/status_view.js').StatusView} parts.status
   * @param {import('../shell/sounds.js').Sounds} parts.sounds
   */
  constructor({ spec, chooseMove, board, status, sounds }) {
    this.#spec = spec;
    this.#chooseMove = chooseMove;
    this.#board = board;
    this.#status = status;
    this.#sounds = sounds;
    board.onCellClick = (cell) => this.click(cell);
  }

  /**
   * listener(shown) hears of every position shown, after the board and the status line, and
   * listener(null) once play has stopped for good.
   * @param {(shown: Shown<G> | null) => void} listener
   */
  onPosition(listener) {
    this.#listeners.push(listener);
  }

  /**
   * Starts a game, silently (a page's first game, a link opened); the computer opens when it is
   * its turn. With a record, the game starts from its position and moves; a record that cannot be
   * set up starts a new game instead, and the status line says why.
   * @param {O & { humanSide: number | null }} options  humanSide: the player's side, null for two players
   * @param {GameRecord} [record]
   */
  newGame(options, { moves = '', position = null, problem } = {}) {
    this.#dropReply();
    this.#game?.delete();
    this.#game = null;
    this.#options = options;
    this.#humanSide = options.humanSide;
    this.#notice = null;
    try {
      if (problem) throw new Error(problem);
      this.#game = this.#spec.create(options, position);
      this.#plies = [];
      this.#start = position;
      if (moves) this.#replay(moves);
    } catch (error) {
      this.#game?.delete();
      this.#game = this.#spec.create(options, null);
      this.#plies = [];
      this.#start = null;
      this.#notice = this.#spec.badRecord(error instanceof Error ? error.message : String(error));
    }
    this.#afterMove({ silent: true, delayMs: OPENING_DELAY_MS });
  }

  /**
   * The reset buttons: a new game, with the select sound.
   * @param {O & { humanSide: number | null }} options
   */
  reset(options) {
    this.newGame(options);
    this.#sounds.play('select');
  }

  // 「もう一度」: a new game with the same options, the select sound.
  again() {
    if (this.#options) this.reset(this.#options);
  }

  // Takes back the moves since the player's last one, that one included, and drops a reply the
  // computer is thinking about: the player is to move where they last moved. Between two players,
  // the last move (and a pass it forced). Nothing to take back: nothing happens.
  undo() {
    const game = this.#game;
    if (this.#stopped || !game) return;
    const plies = this.#pliesToUndo();
    if (plies === 0) return;
    this.#dropReply();
    for (let i = 0; i < plies; i++) game.undo();
    this.#plies.length -= plies;
    this.#notice = null;
    this.#show();
    this.#sounds.play('select');
  }

  // Ends play for good (the computer is gone): a pending move is dropped, clicks no longer play.
  stop() {
    this.#stopped = true;
    this.#dropReply();
    for (const listener of this.#listeners) listener(null);
  }

  /**
   * A click on a cell: the move of the player to move when the engine allows it, else the ng sound.
   * @param {number} cell
   */
  click(cell) {
    const game = this.#game;
    if (this.#stopped || !game) return;
    const why = this.#isComputersTurn() ? this.#spec.notYourTurn : this.#spec.refusal(game, cell);
    if (why !== null) {
      this.#sounds.play('ng');
      this.#status.flash(why, REFUSAL_MS);
      this.#board.cue(cell);
      return;
    }
    this.#play(cell);
    this.#notice = null;
    this.#afterMove({ byPlayer: true });
  }

  /** @param {number} move */
  #play(move) {
    const game = /** @type {G} */ (this.#game);
    const side = game.sideToMove();
    if (move === this.#spec.pass?.move) game.pass?.();
    else game.play(move);
    this.#plies.push({ move, side });
  }

  /**
   * The computer thinks while the delay runs and moves when both are done, unless its position is gone.
   * @param {number} delayMs
   */
  async #computerMove(delayMs) {
    const game = /** @type {G} */ (this.#game);
    const { signal } = (this.#reply = new AbortController());
    try {
      const [move] = await Promise.all([this.#chooseMove(game, signal), delay(delayMs, signal)]);
      if (signal.aborted) return;
      this.#play(move);
    } catch (error) {
      if (signal.aborted) return;  // a new game or an undo came first: this move was for another position
      this.#status.show(this.#spec.computerFailure);
      console.error('the computer could not move:', error);
      return;
    }
    this.#sounds.play('cpu');
    this.#afterMove();
  }

  /**
   * After a move (or a new game): a forced pass made, the position shown, the end sounded, the
   * computer set to reply.
   * @param {object} [how]
   * @param {boolean} [how.byPlayer]  a player's click: the select sound, after the result's
   * @param {boolean} [how.silent]    a new game: no sound at all
   * @param {number} [how.delayMs]    the computer's delay if it is to move
   */
  #afterMove({ byPlayer = false, silent = false, delayMs = REPLY_DELAY_MS } = {}) {
    const game = /** @type {G} */ (this.#game);
    const { pass, passNotice } = this.#spec;
    if (pass?.forced(game)) {
      const side = game.sideToMove();
      this.#play(pass.move);
      this.#notice = passNotice?.(side, this.#humanSide) ?? null;
    }
    if (game.isOver()) this.#notice = null;  // a pass before the end is no news beside the result
    this.#show({ played: !silent });
    if (game.isOver() && !silent) {
      const winner = this.#spec.winner(game);
      if (winner !== null) this.#sounds.play(this.#humanSide === null || winner === this.#humanSide ? 'win' : 'lose');
    }
    if (byPlayer) this.#sounds.play('select');
    if (this.#isComputersTurn()) this.#computerMove(delayMs);
  }

  /** @param {{ played?: boolean }} [how]  played: see Shown */
  #show({ played = false } = {}) {
    const game = /** @type {G} */ (this.#game);
    const playersTurn = this.#isPlayersTurn();
    const names = this.#spec.names(game);
    /** @type {Shown<G>} */
    const shown = {
      game, humanSide: this.#humanSide, playersTurn, legal: playersTurn ? game.legalMoves() : [],
      plies: [...this.#plies], names, moveNames: this.#plies.map(({ move }) => (move === this.#spec.pass?.move ? null : names[move])),
      lastMoves: this.#lastMoves(game.sideToMove()), canUndo: this.#pliesToUndo() > 0, start: this.#start,
      winner: game.isOver() ? this.#spec.winner(game) : undefined, played,
    };
    this.#board.draw(this.#spec.boardPosition(shown));
    this.#status.show(this.#spec.statusText(shown), this.#notice);
    for (const listener of this.#listeners) listener(shown);
  }

  // The plies an undo takes back: through the last move a player made (not a pass) — against the
  // computer, the player's own; 0 when there is none.
  #pliesToUndo() {
    const last = this.#plies.findLastIndex(({ move, side }) =>
      move !== this.#spec.pass?.move && (this.#humanSide === null || side === this.#humanSide));
    return last < 0 ? 0 : this.#plies.length - last;
  }

  /**
   * The cells played since side last played, latest last (two when side passed in between); when
   * the other side passed, the last cell played.
   * @param {number} side
   */
  #lastMoves(side) {
    const played = this.#plies.filter(({ move }) => move !== this.#spec.pass?.move);
    const since = played.findLastIndex((ply) => ply.side === side);
    const moves = played.slice(since + 1).map(({ move }) => move);
    return moves.length > 0 ? moves : played.slice(-1).map(({ move }) => move);
  }

  /**
   * Plays a link's move list from the position shown (forced passes made where the list leaves
   * them out); throws, in the page's language, at the first move that names no square or cannot be
   * played.
   * @param {string} text
   */
  #replay(text) {
    const game = /** @type {G} */ (this.#game);
    const { pass } = this.#spec;
    const { moves, badIndex, badText } = this.#spec.parseMoves(game, text);
    if (badIndex >= 0) throw new Error(this.#spec.notASquare(badIndex + 1, badText));
    moves.forEach((move, index) => {
      if (pass && move !== pass.move && pass.forced(game)) this.#play(pass.move);
      const why = this.#spec.refusal(game, move);
      if (why !== null) throw new Error(this.#spec.cannotPlay(index + 1, why));
      this.#play(move);
    });
  }

  #dropReply() {
    this.#reply?.abort();
    this.#reply = null;
  }

  #isPlayersTurn() {
    const game = /** @type {G} */ (this.#game);
    return !game.isOver() && (this.#humanSide === null || game.sideToMove() === this.#humanSide);
  }

  #isComputersTurn() {
    const game = /** @type {G} */ (this.#game);
    return !game.isOver() && this.#humanSide !== null && game.sideToMove() !== this.#humanSide;
  }
}
