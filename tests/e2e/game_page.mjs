// Helpers for the browser tests of both game pages (the knight page and Reversi): open a page with
// its sounds and its engine worker spied on (and, when asked, a paused fake clock, extra init
// scripts, stored or blocked settings), read the status line and the sounds back, click a cell,
// wait for the worker and let the computer move, hold the worker's requests open, check that the
// page fits the width, and read the accessibility tree and move the keyboard focus over the board.
import assert from 'node:assert/strict';
import { eventually, openPage } from './harness.mjs';

const CLOCK_START = new Date('2025-01-01T00:00:00Z').getTime();

// Runs in the page before its scripts: play() records which sound played, at what volume and from
// where, instead of making noise; `refuse` makes it reject as a browser's autoplay policy does.
function spyOnSounds({ refuse }) {
  window.soundLog = [];
  HTMLMediaElement.prototype.play = function play() {
    const name = new URL(this.currentSrc || this.src).pathname.split('/').pop().replace(/\.mp3$/, '');
    window.soundLog.push({ name, volume: this.volume, currentTime: this.currentTime });
    return refuse ? Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'))
                  : Promise.resolve();
  };
}

// Runs in the page before its scripts: window.workerSpy follows the engine worker's messages —
// the workers started and terminated, every request sent, every reply and progress report, and
// whether any live worker is still loading or has requests unanswered — for tests to wait on: the worker thinks in real time, which
// the page's fake clock does not hold back.
export function spyOnWorkers() {
  const RealWorker = window.Worker;
  const spy = window.workerSpy = {
    started: 0, terminated: 0, requests: [], replies: [], progress: [], workers: new Set(),
    busy: () => [...spy.workers].some((worker) => worker.spied.loading || worker.spied.pending.size > 0),
  };
  window.Worker = class SpiedWorker extends RealWorker {
    spied = { loading: true, pending: new Set() };
    constructor(...args) {
      super(...args);
      spy.started++;
      spy.workers.add(this);
      this.addEventListener('message', ({ data }) => {
        if (data?.type === 'ready') this.spied.loading = false;
        else if (data?.type === 'failed') spy.workers.delete(this);
        else if (data && 'progress' in data) spy.progress.push(data);
        else {
          this.spied.pending.delete(data?.id);
          spy.replies.push(data);
        }
      });
      this.addEventListener('error', () => spy.workers.delete(this));
    }
    postMessage(message, ...rest) {
      this.spied.pending.add(message?.id);
      spy.requests.push(message);
      return super.postMessage(message, ...rest);
    }
    terminate() {
      spy.terminated++;
      spy.workers.delete(this);
      return super.terminate();
    }
  };
}

// A route serving the game's worker script (e.g. 'knights/knight_worker.js') wrapped: listener, a
// message listener's source, hears each request before the real worker, imported under another
// URL, does (and may stop it there with event.stopImmediatePropagation()).
export function wrappedWorker(worker, listener, headers = {}) {
  const body = `addEventListener('message', ${listener});\nawait import('./${worker.split('/').pop()}?unwrapped');`;
  return [`**/js/${worker}`, (route) => route.fulfill({ body, contentType: 'text/javascript', headers })];
}

// A gate on one type of the engine worker's requests, so that a test can keep the worker busy on
// one for as long as it likes — as a search of seconds would, however fast the engine gets. The
// game's worker script is served wrapped (wrappedWorker): before the worker takes a request of
// that type, the wrapper asks the server, synchronously, for .../__gate__, and the test answers at
// once unless it is holding; then the real worker answers. Pass gate.routes to openGamePage, whose pages have no
// service worker (so that the routes see every request) unless a test allows it.
//   gate.hold()       from now on, requests of that type wait
//   gate.unhold()     from now on they pass; those waiting still wait
//   gate.release()    stops holding, and lets the waiting ones go on
//   gate.waiting()    how many wait
export function requestGate(worker, type) {
  let holding = false;
  const waiting = [];
  const gate = `({ data }) => {
  if (data?.type !== ${JSON.stringify(type)}) return;
  const request = new XMLHttpRequest();
  request.open('GET', new URL('./__gate__', import.meta.url), false);
  request.send();
}`;
  // Any origin may ask, as the site allows: a sandboxed frame's worker has an opaque one.
  const headers = { 'Access-Control-Allow-Origin': '*' };
  const pass = (route) => route.fulfill({ status: 204, headers }).catch(() => {});  // its worker may be gone
  return {
    routes: [
      wrappedWorker(worker, gate, headers),
      ['**/__gate__', (route) => (holding ? waiting.push(route) : pass(route))],
    ],
    hold() { holding = true; },
    unhold() { holding = false; },
    release() {
      holding = false;
      for (const route of waiting.splice(0)) pass(route);
    },
    waiting: () => waiting.length,
  };
}

