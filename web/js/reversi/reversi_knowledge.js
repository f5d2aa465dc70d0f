// Reversi's knowledge: what the engine learnt by self-play and the strong level and the values
// search with — today the pattern weights (an opening book may join them in the same file). It is
// fetched apart from the rules (66 KB of the 104 KB gzip the module weighed with it compiled in),
// only once a level or the values need it, so that the page is playable before it arrives. The
// page only carries the bytes: whichever engine answers reads them (reversi_requests.js).

export const KNOWLEDGE_URL = new URL('../engine/reversi_knowledge.bin#when-needed', import.meta.url);

/**
 * The knowledge's bytes, fetched once.
 * @typedef {object} Knowledge
 * @property {() => Uint8Array | null} loaded  the bytes, once they have come; null before
 * @property {() => Promise<Uint8Array>} load   fetches them the first time (again after a failure)
 */

/**
 * @param {(url: URL) => Promise<Response>} [fetchUrl]
 * @returns {Knowledge}
 */
export function knowledgeLoader(fetchUrl = (url) => fetch(url)) {
  /** @type {Uint8Array | null} */
  let bytes = null;
  /** @type {Promise<Uint8Array> | null} */
  let pending = null;
  const fetchBytes = async () => {
    const response = await fetchUrl(KNOWLEDGE_URL);
    if (!response.ok) throw new Error(`Reversi's knowledge did not load: HTTP ${response.status}`);
    return (bytes = new Uint8Array(await response.arrayBuffer()));
  };
  return {
    loaded: () => bytes,
    load() {
      pending ??= fetchBytes().catch((error) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}

/**
 * Returns the bytes for a request, at once when they have come; while they are still on their
 * way, waiting() hears of it first (the status line says so).
 * @param {Knowledge} knowledge
 * @param {() => void} waiting
 */
export async function knowledgeBytes(knowledge, waiting) {
  const bytes = knowledge.loaded();
  if (bytes) return bytes;
  waiting();
  return knowledge.load();
}
