// The game flow both pages share: a game against the computer (the player on one side) or between
// two players at one screen. A click becomes a move when the engine allows it (else the ng sound);
// the computer thinks while the original page's delay runs and moves when both are done; a new
// game or a stop cancels whatever it was about to play, and a reply that comes for a game no
// longer shown is dropped. The sounds come at the same moments in both games: select for a
// player's move (after the result's, as on the original page), cpu for the computer's (before
// the result's), win or lose at the end — win for either side of two players, none for a draw.
// What differs between the games comes from their GameSpec (knights/knight_controller.js,
// reversi/reversi_controller.js); whatever else follows the game (hints, disc counts) listens to
// onPosition.
import { delay, OPENING_DELAY_MS, REPLY_DELAY_MS } from './pacing.js';

/**
 * What the flow asks of an engine game object; both modules' games have it.
 * @typedef {object} PlayableGame
 * @property {() => number[]} legalMoves
 * @property {(cell: number) => void} play
 * @property {() => boolean} isOver
 * @property {() => number} sideToMove
 * @property {() => number[]} history
 * @property {() => void} delete
 */

/**
 * The position just shown, as the spec and the listeners see it.
 * @template {PlayableGame} G
 * @typedef {object} Shown
 * @property {G} game                 read it now: it may be gone by the next position
 * @property {number | null} humanSide  the player's side against the computer, null for two players
 * @property {boolean} playersTurn    a player may click: theirs to move, the game not over
 * @property {number[]} legal         the moves of the player to move, [] on the computer's turn
 */

/**
 * What one game tells the flow.
 * @template {PlayableGame} G
 * @template {object} O  a new game's options beyond humanSide (Reversi: the board's size)
 * @typedef {object} GameSpec
 * @property {(options: O) => G} create  a new engine game
 * @property {(game: G, humanSide: number | null) => string | null} [afterMove]  what follows every
 *   move before it is shown, e.g. a forced pass made; returns a notice for the status line or null
 * @property {(game: G) => number | null} winner  once the game is over: the winning side, null for a draw
 * @property {(shown: Shown<G>) => import('../board/board_view.js').BoardPosition} boardPosition
 * @property {(shown: Shown<G>) => string} statusText
 * @property {string} computerFailure  the status line when the computer could not move
 */

/**
 * The computer's move for the position of game (read at once), in its own time; it may stop early
 * once signal aborts.
 * @template {PlayableGame} G
 * @typedef {(game: G, signal: AbortSignal) => Promise<number>} ChooseMove
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
  /** @type {number | null} */
  #humanSide = null;
  /** @type {string | null} what the status line says happened since a player last moved */
  #notice = null;
  #stopped = false;
  /** @type {AbortController | null} aborted when this game ends, so its pending reply is dropped */
  #currentGame = null;
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
   * Starts a game, silently (a page's first game); the computer opens when it is its turn.
   * @param {O & { humanSide: number | null }} options  humanSide: the player's side, null for two players
   */
  newGame(options) {
    this.#currentGame?.abort();
    this.#currentGame = new AbortController();
    this.#game?.delete();
    this.#game = this.#spec.create(options);
    this.#humanSide = options.humanSide;
    this.#notice = null;
    this.#show();
    if (this.#isComputersTurn()) this.#computerMove(OPENING_DELAY_MS);
  }

  /**
   * The reset buttons: a new game, with the select sound.
   * @param {O & { humanSide: number | null }} options
   */
  reset(options) {
    this.newGame(options);
    this.#sounds.play('select');
  }

  // Ends play for good (the computer is gone): a pending move is dropped, clicks no longer play.
  stop() {
    this.#stopped = true;
    this.#currentGame?.abort();
    for (const listener of this.#listeners) listener(null);
  }

  /**
   * A click on a cell: the move of the player to move when the engine allows it, else the ng sound.
   * @param {number} cell
   */
  click(cell) {
    const game = this.#game;
    if (this.#stopped || !game) return;
    if (!this.#isPlayersTurn() || !game.legalMoves().includes(cell)) {
      this.#sounds.play('ng');
      return;
    }
    game.play(cell);
    this.#notice = null;
    this.#afterMove();
    this.#sounds.play('select');
    if (this.#isComputersTurn()) this.#computerMove(REPLY_DELAY_MS);
  }

  /**
   * The computer thinks while the delay runs and moves when both are done, unless the game ended.
   * @param {number} delayMs
   */
  async #computerMove(delayMs) {
    const game = /** @type {G} */ (this.#game);
    const { signal } = /** @type {AbortController} */ (this.#currentGame);
    try {
      const [cell] = await Promise.all([this.#chooseMove(game, signal), delay(delayMs, signal)]);
      if (signal.aborted) return;
      game.play(cell);
    } catch (error) {
      if (signal.aborted) return;  // a new game came first: this move belonged to the old one
      this.#status.show(this.#spec.computerFailure);
      console.error('the computer could not move:', error);
      return;
    }
    this.#sounds.play('cpu');
    this.#afterMove();
    if (this.#isComputersTurn()) this.#computerMove(REPLY_DELAY_MS);
  }

  // After any move: what the game makes follow (a forced pass), the position shown, the end sounded.
  #afterMove() {
    const game = /** @type {G} */ (this.#game);
    const notice = this.#spec.afterMove?.(game, this.#humanSide) ?? null;
    if (notice) this.#notice = notice;
    this.#show();
    if (!game.isOver()) return;
    const winner = this.#spec.winner(game);
    if (winner === null) return;  // a draw is nobody's win nor loss
    this.#sounds.play(this.#humanSide === null || winner === this.#humanSide ? 'win' : 'lose');
  }

  #show() {
    const game = /** @type {G} */ (this.#game);
    const playersTurn = this.#isPlayersTurn();
    /** @type {Shown<G>} */
    const shown = { game, humanSide: this.#humanSide, playersTurn, legal: playersTurn ? game.legalMoves() : [] };
    this.#board.draw(this.#spec.boardPosition(shown));
    this.#status.show(this.#spec.statusText(shown), this.#notice);
    for (const listener of this.#listeners) listener(shown);
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
