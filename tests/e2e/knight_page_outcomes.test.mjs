// The knight outcome table (js/engine/knights_outcomes.bin) comes apart from the first visit, in
// Chromium: a game against the random level without hints never asks for it; the first hints (or
// a move of the perfect level) start its download and are answered without waiting for it; once it
// has come, the worker is given it at once to read, its requests carry it, and the hints are the same. A failed download changes
// nothing a player sees, and is tried again with a later request. The file is answered by a route
// (no service worker, so that the route sees every request).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { outcomesBytes } from '../js/load_engine.mjs';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { board, clickSquare, closeClean, knights, letAiMove, openKnightPage, status, workerSettled, zeroRandom } from './knight_page.mjs';

const HINTS_KEY = 'hatodemowakaru-knight-hints';
const LEVEL_KEY = 'hatodemowakaru-knight-level';
const LOST = ' — 負けの局面（粘る手を表示）';

let browser, server, table;
before(async () => {
  [browser, server, table] = await Promise.all([launchBrowser(), serveSite(), outcomesBytes()]);
});
after(async () => { await browser?.close(); await server?.close(); });

// An init script: a setting stored as a player left it.
function stored([key, value]) {
  localStorage.setItem(key, value);
}

// Opens the page with the table's requests held until answer(), which serves the file, or fails
// them with a 404 while failing is set.
async function openHeld(settings = []) {
  const held = [];
  const state = { asked: 0, failing: false };
  const page = await openKnightPage(browser, server.url, {
    clock: true, contextOptions: { serviceWorkers: 'block' },
    initScripts: [[zeroRandom], ...settings.map((setting) => [stored, setting])],
    routes: [['**/knights_outcomes.bin', (route) => { ++state.asked; held.push(route); }]],
  });
  const answer = async () => {
    for (const route of held.splice(0)) {
      await (state.failing ? route.fulfill({ status: 404 }) : route.fulfill({ body: Buffer.from(table), contentType: 'application/octet-stream' }));
    }
  };
  return { page, state, answer };
}

// The sizes of the table each request to the worker carried (0: none), by request type.
const carried = (page, type) => page.evaluate((t) => window.workerSpy.requests
  .filter((r) => r.type === t).map((r) => r.payload.outcomes?.byteLength ?? 0), type);

test('the random level without hints: a game of several moves never asks for the table', async () => {
  const { page, state } = await openHeld();
  for (const square of [27, 0, 63]) {
    if ((await board(page))[square] !== '') continue;
    await clickSquare(page, square);
    await letAiMove(page);
  }
  assert.ok(knights(await board(page)).length >= 4, 'moves were played');
  assert.equal(state.asked, 0);
  const moves = await carried(page, 'aiMove');
  assert.ok(moves.length >= 2 && moves.every((size) => size === 0), 'the AI\'s requests carried nothing');
  await closeClean(page);
});

test('hints on: the first hints ask for the table and come without it; once it has come, the requests carry it', async () => {
  const { page, state, answer } = await openHeld([[HINTS_KEY, 'on']]);
  await workerSettled(page);
  assert.ok(await eventually(() => state.asked === 1), 'the table asked for with the first hints');
  assert.match(await status(page), new RegExp(`${LOST}$`), 'the hints came while the table was on its way');
  await answer();
  assert.ok(await eventually(async () => (await carried(page, 'outcomes')).length > 0), 'the worker given the table as it came');
  await clickSquare(page, 27);
  await letAiMove(page);
  assert.deepEqual(await carried(page, 'outcomes'), [table.length], 'once');
  const hints = await carried(page, 'hints');
  assert.equal(hints[0], 0);
  assert.equal(hints.at(-1), table.length, 'the last hints carried the table');
  assert.equal(state.asked, 1, 'fetched once');
  assert.match(await status(page), /勝ちの局面|負けの局面/);
  await closeClean(page);
});

test('the perfect level asks for it with its first move; a failed download changes nothing and is tried again', async () => {
  const { page, state, answer } = await openHeld([[LEVEL_KEY, 'perfect']]);
  state.failing = true;
  await clickSquare(page, 27);
  assert.ok(await eventually(() => state.asked === 1), 'asked with the perfect AI\'s first move');
  await answer();
  await letAiMove(page);
  assert.equal(knights(await board(page)).length, 2, 'the AI answered without it');
  state.failing = false;
  const free = (await board(page)).findIndex((text) => text === '');
  await clickSquare(page, free);
  assert.ok(await eventually(() => state.asked === 2), 'asked again with the next move');
  await answer();
  await letAiMove(page);
  assert.equal(knights(await board(page)).length, 4);
  assert.deepEqual((await carried(page, 'aiMove')).slice(0, 2), [0, 0]);
  // The failed download's own trace, and nothing else.
  assert.deepEqual(page.problems.splice(0).map((problem) => problem.replace(/ \S*knights_outcomes\.bin$/, '')).sort(),
    ['console: Failed to load resource: the server responded with a status of 404 (Not Found)', 'http 404:']);
  await closeClean(page);
});
