// The moves so far under the board: numbered in the usual notation (「1 d5」「2 c3」…; a pass
// unnumbered), the latest highlighted and kept in view. An ordered list, so screen readers count
// its items; the only code touching its DOM.
export class MoveListView {
  #list;
  #passText;

  /**
   * @param {HTMLElement} list  an <ol>
   * @param {string} passText   how a pass reads (「パス」)
   */
  constructor(list, passText) {
    this.#list = list;
    this.#passText = passText;
  }

  /**
   * Shows the moves, each a cell's name or null for a pass.
   * @param {(string | null)[]} moves
   */
  show(moves) {
    const doc = this.#list.ownerDocument;
    let number = 0;
    const items = moves.map((name) => {
      const item = doc.createElement('li');
      if (name === null) {
        item.className = 'pass';
        item.textContent = this.#passText;
      } else {
        const count = doc.createElement('span');
        count.className = 'number';
        count.textContent = String(++number);
        item.append(count, ` ${name}`);
      }
      return item;
    });
    items.at(-1)?.classList.add('latest');
    items.at(-1)?.setAttribute('aria-current', 'step');
    this.#list.replaceChildren(...items);
    this.#list.scrollTop = this.#list.scrollHeight;  // the list scrolls, never the page
  }
}
