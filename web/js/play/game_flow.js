// The game flow both pages share, against the computer or between two players at one screen, on the
// engine's game, which holds the record and every rule: the flow only sequences, and draws each
// position from one state() of the engine (a click costs three calls: refusal, play, state).
// A click becomes a move when the engine allows it, else the ng sound, the reason in the page's
// words for a moment, and a cue on the cell. The computer thinks while the original page's delay
// runs and moves when both are done; a new game, an undo or a stop drops what it was about to
// play. A pass (Reversi) is the engine's, said on the status line until a player next moves or the
// game ends (then the result says it all); what a link's game brings (a ply not used), until a
// player next moves. Each game carries its origin (game_spec.js): new, or a link's. Undo goes back
// to the player's last turn (between two players, one move), the record keeping the moves after
// it; goTo(ply) shows any position of the record (a replay), the computer playing on only from the
// record's end, and a move from an earlier position continues from there. Sounds: select for a
// player's move (after the result's) and an undo, cpu for the computer's (before the result's), win
// or lose at the end (win for either of two players, none for a draw). Each game's GameSpec
// (game_spec.js) says what differs; onPosition's listeners follow.
import { delay, OPENING_DELAY_MS, REPLY_DELAY_MS } from './pacing.js';
import { playRecord } from './linked_record.js';
import { isComputersTurn, shownPosition, undoTarget } from './shown_position.js';

// How long the status line says why a click was refused, unless something happens first.
export const REFUSAL_MS = 2500;

