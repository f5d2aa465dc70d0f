// The game's record under the board: every move numbered in the usual notation (「1 d5」「2 c3」…; a
// pass unnumbered), the moves after the position shown too, each a button that shows the position
// after it (a click, or Enter); the current one marked (aria-current) and kept in view, a review's
// mark after a move's square (「d3??」). One stop for Tab (the current move; the others are reached
// with the replay keys, replay_controls.js). An ordered list, so screen readers count its items;
// the only code touching its DOM.

/** @typedef {{ text: string, kind: string }} MoveMark  kind: a class for style.css ('blunder'…) */

export class MoveListView {
  #list;
  #passText;
  /** @type {(string | null)[]} */
  #names = [];
  #ply = 0;
  /** @type {(MoveMark | null)[]} by ply - 1 */
  #marks = [];

  /** @type {(ply: number) => void} hears a click or Enter on a move: the ply after it */
  onSelect = () => {};

  /**
   * @param {HTMLElement} list  an <ol>
   * @param {string} passText   how a pass reads (「パス」)
   */
  constructor(list, passText) {
    this.#list = list;
    this.#passText = passText;
    list.addEventListener('click', (event) => {
      const button = /** @type {Element} */ (event.target).closest('button[data-ply]');
      if (button) this.onSelect(Number(button.getAttribute('data-ply')));
    });
  }

  /**
   * Shows the record's moves, each a cell's name or null for a pass, the position shown being the
   * one after ply moves.
   * @param {(string | null)[]} names
   * @param {number} ply
   */
  show(names, ply) {
    this.#names = names;
    this.#ply = ply;
    this.#render();
  }

  /**
   * Puts marks after the moves (marks[i]: the move of ply i + 1), until the next call.
   * @param {(MoveMark | null)[]} marks
   */
  setMarks(marks) {
    this.#marks = marks;
    this.#render();
  }

  #render() {
    const doc = this.#list.ownerDocument;
    const hadFocus = this.#list.contains(doc.activeElement);
    let ply = 0;
    /** @type {HTMLButtonElement | null} */
    let current = null;
    const items = this.#names.map((name) => {
      const item = doc.createElement('li');
      if (name === null) {
        item.className = 'pass';
        item.textContent = this.#passText;
        return item;
      }
      const button = doc.createElement('button');
      button.type = 'button';
      button.setAttribute('data-ply', String(++ply));
      button.tabIndex = -1;
      const count = doc.createElement('span');
      count.className = 'number';
      count.textContent = String(ply);
      button.append(count, ` ${name}`);
      const mark = this.#marks[ply - 1];
      if (mark) {
        const text = doc.createElement('span');
        text.className = `mark ${mark.kind}`;
        text.textContent = mark.text;
        button.append(text);
      }
      if (ply === this.#ply) {
        button.setAttribute('aria-current', 'step');
        current = button;
      }
      item.append(button);
      return item;
    });
    this.#list.replaceChildren(...items);
    const stop = current ?? this.#list.querySelector('button');
    if (stop) stop.tabIndex = 0;
    if (hadFocus) stop?.focus({ preventScroll: true });
    if (current) scrollIntoList(this.#list, current);
    else this.#list.scrollTop = 0;
  }
}

/**
 * Scrolls the list, never the page, so that item is in view, the list showing whole lines only: it
 * stops where a line starts (an item's top less the list's padding, style.css spacing the lines by
 * that padding). The list is the items' offsetParent (style.css).
 * @param {HTMLElement} list
 * @param {HTMLElement} item
 */
function scrollIntoList(list, item) {
  const padding = parseFloat(getComputedStyle(list).paddingTop);
  const top = item.offsetTop - padding, bottom = item.offsetTop + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) {
    const starts = [...list.children].map((line) => /** @type {HTMLElement} */ (line).offsetTop - padding);
    list.scrollTop = starts.find((start) => start + list.clientHeight >= bottom) ?? top;
  }
}
