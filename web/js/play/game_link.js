// The game in the page's address, after '#', kept current as the game goes on (history.replaceState:
// no reload, no history entry a move), so that a reload, a bookmark or a shared link — an
// iframe's src too — shows the game where it was:
//   #moves=d5c3f6         the moves from the start, named as the engine names squares, run
//                         together (Reversi's forced passes left out: the engine puts them back)
//   &position=...         the start, as the engine's position text: Reversi's 64 or 36 squares and
//                         the side to move ('.' may stand for '-', and the space may be left out);
//                         the knights' 64 squares from a8 (N a knight, '.' or '-' empty)
//   &size=6 &you=… &level=…   the board, the player's side (or both), the computer's level
//   &ply=12               the position shown, after that many moves (left out, or no move number: the last)
//   &line=d5c3e2          a side line's position shown instead: its moves from the start, run
//                         together (the game's, then the side line's), which the game gets as a side line
//   &review=1             the game's review shown (play/game_review.js)
// The query (?lang=, ?embed=) stays as it is. A link the page cannot open is said in the page's
// words, quoting a few dozen characters of the bad value at most (a link may hold megabytes).
import { pageUrl, setAddress } from '../shell/page_url.js';

/**
 * @typedef {{ moves?: string, position?: string, size?: string, you?: string, level?: string, ply?: string,
 *   line?: string, review?: string }} GameLink
 */

const FIELDS = /** @type {const} */ (['moves', 'position', 'size', 'you', 'level', 'ply', 'line', 'review']);

/**
 * Returns the link's fields (each as text, only those present), or null without any.
 * @param {string} hash  location.hash
 * @returns {GameLink | null}
 */
export function readGameLink(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  /** @type {GameLink} */
  const link = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) link[field] = value;
  }
  return Object.keys(link).length > 0 ? link : null;
}

/** The most characters of a link's value that a message quotes. */
export const QUOTED_CHARACTERS = 32;

/** The longest move list a link may hold (its moves, or a side line's): far more than any game's moves, far less than what the engine refuses. */
export const MAX_MOVES_TEXT = 2000;

/**
 * Returns text, or its first QUOTED_CHARACTERS characters and '…': whole characters (code points),
 * never half of a surrogate pair.
 * @param {string} text
 */
export function quoted(text) {
  let kept = '';
  let count = 0;
  for (const character of text) {
    if (count++ === QUOTED_CHARACTERS) return `${kept}…`;
    kept += character;
  }
  return kept;
}

/**
 * Returns the problem of the first of a link's fields that the game does not accept, in the page's
 * words (a move list longer than MAX_MOVES_TEXT is one; review is every game's, and a ply that is
 * no move number is no problem: shownOf leaves it unused), or undefined.
 * @param {GameLink} link
 * @param {Partial<Record<keyof GameLink, (value: string) => boolean>>} accepts  a test for each
 *   field the game takes besides the moves; any other field is a problem
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function linkProblem(link, accepts, strings) {
  for (const field of FIELDS) {
    const value = link[field];
    const accepted = field === 'moves' || field === 'line' ? (/** @type {string} */ text) => text.length <= MAX_MOVES_TEXT
      : accepts[field] ?? REPLAY_FIELDS[field] ?? (() => false);
    if (value !== undefined && !accepted(value)) return strings.badLinkField(field, quoted(value));
  }
  return undefined;
}

/**
 * The texts a game's flow says of its record (play/game_flow.js's GameSpec), in the page's words: of
 * a link's game that cannot be set up, quoting a few characters of a move that names no square, and
 * of a position away from the live game (a replay, a side line).
 * @param {import('../shell/i18n.js').Strings} strings
 */
export const linkRecordTexts = (strings) => ({
  badRecord: strings.badRecord,
  notASquare: (/** @type {number} */ number, /** @type {string} */ text) => strings.notASquare(number, quoted(text)),
  cannotPlay: strings.cannotPlay,
  knightsAttack: strings.knightsAttack,
  unreadable: strings.unreadable,
  noSuchPly: strings.noSuchPly,
  badPly: (/** @type {string} */ text) => strings.badPly(quoted(text)),
  lineNotPlayed: strings.lineNotPlayed,
  replayNotice: strings.replayNotice,
  sideLineNotice: strings.sideLineNotice,
});

/**
 * Returns what a link asks to show, { ply, badPly, line } of a GameRecord: its ply field as a number
 * (null when there is none), or, when it is no move number (a whole number of at most four digits),
 * null and badPly, its text, which the game says it did not use; its side line's moves.
 * @param {GameLink} link
 * @returns {{ ply: number | null, badPly?: string, line: string | null }}
 */
export function shownOf({ ply, line }) {
  const shown = { line: line ?? null };
  if (ply === undefined) return { ...shown, ply: null };
  return /^\d{1,4}$/.test(ply) ? { ...shown, ply: Number(ply) } : { ...shown, ply: null, badPly: ply };
}

/** The fields every game takes besides its own: the ply shown (shownOf's to read) and the review. */
const REPLAY_FIELDS = /** @type {Partial<Record<keyof GameLink, (value: string) => boolean>>} */ ({
  ply: () => true,
  review: (value) => value === '1',
});

/**
 * Returns a position text as a link's position field: '.' for '-', no space.
 * @param {string} text
 */
export const positionField = (text) => text.replace(/\s+/g, '').replace(/-/g, '.');

/**
 * Puts the game in the address: replaces the current entry, or adds one (push) so that the
 * browser's back button returns to the game before (a new board size or opponent mid-game).
 * @param {GameLink} link  the fields to write; none for a new game, which needs no link
 * @param {{ push?: boolean }} [options]
 */
export function writeGameLink(link, { push = false } = {}) {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    if (link[field]) params.set(field, /** @type {string} */ (link[field]));
  }
  const text = params.toString();
  const hash = text ? `#${text}` : '';
  if (hash === location.hash) return;
  const address = new URL(location.href);
  address.hash = hash;
  setAddress(pageUrl(address), { push });
}
