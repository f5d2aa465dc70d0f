// The game's review (「振り返り」), on both pages: asked of a worker of its own for the whole record
// (the engine's review(), from the end toward the opening), shown as it fills in — each move's mark
// in the move list, the game's chart (review_chart.js), each side's summary beside it
// (review_summary_view.js), and at the position shown what the review says of the move that led
// there, on the board and in words (Reversi's better moves with their values, the knights'
// winning squares thrown away). A line says how far it has come. Once done, the player's own
// mistakes can be tried again (mistake_trainer.js). It never blocks play; a new game, or a move
// that changes the record, drops it (its request aborted: the worker stopped). The game's
// ReviewLook says what differs.

import { EngineClient } from '../engine/engine_client.js';

/**
 * What one game adds to the review.
 * @typedef {object} ReviewLook
 * @property {(turn: any) => import('../board/move_list_view.js').MoveMark | null} mark  the mark of the
 *   move played from a position, from its turn
 * @property {(shown: any, turns: any[]) => string} explain  draws on the board what the review says
 *   of the move that led to the position shown (turns[ply - 1], the position it was played from,
 *   and turns[ply]; at the start, of the start), the board just drawn without it, and returns it in
 *   words; '' while those turns are not in
 * @property {(turns: any[], shown: any) => void} chart  draws the chart over the game
 * @property {(sides: any[] | null, shown: any) => import('../views/review_summary_view.js').SummaryTable} summary
 *   each side's summary as a table (sides null: the review still runs)
 * @property {import('./mistake_trainer.js').LessonLook} lesson  what a second try at a mistake needs
 */

/** @typedef {{ start: string | null, size: number, moves: string }} ReviewRecord  a review request's payload */

/**
 * @param {{ gameNumber: number, start: string | null, state: { mainText: string } }} shown
 * @returns {string} what identifies a game's record: another move anywhere, or another game, changes it
 */
const recordKey = ({ gameNumber, start, state }) => `${gameNumber}|${start}|${state.mainText}`;

export class GameReview {
  #request;
  #moveList;
  #look;
  #line;
  #summary;
  #strings;
  /** @type {string | null} the record reviewed, or under review */
  #key = null;
  /** @type {any[]} by ply, as they come */
  #turns = [];
  /** @type {any[] | null} each side's summary, once done */
  #sides = null;
  /** @type {AbortController | null} */
  #search = null;
  /** @type {any} */
  #shown = null;

  /** @type {() => void} hears the review start or stop (the address says review=1) */
  onChange = () => {};
  /** @type {(turns: any[] | null, shown: any) => boolean} hears every position shown with the turns once the review is done (else null); true while it draws the board itself (a second try at a mistake) */
  onShown = () => false;

  /**
   * @param {object} parts
   * @param {(record: ReviewRecord, signal: AbortSignal, onTurn: (turn: any) => void) => Promise<{ turns: any[], sides: any[] }>} parts.request
   * @param {import('../board/move_list_view.js').MoveListView} parts.moveList
   * @param {ReviewLook} parts.look
   * @param {import('../views/text_line.js').TextLine} parts.line  where the review says how far it has come
   * @param {import('../views/review_summary_view.js').ReviewSummaryView} parts.summary
   * @param {import('../shell/i18n.js').Strings} parts.strings
   */
  constructor({ request, moveList, look, line, summary, strings }) {
    this.#request = request;
    this.#moveList = moveList;
    this.#look = look;
    this.#line = line;
    this.#summary = summary;
    this.#strings = strings;
  }

  /** Whether the position shown belongs to the record under review. */
  get active() {
    return this.#shown !== null && this.#key === recordKey(this.#shown);
  }

  /** Reviews the game shown (again, if its record changed); nothing while there is no game or no move. */
  start() {
    const shown = this.#shown;
    if (!shown || this.active || shown.state.length === 0) return;
    this.#stop();
    this.#key = recordKey(shown);
    performance.mark('review-started');  // read by tests/bench/review_bench.mjs
    const { signal } = (this.#search = new AbortController());
    const { state, size, start } = shown;
    const moves = state.mainText;
    this.#turns = new Array(state.mainLength + 1).fill(null);
    this.#progress();
    this.#request({ start, size, moves }, signal, (turn) => {
      if (signal.aborted) return;
      this.#turns[turn.ply] = turn;
      this.#progress();
    }).then(({ turns, sides }) => {
      if (signal.aborted) return;
      this.#turns = turns;
      this.#sides = sides;
      this.#progress();
    }, (error) => {
      if (signal.aborted) return;
      this.#line.show(this.#strings.reviewFailure);
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

  /** Draws again what the review says at the position shown (the board was left to a lesson). */
  redraw() {
    if (this.active) this.#drawAt();
  }

  #progress() {
    this.#moveList.setMarks(this.#turns.slice(0, -1).map((turn) => (turn ? this.#look.mark(turn) : null)));
    this.#drawAt();
  }

  // What the review says at the position shown: on the board, in the chart, the summary and its line.
  #drawAt() {
    const shown = this.#shown;
    const done = this.#sides !== null;
    // A lesson may draw the board itself; a side line is no move of the reviewed game.
    const drawn = this.onShown(done ? this.#turns : null, shown);
    const { reviewDone, reviewRunning, reviewOffLine } = this.#strings;
    const said = drawn ? '' : shown.state.onMainLine ? this.#look.explain(shown, this.#turns) : reviewOffLine;
    this.#look.chart(this.#turns, shown);
    this.#summary.show(this.#look.summary(this.#sides, shown));
    const progress = done ? reviewDone : reviewRunning(this.#turns.filter(Boolean).length, this.#turns.length);
    const text = said ? `${progress} ${said}` : progress;
    this.#line.show(text);
  }

  #stop() {
    this.#search?.abort();
    this.#search = null;
    this.#key = null;
    this.#turns = [];
    this.#sides = null;
    this.#line.show('');
    this.#moveList.setMarks([]);
    this.#look.chart([], this.#shown);
    this.#summary.show(null);
    this.onShown(null, this.#shown);
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
 * @param {(onClick: () => void) => import('../views/action_button.js').ActionButton} parts.button  「振り返り」, its click heard
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
  const start = button(() => review.start());
  flow.onPosition((shown) => {
    start.rest(!shown || shown.state.length === 0);  // nothing to review yet
    review.show(shown);
  });
  return review;
}
