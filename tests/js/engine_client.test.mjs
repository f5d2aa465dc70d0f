// The page's side of the engine worker (web/js/engine/engine_client.js) against a scripted stand-in for
// the worker: requests wait for 'ready' and are answered by id, an aborted request is rejected at
// once and its late reply dropped, a worker stuck on an abandoned request is replaced and the live
// requests go to the new one (at once, from a standby, when the client stops abandoned work), and
// a worker that cannot load fails every request, now and later — unless the page gave its own
// handlers: then they answer, in order, and the game goes on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineClient } from '../../web/js/engine/engine_client.js';

// A worker that records what it is sent and says what the test tells it to.
class FakeWorker extends EventTarget {
  sent = [];
  terminated = false;
  postMessage(message) { this.sent.push(structuredClone(message)); }
  terminate() { this.terminated = true; }
  say(data) { this.dispatchEvent(Object.assign(new Event('message'), { data })); }
  answer(index, result) { this.say({ id: this.sent[index].id, result }); }
}

// Returns a client and the fake workers it started, newest last (pageHandlers: the page's own).
function startClient(pageHandlers = null, options = {}) {
  const workers = [];
  const client = new EngineClient(() => workers.at(-1 + workers.push(new FakeWorker())), { makePageHandlers: pageHandlers && (() => pageHandlers), ...options });
  return { client, workers };
}

// Returns 'pending', or how the promise settled: ['resolved', value] / ['rejected', error].
async function state(promise) {
  const pending = Symbol('pending');
  try {
    const value = await Promise.race([promise, new Promise((resolve) => setImmediate(resolve, pending))]);
    return value === pending ? 'pending' : ['resolved', value];
  } catch (error) {
    return ['rejected', error];
  }
}

const ask = (client, payload, signal) => client.request('aiMove', payload, signal);

describe('requests and replies', () => {
  test('requests wait for ready, go in order as { id, type, payload }, and resolve by id', async () => {
    const { client, workers: [worker] } = startClient();
    const first = ask(client, { moves: [] });
    const second = client.request('hints', { moves: [27] });
    assert.deepEqual(worker.sent, [], 'nothing is sent before the worker is ready');
    worker.say({ type: 'ready' });
    assert.deepEqual(worker.sent, [
      { id: 1, type: 'aiMove', payload: { moves: [] } },
      { id: 2, type: 'hints', payload: { moves: [27] } },
    ]);
    worker.answer(1, { won: true, winningMoves: [36] });
    worker.answer(0, 27);
    assert.deepEqual(await first, 27);
    assert.deepEqual(await second, { won: true, winningMoves: [36] });
    const third = ask(client, { moves: [27] });
    assert.equal(worker.sent.length, 3, 'once ready, a request goes at once');
    worker.say({ id: 3, error: 'c3 is attacked by the knight on d5' });
    assert.deepEqual(await state(third), ['rejected', new Error('c3 is attacked by the knight on d5')]);
  });

  test('a payload that cannot be sent is rejected with the reason, and the next request goes', async () => {
    const { client, workers: [worker] } = startClient();
    worker.say({ type: 'ready' });
    const [, error] = await state(ask(client, { moves: [], level: () => 'perfect' }));
    assert.equal(error.name, 'DataCloneError');
    const next = ask(client, { moves: [] });
    worker.answer(0, 3);
    assert.equal(await next, 3);
  });

  test('a reply for no request (or twice) changes nothing', async () => {
    const { client, workers: [worker] } = startClient();
    worker.say({ type: 'ready' });
    const request = ask(client, {});
    worker.say({ id: 99, result: 1 });
    worker.say({ something: 'else' });
    assert.equal(await state(request), 'pending');
    worker.answer(0, 5);
    worker.answer(0, 6);
    assert.deepEqual(await state(request), ['resolved', 5]);
  });
});

