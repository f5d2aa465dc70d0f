// 「間違いから学ぶ」 (lichess's "learn from your mistakes"): once a review is done, the player's own
// moves marked ?? or ? — against the computer, the player's side's; between two players, both
// sides' — one at a time, from the position before each: the player clicks a square, which the
// review's data judges at once (the game's LessonLook: a knight square that wins, a Reversi move
// within a disc of the best); a few tries, then the answer and the best line, on the board and in
// words; at the end how many were found. The tries are drawn, never played: the record stays.

export const MAX_TRIES = 3;

/**
 * What a second try at a mistake needs of a game, from the review's turn of the position before it.
 * @typedef {object} LessonLook
 * @property {(turn: any) => number[]} good  the tries the review accepts there
 * @property {(turn: any, cell: number, names: string[]) => string} judge  a try's verdict, in words
 * @property {(turn: any, names: string[]) => string} answer  the answer, in words
 * @property {string} answerMark  the board's mark for the answer's moves
 * @property {(side: number) => string} sideName  a SIDE code's name
 */

/**
 * The plies of the positions before the mistakes to learn from: moves marked ?? or ? by the player
 * (humanSide, or either side when null), in the game's order.
 * @param {any[]} turns
 * @param {number | null} humanSide
 */
export const lessonPlies = (turns, humanSide) => turns.flatMap((turn, ply) =>
  (turn.mark === '??' || turn.mark === '?') && (humanSide === null || turn.toMove === humanSide) ? [ply] : []);

export class MistakeTrainer {
  #view;
  #look;
  #goTo;
  #strings;
  /** @type {any[] | null} the review's turns, once it is done */
  #turns = null;
  /** @type {any} */
  #shown = null;
  /** @type {number[]} */
  #lessons = [];
  /** the lesson under way, -1 when none */
  #index = -1;
  /** @type {{ cell: number, good: boolean }[]} */
  #tries = [];
  #revealed = false;
  #found = 0;

  /** @type {() => void} hears the trainer leave the board (the review draws on it again) */
  onEnd = () => {};

  /**
   * @param {object} parts
   * @param {import('../views/mistake_trainer_view.js').MistakeTrainerView} parts.view
   * @param {LessonLook} parts.look
   * @param {(ply: number) => void} parts.goTo  shows the record's position after ply moves
   * @param {import('../shell/i18n.js').Strings} parts.strings
   */
  constructor({ view, look, goTo, strings }) {
    this.#view = view;
    this.#look = look;
    this.#goTo = goTo;
    this.#strings = strings;
    view.onStart = () => this.start();
    view.onShow = () => this.#reveal();
    view.onNext = () => this.#next();
    view.onStop = () => this.stop();
  }

  /**
   * Hears every position shown with the review's turns once it is done (else null). Returns true
   * while a lesson draws the board. A lesson ends when the record or the position shown leaves it.
   * @param {any[] | null} turns
   * @param {any} shown
   */
  show(turns, shown) {
    this.#shown = shown;
    if (turns !== this.#turns) {
      this.#turns = turns;
      this.#end();
    }
    this.#view.setAvailable(turns && shown ? lessonPlies(turns, shown.humanSide).length : null);
    if (this.#index >= 0 && !(shown?.state.onMainLine && shown.state.ply === this.#lessons[this.#index])) this.#end();
    if (this.#index < 0) return false;
    this.#draw();
    return true;
  }

  start() {
    if (!this.#turns || !this.#shown) return;
    this.#lessons = lessonPlies(this.#turns, this.#shown.humanSide);
    if (!this.#lessons.length) return;
    this.#found = 0;
    this.#view.open();
    this.#begin(0);
  }

  /**
   * A click on the board: while a lesson waits for a try, judged and drawn, not played. Returns
   * whether the lesson took it.
   * @param {number} cell
   */
  tryCell(cell) {
    if (this.#index < 0) return false;
    if (this.#done()) return true;
    const names = this.#shown.names;
    if (!this.#shown.state.legalMoves.includes(cell)) {
      this.#view.refuse(cell, this.#strings.learnNotLegal(names[cell]));
      return true;
    }
    const turn = this.#turn();
    const good = this.#look.good(turn).includes(cell);
    if (!this.#tries.some((t) => t.cell === cell)) this.#tries.push({ cell, good });
    const verdict = this.#look.judge(turn, cell, names);
    if (good) {
      this.#found++;
      this.#view.say(`${this.#strings.learnGood(verdict)} ${this.#lineText()}`);
    } else if (this.#tries.length >= MAX_TRIES) {
      this.#revealed = true;
      this.#view.say(`${this.#strings.learnBad(verdict)} ${this.#answerText()}`);
    } else {
      this.#view.say(this.#strings.learnBad(verdict));
    }
    this.#draw();
    return true;
  }

  /** Ends the lessons, leaving the board to the review, which draws on it again. */
  stop() {
    const lesson = this.#index >= 0;
    this.#end();
    if (lesson) this.onEnd();
  }

  // Ends the lessons: the panel closed, the board cleared of what they drew.
  #end() {
    if (this.#index >= 0) this.#view.clearBoard(this.#look.answerMark);
    this.#index = -1;
    this.#view.close();
  }

  /** @param {number} index */
  #begin(index) {
    this.#index = index;
    this.#tries = [];
    this.#revealed = false;
    const ply = this.#lessons[index], turn = this.#turn();
    this.#view.say(this.#strings.learnPrompt(index + 1, this.#lessons.length, this.#look.sideName(turn.toMove), ply + 1,
      `${this.#shown.names[turn.played]}${turn.mark}`));
    this.#goTo(ply);
    if (this.#shown.state.onMainLine && this.#shown.state.ply === ply) this.#draw();  // already there: no position comes
  }

  #next() {
    if (this.#index + 1 < this.#lessons.length) return this.#begin(this.#index + 1);
    const count = this.#lessons.length;
    this.#index = -1;
    this.#view.clearBoard(this.#look.answerMark);
    this.#view.finish(this.#strings.learnDone(this.#found, count));
    this.onEnd();
  }

  #reveal() {
    if (this.#index < 0 || this.#done()) return;
    this.#revealed = true;
    this.#view.say(this.#answerText());
    this.#draw();
  }

  #turn() {
    return /** @type {any[]} */ (this.#turns)[this.#lessons[this.#index]];
  }

  // Whether the answer is out: found, or shown.
  #done() {
    return this.#revealed || this.#tries.some((t) => t.good);
  }

  #answerText() {
    return `${this.#look.answer(this.#turn(), this.#shown.names)} ${this.#lineText()}`;
  }

  #lineText() {
    const { names } = this.#shown;
    return this.#strings.learnLine(this.#turn().line.map((/** @type {number} */ cell) => names[cell] ?? this.#strings.passMove).join(' '));
  }

  // The tries (✓, ✗), and once the answer is out, its moves and the line numbered from 1.
  #draw() {
    const done = this.#done(), turn = this.#turn();
    const line = done ? /** @type {number[]} */ (turn.line).map((cell, i) => ({ cell, text: String(i + 1), kind: 'line' })) : [];
    const tries = this.#tries.map(({ cell, good }) => ({ cell, text: good ? '✓' : '✗', kind: good ? 'good' : 'bad' }));
    this.#view.drawBoard([...line.filter(({ cell }) => cell >= 0), ...tries], done ? this.#look.good(turn) : [], this.#look.answerMark);
    this.#view.setButtons({ show: !done, last: this.#index + 1 === this.#lessons.length });
  }
}
