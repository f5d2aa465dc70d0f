// The named opening under the Reversi board (「定石: 虎定石（Tiger）」), as the engine names the game
// at the position shown (state.opening); the line keeps its height when empty, so nothing moves.
// Also the moves' notes (each move where a named opening is reached carries its name) and the
// names as the review says them.

/** @typedef {import('../engine/reversi_engine.mjs').ReversiState} ReversiState */
/** @typedef {import('../shell/i18n.js').Strings} Strings */

/**
 * A named opening's names in the page's language, the other after it: 「虎定石（Tiger）」.
 * @param {{ ja: string, en: string }} opening
 * @param {Strings} strings
 */
export const openingNames = ({ ja, en }, strings) => strings.openingNames(ja, en);

/**
 * @param {import('../views/text_line.js').TextLine} line
 * @param {ReversiState} state
 * @param {Strings} strings
 */
export function showOpening(line, { opening }, strings) {
  line.show(opening ? strings.openingName(openingNames(opening, strings)) : '');
}

/**
 * The moves' notes by node: the opening named where each was played, else null.
 * @param {ReversiState} state
 * @param {Strings} strings
 */
export const openingNotes = ({ openings }, strings) =>
  openings.map((opening) => (opening ? strings.openingName(openingNames(opening, strings)) : null));
