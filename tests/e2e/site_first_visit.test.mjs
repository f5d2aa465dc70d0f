// A first visit, served as GitHub Pages serves (gzip, Cache-Control: max-age=600), as a proxy
// counts what crosses the network (transfer_log.mjs) — the page's requests, its engine worker's and
// its service worker's precaching alike, until that worker holds what it should: no file's body
// crosses twice; the knight page carries at most 150 KB and nothing of Reversi, the Reversi page at
// most 200 KB, its knowledge not (fetched when a level asks for it); and, the other page opened next, it carries only its own
// game, the shell coming from the cache, after which it too plays offline. A page opened by another
// address (in English, or as the site's folder) crosses once too: the service worker caches it
// from the copy the browser has just loaded. (The time a visit takes
// is the site bench's to measure: on a loaded machine the precaching may outlast any fixed window.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { launchBrowser, serveSite, siteBuild } from './harness.mjs';
import { bodies, crossedTwice, transferLog } from './transfer_log.mjs';

const CACHING_MS = 60_000;
const BUDGET_KB = { 'index.html': 150, 'reversi.html': 200 };

let browser, server, proxy, build;
before(async () => {
  [browser, server, build] = await Promise.all([launchBrowser(), serveSite({ compress: true, headers: { 'Cache-Control': 'max-age=600' } }), siteBuild()]);
  proxy = await transferLog(server.url);
});
after(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
});

const kb = (log) => bodies(log).reduce((total, { bytes }) => total + bytes, 0) / 1024;
const site = (path) => path.slice(1);  // the proxy's paths, as the build names files

// The site paths the page's service worker has cached.
const cached = (tab) => tab.evaluate(async () => {
  const names = await caches.keys();
  const urls = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
  return urls.map((request) => new URL(request.url).pathname.slice(1)).sort();
});

// Opens page in the context and waits until it is playable and its service worker has cached the
// files expected; returns the tab and what crossed meanwhile.
async function visit(context, page, expected) {
  const start = proxy.log.length;
  const tab = await context.newPage();
  await tab.goto(proxy.url + page);
  await tab.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
  const deadline = performance.now() + CACHING_MS;
  let holds = await cached(tab);
  while (!isDeepStrictEqual(holds, expected) && performance.now() < deadline) {
    await tab.waitForTimeout(250);
    holds = await cached(tab);
  }
  assert.deepEqual(holds, expected, `${page}: the service worker holds the shell and the files of the pages opened`);
  return { tab, log: proxy.log.slice(start) };
}

for (const [page, other] of [['index.html', 'reversi.html'], ['reversi.html', 'index.html']]) {
  test(`${page}'s first visit: each file once, within ${BUDGET_KB[page]} KB, its game and the shell cached; then ${other}: its own files only`, async () => {
    const context = await browser.newContext();
    try {
      const first = await visit(context, page, [...build.shell, ...build.pages[page]].sort());
      assert.deepEqual(crossedTwice(first.log), [], 'no file crossed twice');
      assert.ok(kb(first.log) <= BUDGET_KB[page], `${page}: ${kb(first.log).toFixed(1)} KB, over ${BUDGET_KB[page]} KB`);
      assert.deepEqual(bodies(first.log).map(({ path }) => site(path)).filter((path) => build.pages[other].includes(path)), [],
        `nothing of ${other}'s own files`);

      const second = await visit(context, other, [...build.shell, ...build.pages[page], ...build.pages[other]].sort());
      assert.deepEqual(crossedTwice([...first.log, ...second.log]), [], 'no file crossed twice over both visits');
      const carried = bodies(second.log).map(({ path }) => site(path)).filter((path) => path !== 'sw.js');
      assert.deepEqual(carried.filter((path) => !build.pages[other].includes(path)), [], `${other} carried only its own files`);
    } finally {
      await context.close();
    }
  });
}

// The page as people open it by other addresses: its query and the folder for its index.html.
for (const [address, page] of [['index.html?lang=en', 'index.html'], ['?lang=en', 'index.html'], ['reversi.html?lang=en&embed=1', 'reversi.html']]) {
  test(`a first visit to ${address || 'the folder'}: the page crosses once, its game and the shell cached`, async () => {
    const context = await browser.newContext();
    try {
      const { log } = await visit(context, address, [...build.shell, ...build.pages[page]].sort());
      const asPage = log.map((entry) => (entry.path === '/' ? { ...entry, path: `/${page}` } : entry));
      assert.deepEqual(crossedTwice(asPage), [], 'no file crossed twice, the page under either address');
    } finally {
      await context.close();
    }
  });
}
