// The puzzles' ratings and choices (web/js/play/glicko2.js, puzzle_progress.js, puzzle_choice.js):
// Glicko-2 against the worked example of Glickman's paper, a puzzle try moving both ratings the
// right way, the stored record read back and any damaged one read as a newcomer's, the daily
// puzzle the same all day for everyone and spread over the set, and the next puzzle near the
// rating and not one solved lately.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_DEVIATION, MIN_DEVIATION, NEWCOMER, rate, ratePuzzleTry } from '../../web/js/play/glicko2.js';
import { afterTry, parsePuzzleRecord, puzzleProgress, RECENT } from '../../web/js/play/puzzle_progress.js';
import { dailyHash, dailyPuzzle, fnv1a, NEAREST, puzzleNear } from '../../web/js/play/puzzle_choice.js';

describe('Glicko-2', () => {
  test("the paper's example: 1500 ± 200 (σ 0.06) beats 1400 ± 30, loses to 1550 ± 100 and 1700 ± 300 → 1464.06 ± 151.52, σ 0.05999", () => {
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const games = [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ];
    const after = rate(player, games, 0.5);
    // The paper rounds as it goes (μ' = −0.2069, φ' = 0.8722): its figures within that rounding.
    assert.ok(Math.abs(after.rating - 1464.06) < 0.02, String(after.rating));
    assert.ok(Math.abs(after.deviation - 151.52) < 0.02, String(after.deviation));
    assert.ok(Math.abs(after.volatility - 0.05999) < 0.00001, String(after.volatility));
  });

  test('a period without games only widens the deviation: √(φ² + σ²)', () => {
    const after = rate({ rating: 1500, deviation: 200, volatility: 0.06 }, []);
    assert.equal(after.rating, 1500);
    assert.equal(after.deviation.toFixed(3), (Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178).toFixed(3));
  });

  test('a solve raises the player and lowers the puzzle, a miss the other way, more against a harder puzzle', () => {
    const puzzle = { rating: 1500, deviation: 150, volatility: 0.09 };
    const hard = { ...puzzle, rating: 1900 };
    const solved = ratePuzzleTry(NEWCOMER, puzzle, true), missed = ratePuzzleTry(NEWCOMER, puzzle, false);
    assert.ok(solved.player.rating > 1500 && solved.puzzle.rating < 1500);
    assert.ok(missed.player.rating < 1500 && missed.puzzle.rating > 1500);
    assert.ok(ratePuzzleTry(NEWCOMER, hard, true).player.rating > solved.player.rating);
    assert.ok(solved.player.deviation < NEWCOMER.deviation);
  });

  test('the deviation stays within its bounds however many tries', () => {
    let player = NEWCOMER;
    for (let i = 0; i < 300; i++) {
      player = ratePuzzleTry(player, { rating: 1500, deviation: 45, volatility: 0.06 }, i % 2 === 0).player;
      assert.ok(player.deviation >= MIN_DEVIATION);
    }
    const steady = { rating: 1500, deviation: 40, volatility: 0.0001 };
    assert.ok(rate(steady, [{ opponent: NEWCOMER, score: 1 }]).deviation < MIN_DEVIATION, 'unbounded, it would go below');
    assert.equal(ratePuzzleTry(steady, NEWCOMER, true).player.deviation, MIN_DEVIATION);
    const rusty = ratePuzzleTry({ rating: 1500, deviation: 600, volatility: 0.5 }, NEWCOMER, true).player;
    assert.ok(rusty.deviation <= MAX_DEVIATION);
  });
});

