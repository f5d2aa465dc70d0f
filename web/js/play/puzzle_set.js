// A game's puzzle set (web/puzzles/GAME.tsv, docs/hosting.md): fetched the first time the puzzles
// open, never before — its URL's #when-needed keeps it out of the first visit, and the service
// worker keeps it once fetched, so the puzzles and the daily one work offline after — and read by
// the engine (readPuzzles(), which refuses a damaged file whole). A failed fetch or read is said and
// forgotten: the next opening tries again.

/**
 * @typedef {Puzzle} PuzzleEntry  one puzzle as the engine read it (engine.d.ts)
 */

/**
 * @param {URL} url
 * @param {(text: string) => Puzzle[]} readPuzzles  the engine's reader
 * @param {(url: URL) => Promise<Response>} [fetchUrl]
 * @returns {{ load(): Promise<Puzzle[]>, byId(id: string): Puzzle | undefined }}
 */
export function puzzleSet(url, readPuzzles, fetchUrl = (url) => fetch(url)) {
  /** @type {Promise<Puzzle[]> | null} */
  let pending = null;
  /** @type {Map<string, Puzzle>} */
  let ids = new Map();
  const fetchSet = async () => {
    const response = await fetchUrl(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const puzzles = readPuzzles(await response.text());
    if (!puzzles.length) throw new Error('no puzzles');
    ids = new Map(puzzles.map((puzzle) => [puzzle.id, puzzle]));
    return puzzles;
  };
  return {
    load() {
      pending ??= fetchSet().catch((error) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    byId: (id) => ids.get(id),
  };
}
