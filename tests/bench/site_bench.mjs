// Site figures, printed (a benchmark, not a test): the site's weight, gzip-compressed as static
// hosts serve it, with and without the sounds; for each page, what a first visit downloads, page
// and engine worker together (gzipped by the server as GitHub Pages does; the service worker's
// precaching of the rest of the site is left out), with its wasm and its total against the targets (a page at most 150 KB); and
// the time from navigation to a playable board in headless Chromium on localhost (the page's
// 'board-playable' performance mark), median of 10 — cold (a fresh browser context: no HTTP
// cache, no service worker) and warm (reloads with both); and the cumulative layout shift from
// navigation through a ten-move game, desktop and a 360px phone.
//   node tests/bench/site_bench.mjs SITE_DIR        (.ci/bench runs it)
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { siteDirArgument } from './bench_common.mjs';
import { gzipSync } from 'node:zlib';

const RUNS = 10;
const PAGES = ['index.html', 'reversi.html'];
const TARGETS = { pageKB: 150, playableMs: 300, wasmKB: { 'index.html': 62, 'reversi.html': 110 }, cls: 0.02 };
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const siteDir = siteDirArgument('site_bench.mjs');
const { launchBrowser, serveSite } = await import('../e2e/harness.mjs');
const { spyOnWorkers, workerSettled } = await import('../e2e/game_page.mjs');
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

// Returns the ms from navigation start to the board being playable, as the page marks it.
async function playableAfter(page) {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('board-playable')[0]?.startTime);
  return handle.jsonValue();
}

// Returns the bytes a first visit to url transfers — the page's requests and its engine worker's,
// as the network carried them — by kind: { wasm, scripts, other, total, files }.
async function firstVisit(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(spyOnWorkers);
  const sizes = [];
  context.on('requestfinished', (request) => sizes.push(request.sizes().then(({ responseBodySize }) => [request.url(), responseBodySize])));
  const page = await context.newPage();
  await page.goto(url);
  await playableAfter(page);
  await workerSettled(page);
  const bytes = { wasm: 0, scripts: 0, other: 0, total: 0, files: 0 };
  for (const [file, size] of await Promise.all(sizes)) {
    bytes[file.endsWith('.wasm') ? 'wasm' : /\.m?js$/.test(file) ? 'scripts' : 'other'] += size;
    bytes.total += size;
    bytes.files++;
  }
  await context.close();
  return bytes;
}

async function loadTimes(browser, url) {
  const cold = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    cold.push(await playableAfter(page));
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    warm.push(await playableAfter(page));
  }
  await context.close();
  return { cold, warm };
}

const sizes = await fileSizes();
const sum = (rows, column) => rows.reduce((total, row) => total + row[column], 0);
const sounds = sizes.filter(([path]) => extname(path) === '.mp3');
const rest = sizes.filter(([path]) => extname(path) !== '.mp3');
const groups = [
  ['engine.wasm', (path) => path.endsWith('engine.wasm')],
  ['engine.mjs', (path) => path.endsWith('engine.mjs')],
  ['page scripts', (path) => path.endsWith('.js')],
  ['pages, styles, icon, worker', (path) => /\.(html|css|svg)$/.test(path) || path === 'sw.js'],
  ['sounds', (path) => path.endsWith('.mp3')],
];
console.log(`== site weight (${siteDir}) ==`);
for (const [name, test] of groups) {
  const rows = sizes.filter(([path]) => test(path) && !(name === 'page scripts' && path === 'sw.js'));
  console.log(`${name.padEnd(30)} ${String(rows.length).padStart(3)} files  ${kb(sum(rows, 1)).padStart(9)}  gzip ${kb(sum(rows, 2)).padStart(9)}`);
}
console.log(`${'total'.padEnd(30)} ${String(sizes.length).padStart(3)} files  ${kb(sum(sizes, 1)).padStart(9)}  gzip ${kb(sum(sizes, 2)).padStart(9)}`);
console.log(`gzip without sounds: ${kb(sum(rest, 2))}, with sounds: ${kb(sum(rest, 2) + sum(sounds, 2))} (each page: see below)`);

const [browser, server] = await Promise.all([launchBrowser(), serveSite({ compress: true })]);
try {
  console.log('\n== a first visit\'s downloads, page and engine worker, gzip as served (service worker off) ==');
  for (const page of PAGES) {
    const { wasm, scripts, other, total, files } = await firstVisit(browser, server.url + page);
    const target = TARGETS.wasmKB[page];
    console.log(`${page.padEnd(14)} wasm ${kb(wasm).padStart(8)} (target ≤ ${target} KB)  scripts ${kb(scripts).padStart(8)}  ` +
      `other ${kb(other).padStart(8)}  total ${kb(total).padStart(8)} (target ≤ ${TARGETS.pageKB} KB) in ${files} files`);
  }

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
  const line = (name, times) => `${name.padEnd(34)} median ${median(times).toFixed(0).padStart(4)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`;
  console.log(`\n== navigation to a playable board, headless Chromium, localhost, ${RUNS} runs (target ≤ ${TARGETS.playableMs} ms) ==`);
  for (const page of PAGES) {
    const { cold, warm } = await loadTimes(browser, server.url + page);
    console.log(line(`${page} cold (new context)`, cold));
    console.log(line(`${page} warm (reload, SW)`, warm));
  }
} finally {
  await browser.close();
  await server.close();
}
