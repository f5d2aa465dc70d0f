// What 「間違いから学ぶ」 (mistake_trainer.js) shows: its button beside the review's summary, saying how
// many mistakes there are to learn from; its panel — a live line with the question and each
// verdict, and the buttons to show the answer, go on and stop — and on the board the tries (✓ ✗ as
// notes), the answer's moves marked and the best line numbered. The only code of the lessons
// touching the DOM.

/** @typedef {import('../board/board_view.js').Note} Note */

export class MistakeTrainerView {
  #parts;
  #board;
  #strings;

  onStart = () => {};
  onShow = () => {};
  onNext = () => {};
  onStop = () => {};

  /**
   * @param {object} parts
   * @param {HTMLButtonElement} parts.start  beside the summary
   * @param {HTMLElement} parts.panel        the lessons' panel, hidden when there are none
   * @param {HTMLElement} parts.line         a live region: the question, the verdicts
   * @param {HTMLButtonElement} parts.show
   * @param {HTMLButtonElement} parts.next
   * @param {HTMLButtonElement} parts.stop
   * @param {HTMLElement} parts.boardArea  scrolled into view when the lessons start, above the panel
   * @param {import('../board/board_view.js').BoardView} board
   * @param {import('../shell/i18n.js').Strings} strings
   */
  constructor(parts, board, strings) {
    this.#parts = parts;
    this.#board = board;
    this.#strings = strings;
    parts.start.addEventListener('click', () => this.onStart());
    parts.show.addEventListener('click', () => this.onShow());
    parts.next.addEventListener('click', () => this.onNext());
    parts.stop.addEventListener('click', () => this.onStop());
  }

  /** @param {number | null} count  the mistakes to learn from; null while the review runs */
  setAvailable(count) {
    const text = count === null ? this.#strings.learnStart : this.#strings.learn(count);
    if (this.#parts.start.textContent !== text) this.#parts.start.textContent = text;
    this.#parts.start.disabled = !count;
  }

  open() {
    this.#parts.panel.hidden = false;
    this.#parts.stop.textContent = this.#strings.learnStop;
    // Held at the screen's foot (style.css, narrow screens), the panel is below the board, at its top.
    const held = getComputedStyle(this.#parts.panel).position === 'fixed';
    this.#parts.boardArea.scrollIntoView({ block: held ? 'start' : 'nearest' });
  }

  close() {
    this.#parts.panel.hidden = true;
    this.#parts.line.textContent = '';
  }

  /** @param {string} text */
  say(text) {
    this.#parts.line.textContent = text;
  }

  /**
   * @param {{ show: boolean, last: boolean }} state  show: the answer is not out yet; last: the last lesson
   */
  setButtons({ show, last }) {
    const { show: showButton, next } = this.#parts;
    showButton.hidden = false;
    next.hidden = false;
    showButton.disabled = !show;
    next.textContent = last ? this.#strings.learnFinish : this.#strings.learnNext;
  }

  /** @param {string} text  how the lessons went; only the button that closes the panel stays */
  finish(text) {
    this.say(text);
    this.#parts.show.hidden = true;
    this.#parts.next.hidden = true;
    this.#parts.stop.textContent = this.#strings.learnClose;
    this.#parts.stop.focus();
  }

  /**
   * @param {number} cell
   * @param {string} why
   */
  refuse(cell, why) {
    this.say(why);
    this.#board.cue(cell);
  }

  /**
   * @param {Note[]} notes
   * @param {number[]} answer  the answer's moves, marked
   * @param {string} mark      their mark
   */
  drawBoard(notes, answer, mark) {
    this.#board.mark(mark, answer);
    this.#board.note(notes);
  }

  /** @param {string} mark  the answer's mark, taken off with the notes */
  clearBoard(mark) {
    this.drawBoard([], [], mark);
  }
}

/**
 * The notes the lessons write on the board, for a game's BoardLook: a try's ✓ or ✗, the line's numbers.
 * @param {import('../shell/i18n.js').Strings} strings
 * @returns {Record<string, import('../board/board_view.js').NoteLook>}
 */
export const lessonNotes = (strings) => ({
  good: { label: strings.noteGood, className: 'try-good' },
  bad: { label: strings.noteBad, className: 'try-bad' },
  line: { label: strings.noteLine, className: 'line' },
});
