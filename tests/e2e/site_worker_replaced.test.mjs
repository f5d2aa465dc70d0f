// Issue 14, item 5: a game in progress survives its engine worker being replaced when the worker's
// files are gone. After a new deploy (the old v/<hash>/ removed from the server) the service worker
// keeps the old build's files while a page of that build is open, so that the page's next worker
// loads, and lets them go once no page runs it. Without a service worker (a sandboxed frame, or
// offline), a fresh worker that cannot load hands its requests to the page's own engine: the AI
// answers and the hints follow, the game goes on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../.ci/static-server.mjs';
import { buildSite, siteSources } from '../../web/build_site.mjs';
import { builtFiles } from '../js/load_engine.mjs';
import { eventually, launchBrowser, serveSite, siteBuild } from './harness.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, openKnightPage, requestGate, status, THINKING, waitForGame, zeroRandom,
} from './knight_page.mjs';

const HINTS_KEY = 'hatodemowakaru-knight-hints';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

const cacheVersions = (page) => page.evaluate(async () => (await caches.keys()).map((name) => name.split(' ').at(-1)).sort());

// Starts a fresh engine worker from the page's own build, as the page does after a stale search,
// and resolves with its first word: 'ready', or 'failed'/'error' when it could not load.
const freshWorker = (page) => page.evaluate(() => new Promise((resolve) => {
  const app = document.querySelector('script[type="module"]').src;
  const worker = new Worker(new URL('./knight_worker.js', app), { type: 'module' });
  worker.addEventListener('message', ({ data }) => resolve(data?.type ?? 'message'));
  worker.addEventListener('error', () => resolve('error'));
}));

test('a redeploy while a page is open: its build stays cached for its next worker until no page runs it', async () => {
  const work = await mkdtemp(join(tmpdir(), 'deploy-'));
  let server;
  try {
    server = await serveSite();
    const old = await openKnightPage(browser, server.url, { contextOptions: { serviceWorkers: 'allow' } });
    const first = await siteBuild();
    assert.ok(await eventually(() => old.evaluate(async () => Boolean(navigator.serviceWorker.controller)
      && (await caches.keys()).length === 1), 10_000), 'the service worker took over');

    // The next deploy, with the old build's files gone from the server.
    const web = join(work, 'web');
    await cp(new URL('../../web', import.meta.url), web, { recursive: true });
    await appendFile(join(web, 'style.css'), '\n/* next deploy */\n');
    const built = builtFiles();
    const second = await buildSite(join(work, 'site'), await siteSources({ webDir: web, built }));
    const { port } = server;
    await server.close();
    server = await startServer({ root: join(work, 'site'), port });

    // Another tab opens the new build, whose service worker takes over. (Waiting for that matters
    // beyond the test: Chromium can stop the old worker while it answers a navigation that came
    // during the hand-over, and that navigation never loads.)
    const fresh = await old.context().newPage();
    await fresh.addInitScript(() => navigator.serviceWorker.addEventListener('controllerchange', () => { window.tookOver = true; }));
    await fresh.goto(server.url);
    await waitForGame(fresh);
    assert.ok(await eventually(() => fresh.evaluate(() => window.tookOver === true), 10_000), 'the new build\'s worker took over');
    assert.deepEqual(await cacheVersions(fresh), [first.version, second.version].sort(), 'the old build is kept: a page runs it');

    // The old page's next worker loads from its build's cache, and its game plays on.
    assert.equal(await freshWorker(old), 'ready');
    await clickSquare(old, 27);
    assert.ok(await eventually(async () => knights(await board(old)).length === 2, 10_000), 'the AI answered');

    // Once no page runs the old build, the next page to load lets it go.
    await old.close();
    await fresh.reload();
    await waitForGame(fresh);
    assert.ok(await eventually(async () => (await cacheVersions(fresh)).join() === second.version, 10_000),
      `only the new build is left (${await cacheVersions(fresh)})`);
    await fresh.context().close();
  } finally {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
});

test('no service worker and the files gone: after a stale search the page answers for the worker, hints too', async (t) => {
  const server = await serveSite();
  t.after(() => server.close());
  const gate = requestGate('knights/knight_worker.js', 'hints');
  gate.hold();
  const page = await openKnightPage(browser, server.url, {
    clock: true, routes: gate.routes, contextOptions: { serviceWorkers: 'block' },
    initScripts: [[zeroRandom], [(key) => localStorage.setItem(key, 'on'), HINTS_KEY]],
  });
  assert.ok(await eventually(() => gate.waiting() === 1), 'the hint search of the empty board is under way');
  await page.context().route('**/js/knights/knight_worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));

  await clickSquare(page, 27);  // the search is stale: a fresh worker for the AI's move, which cannot load
  gate.release();
  assert.equal(await status(page), THINKING);
  await letAiMove(page);
  assert.equal(knights(await board(page)).length, 2, 'the AI answered from the page');
  await page.clock.runFor(100);  // the page answers each request in a task of its own
  assert.match(await status(page), /^あなたのターン \(残り \d+ 箇所\) — (勝ちの局面（勝ち手 \d+ 箇所）|負けの局面（粘る手を表示）)$/, 'the hints came from the page');
  assert.deepEqual(await page.evaluate(() => [window.workerSpy.started, window.workerSpy.terminated]), [2, 2], 'one fresh worker, which failed');
  page.problems = page.problems.filter((problem) => !/^(console: Failed to load resource|http 404: .*knight_worker\.js$)/.test(problem));
  await closeClean(page);
});
