// The service worker: after the first visit the site works offline. It precaches one build — the
// pages and everything under v/<hash>/, as web/build_site.mjs lists them in BUILD — in one cache
// named for that build. An older build's cache is deleted once no open page runs that build (the
// pages say which they run, shell/offline.js): a page open across a deploy may start a fresh engine
// worker from its own build's files, gone from the server, at any time. The worker tidies when it
// takes over and when a page has loaded and asks it to: then every open page can answer (during a
// navigation the navigating page cannot, and nothing would be deleted).
//   pages (navigations): network first, so a deploy shows at once; the cached page when offline.
//   everything else: the cache first (a v/<hash>/ URL never changes content), else the network.
// Pages are never cached at run time, only at install together with their own assets, so the cache
// always holds one consistent build.
const BUILD = { version: 'dev', files: [] };

// Several sites may share an origin (user.github.io/repo/): the cache names carry the scope.
const CACHE_PREFIX = `knights-and-reversi ${self.registration.scope} `;
const CACHE = CACHE_PREFIX + BUILD.version;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache' revalidates with the server: a page from the HTTP cache could be the previous build's.
    await cache.addAll(BUILD.files.map((url) => new Request(url, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.clients.claim();
    await deleteUnusedBuilds();
  })());
});

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

// A page has loaded: a good moment to let go of a build no page runs any more.
self.addEventListener('message', (event) => {
  if (event.data === 'tidy') event.waitUntil(deleteUnusedBuilds());
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
// on the origin has other paths).
async function assetResponse(request) {
  const cached = await caches.match(request);
  if (!cached) return fetch(request);
  return request.headers.has('Range') ? partialResponse(request.headers.get('Range'), cached) : cached;
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