describe('the stored record', () => {
  const puzzle = { id: 'k00042', rating: 1700 };

  test("a newcomer's from nothing, and from anything damaged, field by field", () => {
    const newcomer = { player: NEWCOMER, streak: 0, recent: [], puzzles: {} };
    for (const text of [null, '', '{', 'null', '[]', '42', '"x"', '{"player":{"rating":"1500"}}', '{"streak":-1,"recent":"k1"}',
      '{"player":{"rating":1600,"deviation":0,"volatility":0.06}}', '{"puzzles":{"k1":{"rating":1}}}', '{"player":{"rating":1e999,"deviation":50,"volatility":0.06}}']) {
      assert.deepEqual(parsePuzzleRecord(text), newcomer, String(text));
    }
    const mixed = parsePuzzleRecord('{"player":{"rating":1600,"deviation":80,"volatility":0.06,"x":1},"streak":3.5,"recent":["k1",2,"k3"],"puzzles":{"k1":{"rating":1400,"deviation":90,"volatility":0.06},"k2":7}}');
    assert.deepEqual(mixed, { player: { rating: 1600, deviation: 80, volatility: 0.06 }, streak: 0, recent: ['k1', 'k3'], puzzles: { k1: { rating: 1400, deviation: 90, volatility: 0.06 } } });
  });

  test('a solve adds to the streak and the recent ids, a miss ends the streak; both rate the puzzle', () => {
    const solved = afterTry(afterTry(parsePuzzleRecord(null), puzzle, true), { id: 'k7', rating: 1500 }, true);
    assert.equal(solved.streak, 2);
    assert.deepEqual(solved.recent, ['k00042', 'k7']);
    assert.ok(solved.puzzles.k00042.rating < 1700);
    const missed = afterTry(solved, puzzle, false);
    assert.equal(missed.streak, 0);
    assert.deepEqual(missed.recent, ['k00042', 'k7']);
    assert.ok(missed.player.rating < solved.player.rating);
    assert.ok(missed.puzzles.k00042.rating > solved.puzzles.k00042.rating);
  });

  test('the recent ids are bounded', () => {
    let record = parsePuzzleRecord(null);
    for (let i = 0; i < RECENT + 10; i++) record = afterTry(record, { id: `k${i}`, rating: 1500 }, true);
    assert.equal(record.recent.length, RECENT);
    assert.equal(record.recent[0], 'k10');
  });

  test('the store is read afresh and written over what another tab stored', () => {
    const kept = new Map();
    const store = { get: (key) => kept.get(key) ?? null, update: (key, change) => kept.set(key, change(kept.get(key) ?? null)) };
    const progress = puzzleProgress(store, 'key');
    kept.set('key', 'garbage');
    const after = progress.rate(puzzle, true);
    assert.deepEqual(progress.read(), after);
    assert.equal(JSON.parse(kept.get('key')).streak, 1);
  });
});

describe('which puzzle', () => {
  const puzzles = Array.from({ length: 500 }, (_, i) => ({ id: `r${String(i).padStart(5, '0')}`, rating: 800 + 3 * i }));

  test('FNV-1a: the published test values', () => {
    assert.equal(fnv1a(''), 0x811c9dc5);
    assert.equal(fnv1a('a'), 0xe40c292c);
    assert.equal(fnv1a('foobar'), 0xbf9cf968);
  });

  test('the daily puzzle: the same through a UTC day, whatever the order of the set, another on most days', () => {
    const morning = dailyPuzzle(puzzles, new Date('2025-03-01T00:00:00Z'));
    assert.equal(dailyPuzzle(puzzles, new Date('2025-03-01T23:59:59Z')), morning);
    assert.equal(dailyPuzzle([...puzzles].reverse(), new Date('2025-03-01T12:00:00Z')).id, morning.id);
    const year = new Set(Array.from({ length: 365 }, (_, day) => dailyPuzzle(puzzles, new Date(Date.UTC(2025, 0, 1 + day))).id));
    assert.ok(year.size > 250, `${year.size} different puzzles in a year`);
    // The day's choice is the smallest hash of the date and an id.
    const hashes = puzzles.map(({ id }) => dailyHash(`2025-03-01 ${id}`));
    assert.equal(morning, puzzles[hashes.indexOf(Math.min(...hashes))]);
  });

  test('the next puzzle: among the nearest to the rating, never one to avoid while others are left', () => {
    const ratingOf = (p) => p.rating;
    const nearest = [...puzzles].sort((a, b) => Math.abs(a.rating - 1500) - Math.abs(b.rating - 1500)).slice(0, NEAREST).map((p) => p.id);
    for (const r of [0, 0.3, 0.999]) assert.ok(nearest.includes(puzzleNear(puzzles, ratingOf, 1500, new Set(), () => r).id));
    const avoid = new Set(nearest);
    for (const r of [0, 0.5, 0.999]) {
      const picked = puzzleNear(puzzles, ratingOf, 1500, avoid, () => r);
      assert.ok(!avoid.has(picked.id) && Math.abs(picked.rating - 1500) <= 3 * (NEAREST + 1), picked.id);
    }
    const all = new Set(puzzles.map((p) => p.id));
    assert.ok(nearest.includes(puzzleNear(puzzles, ratingOf, 1500, all, () => 0.5).id), 'all solved: the nearest again');
  });
});
