// Which puzzle comes next: the daily one, the same for everyone on a given date; and otherwise one
// near the player's rating that was not solved lately, picked at random among the nearest few so
// that the same rating does not always meet the same puzzle.

/** How many of the nearest puzzles the next one is drawn from. */
export const NEAREST = 20;

/**
 * Returns the 32-bit FNV-1a hash of a text's UTF-16 code units: small, well spread and the same in
 * every browser, which the daily puzzle needs.
 * @param {string} text
 */
export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Returns the hash the daily puzzle ranks by: FNV-1a, its bits mixed by MurmurHash3's finalizer
 * (FNV-1a alone spreads texts that differ in their last characters, as ids do, unevenly).
 * @param {string} text
 */
export function dailyHash(text) {
  let hash = fnv1a(text);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * The date's daily puzzle: of the file's puzzles, the one whose id hashed after the UTC date
 * (dailyHash('2025-01-31 ' + id)) is the smallest (ties: the first in the file). Everyone with the same
 * file gets the same puzzle on the same UTC date, offline too; a puzzle added to or removed from the
 * file changes the day's choice only when it is that choice or beats it.
 * @template {{ id: string }} P
 * @param {readonly P[]} puzzles  at least one
 * @param {Date} date
 * @returns {P}
 */
export function dailyPuzzle(puzzles, date) {
  const day = date.toISOString().slice(0, 10);
  let best = puzzles[0], bestHash = Infinity;
  for (const puzzle of puzzles) {
    const hash = dailyHash(`${day} ${puzzle.id}`);
    if (hash < bestHash) [best, bestHash] = [puzzle, hash];
  }
  return best;
}

/**
 * A puzzle near rating: one of the NEAREST whose ratings are closest to it, leaving out those
 * in avoid (solved lately) unless that leaves none, drawn with random() in [0, 1).
 * @template {{ id: string }} P
 * @param {readonly P[]} puzzles  at least one
 * @param {(puzzle: P) => number} ratingOf  a puzzle's current rating
 * @param {number} rating  the player's
 * @param {ReadonlySet<string>} avoid
 * @param {() => number} random
 * @returns {P}
 */
export function puzzleNear(puzzles, ratingOf, rating, avoid, random) {
  const fresh = puzzles.filter((puzzle) => !avoid.has(puzzle.id));
  const pool = (fresh.length ? fresh : puzzles).map((puzzle) => ({ puzzle, gap: Math.abs(ratingOf(puzzle) - rating) }));
  pool.sort((a, b) => a.gap - b.gap);
  const nearest = pool.slice(0, NEAREST);
  return nearest[Math.min(nearest.length - 1, Math.floor(random() * nearest.length))].puzzle;
}
