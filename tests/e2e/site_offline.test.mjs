// Offline play: after the first visit the service worker serves the whole site with the server gone
// and the browser offline — the page under any query, a game, the sounds (Range requests too); what
// a page fetches only when needed (Reversi's knowledge) once it was fetched. A new deploy shows at
// once, loads only its own assets, and its worker deletes the old build's cache.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../.ci/static-server.mjs';
import { buildSite, siteSources } from '../../web/build_site.mjs';
import { builtFiles } from '../js/load_engine.mjs';
import { eventually, launchBrowser, serveSite, SITE_DIR, siteBuild } from './harness.mjs';
import { board, clickSquare, closeClean, knights, openKnightPage, status, STATUS_FIRST_TURN, waitForGame } from './knight_page.mjs';
import { choose, openReversiPage, readBoard } from './reversi_page.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// Waits until the site's service worker controls the page and has precached its build.
async function waitForServiceWorker(page) {
  const ready = await eventually(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller)
    && (await caches.keys()).length === 1), 10_000);
  assert.ok(ready, 'the service worker took over');
}

// Cuts the network for real (the server is closed) and as the browser sees it.
async function goOffline(page, server) {
  await server.close();
  await page.context().setOffline(true);
}

// The site paths the page's service worker holds.
const cachedPaths = (page) => page.evaluate(async () => {
  const caches_ = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
  return caches_.flat().map((request) => new URL(request.url).pathname.slice(1));
});

// The names of the page's caches, with the scope left out.
const cacheVersions = (page) => page.evaluate(async () => (await caches.keys()).map((name) => name.split(' ').at(-1)));

test('after the first visit: offline reload, another query, a game and the sounds', async () => {
  const server = await serveSite();
  const page = await openKnightPage(browser, server.url, { contextOptions: { serviceWorkers: 'allow' } });
  const { version } = await siteBuild();
  await waitForServiceWorker(page);
  assert.deepEqual(await cacheVersions(page), [version]);
  await goOffline(page, server);

  await page.reload();
  await waitForGame(page);
  assert.equal(await status(page), STATUS_FIRST_TURN);
  await clickSquare(page, 27);
  await page.waitForFunction(() => [...document.querySelectorAll('#board .cell')].filter((c) => c.textContent === '♞').length === 2);
  assert.equal(knights(await board(page)).length, 2, 'the AI answered, offline');

  // The sounds come from the cache, whole or in the ranges a media element asks for.
  const winBytes = (await stat(join(SITE_DIR, `v/${version}/sounds/win.mp3`))).size;
  const sound = await page.evaluate(async () => {
    const url = document.getElementById('sound-win').src;
    const whole = await fetch(url);
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    return [whole.status, (await whole.arrayBuffer()).byteLength, part.status, part.headers.get('Content-Range'), (await part.arrayBuffer()).byteLength];
  });
  assert.deepEqual(sound, [200, winBytes, 206, `bytes 100-199/${winBytes}`, 100]);

  await page.goto(`${server.url}?lang=en&embed=1`);
  await waitForGame(page);
  assert.equal(await status(page), 'Your turn (64 squares left)');
  assert.equal(await page.getAttribute('html', 'class'), 'embedded');
  await closeClean(page);
});

test('Reversi\'s knowledge: not precached, kept once the strong level fetched it, which then plays offline', async () => {
  const server = await serveSite();
  const page = await openReversiPage(browser, server.url, { contextOptions: { serviceWorkers: 'allow' } });
  const { version, later } = await siteBuild();
  const knowledge = `v/${version}/js/engine/reversi_knowledge.bin`;
  assert.ok(later.includes(knowledge), 'the build lists it as fetched when needed');
  await waitForServiceWorker(page);
  assert.ok(!(await cachedPaths(page)).includes(knowledge), 'no first visit downloads it');
  await choose(page, 'level', 'strong');
  assert.ok(await eventually(async () => (await cachedPaths(page)).includes(knowledge), 10_000), 'kept once the strong level fetched it');
  await goOffline(page, server);

  await page.goto(`${server.url}reversi.html#you=white&level=strong`);  // the CPU, black, opens
  await waitForGame(page);
  const discs = async () => (await readBoard(page)).discs.filter(Boolean).length;
  assert.ok(await eventually(async () => (await discs()) === 5, 10_000), 'the strong CPU opened, offline');
  await closeClean(page);
});

test('a new deploy: the new page at once with its own assets only, then offline on the new build alone', async () => {
  const work = await mkdtemp(join(tmpdir(), 'deploy-'));
  let server, page;
  try {
    server = await serveSite();
    page = await openKnightPage(browser, server.url, { contextOptions: { serviceWorkers: 'allow' } });
    const first = await siteBuild();
    await waitForServiceWorker(page);

    // The next deploy: the same site with one line of CSS more, built by the project's own script.
    const web = join(work, 'web');
    await cp(new URL('../../web', import.meta.url), web, { recursive: true });
    await appendFile(join(web, 'style.css'), '\n/* next deploy */\n');
    const built = builtFiles();
    const sources = await siteSources({ webDir: web, built });
    const second = await buildSite(join(work, 'site'), sources);
    assert.notEqual(second.version, first.version);
    const { port } = server;
    await server.close();
    server = await startServer({ root: join(work, 'site'), port });

    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload();
    await waitForGame(page);
    assert.ok((await page.getAttribute('link[rel="stylesheet"]', 'href')).includes(`/v/${second.version}/`), 'the new page');
    assert.deepEqual(requests.filter((path) => path.startsWith('/v/') && !path.startsWith(`/v/${second.version}/`)), [],
      'no asset of the old build');
    const replaced = await eventually(async () => (await cacheVersions(page)).join() === second.version, 10_000);
    assert.ok(replaced, `only the new build's cache is left (${await cacheVersions(page)})`);

    await goOffline(page, server);
    await page.reload();
    await waitForGame(page);
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.ok((await page.getAttribute('link[rel="stylesheet"]', 'href')).includes(`/v/${second.version}/`));
    await closeClean(page);
  } finally {
    // A failure above leaves the page and the server open: close them, or the run waits for them.
    await page?.context().close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
});
