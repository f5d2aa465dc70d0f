// The knight outcome table as the page carries it (web/js/knights/knight_outcomes.js): fetched when
// a request first wants it, never waited for, fetched once however many ask, again after a failure;
// each request carrying its bytes once they have come, and the page told of them once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTCOMES_URL, outcomesCarrier } from '../../web/js/knights/knight_outcomes.js';

// A fetch that answers when release() is called, or fails with 404 while failing is set; counts the requests.
function heldFetch() {
  const waiting = [];
  const state = { asked: 0, failing: false };
  const fetchUrl = (url) => {
    ++state.asked;
    assert.equal(url, OUTCOMES_URL);
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = async () => {
    for (const resolve of waiting.splice(0)) resolve(state.failing ? new Response(null, { status: 404 }) : new Response(new Uint8Array([1, 2, 3])));
    await new Promise(setImmediate);
  };
  return { fetchUrl, release, state };
}

test('the site serves the table beside the module, fetched when needed', () => {
  assert.equal(OUTCOMES_URL.pathname.split('/').pop(), 'knights_outcomes.bin');
  assert.equal(OUTCOMES_URL.hash, '#when-needed');
});

test('the first request starts the download and goes without it; once it has come, every request carries it', async () => {
  const { fetchUrl, release, state } = heldFetch();
  const withOutcomes = outcomesCarrier(fetchUrl);
  assert.equal(state.asked, 0, 'nothing fetched before a request');
  assert.deepEqual(withOutcomes({ position: 'a' }), { position: 'a' });
  assert.deepEqual(withOutcomes({ position: 'b' }), { position: 'b' }, 'not waited for');
  assert.equal(state.asked, 1, 'one download for both');
  await release();
  const carried = withOutcomes({ position: 'c' });
  assert.equal(carried.position, 'c');
  assert.deepEqual([...carried.outcomes], [1, 2, 3]);
  assert.equal(withOutcomes({ moves: [] }).outcomes, carried.outcomes, 'the same bytes each time');
  assert.equal(state.asked, 1);
});

test('a download that failed changes nothing and is tried again with a later request', async () => {
  const { fetchUrl, release, state } = heldFetch();
  const withOutcomes = outcomesCarrier(fetchUrl);
  state.failing = true;
  withOutcomes({ position: 'a' });
  await release();
  assert.deepEqual(withOutcomes({ position: 'b' }), { position: 'b' }, 'the request goes on without it');
  assert.equal(state.asked, 2, 'asked again');
  state.failing = false;
  await release();
  assert.deepEqual([...withOutcomes({ position: 'c' }).outcomes], [1, 2, 3]);
  assert.equal(state.asked, 2);
});

test('the bytes are told once, as they come, however many requests waited; not after a failure', async () => {
  const { fetchUrl, release, state } = heldFetch();
  const told = [];
  const withOutcomes = outcomesCarrier(fetchUrl, (bytes) => told.push([...bytes]));
  state.failing = true;
  withOutcomes({ position: 'a' });
  await release();
  assert.deepEqual(told, [], 'nothing told of a failed download');
  state.failing = false;
  withOutcomes({ position: 'b' });
  withOutcomes({ position: 'c' });
  assert.deepEqual(told, []);
  await release();
  assert.deepEqual(told, [[1, 2, 3]], 'told once');
  withOutcomes({ position: 'd' });
  await new Promise(setImmediate);
  assert.deepEqual(told, [[1, 2, 3]], 'and not again');
});
