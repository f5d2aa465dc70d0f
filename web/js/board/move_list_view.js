// The game's record under the board: every move numbered in the usual notation (「1 d5」「2 c3」…; a
// pass unnumbered), the moves after the position shown too, each a button that shows the position
// after it (a click, or Enter); the current one marked (aria-current) and kept in view, a review's
// mark after a main-line move's square (「d3??」), a note on a move as its title (Reversi's opening
// named there). Side lines stand after the move they are the
// alternatives to, each in brackets on a row of its own (as lichess writes them), nested ones
// within. One stop for Tab (the current move; the others are reached with the replay keys,
// replay_controls.js). Ordered lists, so screen readers count their items; the only code touching
// their DOM.

/** @typedef {{ text: string, kind: string }} MoveMark  kind: a class for style.css ('blunder'…) */

export class MoveListView {
  #list;
  #texts;
  /** @type {GameState['tree']} */
  #tree = [];
  /** @type {string[]} */
  #names = [];
  #node = 0;
  /** @type {(MoveMark | null)[]} by ply - 1 of the main line */
  #marks = [];
  /** @type {(string | null)[]} by node */
  #notes = [];

  /** @type {(node: number) => void} hears a click or Enter on a move: the node after it */
  onSelect = () => {};

  /**
   * @param {HTMLElement} list  an <ol>
   * @param {{ pass: string, sideLine: string }} texts  how a pass reads (「パス」), a side line's label
   */
  constructor(list, texts) {
    this.#list = list;
    this.#texts = texts;
    list.addEventListener('click', (event) => {
      const button = /** @type {Element} */ (event.target).closest('button[data-node]');
      if (button) this.onSelect(Number(button.getAttribute('data-node')));
    });
  }

  /**
   * Shows the record's tree, the position shown being the state's node.
   * @param {GameState} state
   * @param {string[]} names  each cell's name
   */
  show({ tree, node }, names) {
    this.#tree = tree;
    this.#node = node;
    this.#names = names;
    this.#render();
  }

  /**
   * Puts marks after the main line's moves (marks[i]: the move of ply i + 1), until the next call.
   * @param {(MoveMark | null)[]} marks
   */
  setMarks(marks) {
    this.#marks = marks;
    this.#render();
  }

  /**
   * Gives moves a note, their title (and so their description to a screen reader), by node.
   * @param {(string | null)[]} notes
   */
  setNotes(notes) {
    if (notes.length === this.#notes.length && notes.every((note, i) => note === this.#notes[i])) return;
    this.#notes = notes;
    this.#render();
  }

  #render() {
    const doc = this.#list.ownerDocument;
    const hadFocus = this.#list.contains(doc.activeElement);
    const root = this.#tree[0];
    const items = root ? [...(root.passed ? [this.#pass()] : []), ...this.#line(root.children[0], true)] : [];
    this.#list.replaceChildren(...items);
    const current = /** @type {HTMLButtonElement | null} */ (this.#list.querySelector('button[aria-current]'));
    const stop = current ?? this.#list.querySelector('button');
    if (stop) stop.tabIndex = 0;
    if (hadFocus) stop?.focus({ preventScroll: true });
    if (current) scrollIntoList(this.#list, current);
    else this.#list.scrollTop = 0;
  }

  /**
   * The items of a line from its first node on (by each position's first move), each move followed
   * by a pass it forced and by the side lines that are its alternatives.
   * @param {number | undefined} first
   * @param {boolean} main  the main line: its moves carry the review's marks
   * @returns {HTMLLIElement[]}
   */
  #line(first, main) {
    /** @type {HTMLLIElement[]} */
    const items = [];
    for (let id = first; id !== undefined;) {
      const node = /** @type {RecordNode} */ (this.#tree[id]);
      items.push(this.#move(id, node, main));
      if (node.passed) items.push(this.#pass());
      const [, ...others] = /** @type {RecordNode} */ (this.#tree[node.parent]).children;
      if (others.length && id === /** @type {RecordNode} */ (this.#tree[node.parent]).children[0]) items.push(this.#sideLines(others));
      id = node.children[0];
    }
    return items;
  }

  /**
   * A move's item: its button, data-node its node, and on the main line data-ply its ply and the
   * review's mark.
   * @param {number} id
   * @param {RecordNode} node
   * @param {boolean} main
   */
  #move(id, node, main) {
    const doc = this.#list.ownerDocument;
    const item = doc.createElement('li');
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('data-node', String(id));
    if (main) button.setAttribute('data-ply', String(node.ply));
    const mark = main ? this.#marks[node.ply - 1] : null;
    button.tabIndex = -1;
    const count = doc.createElement('span');
    count.className = 'number';
    count.textContent = String(node.ply);
    button.append(count, ` ${this.#names[node.move]}`);
    if (mark) {
      const text = doc.createElement('span');
      text.className = `mark ${mark.kind}`;
      text.textContent = mark.text;
      button.append(text);
    }
    const note = this.#notes[id];
    if (note) button.title = note;
    if (id === this.#node) button.setAttribute('aria-current', 'step');
    item.append(button);
    return item;
  }

  #pass() {
    const item = this.#list.ownerDocument.createElement('li');
    item.className = 'pass';
    item.textContent = this.#texts.pass;
    return item;
  }

  /**
   * The side lines that start at firsts, each an ordered list of its own.
   * @param {number[]} firsts
   */
  #sideLines(firsts) {
    const doc = this.#list.ownerDocument;
    const item = doc.createElement('li');
    item.className = 'lines';
    for (const first of firsts) {
      const line = doc.createElement('ol');
      line.className = 'line';
      line.setAttribute('aria-label', this.#texts.sideLine);
      line.append(...this.#line(first, false));
      item.append(line);
    }
    return item;
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
    const starts = [...list.querySelectorAll('li')].map((line) => /** @type {HTMLElement} */ (line).offsetTop - padding);
    list.scrollTop = starts.find((start) => start + list.clientHeight >= bottom && start <= top) ?? top;
  }
}