/**
 * @template {GameSurface} G
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
  /** @type {ReturnType<G['state']> | null} the engine's state of the position shown */
  #state = null;
  /** @type {Map<number, string[]>} the cells' names, by the number of cells, asked of the engine once */
  #names = new Map();
  /** @type {string | null} the position text the game shown began from, null for the usual start */
  #start = null;
  /** @type {(O & { humanSide: number | null }) | null} the options of the game shown */
  #options = null;
  /** @type {number | null} */
  #humanSide = null;
  /** @type {string | null} what the status line says of the game opened (a link's ply not used), before a pass's notice */
  #notice = null;
  /** @type {string | null} the pass the engine made, said until a player next moves or the game ends */
  #pass = null;
  /** @type {import('./game_spec.js').GameOrigin} */ #origin = 'new';
  #stopped = false;
  #gameNumber = 0;
  /** @type {AbortController | null} aborted when the position the computer thinks about is gone */
  #reply = null;
  /** @type {((shown: import('./game_spec.js').Shown<G> | null) => void)[]} */
  #listeners = [];

  /** @type {(cell: number) => boolean} sees a click first, and takes it (returns true) to judge it without playing it: a second try at a mistake (mistake_trainer.js) */
  clickFilter = (/** @type {number} */ _cell) => false;

  /**
   * @param {object} parts
   * @param {import('./game_spec.js').GameSpec<G, O>} parts.spec
   * @param {import('./game_spec.js').ChooseMove<G>} parts.chooseMove
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
   * listener(shown) hears of every position shown, after the board and the status line; null once
   * play has stopped for good. @param {(shown: import('./game_spec.js').Shown<G> | null) => void} listener
   */
  onPosition(listener) {
    this.#listeners.push(listener);
  }

  /**
   * Starts a game, silently (a page's first game, a link opened); the computer opens when it is
   * its turn. With a record, the game starts from its position and moves, of the record's origin
   * (a link's unless it says; new when it gives neither moves nor a position); a record that
   * cannot be set up starts a new game instead, and the status line says why.
   * @param {O & { humanSide: number | null }} options  humanSide: the player's side, null for two players
   * @param {import('./game_spec.js').GameRecord} [record]
   */
  newGame(options, { moves = '', position = null, ply = null, badPly, problem, origin = 'link' } = {}) {
    this.#dropReply();
    this.#game?.delete();
    this.#game = null;
    this.#options = options;
    this.#humanSide = options.humanSide;
    this.#notice = this.#pass = null;
    this.#gameNumber++;
    this.#origin = moves || position ? origin : 'new';
    try {
      if (problem) throw new Error(problem);
      this.#game = this.#spec.create(options, position);
      this.#start = position;
      this.#notice = playRecord(this.#game, { moves, ply, badPly }, this.#spec, (count) => this.#cellNames(count));
    } catch (error) {
      this.#game?.delete();
      this.#game = this.#spec.create(options, null);
      this.#start = null;
      this.#origin = 'new';
      this.#notice = this.#spec.badRecord(error instanceof Error ? error.message : String(error));
    }
    this.#afterMove({ silent: true, delayMs: OPENING_DELAY_MS });
  }

  /** @param {O & { humanSide: number | null }} options  the reset buttons: a new game, with the select sound */
  reset(options) {
    this.newGame(options);
    this.#sounds.play('select');
  }

  // 「もう一度」: a new game with the same options, the select sound.
  again() {
    if (this.#options) this.reset(this.#options);
  }

  // Goes back to the player's last turn and drops a reply the computer is thinking about. Nothing
  // to take back: nothing happens.
  undo() {
    const target = this.#state ? undoTarget(this.#state, this.#humanSide) : -1;
    if (this.#stopped || target < 0) return;
    this.#dropReply();
    /** @type {G} */ (this.#game).goTo(target);
    this.#notice = this.#pass = null;
    this.#afterMove({ moved: false });
    this.#sounds.play('select');
  }

  /**
   * Shows the position after ply moves of the record and drops a reply the computer was thinking
   * about; a ply the engine refuses (outside the record) changes nothing.
   * @param {number} ply
   */
  goTo(ply) {
    if (this.#stopped || !this.#game || ply === this.#state?.ply) return;
    try {
      this.#game.goTo(ply);
    } catch {
      return;
    }
    this.#dropReply();
    this.#notice = this.#pass = null;
    this.#afterMove({ moved: false });
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
    const game = this.#game, state = this.#state;
    if (this.#stopped || !game || !state || this.clickFilter(cell)) return;
    const theirs = isComputersTurn(state, this.#humanSide);
    const refusal = theirs ? null : game.refusal(cell);
    const why = theirs ? this.#spec.notYourTurn : refusal && this.#spec.refusalText(refusal, cell, this.#cellNames(state.cells.length));
    if (why !== null) {
      this.#sounds.play('ng');
      this.#status.flash(why, REFUSAL_MS);
      this.#board.cue(cell);
      return;
    }
    game.play(cell);
    this.#notice = this.#pass = null;
    this.#afterMove({ byPlayer: true });
  }

  /**
   * The computer thinks while the delay runs and moves when both are done, unless its position is gone.
   * @param {number} delayMs
   */
  async #computerMove(delayMs) {
    const game = /** @type {G} */ (this.#game);
    const { signal } = (this.#reply = new AbortController());
    try {
      const [move] = await Promise.all([this.#chooseMove(/** @type {ReturnType<G['state']>} */ (this.#state), signal), delay(delayMs, signal)]);
      if (signal.aborted) return;
      game.play(move);
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
   * After a move, an undo or a new game: the position asked of the engine and shown, a pass it
   * made said, the end sounded, the computer set to reply.
   * @param {object} [how]
   * @param {boolean} [how.byPlayer]  a player's click: the select sound, after the result's
   * @param {boolean} [how.silent]    a new game: no sound at all
   * @param {boolean} [how.moved]     false when no move led here (an undo): nothing to say or sound
   * @param {number} [how.delayMs]    the computer's delay if it is to move
   */
  #afterMove({ byPlayer = false, silent = false, moved = true, delayMs = REPLY_DELAY_MS } = {}) {
    const state = this.#state = /** @type {ReturnType<G['state']>} */ (/** @type {G} */ (this.#game).state());
    if (moved && state.passed !== null) this.#pass = this.#spec.passNotice?.(state.passed, this.#humanSide) ?? null;
    if (state.over) this.#pass = null;  // a pass before the end is no news beside the result
    this.#show(state, moved && !silent);
    if (moved && state.over && !silent) {
      const winner = this.#spec.winner(state);
      if (winner !== null) this.#sounds.play(this.#humanSide === null || winner === this.#humanSide ? 'win' : 'lose');
    }
    if (byPlayer) this.#sounds.play('select');
    if (isComputersTurn(state, this.#humanSide)) this.#computerMove(delayMs);
  }

  /**
   * @param {ReturnType<G['state']>} state
   * @param {boolean} played  the position comes from a move just played on the page (see Shown)
   */
  #show(state, played) {
    const names = this.#cellNames(state.cells.length);
    const shown = shownPosition(state, {
      humanSide: this.#humanSide, names, start: this.#start, gameNumber: this.#gameNumber, winner: this.#spec.winner, played, origin: this.#origin,
    });
    this.#board.draw(this.#spec.boardPosition(shown));
    this.#status.show(this.#spec.statusText(shown), [this.#notice, this.#pass].filter(Boolean).join(' ') || null);
    for (const listener of this.#listeners) listener(shown);
  }

  /** @param {number} count  how many cells the board has */
  #cellNames(count) {
    const game = /** @type {G} */ (this.#game);
    if (!this.#names.has(count)) this.#names.set(count, Array.from({ length: count }, (_, cell) => game.squareName(cell)));
    return /** @type {string[]} */ (this.#names.get(count));
  }

  #dropReply() {
    this.#reply?.abort();
    this.#reply = null;
  }
}
