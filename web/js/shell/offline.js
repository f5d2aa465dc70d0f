// Offline play: registers the site's service worker (sw.js, beside the pages, so its scope covers
// them all) once the page has loaded, and tells it which build the page runs when it asks (it keeps
// that build's files while the page is open, for the page's next engine worker). Once loaded, the
// page tells the worker, which then caches the page's files, if this is the page's first visit
// under it, and lets go a build that no open page runs any more. Where the browser
// offers none — a sandboxed frame (where merely reading navigator.serviceWorker throws), file://,
// an insecure origin — the page simply works online, quietly.
export function registerServiceWorker(scriptUrl = './sw.js') {
  let container;
  try {
    container = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!container) return;
  // The build is the v/<version>/ folder this script came from.
  const build = /\/v\/([^/]+)\/js\//.exec(import.meta.url)?.[1];
  container.addEventListener('message', ({ data, ports }) => { if (data === 'build?') ports[0]?.postMessage(build); });
  const register = () => {
    container.register(scriptUrl).then(
      (registration) => registration?.active?.postMessage('loaded'),  // undefined where a test harness blocks workers
      (error) => console.info('offline play is unavailable here:', error.message));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
