// Offline play: registers the site's service worker (sw.js, beside the pages, so its scope covers
// them all) once the page has loaded. Where the browser offers none — a sandboxed frame (where
// merely reading navigator.serviceWorker throws), file://, an insecure origin — the page simply
// works online, quietly.
export function registerServiceWorker(scriptUrl = './sw.js') {
  let container;
  try {
    container = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!container) return;
  const register = () => {
    container.register(scriptUrl).catch((error) => console.info('offline play is unavailable here:', error.message));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
