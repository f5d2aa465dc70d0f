// A first visit, served as GitHub Pages serves (gzip, Cache-Control: max-age=600), as a proxy
// counts what crosses the network (transfer_log.mjs) — the page's requests, its engine worker's and
// its service worker's precaching alike: no file's body crosses twice; the knight page carries at
// most 150 KB in its first 6 seconds and nothing of Reversi, the Reversi page at most 200 KB, its
// knowledge included; and, the other page opened next, it carries only its own game, the shell
// coming from the cache, after which it too plays offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite, siteBuild } from './harness.mjs';
import { bodies, crossedTwice, transferLog } from './transfer_log.mjs';

const FIRST_VISIT_MS = 6000;
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

// Opens page in the context and waits out the first 6 seconds; returns what crossed meanwhile.
async function visit(context, page) {
  const start = proxy.log.length;
  const tab = await context.newPage();
  const opened = performance.now();
  await tab.goto(proxy.url + page);
  await tab.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
  await tab.waitForTimeout(FIRST_VISIT_MS - (performance.now() - opened));
  const log = proxy.log.slice(start);
  assert.ok(log.every(({ at }) => at - opened <= FIRST_VISIT_MS), `${page}: all within ${FIRST_VISIT_MS} ms`);
  return { tab, log };
}

// The site paths the page's service worker has cached.
const cached = (tab) => tab.evaluate(async () => {
  const names = await caches.keys();
  const urls = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
  return urls.map((request) => new URL(request.url).pathname.slice(1)).sort();
});

for (const [page, other] of [['index.html', 'reversi.html'], ['reversi.html', 'index.html']]) {
  test(`${page}'s first visit: each file once, within ${BUDGET_KB[page]} KB, its game and the shell cached; then ${other}: its own files only`, async () => {
    const context = await browser.newContext();
    try {
      const first = await visit(context, page);
      assert.deepEqual(crossedTwice(first.log), [], 'no file crossed twice');
      assert.ok(kb(first.log) <= BUDGET_KB[page], `${page}: ${kb(first.log).toFixed(1)} KB in ${FIRST_VISIT_MS / 1000} s, over ${BUDGET_KB[page]} KB`);
      const own = [...build.shell, ...build.pages[page]].sort();
      assert.deepEqual(await cached(first.tab), own, 'the service worker holds the shell and this page\'s files');
      assert.deepEqual(bodies(first.log).map(({ path }) => site(path)).filter((path) => build.pages[other].includes(path)), [],
        `nothing of ${other}'s own files`);

      const second = await visit(context, other);
      assert.deepEqual(crossedTwice([...first.log, ...second.log]), [], 'no file crossed twice over both visits');
      const carried = bodies(second.log).map(({ path }) => site(path)).filter((path) => path !== 'sw.js');
      assert.deepEqual(carried.filter((path) => !build.pages[other].includes(path)), [], `${other} carried only its own files`);
      assert.deepEqual(await cached(second.tab), [...build.shell, ...build.pages[page], ...build.pages[other]].sort(), 'both pages cached');
    } finally {
      await context.close();
    }
  });
}
