// The game flow both pages share, against the computer or between two players at one screen, on the
// engine's game, which holds the record and every rule: the flow only sequences, and draws each
// position from one state() of the engine (a click costs three calls: refusal, play, state).
// A click becomes a move when the engine allows it, else the ng sound, the reason in the page's
// words for a moment, and a cue on the cell. The computer thinks while the original page's delay
// runs and moves when both are done; a new game, an undo or a stop drops what it was about to
// play. A pass (Reversi) is the engine's, said on the status line until a player next moves or the
// game ends (then the result says it all); so is what a link's game brings (a ply not used). Each
// game carries its origin (game_spec.js): new, or a link's. The record is a tree (engine.d.ts: GameSurface): its
// main line is the game, whose end, the live position, is where the computer plays on. Undo goes
// back to the player's last turn (between two players, one move), where a move goes on with the
// game (the moves taken back become a side line); any other position shown (goTo, goToNode) is
// explored: a move there, either side's, starts a side line, and the status line says so. Sounds:
// select for a player's move (after the result's) and an undo, cpu for the computer's (before the
// result's), win or lose at the live game's end (win for either of two players, none for a draw).
// Each game's GameSpec (game_spec.js) says what differs; onPosition's listeners follow.
import { cellNames } from './cell_names.js';
import { ComputerReply } from './computer_reply.js';
import { OPENING_DELAY_MS, REPLY_DELAY_MS } from './pacing.js';
import { openRecord } from './linked_record.js';
import { isComputersTurn, isLive, mainLine, shownPosition, undoTarget } from './shown_position.js';

// How long the status line says why a click was refused, unless something happens first.
export const REFUSAL_MS = 2500;

/**
 * @template {GameSurface} G
 * @template {object} O
 */
export class GameFlow {
  #spec;
  /** @type {ComputerReply<G>} */ #reply;
  #board; #status; #sounds;
  /** @type {G | null} */ #game = null;
  /** @type {ReturnType<G['state']> | null} the engine's state of the position shown */ #state = null;
  /** @type {string | null} the position text the game shown began from, null for the usual start */ #start = null;
  /** @type {(O & { humanSide: number | null }) | null} the options of the game shown */ #options = null;
  /** @type {number | null} */ #humanSide = null;
  /** @type {string | null} what the status line says of the game opened (a link's ply not used), before a pass's notice */ #notice = null;
  /** @type {string | null} the pass the engine made, said until a player next moves or the game ends */ #pass = null;
  /** @type {import('./game_spec.js').GameOrigin} */ #origin = 'new';
  #stopped = false; #gameNumber = 0;
  /** @type {number | null} the node an undo of the live game went back to: a move there goes on with the game */ #takeback = null;
  /** @type {((shown: import('./game_spec.js').Shown<G> | null) => void)[]} */ #listeners = [];

  /** @type {(cell: number) => boolean} sees a click first, and takes it (returns true) to judge it without playing it: a second try at a mistake (mistake_trainer.js), a square set up (position_editor.js) */
  clickFilter = (/** @type {number} */ _cell) => false;

  /** @param {import('./game_spec.js').FlowParts<G, O>} parts */
  constructor({ spec, chooseMove, board, status, sounds }) {
    this.#spec = spec;
    this.#reply = new ComputerReply(chooseMove);
    this.#board = board;
    this.#status = status;
    this.#sounds = sounds;
    board.onCellClick = (cell) => this.click(cell);
  }

  /** listener(shown) hears of every position shown, after the board and the status line; null once play has stopped for good.
   * @param {(shown: import('./game_spec.js').Shown<G> | null) => void} listener */
  onPosition(listener) {
    this.#listeners.push(listener);
  }

