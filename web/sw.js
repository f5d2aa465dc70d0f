// The service worker: after a page's first visit, that page works offline. It caches one build —
// the pages and their files under v/<hash>/, as web/build_site.mjs lists them in BUILD: the shell,
// which every page needs, and each page's own files, the page among them — in one cache named for
// that build, a page's own files once the page has been opened: a visitor of the knight page never
// downloads Reversi's engine. A file crosses the network once a visit: the files a page has just
// loaded come from the browser's HTTP cache (a v/<hash>/ URL never changes its content), and what
// the worker fetches it keeps.
//   install: the shell, the pages open now (the one registering it among them) and those an older
//     build has cached (a deploy keeps offline what was offline).
//   a page loaded (it says 'loaded'): its files cached, those not there yet; and, every page able to
//     answer which build it runs (shell/offline.js), an older build's cache let go once no open
//     page runs that build: such a page may start a fresh engine worker from its files at any time.
//   pages (navigations): network first, so a deploy shows at once; the cached page when offline.
//   everything else: the cache first (any build's), else the network — kept when it is this build's.
// Pages are cached only when they are this build's, so the cache always holds one consistent build.
// BUILD.later: the files a page fetches only when a player needs them (Reversi's 6×6 book): no
// install or page load caches them; the first fetch does, as any file of this build.
const BUILD = { version: 'dev', shell: [], pages: {}, later: [] };

// Several sites may share an origin (user.github.io/repo/): the cache names carry the scope.
const CACHE_PREFIX = `knights-and-reversi ${self.registration.scope} `;
const CACHE = CACHE_PREFIX + BUILD.version;
const PAGES = Object.keys(BUILD.pages);
const FILES = new Set([...BUILD.shell, ...Object.values(BUILD.pages).flat(), ...BUILD.later]);
/** @type {Map<string, Promise<void>>} this build's files being fetched into the cache, by URL */
const fetching = new Map();

// Returns the URL of a file of the site (as BUILD names it).
const urlOf = (path) => new URL(path, self.location.href).href;

// Returns the page (as BUILD.pages names it) that url shows, or null; a folder shows its index.html.
function pageOf(url) {
  const { pathname } = new URL(url);
  const scope = new URL(self.registration.scope).pathname;
  if (!pathname.startsWith(scope)) return null;
  const page = pathname.slice(scope.length).replace(/^$|\/$/, (end) => `${end}index.html`);
  return PAGES.includes(page) ? page : null;
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const addresses = new Map(open.map((page) => [pageOf(page.url), page.url]));
    addresses.delete(null);
    const pages = new Set(addresses.keys());
    for (const page of PAGES) {
      if (await caches.match(urlOf(page))) pages.add(page);
    }
    await cacheFiles([...BUILD.shell, ...[...pages].flatMap((page) => BUILD.pages[page])], addresses);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.clients.claim();
    await deleteUnusedBuilds();
  })());
});

// A page has loaded: its files into the cache (the first time it is opened), and a good moment to
// let go of a build no page runs any more.
self.addEventListener('message', (event) => {
  if (event.data !== 'loaded') return;
  const page = event.source && 'url' in event.source ? pageOf(event.source.url) : null;
  event.waitUntil(Promise.all([
    page && cacheFiles([...BUILD.shell, ...BUILD.pages[page]], new Map([[page, event.source.url]])).catch((error) => console.warn(`${page} is not offline yet:`, error)),
    deleteUnusedBuilds(),
  ]));
});

// Puts the files (site paths of this build) that the cache lacks into it, a page fetched by the
// address an open tab loaded it from (addresses: page → URL), if any; rejects when one cannot be
// fetched.
async function cacheFiles(paths, addresses = new Map()) {
  const cache = await caches.open(CACHE);
  await Promise.all(paths.map(async (path) => {
    if (!(await cache.match(urlOf(path)))) await fetchOnce(cache, path, addresses.get(path));
  }));
}

