// The status line under the board, a live region so that screen readers read each change; one
// contract for both games: the game's controller composes the text (whose turn, the result, why
// there is no game) and the view shows it — after a notice of what just happened on a line of its
// own (a pass), and before a detail added later (what the hints found). A message flashed in the
// notice's place (why a click was refused) stays a moment, or until the next text. The only code
// touching the line's DOM.
export class StatusView {
  #element;
  #text = '';
  /** @type {string | null} */
  #notice = null;
  /** @type {string | null} */
  #detail = null;
  #busy = false;
  /** @type {string | null} */
  #flash = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #flashTimer;

  /** @param {HTMLElement} element */
  constructor(element) {
    this.#element = element;
  }

  /**
   * Shows text, after notice on a line of its own when given, and without any detail.
   * @param {string} text
   * @param {string | null} [notice]
   */
  show(text, notice = null) {
    this.#text = text;
    this.#notice = notice;
    this.#detail = null;
    this.#busy = false;
    this.#endFlash();
    this.#render();
  }

  /**
   * Adds detail after the text (null: none), kept to one piece so that a narrow line breaks before
   * it. While busy the line is marked aria-busy, so that a screen reader waits for what follows.
   * @param {string | null} detail
   * @param {{ busy?: boolean }} [options]
   */
  showDetail(detail, { busy = false } = {}) {
    this.#detail = detail;
    this.#busy = busy;
    this.#render();
  }

  /**
   * Shows message in the notice's place for ms milliseconds, or until the next text.
   * @param {string} message
   * @param {number} ms
   */
  flash(message, ms) {
    this.#endFlash();
    this.#flash = message;
    this.#flashTimer = setTimeout(() => {
      this.#endFlash();
      this.#render();
    }, ms);
    this.#render();
  }

  #endFlash() {
    clearTimeout(this.#flashTimer);
    this.#flash = null;
  }

  #render() {
    const doc = this.#element.ownerDocument;
    const line = span(doc, 'line', this.#text);  // one box, centred in the line's reserved height
    if (this.#flash) line.prepend(span(doc, 'notice flash', this.#flash));
    else if (this.#notice) line.prepend(span(doc, 'notice', this.#notice));
    if (this.#detail) line.append(' ', span(doc, 'detail', this.#detail));
    this.#element.replaceChildren(line);
    if (this.#busy) this.#element.setAttribute('aria-busy', 'true');
    else this.#element.removeAttribute('aria-busy');
  }
}

/**
 * @param {Document} doc
 * @param {string} className
 * @param {string} text
 */
function span(doc, className, text) {
  const element = doc.createElement('span');
  element.className = className;
  element.textContent = text;
  return element;
}
