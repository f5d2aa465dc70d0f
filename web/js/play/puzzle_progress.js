// The player's puzzle record, kept in localStorage under the page's key like its settings (in memory
// when storage is blocked: shell/settings_store.js): the Glicko-2 rating (glicko2.js), the streak
// of puzzles solved in a row, the ids solved lately (not offered again soon) and the ratings of the
// puzzles tried here, which move as lichess's do. Whatever else is stored — damaged, hand-edited,
// from another version — reads as a newcomer's record, field by field, and is written over.
import { NEWCOMER, PUZZLE_DEVIATION, ratePuzzleTry } from './glicko2.js';

/** How many solved ids are kept, the puzzles not offered again until they drop off. */
export const RECENT = 200;
/** How many puzzles' own ratings are kept, the least recently tried dropping off. */
export const KEPT_PUZZLES = 500;

/**
 * @typedef {import('./glicko2.js').Rating} Rating
 * @typedef {{ player: Rating, streak: number, recent: string[], puzzles: Record<string, Rating> }} PuzzleRecord
 */

/** @param {unknown} value */
const isRating = (value) => typeof value === 'object' && value !== null &&
  ['rating', 'deviation', 'volatility'].every((key) => Number.isFinite(/** @type {any} */ (value)[key])) &&
  /** @type {Rating} */ (value).deviation > 0 && /** @type {Rating} */ (value).volatility > 0;

/**
 * Reads a stored record; any part that is not what this page writes reads as a newcomer's.
 * @param {string | null} text
 * @returns {PuzzleRecord}
 */
export function parsePuzzleRecord(text) {
  let stored;
  try {
    stored = JSON.parse(text ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) stored = {};
  const { player, streak, recent, puzzles } = stored;
  /** @type {Record<string, Rating>} */
  const kept = {};
  if (typeof puzzles === 'object' && puzzles !== null && !Array.isArray(puzzles)) {
    for (const [id, rating] of Object.entries(puzzles)) if (isRating(rating)) kept[id] = pick(rating);
  }
  return {
    player: isRating(player) ? pick(player) : { ...NEWCOMER },
    streak: Number.isSafeInteger(streak) && streak >= 0 ? streak : 0,
    recent: Array.isArray(recent) ? recent.filter((id) => typeof id === 'string').slice(-RECENT) : [],
    puzzles: kept,
  };
}

/** @param {Rating} r */
const pick = ({ rating, deviation, volatility }) => ({ rating, deviation, volatility });

/**
 * A puzzle's current rating: as tried here, else its file's rating with PUZZLE_DEVIATION.
 * @param {PuzzleRecord} record
 * @param {{ id: string, rating: number }} puzzle
 * @returns {Rating}
 */
export const puzzleRating = (record, puzzle) =>
  record.puzzles[puzzle.id] ?? { rating: puzzle.rating, deviation: PUZZLE_DEVIATION, volatility: NEWCOMER.volatility };

/**
 * The record after a rated try: both ratings moved, the streak one longer or back to 0, a solved
 * id kept among the recent ones.
 * @param {PuzzleRecord} record
 * @param {{ id: string, rating: number }} puzzle
 * @param {boolean} solved
 * @returns {PuzzleRecord}
 */
export function afterTry(record, puzzle, solved) {
  const rated = ratePuzzleTry(record.player, puzzleRating(record, puzzle), solved);
  const { [puzzle.id]: _, ...others } = record.puzzles;
  const puzzles = Object.fromEntries([...Object.entries(others), [puzzle.id, rated.puzzle]].slice(-KEPT_PUZZLES));
  const recent = solved ? [...record.recent.filter((id) => id !== puzzle.id), puzzle.id].slice(-RECENT) : record.recent;
  return { player: rated.player, streak: solved ? record.streak + 1 : 0, recent, puzzles };
}

/**
 * The page's puzzle record in its store: read afresh each time (another tab may have rated since),
 * and a try rated on what is stored at that moment.
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {string} key
 */
export function puzzleProgress(store, key) {
  return {
    read: () => parsePuzzleRecord(store.get(key)),
    /**
     * @param {{ id: string, rating: number }} puzzle
     * @param {boolean} solved
     */
    rate(puzzle, solved) {
      let record = parsePuzzleRecord(null);
      store.update(key, (text) => JSON.stringify(record = afterTry(parsePuzzleRecord(text), puzzle, solved)));
      return record;
    },
  };
}
