// A line of text on the page that the flow fills — the named opening, the values' best line —,
// written only when its text changes (a live region speaks each change), and shown or hidden.

export class TextLine {
  #element;

  /**
   * @param {HTMLElement} element
   * @param {{ shown?: boolean }} [options]  shown: whether the line shows (hidden, its room is given
   *   back); as the page has it when not said
   */
  constructor(element, { shown } = {}) {
    this.#element = element;
    if (shown !== undefined) this.setShown(shown);
  }

  /** @param {string} text */
  show(text) {
    if (this.#element.textContent !== text) this.#element.textContent = text;
  }

  /** @param {boolean} shown */
  setShown(shown) {
    this.#element.hidden = !shown;
  }
}