// Waits until the engine worker of the page (or frame) has loaded and answered every request.
export async function workerSettled(frame, timeoutMs = 10_000) {
  assert.ok(await eventually(() => frame.evaluate(() => !window.workerSpy.busy()), timeoutMs), 'the engine worker answered');
}

// Waits until the page (or frame) has sent its engine worker n requests in all. Reversi's strong
// level and values first wait for the knowledge's download, while the worker idles: workerSettled
// alone would not wait for the question not yet asked.
export async function requestsSent(frame, n, timeoutMs = 10_000) {
  assert.ok(await eventually(() => frame.evaluate((count) => window.workerSpy.requests.length >= count, n), timeoutMs),
    `${n} requests sent to the engine worker`);
}

// Lets the AI move: waits for the worker's answer (real time), then runs the page's fake clock over
// the reply's delay, then waits for what the new position asks of the worker (hints).
export async function letAiMove(page, { ms = 500, frame = page } = {}) {
  await workerSettled(frame);
  await page.clock.runFor(ms);
  await workerSettled(frame);
}

// An init script: crypto.getRandomValues gives zeros, so the page's AI always uses seed 0 and the
// node engine can foresee its moves (aiMove(level, 0)).
export function zeroRandom() {
  crypto.getRandomValues = (array) => array.fill(0);
}

// An init script that stores text under a localStorage key before the page's scripts run.
export function storeSetting({ key, text }) {
  localStorage.setItem(key, text);
}

// An init script: touching window.localStorage throws, as in sandboxed and third-party iframes.
export function blockStorage() {
  Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('access denied', 'SecurityError'); },
  });
}

// A desktop's viewport below the wide screens' two columns (style.css): the original's layout, which
// the tests of the pages' look measure; site_layout.test.mjs opens the wide one.
export const DESKTOP = { width: 1024, height: 768 };

// Opens the page at url and waits for the first game (or a load failure message), in a context of
// its own: a fresh one, or one that closeClean kept from an earlier test with the same contextOptions
// and clock (unless it allows a service worker), its storage for url's origin cleared. A fresh
// context costs three times a kept one's open (a tab started, the site's files fetched and compiled).
//   clock: install a fake clock, running while the page loads and paused once it is ready (what the
//     page timed to happen within the next minute happens then), so timers run only on clock.runFor;
//     'paused': paused from the start, so that nothing the page times happens before clock.runFor
//     (a link with the computer to move shows it thinking)
//   initScripts: [fn, arg] pairs run in every document before the page's scripts
//   refuseSound: play() rejects, as under an autoplay policy
//   routes: [pattern, handler] pairs for context.route, e.g. to fail a request
//   contextOptions: for browser.newContext, e.g. a phone's viewport (DESKTOP's if none); the service worker is blocked
//     unless they say { serviceWorkers: 'allow' } (the tests of offline play and of the deploys):
//     its precaching would double what every other page open costs, and take requests from routes
export async function openGamePage(browser, url, { clock = false, initScripts = [], refuseSound = false, routes = [], contextOptions = {} } = {}) {
  const options = { serviceWorkers: 'block', viewport: DESKTOP, ...contextOptions };
  // A service worker and its caches outlive the page: a test that allows it gets a fresh context.
  const shelf = options.serviceWorkers === 'block' ? shelfOf(browser, JSON.stringify([options, Boolean(clock)])) : null;
  const kept = shelf?.pop();
  const context = kept?.context() ?? await browser.newContext(options);
  const scripts = [await context.addInitScript(spyOnSounds, { refuse: refuseSound }), await context.addInitScript(spyOnWorkers)];
  for (const [script, arg] of initScripts) scripts.push(await context.addInitScript(script, arg));
  for (const [pattern, handler] of routes) await context.route(pattern, handler);
  if (clock) {
    await context.clock.install({ time: CLOCK_START });
    // A kept context's clock was left paused; an install only sets the time.
    await (clock === 'paused' ? context.clock.pauseAt(CLOCK_START) : context.clock.resume());
  }
  const page = kept ? await reuse(kept, url) : await openPage(context, url);
  keptFor.set(page, { shelf, scripts });
  await waitForGame(page);
  if (clock === true) await page.clock.pauseAt(CLOCK_START + 60_000);
  return page;
}

