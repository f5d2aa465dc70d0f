// Keyboard access to an ARIA grid by roving tabindex: the grid is a single tab stop (the cell
// focused last), the arrow keys move between cells, Home and End go to the ends of the row (with
// Ctrl, of the grid), and Enter or Space activates the focused cell. cells() and columns() give
// the grid's current cells, so a board may be rebuilt at another size.

/**
 * @param {HTMLElement} grid
 * @param {() => HTMLElement[]} cells
 * @param {() => number} columns
 * @param {(cell: number) => void} onActivate
 */
export function initGridNavigation(grid, cells, columns, onActivate) {
  // A click focuses a cell too: the tab stop follows whatever was focused last.
  grid.addEventListener('focusin', (event) => {
    const all = cells();
    const index = all.findIndex((cell) => cell === event.target);
    if (index < 0) return;
    for (const cell of all) cell.tabIndex = cell === event.target ? 0 : -1;
  });

  grid.addEventListener('keydown', (event) => {
    const all = cells();
    const index = all.findIndex((cell) => cell === event.target);
    if (index < 0 || event.altKey || event.metaKey) return;
    const target = moveTarget(event, index, columns(), all.length);
    if (target !== null) {
      event.preventDefault();
      all[target].focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();  // Space would scroll the page
      if (!event.repeat) onActivate(index);
    }
  });
}

/**
 * Returns the cell index a navigation key leads to from index (itself at an edge), or null.
 * @param {KeyboardEvent} event
 * @param {number} index
 * @param {number} columns
 * @param {number} count
 * @returns {number | null}
 */
function moveTarget({ key, ctrlKey }, index, columns, count) {
  const rowStart = index - (index % columns);
  switch (key) {
    case 'ArrowLeft': return index === rowStart ? index : index - 1;
    case 'ArrowRight': return index === rowStart + columns - 1 ? index : index + 1;
    case 'ArrowUp': return index < columns ? index : index - columns;
    case 'ArrowDown': return index + columns >= count ? index : index + columns;
    case 'Home': return ctrlKey ? 0 : rowStart;
    case 'End': return ctrlKey ? count - 1 : rowStart + columns - 1;
    default: return null;
  }
}
