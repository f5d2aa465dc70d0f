// The game in the page's address, after '#', kept current as the game goes on (history.replaceState:
// no reload, no history entry a move), so that a reload, a bookmark or a shared link — an
// iframe's src too — shows the game where it was:
//   #moves=d5c3f6         the moves from the start, named as the engine names squares, run
//                         together (Reversi's forced passes left out: the engine puts them back)
//   &position=...         Reversi: the start, as position text (its 64 or 36 squares and the side to
//                         move; '.' may stand for '-', and the space may be left out)
//   &size=6 &you=… &level=…   the board, the player's side (or both), the computer's level
//   &ply=12               the position shown, after that many moves (left out: the last)
//   &review=1             the game's review shown (play/game_review.js)
// The query (?lang=, ?embed=) stays as it is.
import { pageUrl } from '../shell/page_url.js';

/**
 * @typedef {{ moves?: string, position?: string, size?: string, you?: string, level?: string, ply?: string,
 *   review?: string }} GameLink
 */

const FIELDS = /** @type {const} */ (['moves', 'position', 'size', 'you', 'level', 'ply', 'review']);

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

/**
 * Returns a link's ply field as a number: null when there is none, NaN when it is no whole number.
 * @param {string | undefined} field
 */
export const plyOf = (field) => (field === undefined ? null : /^\d{1,4}$/.test(field) ? Number(field) : NaN);

/**
 * Returns the problem with a link's ply and review fields, in the page's language, or undefined.
 * @param {GameLink} link
 * @param {{ badLinkField(field: string, value: string): string }} strings
 */
export function replayFieldProblem({ ply, review }, strings) {
  if (Number.isNaN(plyOf(ply))) return strings.badLinkField('ply', /** @type {string} */ (ply));
  if (review !== undefined && review !== '1') return strings.badLinkField('review', review);
  return undefined;
}

/**
 * Returns the position text of a link's position field: '.' back to '-', the side after a space.
 * @param {string} field
 */
export function positionText(field) {
  const compact = field.replace(/\s+/g, '').replace(/\./g, '-');
  return `${compact.slice(0, -1)} ${compact.slice(-1)}`;
}

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
  const url = pageUrl(address);
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}
