// A game asked for by a link, played on a new engine game at once: its moves (the engine fills in
// the passes they leave out), then the ply to show — or its end, when the link's ply is not one.

/**
 * Plays text's moves on game and goes to ply (null: stays at the end). Throws, in the page's
 * language, at the first move that names no square or cannot be played; returns the notice for a
 * ply outside the record, or for badPly, a link's ply that is no move number (the game then stays
 * at its end), else null.
 * @template {GameSurface} G
 * @param {G} game
 * @param {{ moves: string, ply: number | null, badPly?: string }} record
 * @param {import('./game_spec.js').GameSpec<G, any>} spec
 * @param {(count: number) => string[]} cellNames  each cell's name, for a board of count cells
 * @returns {string | null}
 */
export function playRecord(game, { moves, ply, badPly }, spec, cellNames) {
  try {
    if (moves) game.playMoves(moves);
  } catch (error) {
    const { index, text: badText, move = -1, reason = -1, by = -1 } = /** @type {MoveListError} */ (error);
    if (typeof index !== 'number') throw error;
    const names = cellNames(game.state().cells.length);
    throw new Error(badText !== undefined ? spec.notASquare(index + 1, badText)
      : spec.cannotPlay(index + 1, spec.refusalText({ reason, by }, move, names)));
  }
  if (badPly !== undefined) return spec.badPly(badPly);
  if (ply === null) return null;
  try {
    game.goTo(ply);
    return null;
  } catch {
    return spec.noSuchPly(ply, game.state().length);
  }
}