  /**
   * Starts a game, silently (a page's first game, a link opened); the computer opens when it is
   * its turn. With a record, the game starts from its position and moves; a record that cannot be
   * set up starts a new game instead, and the status line says why.
   * @param {O & { humanSide: number | null }} options  humanSide: the player's side, null for two players
   * @param {import('./game_spec.js').GameRecord} [record]
   */
  newGame(options, record = {}) {
    this.#reply.drop();
    this.#game?.delete();
    this.#game = null;
    this.#options = options;
    this.#humanSide = options.humanSide;
    this.#notice = this.#pass = this.#takeback = null;
    this.#gameNumber++;
    ({ game: this.#game, start: this.#start, notice: this.#notice, origin: this.#origin } = openRecord(this.#spec, options, record));
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
  // to take back: nothing happens. In the live game, a move from there goes on with the game: it
  // becomes the main line, the moves taken back a side line.
  undo() {
    const state = this.#state;
    const live = state !== null && (isLive(state) || state.node === this.#takeback);
    const target = state ? undoTarget(state, this.#humanSide, live) : -1;
    if (this.#stopped || !state || target < 0) return;
    this.#reply.drop();
    /** @type {G} */ (this.#game).goTo(target);
    this.#notice = this.#pass = null;
    this.#takeback = live ? state.line[target] : null;
    this.#afterMove({ moved: false });
    this.#sounds.play('select');
  }

  /** Shows the position after ply moves of the current line. @param {number} ply */
  goTo(ply) {
    if (ply !== this.#state?.ply) this.#change((game) => game.goTo(ply));
  }

  /** Shows the position after ply moves of the game's main line (the one reviewed). @param {number} ply */
  goToMain(ply) {
    const node = this.#state ? mainLine(this.#state.tree)[ply] : undefined;
    if (node !== undefined) this.goToNode(node);
  }

  /** Shows a node of the record's tree, the current line kept when it runs through it. @param {number} node */
  goToNode(node) { if (node !== this.#state?.node) this.#change((game) => game.goToNode(node)); }

  /** Makes the line through a node the game: the computer plays on at its end. @param {number} node */
  promote(node) { this.#change((game) => game.promote(node)); }

  /** Removes a node's move and all that followed it. @param {number} node */
  removeFrom(node) { this.#change((game) => game.removeFrom(node)); }

  /**
   * A change of the position shown or of the record, not a move: one the engine refuses changes
   * nothing; else a reply the computer was thinking about is dropped and the position shown.
   * @param {(game: G) => void} change
   */
  #change(change) {
    if (this.#stopped || !this.#game) return;
    try {
      change(this.#game);
    } catch {
      return;
    }
    this.#reply.drop();
    this.#notice = this.#pass = this.#takeback = null;
    this.#afterMove({ moved: false });
  }

  // Ends play for good (the computer is gone): a pending move is dropped, clicks no longer play.
  stop() {
    this.#stopped = true;
    this.hold();
  }

  // Holds the game while the position editor has the board: a pending move dropped, the listeners
  // told of no position (null) until resume() or the next game shows one.
  hold() {
    this.#reply.drop();
    for (const listener of this.#listeners) listener(null);
  }

  // Shows the game held again, the computer moving when it is its turn.
  resume() { if (!this.#stopped && this.#game) this.#afterMove({ moved: false }); }

  /**
   * A click on a cell: the move of the player to move when the engine allows it, else the ng sound.
   * @param {number} cell
   */
  click(cell) {
    const game = this.#game, state = this.#state;
    if (this.#stopped || !game || !state || this.clickFilter(cell)) return;
    const theirs = isComputersTurn(state, this.#humanSide);
    const refusal = theirs ? null : game.refusal(cell);
    const why = theirs ? this.#spec.notYourTurn : refusal && this.#spec.refusalText(refusal, cell, cellNames(game, state.cells.length));
    if (why !== null) {
      this.#sounds.play('ng');
      this.#status.flash(why, REFUSAL_MS);
      this.#board.cue(cell);
      return;
    }
    game.play(cell);
    this.#notice = this.#pass = null;
    const goesOn = state.node === this.#takeback;
    this.#takeback = null;
    this.#afterMove({ byPlayer: true, goesOn });
  }

  /** @param {number} delayMs  the computer moves once it has thought and this long has passed */
  async #computerMove(delayMs) {
    const game = /** @type {G} */ (this.#game);
    try {
      const move = await this.#reply.think(/** @type {ReturnType<G['state']>} */ (this.#state), delayMs);
      if (move === null) return;  // a new game or an undo came first
      game.play(move);
    } catch (error) {
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
   * @param {boolean} [how.goesOn]    a move where an undo went back: it goes on with the game, as its main line
   */
  #afterMove({ byPlayer = false, silent = false, moved = true, delayMs = REPLY_DELAY_MS, goesOn = false } = {}) {
    const game = /** @type {G} */ (this.#game);
    let state = /** @type {ReturnType<G['state']>} */ (game.state());
    if (goesOn && !state.onMainLine) {
      game.promote(state.node);
      state = /** @type {ReturnType<G['state']>} */ (game.state());
    }
    this.#state = state;
    if (moved && state.passed !== null) this.#pass = this.#spec.passNotice?.(state.passed, this.#humanSide) ?? null;
    if (state.over) this.#pass = null;  // a pass before the end is no news beside the result
    this.#show(state, moved && !silent);
    if (moved && state.over && !silent && isLive(state)) {
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
    const names = cellNames(/** @type {G} */ (this.#game), state.cells.length);
    const shown = shownPosition(state, {
      humanSide: this.#humanSide, names, start: this.#start, gameNumber: this.#gameNumber, winner: this.#spec.winner, played,
      takenBack: state.node === this.#takeback, origin: this.#origin,
    });
    this.#board.draw(this.#spec.boardPosition(shown));
    const exploring = shown.live ? null : state.onMainLine ? this.#spec.replayNotice : this.#spec.sideLineNotice;
    this.#status.show(this.#spec.statusText(shown), [this.#notice, this.#pass].filter(Boolean).join(' ') || exploring);
    for (const listener of this.#listeners) listener(shown);
  }
}
