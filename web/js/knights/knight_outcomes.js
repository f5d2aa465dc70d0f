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
 * come; each call starts their download if none is under way. onLoaded hears of the bytes once,
 * when they come: the page has the engine read them then, so that no question waits for the reading
 * (a fifth of a second in wasm, longer on a phone).
 * @param {(url: URL) => Promise<Response>} [fetchUrl]
 * @param {(bytes: Uint8Array) => void} [onLoaded]
 * @returns {<P extends object>(payload: P) => P & { outcomes?: Uint8Array }}
 */
export function outcomesCarrier(fetchUrl = (url) => fetch(url), onLoaded = () => {}) {
  const file = fileLoader(OUTCOMES_URL, 'the knight outcome table', fetchUrl);
  let told = false;
  const tell = (/** @type {Uint8Array} */ bytes) => {
    if (told) return;
    told = true;
    onLoaded(bytes);
  };
  return (payload) => {
    const bytes = file.loaded();
    if (bytes) return { ...payload, outcomes: bytes };
    file.load().then(tell, () => {});  // the answers come without it meanwhile
    return payload;
  };
}
