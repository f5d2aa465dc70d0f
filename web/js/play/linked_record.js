// A game asked for by a link, played on a new engine game at once: its moves (the engine fills in
// the passes they leave out), the side lines this tab kept of it, then the position to show — a
// ply of the game, or a side line's end — or the game's end, when the link's ply is not one. A
// record that cannot be set up (a position or a move the engine refuses) gives a new game instead.
import { textRefusal } from './text_refusal.js';

/**
 * Returns a new engine game with record played on it (playRecord), its start's position text, the
 * notice for the status line and its origin (the record's, a link's unless it says; new when it
 * gives neither moves nor a position); or, when the record cannot be set up, a new game from the
 * usual start and the notice saying why.
 * @template {GameSurface} G
 * @template {object} O
 * @param {import('./game_spec.js').GameSpec<G, O>} spec
 * @param {O} options
 * @param {import('./game_spec.js').GameRecord} record
 * @returns {{ game: G, start: string | null, notice: string | null, origin: import('./game_spec.js').GameOrigin }}
 */
export function openRecord(spec, options, { moves = '', position = null, ply = null, badPly, line = null, lines = [], problem, origin = 'link' }) {
  /** @type {G | null} */
  let game = null;
  try {
    if (problem) throw new Error(problem);
    game = spec.create(options, position);
    const notice = playRecord(/** @type {G} */ (game), { moves, ply, badPly, line, lines }, spec);
    return { game, start: position, notice, origin: moves || position ? origin : 'new' };
  } catch (error) {
    game?.delete();
    const fresh = spec.create(options, null);
    const problem = textRefusal(error, position ?? '', fresh, spec) ?? (error instanceof Error ? error.message : String(error));
    return { game: fresh, start: null, notice: spec.badRecord(problem), origin: 'new' };
  }
}

/**
 * Plays the record's moves on game, then its kept side lines (each from the start; one that no
 * longer fits is dropped), and goes to its line (moves from the start) or its ply (null: the game's
 * end). Throws, in the page's language, at the first move of the game that names no square or
 * cannot be played; returns the notice for a ply outside the game, a line that cannot be played or
 * badPly, a link's ply that is no move number (the game then stays at its end), else null.
 * @template {GameSurface} G
 * @param {G} game
 * @param {{ moves: string, ply: number | null, badPly?: string, line?: string | null, lines?: string[] }} record
 * @param {import('./game_spec.js').GameSpec<G, any>} spec
 * @returns {string | null}
 */
function playRecord(game, { moves, ply, badPly, line = null, lines = [] }, spec) {
  try {
    if (moves) game.playMoves(moves);
  } catch (error) {
    throw new Error(textRefusal(error, moves, game, spec) ?? String(error));
  }
  const end = game.state().node;
  for (const kept of lines) fromStart(game, kept);
  game.goToNode(end);
  if (line !== null) return fromStart(game, line) ? null : spec.lineNotPlayed(line);
  if (badPly !== undefined) return spec.badPly(badPly);
  if (ply === null) return null;
  try {
    game.goTo(ply);
    return null;
  } catch {
    return spec.noSuchPly(ply, game.state().length);
  }
}

/**
 * Plays moves from the start of game's record, following the moves recorded and adding the others;
 * false, changing nothing, when the engine refuses them. The current line becomes theirs.
 * @param {GameSurface} game
 * @param {string} moves
 */
function fromStart(game, moves) {
  const at = game.state().node;
  game.goTo(0);
  try {
    game.playMoves(moves);
    return true;
  } catch {
    game.goToNode(at);
    return false;
  }
}
