// Reversi's knowledge as the page fetches it (web/js/reversi/reversi_knowledge.js): the weights for
// either board, the proven book with them on 6×6 only, each file fetched once however many ask,
// again after a failure, which says which file and why; knowledgeBytes answering at once once
// they came and telling waiting() before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXACT_BOOK_URLS, KNOWLEDGE_URL, knowledgeBytes, knowledgeLoader, PERFECT_SIZES } from '../../web/js/reversi/reversi_knowledge.js';

// A fetch that serves each file's name as its bytes, counts the requests by file, and fails those
// named in failing (once each).
function fakeFetch(failing = new Set()) {
  const asked = new Map();
  const fetchUrl = async (url) => {
    const file = url.pathname.split('/').pop();
    asked.set(file, (asked.get(file) ?? 0) + 1);
    if (failing.delete(file)) return new Response(null, { status: 404 });
    return new Response(new TextEncoder().encode(file));
  };
  return { fetchUrl, asked: (file) => asked.get(file) ?? 0 };
}
const text = (bytes) => new TextDecoder().decode(bytes);

test('the files the site serves: the weights for both boards, a proven book for 6×6, fetched when needed', () => {
  assert.equal(KNOWLEDGE_URL.pathname.split('/').pop(), 'reversi_knowledge.bin');
  assert.deepEqual(PERFECT_SIZES, [6]);
  assert.equal(EXACT_BOOK_URLS[6].pathname.split('/').pop(), 'reversi_book6.bin');
  assert.equal(EXACT_BOOK_URLS[6].hash, '#when-needed');
});

test('8×8 takes the weights alone; 6×6 the weights and its book, each fetched once for every request', async () => {
  const { fetchUrl, asked } = fakeFetch();
  const knowledge = knowledgeLoader(fetchUrl);
  assert.equal(knowledge.loaded(8), null);
  const eight = await knowledge.load(8);
  assert.deepEqual(Object.keys(eight), ['knowledge']);
  assert.equal(text(eight.knowledge), 'reversi_knowledge.bin');
  assert.equal(asked('reversi_book6.bin'), 0, 'no book for 8×8');
  assert.equal(knowledge.loaded(6), null, 'the 6×6 book has not come');
  const [six, again] = await Promise.all([knowledge.load(6), knowledge.load(6)]);
  assert.equal(text(six.book), 'reversi_book6.bin');
  assert.equal(six.knowledge, eight.knowledge);
  assert.equal(again.book, six.book);
  assert.deepEqual([asked('reversi_knowledge.bin'), asked('reversi_book6.bin')], [1, 1]);
  assert.equal(knowledge.loaded(6).book, six.book);
  assert.equal(knowledge.loaded(8).book, undefined);
});

test('a file that fails says which and why, and is fetched again when asked again', async () => {
  const { fetchUrl, asked } = fakeFetch(new Set(['reversi_book6.bin']));
  const knowledge = knowledgeLoader(fetchUrl);
  await assert.rejects(knowledge.load(6), { message: "Reversi's 6×6 book did not load: HTTP 404" });
  assert.equal(knowledge.loaded(6), null);
  assert.ok((await knowledge.load(8)).knowledge, 'the weights come all the same, once');
  const six = await knowledge.load(6);
  assert.equal(text(six.book), 'reversi_book6.bin');
  assert.deepEqual([asked('reversi_knowledge.bin'), asked('reversi_book6.bin')], [1, 2]);
});

test('knowledgeBytes: waiting() hears of a file still on its way, not of one that came', async () => {
  const { fetchUrl } = fakeFetch();
  const knowledge = knowledgeLoader(fetchUrl);
  let waits = 0;
  const first = await knowledgeBytes(knowledge, 6, () => { waits += 1; });
  assert.equal(waits, 1);
  const second = await knowledgeBytes(knowledge, 6, () => { waits += 1; });
  assert.equal(waits, 1);
  assert.equal(second.book, first.book);
});
