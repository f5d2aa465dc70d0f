// The replay's controls in the record panel: the buttons for the start, a move back, a move forward
// and the end, ←/→/Home/End while the focus is in the move list or on those buttons, the line
// between the buttons saying where the replay stands (「12 / 60手」, a polite live region), and a
// side line's two buttons (make it the game, delete it from the move shown on). A button with
// nowhere to go rests (disabled, out of the tab order, as undo does); when it was the one focused,
// the focus goes to the move list's current move, where the same keys go on. While a replay is
// shown the page is in its mode (body.replaying: style.css keeps the bar at the screen's foot on
// narrow screens), and the board is brought into view when one starts.

/** @typedef {'start' | 'back' | 'forward' | 'end'} Step */
/** @typedef {Record<Step, HTMLButtonElement>} ReplayButtons */

/** The keys, by the step each takes. */
const KEYS = /** @type {Record<string, Step>} */ ({ ArrowLeft: 'back', ArrowRight: 'forward', Home: 'start', End: 'end' });

export class ReplayView {
  #parts;
  #replaying = false;

  /**
   * @param {object} parts
   * @param {HTMLElement} parts.list      the move list's element, where the keys count
   * @param {ReplayButtons} parts.buttons
   * @param {HTMLElement} parts.where     the line saying where the replay stands
   * @param {{ group: HTMLElement, promote: HTMLButtonElement, remove: HTMLButtonElement }} parts.line  the side line's buttons
   * @param {HTMLElement} parts.board  the board, brought into view when a replay starts on a narrow screen
   * @param {object} heard
   * @param {(step: Step) => void} heard.onStep
   * @param {() => void} heard.onPromote
   * @param {() => void} heard.onRemove
   */
  constructor(parts, { onStep, onPromote, onRemove }) {
    this.#parts = parts;
    const { list, buttons, line } = parts;
    line.promote.addEventListener('click', onPromote);
    line.remove.addEventListener('click', onRemove);
    for (const [step, button] of /** @type {[Step, HTMLButtonElement][]} */ (Object.entries(buttons))) {
      button.addEventListener('click', () => onStep(step));
    }
    /** @param {KeyboardEvent} event */
    const onKey = (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || !Object.hasOwn(KEYS, event.key)) return;
      event.preventDefault();
      onStep(KEYS[event.key]);
    };
    list.addEventListener('keydown', onKey);
    for (const button of Object.values(buttons)) button.addEventListener('keydown', onKey);
  }

  /**
   * @param {object} shown
   * @param {Record<Step, boolean>} shown.resting  the steps with nowhere to go
   * @param {boolean} shown.sideLine  a side line is shown: its buttons with it
   * @param {boolean} shown.replaying  a position away from the live game is shown
   * @param {string | null} shown.where  where the replay stands (null: as it was, no game shown)
   */
  show({ resting, sideLine, replaying, where }) {
    const { list, buttons, line, board } = this.#parts;
    const focused = list.ownerDocument.activeElement;
    line.group.hidden = !sideLine;
    for (const [step, button] of /** @type {[Step, HTMLButtonElement][]} */ (Object.entries(buttons))) button.disabled = resting[step];
    if (focused instanceof HTMLButtonElement && (focused.disabled || focused.closest('[hidden]'))) {
      /** @type {HTMLElement | null} */ (list.querySelector('[tabindex="0"]'))?.focus({ preventScroll: true });
    }
    board.ownerDocument.body.classList.toggle('replaying', replaying);  // style.css: the bar at the screen's foot
    if (replaying && !this.#replaying) bringIntoView(board);
    this.#replaying = replaying;
    if (where !== null && this.#parts.where.textContent !== where) this.#parts.where.textContent = where;
  }
}

/** Where style.css keeps the replay's bar at the screen's foot, the room it takes there, and the room kept above the board (its coordinates). */
const BAR_SCREENS = '(max-width: 1099.98px)', BAR_HEIGHT = 112, ABOVE = 24;

/**
 * Scrolls the page so that the board is in view above the replay's bar, when it is not.
 * @param {HTMLElement} board
 */
function bringIntoView(board) {
  const view = board.ownerDocument.defaultView;
  if (!view?.matchMedia(BAR_SCREENS).matches || board.closest('.embedded')) return;
  const { top, bottom } = board.getBoundingClientRect();
  if (top < ABOVE || bottom > view.innerHeight - BAR_HEIGHT) view.scrollBy({ top: top - ABOVE, behavior: 'instant' });
}
