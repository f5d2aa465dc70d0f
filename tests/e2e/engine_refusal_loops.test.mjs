// Issue 14, items 1 and 2 in Chromium: the node test's loops (tests/js/refused_calls.mjs) run in
// a page on each game's module as the site serves it; a refused call leaves the heap, the stack
// pointer, the memory's size and Embind's handles as they were, and a game then plays as before.
// 20,000 calls of each kind here; `.ci/bench` runs 1,000,000 (tests/bench/refusal_bench.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { chromiumRefusalLoops } from './refusal_loops_page.mjs';

let browser, server;
before(async () => {
  browser = await launchBrowser();
  server = await serveSite();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

for (const game of ['knights', 'reversi']) {
  test(`${game} in Chromium: refused calls in a row leave memory and stack as they were`, async () => {
    const { start, after: states, gameBefore, gameAfter } = await chromiumRefusalLoops(browser, server.url, game, { count: 20_000, bigCount: 200 });
    for (const [kind, state] of Object.entries(states)) assert.deepEqual(state, start, kind);
    assert.deepEqual(gameAfter, gameBefore);
  });
}
