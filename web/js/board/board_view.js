// A game's board as the page shows it, one contract for every game: draw({ size, cells, names, marks })
// takes the board's size and the engine's cell codes, each cell's name ('d5') and the marked cells by kind (legal moves,
// the last move, winning moves…); mark(kind, cells) changes one kind of mark alone, as the knight
// hints do, and note(notes) writes a short text on cells (a move's value) until the next draw. A
// game describes once, in a BoardLook, how each code looks (a text, a class) and how
// each mark looks (a class), with the labels of its language, so that every cell's label says its
// name, what stands on it and its marks (「d3 空き 置ける」, "e6 white, last move"). The board is
// rebuilt when cells come at another size. Two views may share a grid: one held (hold()) keeps
// what it is told without drawing, and draws it all again when released (a puzzle over the game).

/**
 * @typedef {object} PieceLook  how a cell code looks
 * @property {(name: string) => string} label  e.g. (name) => `${name} knight`
 * @property {string} [text]                   the cell's text, e.g. '♞'
 * @property {string} [className]
 *
 * @typedef {object} MarkLook  how a kind of mark looks
 * @property {(label: string) => string} label  the cell's label with the mark said
 * @property {string} className                 styled by style.css
 *
 * @typedef {object} NoteLook  how a kind of note looks
 * @property {(label: string, text: string) => string} label  the cell's label with the note said
 * @property {string} className                               styled by style.css
 *
 * @typedef {object} BoardLook
 * @property {Record<number, PieceLook>} pieces  by cell code
 * @property {Record<string, MarkLook>} marks    by kind, in the order their labels are said
 * @property {Record<string, NoteLook>} [notes]  by kind
 *
 * @typedef {{ cell: number, text: string, kind: string }} Note
 *
 * @typedef {object} BoardPosition
 * @property {number} size                       the squares a side, as the engine's state() says
 * @property {number[]} cells                    the engine's cells(), one code per cell
 * @property {string[]} names                    each cell's name
 * @property {Record<string, number[]>} [marks]  the marked cells by kind; kinds left out have none
 */

export class BoardView {
  #grid;
  #look;
  /** @type {BoardPosition} */
  #position = { size: 0, cells: [], names: [] };
  /** @type {Map<string, Set<number>>} */
  #marks = new Map();
  /** @type {Map<number, Note>} */
  #notes = new Map();
  #held = false;

  /**
   * @param {import('./grid_board.js').GridBoard} grid
   * @param {BoardLook} look
   */
  constructor(grid, look) {
    this.#grid = grid;
    this.#look = look;
  }

  /** @param {(cell: number) => void} handler  hears every click, Enter or Space on a cell */
  set onCellClick(handler) { this.#grid.onCellClick = handler; }

  /** @param {BoardPosition} position */
  draw(position) {
    this.#position = position;
    this.#marks = new Map(Object.keys(this.#look.marks).map((kind) => [kind, new Set(position.marks?.[kind])]));
    this.#notes = new Map();
    this.#paint();
  }

  /** Stops drawing on the grid (another view draws there), keeping what it is told. */
  hold() {
    this.#held = true;
  }

  /** Draws on the grid again, from what it was last told. */
  release() {
    this.#held = false;
    this.#paint();
  }

  #paint() {
    const { size, cells } = this.#position;
    if (this.#held || !cells.length) return;
    if (size !== this.#grid.size) this.#grid.resize(size);
    cells.forEach((code, cell) => {
      const element = this.#grid.cells[cell];
      for (const [other, piece] of Object.entries(this.#look.pieces)) {
        if (piece.className) element.classList.toggle(piece.className, Number(other) === code);
      }
      element.textContent = this.#look.pieces[code].text ?? '';
      this.#drawMarks(cell);
    });
  }

  /**
   * Marks exactly these cells with this kind of mark, leaving the other kinds as they are.
   * @param {string} kind
   * @param {number[]} cells
   */
  mark(kind, cells) {
    this.#marks.set(kind, new Set(cells));
    this.#drawAllMarks();
  }

  /**
   * Writes these notes on their cells, and none on the others, until the next draw.
   * @param {Note[]} notes
   */
  note(notes) {
    this.#notes = new Map(notes.map((note) => [note.cell, note]));
    this.#drawAllMarks();
  }

  #drawAllMarks() {
    if (!this.#held) this.#position.cells.forEach((_, cell) => this.#drawMarks(cell));
  }

  /**
   * A brief visual cue on a cell (a refused click): style.css animates its 'refused' class.
   * @param {number} cell
   */
  cue(cell) {
    if (this.#held) return;
    const element = this.#grid.cells[cell];
    if (!element) return;
    element.classList.remove('refused');
    void element.offsetWidth;  // restarts the animation when the same cell is refused again
    element.classList.add('refused');
    element.addEventListener('animationend', () => element.classList.remove('refused'), { once: true });
  }

  setUnavailable() {
    this.#grid.setUnavailable();
  }

  /** @param {number} cell */
  #drawMarks(cell) {
    const element = this.#grid.cells[cell];
    const { cells, names } = this.#position;
    let label = this.#look.pieces[cells[cell]].label(names[cell]);
    for (const [kind, look] of Object.entries(this.#look.marks)) {
      const marked = this.#marks.get(kind)?.has(cell) ?? false;
      element.classList.toggle(look.className, marked);
      if (marked) label = look.label(label);
    }
    const note = this.#notes.get(cell);
    const noteLook = note && this.#look.notes?.[note.kind];
    let text = element.querySelector('.note');
    if (note && noteLook) {
      text ??= element.appendChild(element.ownerDocument.createElement('span'));
      text.className = `note ${noteLook.className}`;
      text.textContent = note.text;
      label = noteLook.label(label, note.text);
    } else {
      text?.remove();
    }
    element.classList.toggle('noted', Boolean(noteLook));
    element.setAttribute('aria-label', label);
  }
}
