// The side lines a tab keeps of the game it shows, in sessionStorage (this tab's, until it closes),
// so that a reload — which reopens the game from the address, its main line only — finds them
// again: the game (its start and moves, as the address writes them) and each side line's moves from
// the start to its end. Anything else stored, or storage that throws, keeps nothing.
import { mainLine } from './shown_position.js';

/**
 * @param {string} key  where the page keeps them
 */
export function keptSideLines(key) {
  return {
    /**
     * Keeps the side lines of the game shown (none: forgets).
     * @param {import('./game_spec.js').Shown<any>} shown
     */
    write({ state: { tree, mainText }, names, start }) {
      const game = gameKey(start, mainText);
      const lines = sideLineEnds(tree).map((end) => pathOf(tree, end).map((move) => names[move]).join(''));
      try {
        if (lines.length) sessionStorage.setItem(key, JSON.stringify({ game, lines }));
        else sessionStorage.removeItem(key);
      } catch {
        // storage blocked: a reload shows the game without its side lines
      }
    },

    /**
     * Returns the side lines kept of the game of that start and moves, each its moves from the start.
     * @param {{ position?: string | null, moves?: string }} record
     * @returns {string[]}
     */
    read({ position = null, moves = '' }) {
      try {
        const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null');
        const fits = stored?.game === gameKey(position, moves) && Array.isArray(stored.lines);
        return fits ? stored.lines.filter((/** @type {unknown} */ line) => typeof line === 'string') : [];
      } catch {
        return [];
      }
    },
  };
}

/**
 * @param {string | null} start
 * @param {string} moves
 */
const gameKey = (start, moves) => `${start ?? ''}|${moves}`;

/**
 * The nodes where side lines end: those with no move after them, off the main line.
 * @param {GameState['tree']} tree
 */
function sideLineEnds(tree) {
  const main = new Set(mainLine(tree));
  return tree.flatMap((node, id) => (node && node.children.length === 0 && !main.has(id) ? [id] : []));
}

/**
 * The moves from the start to a node.
 * @param {GameState['tree']} tree
 * @param {number} id
 * @returns {number[]}
 */
function pathOf(tree, id) {
  const moves = [];
  for (let node = tree[id]; node && node.parent >= 0; node = tree[node.parent]) moves.unshift(node.move);
  return moves;
}
