// The 6×6 proven book through the module's API (loadExactBook(), engine/reversi/exact_book.hpp):
// refused when damaged or not bytes, the book held kept; before or after the knowledge; then
// strong keeping the exact value from the start, the start's four moves −4 and exact with their
// lines played out by the rules, and the review exact at every position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exactBookBytes, knowledgeBytes, loadEngine, withGame } from './load_engine.mjs';

test('the 6×6 proven book: refused when damaged, kept across new knowledge; then strong keeps the exact value, the values and the review are exact', async () => {
  const bare = await loadEngine('reversi', { knowledge: false });
  const book = await exactBookBytes();
  const damaged = book.slice();
  damaged[damaged.length - 1] ^= 2;
  assert.throws(() => bare.loadExactBook(damaged), { message: "not a proven book: the exact book's checksum does not match its tree: the file is damaged" });
  assert.throws(() => bare.loadExactBook(book.subarray(0, 10)), { message: /^not a proven book: not an exact book/ });
  assert.throws(() => bare.loadExactBook([...book]), { message: "loadExactBook()'s bytes must be a Uint8Array or an ArrayBuffer, not a object" });
  bare.loadExactBook(book);  // before the knowledge: it joins it when it comes
  bare.loadKnowledge(await knowledgeBytes());
  assert.throws(() => bare.loadExactBook(new Uint8Array(20)), { message: /^not a proven book: / });  // the book held is kept
  withGame(new bare.Reversi(6), (g) => {
    // From the start all four moves keep the value (−4): the book answers at once, the seed choosing.
    const moves = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => g.aiMove('strong', seed, 1000)));
    assert.ok(moves.size > 1 && [...moves].every((cell) => g.legalMoves().includes(cell)), [...moves].join());
    const values = g.analyze({ nodes: 1 });  // no budget to search: the book's values
    assert.deepEqual(values.map(({ score, exact }) => [score, exact]), [[-4, true], [-4, true], [-4, true], [-4, true]]);
    // Each with its line through the book, the move first, played out by the rules.
    for (const { move, line } of values) {
      assert.ok(line[0] === move && line.length > 4, `${line}`);
      withGame(new bare.Reversi(6), (h) => { for (const cell of line) h.play(cell); });
    }
    g.playMoves('c2 b2');  // the level's position, as black: the book knows the moves that keep its value
    const reply = g.aiMove('strong', 1, 1000);
    const after = g.analyze({ nodes: 1 });
    assert.ok(after[0].exact, 'the best value from the book');
    assert.ok(after.every(({ score }) => score <= after[0].score), 'no estimate above it');
    const played = after.find(({ move }) => move === reply);
    assert.ok(played.exact && played.score === after[0].score, 'the strong reply keeps the best value');
    g.play(reply);
    const { turns } = g.review();
    assert.ok(turns.every(({ exact }) => exact), 'the review is exact at every position');
    assert.equal(turns[0].value, -4);
    assert.deepEqual([turns[0], turns[2]].map(({ value, playedValue }) => value - playedValue), [0, 0], "black's moves keep the value");
    assert.equal(turns[1].playedValue, -turns[2].value, 'b2 worth what the position after it is');
  });
});