// The pages closeClean keeps, each in a context of its own, for the next test's openGamePage with
// the same options: browser → Map(key → [page]). And, for each page openGamePage opened, the shelf
// to keep it on (null: close its context) and the init scripts to drop then.
const shelves = new WeakMap();
const keptFor = new WeakMap();

function shelfOf(browser, key) {
  if (!shelves.has(browser)) shelves.set(browser, new Map());
  const shelf = shelves.get(browser);
  if (!shelf.has(key)) shelf.set(key, []);
  return shelf.get(key);
}

// Loads url in a kept page (at about:blank, its earlier test's routes and init scripts gone), with
// nothing stored for url's origin, as in a fresh context.
async function reuse(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
  await cdp.detach();
  page.problems = [];
  await page.goto(url);
  return page;
}

// Opens url again in a page that openGamePage opened, a new document with localStorage holding
// only `stored` ({ key: text }) besides what the context's init scripts store, as a fresh
// context's would: for the tests that vary only the stored values or the link. It costs a third of
// a fresh context's open (the browser's caches stay); the context's options, init scripts, routes
// and paused clock stay too, and page.problems goes on collecting. Not for a context whose storage
// throws (blockStorage).
export async function reopenGamePage(page, url, { stored = {} } = {}) {
  // The address changed in place (no hashchange for the page to act on), then loaded anew.
  await page.evaluate(({ entries, address }) => {
    localStorage.clear();
    for (const [key, text] of entries) localStorage.setItem(key, text);
    history.replaceState(null, '', address);
  }, { entries: Object.entries(stored), address: url });
  await page.reload();
  await waitForGame(page);
  return page;
}

// Waits until the page (or frame) shows its first game, or the message that it could not load.
export const waitForGame = (frame) => frame.waitForFunction(() => document.getElementById('status')?.textContent);

// Checks that nothing went wrong in the page, then closes its context, or (one that openGamePage
// can reuse) leaves the page at about:blank, which ends its document and workers, the mouse at the
// corner (so that no cell of the next document is hovered), without the test's routes and init
// scripts, for the next openGamePage with the same options.
export async function closeClean(page) {
  assertClean(page);
  const { shelf, scripts } = keptFor.get(page) ?? {};
  if (!shelf) {
    await page.context().close();
    return;
  }
  await page.goto('about:blank');
  await page.mouse.move(0, 0);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  for (const script of scripts) await script.dispose();
  shelf.push(page);
}

const assertClean = (page) => assert.deepEqual(page.problems, [], 'no console errors, page errors or failed requests');

// One page for the tests that only read it, as fresh as each would open it: a page open costs
// a second of CPU, a read a few milliseconds. page() opens it on the first call (open() returns
// it) and returns it after; checked() asserts that nothing went wrong in it so far, as closeClean
// does, for each test to end with; close() closes it, if opened, for an after() hook.
export function sharedPage(open) {
  let opened = null;
  return {
    page: () => (opened ??= open()),
    async checked() { assertClean(await opened); },
    async close() {
      const page = await opened?.catch(() => null);  // a page that failed to open failed its test
      await page?.context().close();
      opened = null;
    },
  };
}

export const status = (page) => page.textContent('#status');

