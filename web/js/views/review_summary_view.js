// The review's summary beside its chart: a table with a row per side (its name, and after it the
// figures the engine's review gave: the marks, Reversi's loss a move and accuracy, the knights'
// wins thrown away and whether the side played perfectly), as each game's ReviewLook words it.
// While the review runs the figures read "…", so that the table keeps its size when they come.

/** @typedef {{ head: string[], rows: { side: string, cells: string[] }[] }} SummaryTable  head: the figures' headings */

export class ReviewSummaryView {
  #table;
  /** @type {string} what is drawn, to draw only a change */
  #drawn = '';

  /** @param {HTMLTableElement} table  with a caption saying what it sums up */
  constructor(table) {
    this.#table = table;
  }

  /** @param {SummaryTable | null} summary  null: no review */
  show(summary) {
    const key = JSON.stringify(summary);
    if (key === this.#drawn) return;
    this.#drawn = key;
    const doc = this.#table.ownerDocument;
    for (const part of this.#table.querySelectorAll('thead, tbody')) part.remove();
    if (!summary) return;
    const cell = (/** @type {string} */ name, /** @type {string} */ text, /** @type {string | null} */ scope) => {
      const element = doc.createElement(name);
      element.textContent = text;
      if (scope) element.setAttribute('scope', scope);
      return element;
    };
    const head = doc.createElement('thead');
    head.append(doc.createElement('tr'));
    head.rows[0].append(cell('td', '', null), ...summary.head.map((text) => cell('th', text, 'col')));
    const body = doc.createElement('tbody');
    for (const { side, cells } of summary.rows) {
      const row = body.insertRow();
      row.append(cell('th', side, 'row'), ...cells.map((text) => cell('td', text, null)));
    }
    this.#table.append(head, body);
  }
}

/**
 * A summary's table: a row per side in order, named by nameOf (with you(name) for the player's
 * side against the computer), its figures by cellsOf, or "…" for each while sides is null.
 * @template S
 * @param {object} parts
 * @param {string[]} parts.head
 * @param {number[]} parts.order  the SIDE codes, the first to move first
 * @param {S[] | null} parts.sides  by SIDE code
 * @param {number | null} parts.humanSide
 * @param {(side: number) => string} parts.nameOf
 * @param {(name: string) => string} parts.you
 * @param {(summary: S) => string[]} parts.cellsOf
 * @returns {SummaryTable}
 */
export function summaryTable({ head, order, sides, humanSide, nameOf, you, cellsOf }) {
  return {
    head,
    rows: order.map((side) => ({
      side: side === humanSide ? you(nameOf(side)) : nameOf(side),
      cells: sides ? cellsOf(sides[side]) : head.map(() => '…'),
    })),
  };
}
