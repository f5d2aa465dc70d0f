// Reversi's knowledge: what the engine learnt by self-play and the strong level and the values
// search with — the pattern weights, with the 8×8 opening book in the same file — and, for a
// board the strong level plays perfectly, its proven book, a file of its own that comes with the
// knowledge on that board only. Each is fetched apart from the rules (the weights were 66 KB of
// the 104 KB gzip the module weighed with them compiled in), only once a level or the values need
// it, so that the page is playable before it arrives; their URLs' #when-needed keep them out of
// the first visit (web/site_needs.mjs: the service worker keeps them once fetched). The page only
// carries the bytes: whichever engine answers reads them (reversi_requests.js).
import { fileLoader } from '../engine/file_loader.js';

export const KNOWLEDGE_URL = new URL('../engine/reversi_knowledge.bin#when-needed', import.meta.url);

/** The proven books, by board size (engine/reversi/exact_book6.bin). */
export const EXACT_BOOK_URLS = /** @type {Readonly<Record<number, URL>>} */ ({
  6: new URL('../engine/reversi_book6.bin#when-needed', import.meta.url),
});

/** The board sizes on which the strong level plays perfectly: those with a proven book. */
export const PERFECT_SIZES = Object.keys(EXACT_BOOK_URLS).map(Number);

/**
 * What a request that needs the knowledge carries: the weights, and the proven book on its board.
 * @typedef {{ knowledge: Uint8Array, book?: Uint8Array }} KnowledgeBytes
 */

/**
 * The knowledge's bytes for a board size, each file fetched once.
 * @typedef {object} Knowledge
 * @property {(size: number) => KnowledgeBytes | null} loaded  the bytes, once they have come; null before
 * @property {(size: number) => Promise<KnowledgeBytes>} load  fetches them the first time (again after a failure)
 */

/**
 * @param {(url: URL) => Promise<Response>} [fetchUrl]
 * @returns {Knowledge}
 */
export function knowledgeLoader(fetchUrl = (url) => fetch(url)) {
  const weights = fileLoader(KNOWLEDGE_URL, "Reversi's knowledge", fetchUrl);
  const books = new Map(Object.entries(EXACT_BOOK_URLS)
    .map(([size, url]) => [Number(size), fileLoader(url, `Reversi's ${size}×${size} book`, fetchUrl)]));
  return {
    loaded(size) {
      const knowledge = weights.loaded();
      const book = books.get(size);
      if (!knowledge || (book && !book.loaded())) return null;
      return book ? { knowledge, book: /** @type {Uint8Array} */ (book.loaded()) } : { knowledge };
    },
    async load(size) {
      const [knowledge, book] = await Promise.all([weights.load(), books.get(size)?.load()]);
      return book ? { knowledge, book } : { knowledge };
    },
  };
}

/**
 * Returns the bytes for a request on a board of size, at once when they have come; while they
 * are still on their way, waiting() hears of it first (the status line says so).
 * @param {Knowledge} knowledge
 * @param {number} size
 * @param {() => void} waiting
 */
export async function knowledgeBytes(knowledge, size, waiting) {
  const bytes = knowledge.loaded(size);
  if (bytes) return bytes;
  waiting();
  return knowledge.load(size);
}