// Returns the status line as { notice, text }: the notice line (a pass, a refusal) or null, and the rest.
// statusOf(el) runs in the page, on the #status element (readShown in reversi_page.mjs uses it too).
export const statusOf = (el) => ({
  notice: el.querySelector('.notice')?.textContent ?? null,
  text: [...el.querySelector('.line').childNodes].filter((node) => !node.classList?.contains('notice')).map((node) => node.textContent).join(''),
});
export const readStatus = (frame) => frame.$eval('#status', statusOf);

export const clickSquare = (page, square) => page.click(`#board .cell[data-square="${square}"]`);

// Clicks the cells in turn, the computer answering each (twice, on Reversi, when the player had to
// pass), on a page with a fake clock; after the last, until the game ends (unless untilOver is
// false: then the computer answers it once).
export async function playClicks(page, clicks, { untilOver = true } = {}) {
  for (const cell of clicks) {
    await readyToClick(page, cell);
    await clickSquare(page, cell);
    await letAiMove(page);
  }
  for (let replies = 1; untilOver && replies < 3 && !(await page.textContent('#outcome')); replies++) await letAiMove(page);
}

// Lets the computer move (up to three times) until the player may play cell: on Reversi a cell
// with a legal-move dot; on the knight page, where no pass ever comes, at once.
export async function readyToClick(page, cell) {
  const playable = () => page.$eval(`#board .cell[data-square="${cell}"]`,
    (element) => !document.body.classList.contains('reversi') || element.classList.contains('legal'));
  for (let replies = 0; replies < 3 && !(await playable()); replies++) await letAiMove(page);
  assert.ok(await playable(), `${cell} can be played`);
}

// Returns the tally at the random level stored under a page's key, its tabs' copies (KEY#N, and the
// plain KEY) added up: { won, lost, drawn }, or null when none is stored.
export const storedTally = (page, key) => page.evaluate((tallyKey) => {
  const copies = Object.keys(localStorage).filter((k) => k === tallyKey || k.startsWith(`${tallyKey}#`));
  const tallies = copies.map((k) => JSON.parse(localStorage.getItem(k)).random).filter(Boolean);
  if (tallies.length === 0) return null;
  return tallies.reduce((sum, t) => ({ won: sum.won + t.won, lost: sum.lost + t.lost, drawn: sum.drawn + t.drawn }));
}, key);

// Returns the names of the sounds played so far, in order.
export const soundsPlayed = (page) => page.evaluate(() => window.soundLog.map((entry) => entry.name));
export const soundLog = (page) => page.evaluate(() => window.soundLog);

// Returns the page's width overflow and every visible element that sticks out of the viewport.
export const overflow = (page) => page.evaluate(() => ({
  scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  outside: [...document.body.querySelectorAll('*')]
    .filter((el) => el.getClientRects().length > 0)
    .filter((el) => { const r = el.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; })
    .map((el) => el.id || el.tagName),
}));

// Returns Chromium's accessibility tree below the node with the given role, as { role, name, children }.
export async function accessibilityTree(page, role) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const tree = (node) => ({
    role: node.role?.value,
    name: node.name?.value,
    live: node.properties?.find((p) => p.name === 'live')?.value.value,
    children: (node.childIds ?? []).map((id) => byId.get(id)).filter((child) => !child.ignored).map(tree),
  });
  return tree(nodes.find((node) => node.role?.value === role));
}

// The square the keyboard focus is on, or null.
export const focusedSquare = (page) => page.evaluate(() => {
  const square = document.activeElement?.dataset.square;
  return square === undefined ? null : Number(square);
});

// Moves the focus from the focused square to `square` with the arrow keys, on a board `columns` wide.
export async function arrowTo(page, square, columns = 8) {
  const from = await focusedSquare(page);
  const rows = Math.floor(square / columns) - Math.floor(from / columns);
  const cols = (square % columns) - (from % columns);
  for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(cols); i++) await page.keyboard.press(cols > 0 ? 'ArrowRight' : 'ArrowLeft');
  assert.equal(await focusedSquare(page), square);
}
