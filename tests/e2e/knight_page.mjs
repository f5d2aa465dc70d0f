// Helpers for the knight page's browser tests: open the page with its sounds and its engine worker
// spied on (and, when asked, a paused fake clock or extra init scripts), read the board, status and
// sounds back, wait for the worker and let the AI move.
import assert from 'node:assert/strict';
import { eventually, openPage } from './harness.mjs';

export const STATUS_FIRST_TURN = 'あなたのターン (残り 64 箇所)';
export const THINKING = 'AI思考中...';
export const VOLUME_KEY = 'hatodemowakaru-volume';
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
// the workers started and terminated, every request sent, and whether any live worker is still
// loading or has requests unanswered — for tests to wait on: the worker thinks in real time, which
// the page's fake clock does not hold back.
export function spyOnWorkers() {
  const RealWorker = window.Worker;
  const spy = window.workerSpy = {
    started: 0, terminated: 0, requests: [], replies: [], workers: new Set(),
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

// Waits until the engine worker of the page (or frame) has loaded and answered every request.
export async function workerSettled(frame, timeoutMs = 10_000) {
  assert.ok(await eventually(() => frame.evaluate(() => !window.workerSpy.busy()), timeoutMs), 'the engine worker answered');
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

// Returns fn(game) for a game of the node engine after the given moves, freeing it afterwards.
export function withGame(engine, moves, fn) {
  const game = new engine.KnightGame();
  try {
    for (const square of moves) game.play(square);
    return fn(game);
  } finally {
    game.delete();
  }
}

// Opens the page in a fresh context and waits for the first game (or a load failure message).
//   clock: install a fake clock, paused once the page is ready, so timers run only on clock.runFor
//   initScripts: [fn, arg] pairs run in every document before the page's scripts
//   refuseSound: play() rejects, as under an autoplay policy
//   routes: [pattern, handler] pairs for context.route, e.g. to fail a request
//   contextOptions: for browser.newContext, e.g. a phone's viewport
export async function openKnightPage(browser, url, { clock = false, initScripts = [], refuseSound = false, routes = [], contextOptions = {} } = {}) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(spyOnSounds, { refuse: refuseSound });
  await context.addInitScript(spyOnWorkers);
  for (const [script, arg] of initScripts) await context.addInitScript(script, arg);
  for (const [pattern, handler] of routes) await context.route(pattern, handler);
  if (clock) await context.clock.install({ time: CLOCK_START });
  const page = await openPage(context, url);
  await waitForGame(page);
  if (clock) await page.clock.pauseAt(CLOCK_START + 60_000);
  return page;
}

// Waits until the page (or frame) shows its first game, or the message that it could not load.
export const waitForGame = (frame) => frame.waitForFunction(() => document.getElementById('status')?.textContent);

// Closes the page's context after checking that nothing went wrong in it.
export async function closeClean(page) {
  assert.deepEqual(page.problems, [], 'no console errors, page errors or failed requests');
  await page.context().close();
}

export const status = (page) => page.textContent('#status');

// Returns the 64 cells' texts: '♞' a knight, '×' an attacked empty square, '' a free one.
export const board = (page) => page.$$eval('#board .cell', (cells) => cells.map((c) => c.textContent));

export const knights = (cells) => cells.flatMap((text, square) => (text === '♞' ? [square] : []));
export const freeSquares = (cells) => cells.flatMap((text, square) => (text === '' ? [square] : []));

export const clickSquare = (page, square) => page.click(`#board .cell[data-square="${square}"]`);

// Returns the names of the sounds played so far, in order.
export const soundsPlayed = (page) => page.evaluate(() => window.soundLog.map((entry) => entry.name));
export const soundLog = (page) => page.evaluate(() => window.soundLog);

// Plays a game out where respond(cells) picks your squares and place(square) plays one (a click by
// default); returns the final board. The AI's reply is awaited after each of your moves (the
// worker in real time, the delay on the page's fake clock). frame: the frame holding the game,
// when it is embedded.
export async function playOut(page, respond, { frame = page, place = (square) => clickSquare(frame, square) } = {}) {
  let cells = await board(frame);
  for (;;) {
    const free = freeSquares(cells);
    if (free.length === 0) return cells;
    const square = respond(cells);
    assert.ok(free.includes(square), `the strategy picks a free square (${square})`);
    await place(square);
    cells = await board(frame);
    if (freeSquares(cells).length === 0) return cells;
    assert.equal(await status(frame), THINKING);
    await letAiMove(page, { frame });
    cells = await board(frame);
  }
}

// A strategy for playOut as the second player: answer each AI knight on s with one on 63 - s, its
// mirror through the centre. A knight never attacks its mirror square, so the answer is always
// legal and the second player places the last knight: you win.
export function mirrorStrategy() {
  const answered = new Set();
  return (cells) => {
    const aiMove = knights(cells).find((square) => !answered.has(square));
    answered.add(aiMove).add(63 - aiMove);
    return 63 - aiMove;
  };
}
