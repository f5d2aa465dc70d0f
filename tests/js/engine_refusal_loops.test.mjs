// Issue 14, item 1: a refused call leaves the module exactly as it was — the allocator's bytes in
// use, the stack pointer, the memory's size, Embind's handles — however many are refused in a row,
// and a game then plays as before. 20,000 calls of each kind here, and 200 of the long texts
// (item 2: each megabyte one once kept its megabyte); `.ci/bench` runs 1,000,000 and 1,100 of
// each, in node and in Chromium (tests/bench/refusal_bench.mjs). The heap is counted to the byte, so one leaked call
// in the loop fails the test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from './load_engine.mjs';
import { refusalLoops } from './refused_calls.mjs';

for (const game of ['knights', 'reversi']) {
  test(`${game}: refused calls in a row leave memory and stack as they were, and a game plays on`, async () => {
    const { start, after, gameBefore, gameAfter } = refusalLoops(await loadEngine(game), { count: 20_000, bigCount: 200 });
    for (const [kind, state] of Object.entries(after)) assert.deepEqual(state, start, kind);
    assert.deepEqual(gameAfter, gameBefore);
  });
}
