// Site figures, printed (a benchmark, not a test): the site's weight, gzip-compressed as static
// hosts serve it, with and without the sounds; for each page, what a first visit carries over the
// network in its first 6 seconds — the page, its engine worker and its service worker's precaching
// together, served as GitHub Pages serves (gzip, Cache-Control: max-age=600), counted by a proxy
// (tests/e2e/transfer_log.mjs) — its bytes by kind and its responses, against the targets (the
// knight page at most 150 KB, Reversi's 200 KB), and any file that crossed twice; the ready time,
// from navigation to the first click the board accepts (the page's 'board-playable' mark, set as
// the game starts taking clicks), median of 10, in headless Chromium on localhost — cold (a fresh
// browser context: no HTTP cache, no service worker) and warm (reloads with both), served the same
// way — beside a blank page of one button, served the same way in the same run, its runs
// interleaved with the pages' (its 'board-playable' marked once its module script has made the
// button take clicks): what the machine takes for any page at all, which the targets add to; and
// the cumulative layout shift from navigation through a ten-move game, desktop and a 360px phone;
// and the puzzles' first showing: from the click on 「詰め問題」 to the first puzzle's question, warm
// (the set in the browser's cache from an earlier opening, the page reloaded), median of 10 (target ≤ 300 ms).
//   node tests/bench/site_bench.mjs SITE_DIR [--ready]   (.ci/bench runs it; --ready: the ready times only)
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { siteDirArgument } from './bench_common.mjs';
import { gzipSync } from 'node:zlib';

const RUNS = 10;
const PAGES = ['index.html', 'reversi.html'];
// Ready: within coldOverMs (cold) and warmOverMs (warm) of the blank page's median, measured together.
const TARGETS = { firstVisitKB: { 'index.html': 150, 'reversi.html': 200 }, coldOverMs: 150, warmOverMs: 100, cls: 0.02, puzzleMs: 300 };
const FIRST_VISIT_MS = 6000;
// GitHub Pages' way of serving: gzip, and ten minutes in the browser's cache.
const PAGES_LIKE = { compress: true, headers: { 'Cache-Control': 'max-age=600' } };
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const siteDir = siteDirArgument('site_bench.mjs');
const readyOnly = process.argv.includes('--ready');
const { launchBrowser, serveFiles, serveSite } = await import('../e2e/harness.mjs');
const { bodies, crossedTwice, transferLog } = await import('../e2e/transfer_log.mjs');
const { anyLegalSquare, layoutShifts, openMeasured, playTenMoves } = await import('../e2e/layout_shift.mjs');

// Returns [site path, bytes, gzip bytes] for every file of the site.
async function fileSizes() {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
  return Promise.all(files.map(async (file) => {
    const bytes = await readFile(file);
    return [file.slice(siteDir.length + 1), bytes.length, gzipSync(bytes, { level: 9 }).length];
  }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Returns what a first visit to page carries over the network in its first 6 seconds, by kind:
// { wasm, scripts, other, total, responses, twice } (twice: the files whose body crossed more than once; a 304 carries none).
async function firstVisit(browser, proxy, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  proxy.log.length = 0;
  const start = performance.now();
  await tab.goto(proxy.url + page);
  await tab.waitForTimeout(FIRST_VISIT_MS - (performance.now() - start));
  const within = proxy.log.filter(({ at }) => at - start <= FIRST_VISIT_MS);
  const bytes = { wasm: 0, scripts: 0, other: 0, total: 0, responses: within.length, twice: crossedTwice(within) };
  for (const { path, bytes: size } of bodies(within)) {
    bytes[path.endsWith('.wasm') ? 'wasm' : /\.m?js$/.test(path) ? 'scripts' : 'other'] += size;
    bytes.total += size;
  }
  await context.close();
  return bytes;
}

// Returns the ms from navigation to the board taking clicks, as the page marks it.
async function readyAfter(page) {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('board-playable')[0]?.startTime);
  return handle.jsonValue();
}

// The blank page: one button, which takes clicks once its module script has run (as a game page's
// board does once its game starts), and nothing else.
const BLANK_PAGE = {
  'blank.html': '<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><title>Blank</title>'
    + '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
    + '<script type="module" src="./blank.js"></script></head><body><button type="button">Click</button></body></html>\n',
  'blank.js': "document.querySelector('button').addEventListener('click', () => {});\nperformance.mark('board-playable');\n",
};

// Returns { url: { cold, warm } } for each url, their runs interleaved (url after url, run after
// run) so that the machine's load falls on all alike: cold in a fresh context each, warm by reloads
// of one page (with its service worker, if it has one, in control).
async function readyTimes(browser, urls) {
  const times = Object.fromEntries(urls.map((url) => [url, { cold: [], warm: [] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      times[url].cold.push(await readyAfter(page));
      await context.close();
    }
  }
  const warmPages = [];
  for (const url of urls) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await readyAfter(page);
    if (await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))) {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller);
    }
    warmPages.push([url, page]);
  }
  for (let run = 0; run < RUNS; run++) {
    for (const [url, page] of warmPages) {
      await page.reload();
      times[url].warm.push(await readyAfter(page));
    }
  }
  for (const [, page] of warmPages) await page.context().close();
  return times;
}

