// Each cell's name as the engine gives it (squareName: 'd5', 'f5'), asked once per kind of game and
// board size: a name never changes, and a page asks for them with every position it draws.

/** @type {WeakMap<object, Map<number, string[]>>} by the game's class (its prototype), then its number of cells */
const known = new WeakMap();

/**
 * Returns every cell's name on game's board.
 * @param {GameSurface} game
 * @param {number} count  how many cells the board has
 */
export function cellNames(game, count) {
  const kind = Object.getPrototypeOf(game);
  const byCount = known.get(kind) ?? new Map();
  known.set(kind, byCount);
  if (!byCount.has(count)) byCount.set(count, Array.from({ length: count }, (_, cell) => game.squareName(cell)));
  return /** @type {string[]} */ (byCount.get(count));
}
