// A data file the engine reads, fetched apart from a page's first visit when a player first needs
// it: fetched once, again after a failure (a download that failed is tried again the next time).
/**
 * Returns one file's bytes, fetched once (again after a failure).
 * @param {URL} url
 * @param {string} name  what the file is, for the error
 * @param {(url: URL) => Promise<Response>} fetchUrl
 */
export function fileLoader(url, name, fetchUrl) {
  /** @type {Uint8Array | null} */
  let bytes = null;
  /** @type {Promise<Uint8Array> | null} */
  let pending = null;
  const fetchBytes = async () => {
    const response = await fetchUrl(url);
    if (!response.ok) throw new Error(`${name} did not load: HTTP ${response.status}`);
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
