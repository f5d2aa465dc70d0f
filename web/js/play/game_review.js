// The game's review (「振り返り」), on both pages: asked of a worker of its own for the whole record
// (the engine's review(), from the end toward the opening), shown as it fills in — each move's mark
// in the move list, the game's chart (review_chart.js), and at the position shown what the game
// adds on the board (Reversi's best move, the knights' winning squares at a blunder). A line says
// how far it has come. It never blocks play; a new game, or a move that changes the record, drops
// it (its request aborted: the worker stopped). The game's ReviewLook says what differs.

import { EngineClient } from '../engine/engine_client.js';

/**
 * What one game adds to the review.
 * @typedef {object} ReviewLook
 * @property {(turn: any) => import('../board/move_list_view.js').MoveMark | null} mark  the mark of the
 *   move played from a position, from its turn
 * @property {(shown: any, turn: any) => string} drawAt  draws on the board what the review says of the
 *   position shown (its turn; the board was just drawn without it), and returns it in words
 * @property {(turns: any[], shown: any) => void} chart  draws the chart over the game
 */

/** @typedef {{ start: string | null, size: number, moves: string }} ReviewRecord  a review request's payload */

/**
 * @param {{ gameNumber: number, start: string | null, moveNames: (string | null)[] }} shown
 * @returns {string} what identifies a game's record: another move anywhere, or another game, changes it
 */
const recordKey = ({ gameNumber, start, moveNames }) => `${gameNumber}|${start}|${moveNames.join(' ')}`;

export class GameReview {
  #request;
  #moveList;
  #look;
  #line;
  #strings;
  /** @type {string | null} the record reviewed, or under review */
  #key = null;
  /** @type {any[]} by ply, as they come */
  #turns = [];
  #done = false;
  /** @type {AbortController | null} */
  #search = null;
  /** @type {any} */
  #shown = null;

  /** @type {() => void} hears the review start or stop (the address says review=1) */
  onChange = () => {};

  /**
   * @param {object} parts
   * @param {(record: ReviewRecord, signal: AbortSignal, onTurn: (turn: any) => void) => Promise<any[]>} parts.request
   * @param {import('../board/move_list_view.js').MoveListView} parts.moveList
   * @param {ReviewLook} parts.look
   * @param {HTMLElement} parts.line  where the review says how far it has come
   * @param {import('../shell/i18n.js').Strings} parts.strings
   */
  constructor({ request, moveList, look, line, strings }) {
    this.#request = request;
    this.#moveList = moveList;
    this.#look = look;
    this.#line = line;
    this.#strings = strings;
  }

  /** Whether the position shown belongs to the record under review. */
  get active() {
    return this.#shown !== null && this.#key === recordKey(this.#shown);
  }

  /** Reviews the game shown (again, if its record changed); nothing while there is no game. */
  start() {
    const shown = this.#shown;
    if (!shown || this.active) return;
    this.#stop();
    this.#key = recordKey(shown);
    performance.mark('review-started');  // read by tests/bench/review_bench.mjs
    const { signal } = (this.#search = new AbortController());
    const { state, size, start, moveNames } = shown;
    const moves = moveNames.filter((/** @type {string | null} */ name) => name !== null).join('');
    this.#turns = new Array(state.length + 1).fill(null);
    this.#progress();
    this.#request({ start, size, moves }, signal, (turn) => {
      if (signal.aborted) return;
      this.#turns[turn.ply] = turn;
      this.#progress();
    }).then((turns) => {
      if (signal.aborted) return;
      this.#turns = turns;
      this.#done = true;
      this.#progress();
    }, (error) => {
      if (signal.aborted) return;
      this.#line.textContent = this.#strings.reviewFailure;
      console.error('no review of this game:', error);
    });
    this.onChange();
  }

  /**
   * Called with every position shown (after the board), or null once there is no game.
   * @param {any} shown
   */
  show(shown) {
    this.#shown = shown;
    if (this.#key === null) return;
    if (!this.active) {
      this.#stop();
      this.onChange();
      return;
    }
    this.#drawAt();
  }

  #progress() {
    this.#moveList.setMarks(this.#turns.slice(0, -1).map((turn) => (turn ? this.#look.mark(turn) : null)));
    this.#drawAt();
  }

  // What the review says at the position shown: on the board, in the chart and on its line.
  #drawAt() {
    const turn = this.#turns[this.#shown.state.ply];
    const said = turn ? this.#look.drawAt(this.#shown, turn) : '';
    this.#look.chart(this.#turns, this.#shown);
    const { reviewDone, reviewRunning } = this.#strings;
    const progress = this.#done ? reviewDone : reviewRunning(this.#turns.filter(Boolean).length, this.#turns.length);
    const text = said ? `${progress} ${said}` : progress;
    if (this.#line.textContent !== text) this.#line.textContent = text;
  }

  #stop() {
    this.#search?.abort();
    this.#search = null;
    this.#key = null;
    this.#turns = [];
    this.#done = false;
    this.#line.textContent = '';
    this.#moveList.setMarks([]);
    this.#look.chart([], this.#shown);
  }
}

/**
 * Sets a page's review up: its own worker (started when first asked, stopped when a review is
 * dropped), the 「振り返り」 button, the flow's positions; review=1 in the address while it runs.
 * Call before initGameControls, so that the address hears of each position after the review does.
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {() => Worker} parts.startWorker
 * @param {HTMLButtonElement} parts.button
 * @param {Omit<ConstructorParameters<typeof GameReview>[0], 'request'>} parts.view
 * @param {(record: ReviewRecord) => Promise<object>} [parts.prepare]  the request's payload for a
 *   record, when the game's engine needs more (Reversi's knowledge)
 */
export function initGameReview({ flow, startWorker, button, view, prepare = async (record) => record }) {
  /** @type {EngineClient | null} */
  let worker = null;
  const review = new GameReview({
    ...view,
    request: async (record, signal, onTurn) =>
      (worker ??= new EngineClient(startWorker, { stopAbandoned: true })).request('review', await prepare(record), signal, onTurn),
  });
  flow.onPosition((shown) => {
    button.disabled = !shown || shown.state.length === 0;  // nothing to review yet
    review.show(shown);
  });
  button.addEventListener('click', () => review.start());
  return review;
}
