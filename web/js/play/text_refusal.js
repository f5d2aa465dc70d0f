// A text the engine refused — a move list, a position, a paste — said in the page's words: which
// move and why (as playMoves() says it), which knights attack each other, or where the engine
// stopped reading (the character, counted from 1) and what stands there.
import { cellNames } from './cell_names.js';
import { quoted } from './game_link.js';

/**
 * @typedef {Pick<import('./game_spec.js').GameSpec<any, any>, 'notASquare' | 'cannotPlay' | 'refusalText' | 'knightsAttack' | 'unreadable'>} RefusalTexts
 */

/**
 * Returns why the engine refused text, or null when error is no refusal of a text (it has no `at`).
 * @param {unknown} error  what the engine threw
 * @param {string} text  the text it was given
 * @param {GameSurface} game  a game on the board the text was read for: its squares' names
 * @param {RefusalTexts} texts
 * @returns {string | null}
 */
export function textRefusal(error, text, game, texts) {
  const { at, index, text: badText, move = -1, reason = -1, by = -1, knights } = /** @type {MoveListError & { knights?: number[] }} */ (error ?? {});
  if (typeof at !== 'number') return null;
  const names = cellNames(game, game.state().cells.length);
  if (typeof index === 'number') {
    return badText !== undefined ? texts.notASquare(index + 1, badText) : texts.cannotPlay(index + 1, texts.refusalText({ reason, by }, move, names));
  }
  if (knights?.length === 2) return texts.knightsAttack(names[knights[0]], names[knights[1]]);
  return texts.unreadable(at + 1, quoted(text.slice(at).trimEnd()));
}
