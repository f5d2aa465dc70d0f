// The site folder as a static host serves it: pages and sw.js at the top, every other file under one
// content-hashed v/<hash>/, each page's files precached by the service worker (but the icons, which
// only installing needs, the share cards' pictures, which only the sites a link is shared on fetch, and Reversi's knowledge, fetched when a level needs it); served under a project sub-path
// (as GitHub Pages serves https://user.github.io/repo/) with the strict CSP, it loads every asset
// from v/<hash>/, plays, registers its service worker, and no policy is violated; the Reversi page
// too plays under that policy, on both board sizes. Each page downloads only its own game's engine.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, recordCspViolations, serveSite, SITE_DIR, siteBuild, STRICT_CSP } from './harness.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, openKnightPage, soundsPlayed, status, workerSettled,
} from './knight_page.mjs';
import { choose, openReversiPage, readBoard } from './reversi_page.mjs';

const PREFIX = '/knights-repo/';

let browser, build;
before(async () => { [browser, build] = await Promise.all([launchBrowser(), siteBuild()]); });
after(() => browser?.close());

async function siteFiles() {
  const entries = await readdir(SITE_DIR, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name).slice(SITE_DIR.length + 1)).sort();
}

test('the site folder: the pages and sw.js at the top, all else under v/<hash>/, all but the icons and the share cards\' pictures precached', async () => {
  const files = await siteFiles();
  const versioned = `v/${build.version}/`;
  assert.match(build.version, /^[0-9a-f]{10}$/);
  assert.deepEqual(files.filter((f) => !f.startsWith(versioned)), ['index.html', 'reversi.html', 'sw.js']);
  for (const asset of ['js/knights/knight_app.js', 'js/reversi/reversi_app.js', 'js/knights/knight_worker.js', 'js/reversi/reversi_worker.js', 'js/engine/knights_engine.mjs', 'js/engine/knights_engine.wasm', 'js/engine/reversi_engine.mjs', 'js/engine/reversi_engine.wasm', 'style.css', 'icons/knights.svg', 'icons/reversi.svg', 'sounds/win.mp3']) {
    assert.ok(files.includes(versioned + asset), asset);
  }
  assert.deepEqual(build.later, ['js/engine/knights_outcomes.bin', 'js/engine/reversi_book6.bin', 'js/engine/reversi_knowledge.bin', 'puzzles/knights.tsv', 'puzzles/reversi.tsv'].map((f) => versioned + f),
    'fetched when a player needs it');
  assert.deepEqual(build.files, files.filter((f) => f !== 'sw.js' && !build.later.includes(f) && !/\/icons\/\w+-(512|maskable-512|card)\.png$/.test(f)),
    'the service worker precaches every file but itself, the large icons, the cards\' pictures and what is fetched when needed');
  assert.deepEqual(build.shell.filter((f) => build.pages['index.html'].includes(f) || build.pages['reversi.html'].includes(f)), [],
    'what every page needs, apart from each page\'s own');

  // Every local URL a page names is another page or a file under v/<hash>/.
  for (const page of files.filter((f) => f.endsWith('.html'))) {
    const html = await readFile(join(SITE_DIR, page), 'utf8');
    const urls = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    assert.ok(urls.length >= 8, page);
    for (const url of urls) {
      const path = url.replace(/^\.\//, '');
      assert.ok(files.includes(path) && (path.startsWith(versioned) || path.endsWith('.html')), `${page}: ${url}`);
    }
  }
});

test('under a sub-path with the strict CSP: every asset from v/<hash>/, a game, offline support, no violation', async () => {
  const server = await serveSite({ prefix: PREFIX, headers: { 'Content-Security-Policy': STRICT_CSP } });
  try {
    const requests = [];  // the page's and its service worker's
    const record = (route) => { requests.push(new URL(route.request().url()).pathname); return route.continue(); };
    const page = await openKnightPage(browser, server.url, {
      clock: true, initScripts: [[recordCspViolations]], routes: [['**/*', record]], contextOptions: { serviceWorkers: 'allow' },
    });

    await clickSquare(page, 27);
    await letAiMove(page);
    assert.equal(knights(await board(page)).length, 2);
    await page.click('#start-second');
    await letAiMove(page, { ms: 1000 });
    assert.deepEqual(knights(await board(page)), [27]);
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'select', 'cpu']);
    assert.match(await status(page), /^あなたのターン/);

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, PREFIX);

    // The page (opened as the folder, precached by its name from that copy, not asked for again) and
    // the worker script keep their URLs; everything else comes from v/<hash>/, and nothing of the
    // Reversi page, not opened.
    const unversioned = requests.filter((path) => !path.startsWith(`${PREFIX}v/${build.version}/`));
    assert.deepEqual([...new Set(unversioned)].sort(), [PREFIX, `${PREFIX}sw.js`]);
    // The engine worker's script too, loaded by the worker under the same policy.
    for (const asset of ['js/knights/knight_app.js', 'js/engine/knights_engine.mjs', 'js/engine/knights_engine.wasm', 'style.css', 'sounds/cpu.mp3', 'js/knights/knight_worker.js']) {
      assert.ok(requests.includes(`${PREFIX}v/${build.version}/${asset}`), `${asset} was loaded`);
    }
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    await closeClean(page);
  } finally {
    await server.close();
  }
});

test('each page and its worker download only their own game\'s engine module', async () => {
  const server = await serveSite();
  try {
    for (const [open, own, other] of [[openKnightPage, 'knights', 'reversi'], [openReversiPage, 'reversi', 'knights']]) {
      const fetched = [];  // by the page and its engine worker, not the service worker's precaching
      const record = (route) => {
        if (!route.request().serviceWorker()) fetched.push(new URL(route.request().url()).pathname.split('/').pop());
        return route.continue();
      };
      const page = await open(browser, server.url, { routes: [['**/*', record]] });
      await workerSettled(page);
      const modules = fetched.filter((name) => /_engine\.(mjs|wasm)$/.test(name));
      assert.deepEqual([...new Set(modules)].sort(), [`${own}_engine.mjs`, `${own}_engine.wasm`], `${own}: only its module`);
      assert.ok(!fetched.some((name) => name.startsWith(other)), `${own}: nothing of ${other}`);
      assert.ok(fetched.some((name) => name.endsWith('_worker.js')), 'the worker\'s files were seen too');
      await closeClean(page);
    }
  } finally {
    await server.close();
  }
});

test('the Reversi page under the strict CSP: a move and the CPU\'s reply on 8×8 and on 6×6, no violation', async () => {
  const server = await serveSite({ headers: { 'Content-Security-Policy': STRICT_CSP } });
  try {
    const page = await openReversiPage(browser, server.url, { clock: true, initScripts: [[recordCspViolations]] });
    const discs = async () => (await readBoard(page)).discs.filter((code) => code !== 0).length;
    await clickSquare(page, 37);
    await letAiMove(page);
    assert.equal(await discs(), 6);
    await choose(page, 'size', '6');  // a board size the stylesheet reads from an attribute, no inline style
    assert.equal(await page.$eval('#board', (el) => el.getBoundingClientRect().width), 360, "the 6×6 board in the same square as the 8×8 one");
    await clickSquare(page, 8);
    await letAiMove(page);
    assert.equal(await discs(), 6);
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'select', 'cpu']);
    assert.match(await status(page), /^あなたの番です/);
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    await closeClean(page);
  } finally {
    await server.close();
  }
});