describe('aborted requests', () => {
  test('an aborted signal rejects at once, before or after sending, and the late reply is dropped', async () => {
    const { client, workers: [worker] } = startClient();
    const early = new AbortController();
    const unsent = ask(client, { n: 1 }, early.signal);
    early.abort(new Error('reset'));
    assert.deepEqual(await state(unsent), ['rejected', new Error('reset')]);

    const already = AbortSignal.abort(new Error('gone'));
    assert.deepEqual(await state(ask(client, { n: 2 }, already)), ['rejected', new Error('gone')]);

    worker.say({ type: 'ready' });
    assert.deepEqual(worker.sent, [], 'an abandoned request that was never sent never will be');
    const late = new AbortController();
    const sent = ask(client, { n: 3 }, late.signal);
    late.abort(new Error('moved'));
    assert.deepEqual(await state(sent), ['rejected', new Error('moved')]);
    worker.answer(0, 42);  // the late reply
    assert.equal(worker.terminated, false, 'nothing waited behind it: no restart');
    const next = ask(client, { n: 4 });
    worker.answer(1, 7);
    assert.deepEqual(await state(next), ['resolved', 7]);
  });

  test('a live request behind an abandoned one that is still running gets a fresh worker', async () => {
    const { client, workers } = startClient();
    workers[0].say({ type: 'ready' });
    const search = new AbortController();
    const hints = client.request('hints', { moves: [7, 39, 23, 40] }, search.signal);
    search.abort(new Error('moved'));
    assert.deepEqual(await state(hints), ['rejected', new Error('moved')]);
    assert.equal(workers.length, 1, 'no restart while nothing waits');

    const move = ask(client, { moves: [7, 39, 23, 40, 0] });
    assert.equal(workers.length, 2);
    assert.equal(workers[0].terminated, true);
    assert.deepEqual(workers[1].sent, [], 'the new worker gets the request once ready');
    workers[1].say({ type: 'ready' });
    assert.deepEqual(workers[1].sent.map((m) => m.payload), [{ moves: [7, 39, 23, 40, 0] }]);

    workers[0].say({ id: workers[1].sent[0].id, result: 99 });  // the old worker's messages count no more
    workers[0].answer(0, { won: true, winningMoves: [1] });
    assert.equal(await state(move), 'pending');
    workers[1].answer(0, 12);
    assert.deepEqual(await state(move), ['resolved', 12]);
  });

  test('aborting the running request with live ones queued behind restarts at once and resends them in order', async () => {
    const { client, workers } = startClient();
    workers[0].say({ type: 'ready' });
    const running = new AbortController();
    const first = ask(client, { n: 1 }, running.signal);
    const second = ask(client, { n: 2 });
    const third = ask(client, { n: 3 });
    running.abort(new Error('stale'));
    assert.deepEqual(await state(first), ['rejected', new Error('stale')]);
    assert.equal(workers.length, 2);
    workers[1].say({ type: 'ready' });
    assert.deepEqual(workers[1].sent.map((m) => m.payload.n), [2, 3]);
    workers[1].answer(0, 'two');
    workers[1].answer(1, 'three');
    assert.deepEqual([await second, await third], ['two', 'three']);
  });

  test('a client that stops abandoned work keeps a standby worker, which takes over at once when work is abandoned', async () => {
    const { client, workers } = startClient(null, { stopAbandoned: true });
    assert.equal(workers.length, 2, 'the worker and its standby');
    workers[0].say({ type: 'ready' });
    workers[1].say({ type: 'ready' });
    const search = new AbortController();
    const values = client.request('analyze', { n: 1 }, search.signal);
    assert.deepEqual([workers[0].sent.length, workers[1].sent.length], [1, 0], 'the standby does no work');
    search.abort(new Error('moved'));
    assert.deepEqual(await state(values), ['rejected', new Error('moved')]);
    assert.deepEqual([workers.length, workers[0].terminated, workers[1].terminated], [3, true, false], 'nothing waits, yet the search stops; a new standby');
    const next = client.request('analyze', { n: 2 });
    assert.deepEqual(workers[1].sent.map((m) => m.payload.n), [2], 'the standby, ready, takes the request at once');
    workers[0].answer(0, 'stale');
    workers[1].answer(0, 'two');
    assert.equal(await next, 'two');
    assert.deepEqual(workers[2].sent, []);
  });

  test('a standby that cannot load is dropped; the next replacement starts its own worker', async () => {
    const { client, workers } = startClient(null, { stopAbandoned: true });
    workers[0].say({ type: 'ready' });
    workers[1].say({ type: 'failed', message: 'gone' });
    assert.equal(workers[1].terminated, true);
    const search = new AbortController();
    const values = client.request('analyze', { n: 1 }, search.signal);
    search.abort(new Error('moved'));
    await state(values);
    assert.equal(workers.length, 4, 'a fresh worker, and a fresh standby');
    const next = client.request('analyze', { n: 2 });
    assert.deepEqual(workers[2].sent, [], 'it waits for ready');
    workers[2].say({ type: 'ready' });
    workers[2].answer(0, 'two');
    assert.equal(await next, 'two');
  });

  test('an abandoned request queued behind a live one does not restart the worker', async () => {
    const { client, workers } = startClient();
    workers[0].say({ type: 'ready' });
    const live = ask(client, { n: 1 });
    const later = new AbortController();
    const queued = ask(client, { n: 2 }, later.signal);
    later.abort(new Error('stale'));
    assert.deepEqual(await state(queued), ['rejected', new Error('stale')]);
    assert.equal(workers.length, 1);
    workers[0].answer(0, 'one');
    assert.equal(await live, 'one');
  });
});

