// The knight engine's outcome table (engine/knights/outcomes.bin): whether each position of up to
// five knights is lost, and the answers of the slow positions of five and six knights that games
// against the perfect AI reach. It only makes answers quicker — the hints and the perfect AI at
// four to six knights come at once instead of in up to a quarter of a second — so it is never
// waited for: the first request that would use it starts its download, apart from the first visit
// (#when-needed, web/site_needs.mjs; a player of the random level never fetches it), and each
// request carries it once it has come, whichever engine answers reading it with the first
// (knight_requests.js). A download that failed is tried again with a later request; meanwhile the
// answers are the same.
import { fileLoader } from '../engine/file_loader.js';

export const OUTCOMES_URL = new URL('../engine/knights_outcomes.bin#when-needed', import.meta.url);

/**
 * Returns withOutcomes(payload): the payload, with the table's bytes as `outcomes` once they have
 * come; each call starts their download if none is under way.
 * @param {(url: URL) => Promise<Response>} [fetchUrl]
 * @returns {<P extends object>(payload: P) => P & { outcomes?: Uint8Array }}
 */
export function outcomesCarrier(fetchUrl = (url) => fetch(url)) {
  const file = fileLoader(OUTCOMES_URL, 'the knight outcome table', fetchUrl);
  return (payload) => {
    const bytes = file.loaded();
    if (bytes) return { ...payload, outcomes: bytes };
    file.load().catch(() => {});  // the answers come without it meanwhile
    return payload;
  };
}
