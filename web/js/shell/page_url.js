// The page's own address: written without a reload (the game kept in it), and heard of whenever it
// changes, by the page (setAddress) or by the browser (back and forward, a new fragment).

/**
 * Returns url, an address of this page with its own query and hash, relative to the page: './name'
 * keeps the path as it is, where an absolute path such as //index.html would read as another host.
 * @param {URL} url
 */
export const pageUrl = (url) => `./${url.pathname.split('/').pop()}${url.search}${url.hash}`;

/** @type {(() => void)[]} */
const listeners = [];

/**
 * Makes url (see pageUrl) the page's address: in place of the current history entry, or in a new
 * one (push); then tells onAddressChange's listeners.
 * @param {string} url
 * @param {{ push?: boolean }} [options]
 */
export function setAddress(url, { push = false } = {}) {
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  for (const listener of listeners) listener();
}

/**
 * listener() hears of every change of the page's address after it happened (location is new).
 * @param {() => void} listener
 */
export function onAddressChange(listener) {
  listeners.push(listener);
  addEventListener('popstate', listener);
  addEventListener('hashchange', listener);
}