describe('a worker that cannot load', () => {
  const failures = {
    'the engine did not load': (worker) => worker.say({ type: 'failed', message: 'failed to load wasm binary file' }),
    'the script did not load': (worker) => worker.dispatchEvent(new Event('error')),
  };
  for (const [name, fail] of Object.entries(failures)) {
    test(`${name}: failure resolves, pending and later requests are rejected`, async () => {
      const { client, workers: [worker] } = startClient();
      const pending = ask(client, {});
      assert.equal(await state(client.failure), 'pending');
      fail(worker);
      const [, error] = await state(pending);
      assert.ok(error instanceof Error);
      assert.match(error.message, /^the engine (could not load in its worker: failed to load wasm|worker could not start)/);
      assert.equal(await client.failure, error);
      assert.equal(worker.terminated, true);
      assert.deepEqual(await state(ask(client, {})), ['rejected', error]);
    });
  }

  test('a worker that cannot even be constructed', async () => {
    const client = new EngineClient(() => { throw new DOMException('blocked', 'SecurityError'); });
    const error = await client.failure;
    assert.equal(error.name, 'SecurityError');
    assert.deepEqual(await state(ask(client, {})), ['rejected', error]);
  });

  test('a fresh worker that fails fails the live requests handed to it', async () => {
    const { client, workers } = startClient();
    workers[0].say({ type: 'ready' });
    const stale = new AbortController();
    ask(client, {}, stale.signal).catch(() => {});
    stale.abort(new Error('stale'));
    const live = ask(client, { n: 2 });
    workers[1].say({ type: 'failed', message: 'offline' });
    assert.match((await state(live))[1].message, /offline/);
  });
});

describe('a worker that cannot load, with the page\'s own handlers (issue 14, item 5)', () => {
  const pageHandlers = { aiMove: ({ n }) => { if (n < 0) throw new Error('refused'); return n * 10; } };

  test('the first worker failing: the page answers every request, in order, and no failure comes', async () => {
    const { client, workers: [worker] } = startClient(pageHandlers);
    const first = ask(client, { n: 1 });
    worker.say({ type: 'failed', message: 'blocked by the Content-Security-Policy' });
    const second = ask(client, { n: 2 });
    const refused = ask(client, { n: -1 });
    assert.deepEqual([await first, await second], [10, 20]);
    assert.equal(await refused.catch((error) => error.message), 'refused');
    assert.equal(await state(client.failure), 'pending');
    assert.equal(worker.terminated, true);
    assert.equal(await client.request('hints', {}).catch((error) => error.message), 'unknown request hints');
  });

  test('a fresh worker failing after a stale search: the live requests go to the page, the abandoned ones nowhere', async () => {
    const { client, workers } = startClient(pageHandlers);
    workers[0].say({ type: 'ready' });
    const stale = new AbortController();
    const abandoned = ask(client, { n: 1 }, stale.signal).catch((error) => error.message);
    const live = ask(client, { n: 2 });
    stale.abort(new Error('stale'));
    assert.equal(workers.length, 2, 'a fresh worker for the live request');
    workers[1].dispatchEvent(new Event('error'));  // its script is gone: a deploy removed it
    const later = ask(client, { n: 3 }, new AbortController().signal);
    assert.deepEqual([await abandoned, await live, await later], ['stale', 20, 30]);
    assert.equal(workers.length, 2, 'no worker started after the page took over');
    assert.equal(await state(client.failure), 'pending');
  });

  test('a request aborted while it waits for the page is dropped unanswered', async () => {
    const { client, workers: [worker] } = startClient(pageHandlers);
    worker.say({ type: 'failed', message: 'offline' });
    const controller = new AbortController();
    const request = ask(client, { n: 1 }, controller.signal);
    controller.abort(new Error('reset'));
    assert.equal((await state(request))[1].message, 'reset');
    assert.equal(await ask(client, { n: 4 }), 40);
  });
});