if (!readyOnly) await printWeights();
const [browser, server, blank] = await Promise.all([launchBrowser(), serveSite(PAGES_LIKE), serveFiles(BLANK_PAGE, PAGES_LIKE)]);
const proxy = await transferLog(server.url);
try {
  if (!readyOnly) {
    await printFirstVisits(browser, proxy);
    await printLayoutShifts(browser, server);
    await printPuzzleTimes(browser, server);
  }
  const line = (name, times, blankTimes, over) => `${name.padEnd(34)} median ${median(times).toFixed(0).padStart(4)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})` +
    (blankTimes ? `  blank + ${(median(times) - median(blankTimes)).toFixed(0).padStart(4)} ms (target ≤ + ${over} ms)` : '');
  console.log(`\n== ready: navigation to the first click the board accepts, headless Chromium, localhost, gzip, max-age=600, ${RUNS} runs each, interleaved ==`);
  const blankUrl = `${blank.url}blank.html`;
  const times = await readyTimes(browser, [blankUrl, ...PAGES.map((page) => server.url + page)]);
  console.log(line('blank page, one button, cold', times[blankUrl].cold));
  console.log(line('blank page, one button, warm', times[blankUrl].warm));
  for (const page of PAGES) {
    const { cold, warm } = times[server.url + page];
    console.log(line(`${page} cold (new context)`, cold, times[blankUrl].cold, TARGETS.coldOverMs));
    console.log(line(`${page} warm (reload, SW)`, warm, times[blankUrl].warm, TARGETS.warmOverMs));
  }
} finally {
  await browser.close();
  await proxy.close();
  await server.close();
  await blank.close();
}

// Prints the site's weight, gzip-compressed, by kind of file.
async function printWeights() {
  const sizes = await fileSizes();
  const sum = (rows, column) => rows.reduce((total, row) => total + row[column], 0);
  const sounds = sizes.filter(([path]) => extname(path) === '.mp3');
  const rest = sizes.filter(([path]) => extname(path) !== '.mp3');
  const groups = [
    ['engine.wasm', (path) => path.endsWith('engine.wasm')],
    ['engine.mjs', (path) => path.endsWith('engine.mjs')],
    ['page scripts', (path) => path.endsWith('.js')],
    ['pages, styles, icon, worker', (path) => /\.(html|css|svg)$/.test(path) || path === 'sw.js'],
    ['app manifests and icons', (path) => /\.(webmanifest|png)$/.test(path)],
    ['Reversi\'s knowledge', (path) => path.endsWith('.bin')],
    ['sounds', (path) => path.endsWith('.mp3')],
  ];
  console.log(`== site weight (${siteDir}) ==`);
  for (const [name, test] of groups) {
    const rows = sizes.filter(([path]) => test(path) && !(name === 'page scripts' && path === 'sw.js'));
    console.log(`${name.padEnd(30)} ${String(rows.length).padStart(3)} files  ${kb(sum(rows, 1)).padStart(9)}  gzip ${kb(sum(rows, 2)).padStart(9)}`);
  }
  console.log(`${'total'.padEnd(30)} ${String(sizes.length).padStart(3)} files  ${kb(sum(sizes, 1)).padStart(9)}  gzip ${kb(sum(sizes, 2)).padStart(9)}`);
  console.log(`gzip without sounds: ${kb(sum(rest, 2))}, with sounds: ${kb(sum(rest, 2) + sum(sounds, 2))} (each page: see below)`);
}

async function printFirstVisits(browser, proxy) {
  console.log(`\n== a first visit: what crosses the network in ${FIRST_VISIT_MS / 1000} s, page, engine worker and service worker, gzip, max-age=600 ==`);
  for (const page of PAGES) {
    const { wasm, scripts, other, total, responses, twice } = await firstVisit(browser, proxy, page);
    console.log(`${page.padEnd(14)} wasm ${kb(wasm).padStart(8)}  scripts ${kb(scripts).padStart(8)}  other ${kb(other).padStart(8)}  ` +
      `total ${kb(total).padStart(8)} (target ≤ ${TARGETS.firstVisitKB[page]} KB) in ${responses} responses; crossed twice: ${twice.length ? twice.join(', ') : 'none'}`);
  }
}

async function printLayoutShifts(browser, server) {
  console.log(`\n== cumulative layout shift, navigation through a ten-move game (target ≤ ${TARGETS.cls}) ==`);
  for (const page of PAGES) {
    const figures = [];
    for (const [view, contextOptions] of [['desktop', {}], ['phone', PHONE]]) {
      const tab = await openMeasured(browser, server.url + page, { contextOptions });
      await playTenMoves(tab, anyLegalSquare);
      figures.push(`${view} ${(await layoutShifts(tab)).cls.toFixed(4)}`);
      await tab.context().close();
    }
    console.log(`${page.padEnd(14)} ${figures.join('   ')}`);
  }
}

// The ms from the click that opens the puzzles to the first puzzle's question, as the page shows it.
async function puzzleShown(tab) {
  await readyAfter(tab);
  return tab.evaluate(() => new Promise((resolve) => {
    const line = /** @type {HTMLElement} */ (document.getElementById('puzzle-line'));
    const start = performance.now();
    new MutationObserver((_, observer) => {
      if (!line.textContent) return;
      observer.disconnect();
      resolve(performance.now() - start);
    }).observe(line, { childList: true, characterData: true, subtree: true });
    document.getElementById('puzzle-open')?.click();
  }));
}

async function printPuzzleTimes(browser, server) {
  console.log(`\n== the puzzles: the click on 詰め問題 to the first puzzle shown, warm (the set cached, the page reloaded), ${RUNS} runs (target ≤ ${TARGETS.puzzleMs} ms) ==`);
  for (const page of PAGES) {
    const tab = await (await browser.newContext()).newPage();
    await tab.goto(server.url + page);
    await puzzleShown(tab);  // the set fetched once: in the HTTP cache after
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await tab.goto(server.url + page);
      times.push(await puzzleShown(tab));
    }
    console.log(`${page.padEnd(14)} median ${median(times).toFixed(0).padStart(4)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);
    await tab.context().close();
  }
}
