// What the puzzles (「詰め問題」) show around the page's board: the button that opens them, and their
// panel under the board — a live line with the question and each verdict, the puzzle's id and
// rating, the player's rating and streak, and the buttons (try again, show the answer, next, the
// daily puzzle, back to the game). While they are open the page is in their mode (body.puzzling:
// style.css hides the game's own parts and keeps the board and the panel together). The only code
// of the puzzles touching the DOM.
import { byId } from '../shell/page_shell.js';

export class PuzzleView {
  #parts;

  onOpen = () => {};
  onRetry = () => {};
  onShow = () => {};
  onNext = () => {};
  onDaily = () => {};
  onLeave = () => {};

  /**
   * @param {object} parts
   * @param {HTMLButtonElement} parts.open
   * @param {HTMLElement} parts.panel
   * @param {HTMLElement} parts.line    a live region: the question, the verdicts
   * @param {HTMLElement} parts.info    the puzzle's id and rating
   * @param {HTMLElement} parts.rating  the player's rating and streak
   * @param {HTMLButtonElement} parts.retry
   * @param {HTMLButtonElement} parts.show
   * @param {HTMLButtonElement} parts.next
   * @param {HTMLButtonElement} parts.daily
   * @param {HTMLButtonElement} parts.leave
   * @param {HTMLElement} parts.board  the board, whose cell in the tab order takes the focus when the puzzles open
   */
  constructor(parts) {
    this.#parts = parts;
    parts.open.addEventListener('click', () => this.onOpen());
    parts.retry.addEventListener('click', () => this.onRetry());
    parts.show.addEventListener('click', () => this.onShow());
    parts.next.addEventListener('click', () => this.onNext());
    parts.daily.addEventListener('click', () => this.onDaily());
    parts.leave.addEventListener('click', () => this.onLeave());
  }

  /** The button that opens the puzzles, rested with the game's controls while the engine loads. */
  get openButton() { return this.#parts.open; }

  get isOpen() { return !this.#parts.panel.hidden; }

  /** @param {boolean} busy  the set is on its way: the button waits */
  setLoading(busy) {
    this.#parts.open.disabled = busy;
    this.#parts.open.setAttribute('aria-busy', String(busy));
  }

  open() {
    const { panel, open, board } = this.#parts;
    document.body.classList.add('puzzling');
    panel.hidden = false;
    open.hidden = true;
    board.querySelector('[tabindex="0"]')?.closest('#board-frame')?.scrollIntoView({ block: 'nearest' });
    /** @type {HTMLElement | null} */ (board.querySelector('[tabindex="0"]'))?.focus({ preventScroll: true });
  }

  close() {
    const { panel, open, line } = this.#parts;
    document.body.classList.remove('puzzling');
    panel.hidden = true;
    open.hidden = false;
    line.textContent = '';
    open.focus();
  }

  /** @param {string} text */
  say(text) {
    this.#parts.line.textContent = text;
  }

  /**
   * @param {string} info    the puzzle's id and rating
   * @param {string} rating  the player's
   */
  showRatings(info, rating) {
    this.#parts.info.textContent = info;
    this.#parts.rating.textContent = rating;
  }

  /** @param {{ retry: boolean, show: boolean }} state  which of the two apply now */
  setButtons({ retry, show }) {
    this.#parts.retry.hidden = !retry;
    this.#parts.show.hidden = !show;
  }
}

/** The page's puzzle view, on its elements (partials/status_and_start.html). */
export const pagePuzzleView = () => new PuzzleView({
  open: byId('puzzle-open', HTMLButtonElement), panel: byId('puzzle', HTMLElement), line: byId('puzzle-line', HTMLElement),
  info: byId('puzzle-info', HTMLElement), rating: byId('puzzle-rating', HTMLElement), retry: byId('puzzle-retry', HTMLButtonElement),
  show: byId('puzzle-show', HTMLButtonElement), next: byId('puzzle-next', HTMLButtonElement), daily: byId('puzzle-daily', HTMLButtonElement),
  leave: byId('puzzle-leave', HTMLButtonElement), board: byId('board', HTMLElement),
});
