// Starting a game's engine worker from its module script. A page whose origin is not its scripts'
// (a frame sandboxed without allow-same-origin has an opaque one) may start no worker from their
// URL, nor a module worker from a blob: there a classic worker from a blob imports the same
// script, which the site serves to any origin (as GitHub Pages does).

/** @type {Map<string, string>} a worker's URL → its blob bootstrap, made once */
const bootstrapUrls = new Map();

/**
 * Starts the engine worker whose module script is at url.
 * @param {URL} url
 * @returns {Worker}
 */
export function startEngineWorker(url) {
  if (url.origin === self.origin) return new Worker(url, { type: 'module' });
  if (!bootstrapUrls.has(url.href)) {
    const bootstrap = `import(${JSON.stringify(url.href)}).catch((error) => postMessage({ type: 'failed', message: String(error) }));`;
    bootstrapUrls.set(url.href, URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' })));
  }
  return new Worker(/** @type {string} */ (bootstrapUrls.get(url.href)));
}