// Fetches a file of this build into the cache, once however many ask for it at a time.
function fetchOnce(cache, path, address = urlOf(path)) {
  const url = urlOf(path);
  if (!fetching.has(url)) fetching.set(url, fetchInto(cache, path, url, address).finally(() => fetching.delete(url)));
  return /** @type {Promise<void>} */ (fetching.get(url));
}

// Caches the file at url, fetched from address: for a page, the address a tab opened it by
// (?lang=en, the folder), whose copy the browser's HTTP cache holds — the same page.
async function fetchInto(cache, path, url, address) {
  // The HTTP cache's copy, as it is when the page loaded it a moment ago: a v/<hash>/ file never
  // changes, whatever its age; a page's copy while fresh, and only this build's (a deploy within
  // the cache's lifetime leaves the previous one there).
  const isPage = PAGES.includes(path);
  let response = await fetch(address, { cache: isPage ? 'default' : 'force-cache' });
  if (isPage && !(await response.clone().text()).includes(`v/${BUILD.version}/`)) {
    response = await fetch(address, { cache: 'no-cache' });
    if (!(await response.clone().text()).includes(`v/${BUILD.version}/`)) throw new Error(`${url} is no longer build ${BUILD.version}'s`);
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

// Deletes the older builds' caches that no open page runs; none while a page does not say (a page
// of a build before this question, or one too busy to answer in 2 s).
async function deleteUnusedBuilds() {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const builds = await Promise.all(pages.map(buildOf));
  if (builds.includes(undefined)) return;
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== CACHE && !builds.includes(name.slice(CACHE_PREFIX.length))) await caches.delete(name);
  }
}

// Resolves with the build a page runs, or undefined when it does not say.
function buildOf(page) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }) => resolve(data);
    page.postMessage('build?', [channel.port2]);
    setTimeout(resolve, 2000);
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === 'navigate' ? pageResponse(request) : assetResponse(request));
});

async function pageResponse(request) {
  try {
    return await fetch(request, { cache: 'no-cache' });
  } catch (offline) {
    // The cached copy of the page, whatever its query (?lang=en, ?embed=1); a folder means its index.html.
    const url = new URL(request.url);
    if (url.pathname.endsWith('/')) url.pathname += 'index.html';
    const cached = await (await caches.open(CACHE)).match(url.href, { ignoreSearch: true });
    if (cached) return cached;
    throw offline;
  }
}

// From any build's cache: an older page's assets are under their own v/<hash>/ (and another site
// on the origin has other paths). A file of this build that is not there yet is fetched into it.
async function assetResponse(request) {
  const cached = await caches.match(request);
  if (cached) return request.headers.has('Range') ? partialResponse(request.headers.get('Range'), cached) : cached;
  const path = buildPath(request.url);
  if (path === null || request.headers.has('Range')) return fetch(request);
  const cache = await caches.open(CACHE);
  try {
    await fetchOnce(cache, path);
  } catch {
    return fetch(request);  // the network's answer as it is (a 404), or its failure
  }
  return /** @type {Response} */ (await cache.match(request.url));
}

// Returns the site path of url when it is a file of this build (but a page), else null.
function buildPath(url) {
  const path = new URL(url).pathname.slice(new URL(self.registration.scope).pathname.length);
  return path.startsWith(`v/${BUILD.version}/`) && FILES.has(path) ? path : null;
}

// Answers a media element's Range request from a cached whole file (Safari plays nothing else).
async function partialResponse(range, whole) {
  const body = await whole.blob();
  const [, first, last] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? [];
  const start = Number(first);
  const end = Math.min(last ? Number(last) : Infinity, body.size - 1);
  if (first === undefined || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${body.size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': whole.headers.get('Content-Type') ?? body.type,
      'Content-Range': `bytes ${start}-${end}/${body.size}`,
      'Content-Length': String(end - start + 1),
    },
  });
}
