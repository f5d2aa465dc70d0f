// The knight worker's side (web/js/engine/worker_protocol.js with the knight requests of
// web/js/knights/knight_requests.js) on the real wasm engine, through a stand-in for the worker's global
// scope: 'ready' once the engine is there, answers by id in order that agree with the engine's own
// calls about a position text, clear errors for bad requests, 'failed' when the engine does not load,
// and the outcome table a request carries read once, or left out with a warning when refused.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveRequests } from '../../web/js/engine/worker_protocol.js';
import { knightRequests } from '../../web/js/knights/knight_requests.js';
import { loadEngine, outcomesBytes, replay, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');

// A worker's global scope: messages in by ask(), the worker's out in `said`.
class FakeScope extends EventTarget {
  said = [];
  postMessage(data) { this.said.push(structuredClone(data)); }
  ask(data) { this.dispatchEvent(Object.assign(new Event('message'), { data })); }
}

async function serve(enginePromise = Promise.resolve(engine)) {
  const scope = new FakeScope();
  serveRequests(scope, enginePromise, knightRequests);
  await enginePromise.catch(() => {});
  await new Promise(setImmediate);
  return scope;
}

const atPosition = (moves, fn) => withGame(new engine.KnightGame(), (game) => fn(replay(game, moves)));
// The position text after moves, as the page sends it (state().position).
const text = (moves) => atPosition(moves, (g) => g.positionText());

describe('answers', () => {
  test('ready first, then each request answered by id, in order', async () => {
    const scope = await serve();
    assert.deepEqual(scope.said, [{ type: 'ready' }]);
    scope.ask({ id: 1, type: 'hints', payload: { position: text([]) } });
    scope.ask({ id: 2, type: 'aiMove', payload: { position: text([27]), level: 'perfect', seed: 1 } });
    const tries = atPosition([], (g) => g.bestTries());
    const reply = atPosition([27], (g) => g.aiMove('perfect', 1));
    assert.deepEqual(scope.said.slice(1), [{ id: 1, result: { won: false, winningMoves: [], tries } }, { id: 2, result: reply }]);
  });

  test('aiMove is the engine\'s choice at that level and seed, for the position (d5 on the empty board)', async () => {
    const scope = await serve();
    const positions = [[], [27], [0, 63, 9], [1, 62, 8, 55, 20]];
    let id = 0;
    for (const moves of positions) {
      for (const level of ['random', 'weighted', 'perfect']) {
        for (const seed of [0, 1, 2 ** 53 - 1]) {
          scope.ask({ id: ++id, type: 'aiMove', payload: { position: text(moves), level, seed } });
          assert.deepEqual(scope.said.at(-1), { id, result: atPosition(moves, (g) => g.aiMove(level, seed)) }, `${level} ${seed} after ${moves}`);
        }
      }
    }
  });

  test('hints are the engine\'s winning moves, won when there are any (a Grundy value not 0), else its best tries', async () => {
    const scope = await serve();
    let lost = 0;
    // A won position of three knights: a8 h1 c6 costs bestTries() (every move's winning
    // replies counted) seconds of search in wasm, where a8 h1 b7 ([0, 63, 9]) cost minutes.
    for (const moves of [[27], [1, 6], [0, 63, 18], [7, 39, 23, 40, 0, 5], [27, 36]]) {
      const [winningMoves, tries, grundy] = atPosition(moves, (g) => [g.winningMoves(), g.bestTries(), g.grundy()]);
      const won = winningMoves.length > 0;
      scope.ask({ id: 1, type: 'hints', payload: { position: text(moves) } });
      assert.deepEqual(scope.said.at(-1), { id: 1, result: { won, winningMoves, tries: won ? [] : tries } }, `after ${moves}`);
      assert.equal(won, grundy !== 0);
      if (won) assert.deepEqual(tries, winningMoves, 'in a won position the best tries are the winning moves');
      else assert.ok(tries.length > 0, 'a lost position still has its best tries');
      lost += !won;
    }
    assert.ok(lost > 0, 'a lost position among them');
  });
});

describe('bad requests get an error and the worker goes on', () => {
  const empty = '-'.repeat(64);
  const cases = [
    [{ type: 'solve', payload: { position: empty } }, 'unknown request solve'],
    [{ type: 'toString', payload: { position: empty } }, 'unknown request toString'],
    [{ type: 'grundy', payload: { position: empty } }, 'unknown request grundy'],  // no page asks it
    [{ payload: { position: empty } }, 'unknown request undefined'],
    [{ type: 'hints', payload: { moves: [] } }, "fromText()'s text must be a string, not undefined"],
    [{ type: 'hints', payload: { position: 27 } }, "fromText()'s text must be a string, not a number"],
    [{ type: 'hints', payload: { position: `${'-'.repeat(27)}N${'-'.repeat(14)}N${'-'.repeat(21)}` } }, 'bad position text: the knights on d5 and c3 attack each other'],
    [{ type: 'aiMove', payload: { position: empty, level: 'strong', seed: 1 } }, "unknown AI level 'strong' (random, weighted or perfect)"],
    [{ type: 'aiMove', payload: { position: empty, level: 'random', seed: -1 } }, /seed/],
  ];
  test('unknown types, bad positions, levels and seeds', async () => {
    const scope = await serve();
    for (const [index, [request, message]] of cases.entries()) {
      scope.ask({ id: index, ...request });
      const reply = scope.said.at(-1);
      assert.deepEqual(Object.keys(reply), ['id', 'error']);
      assert.equal(reply.id, index);
      if (message instanceof RegExp) assert.match(reply.error, message);
      else assert.equal(reply.error, message);
    }
    scope.ask({ id: 100, type: 'aiMove', payload: { position: text([27]), level: 'perfect', seed: 7 } });
    assert.deepEqual(scope.said.at(-1), { id: 100, result: atPosition([27], (g) => g.aiMove('perfect', 7)) });
  });
});

test('an engine that does not load: failed, with the reason, and no answers', async () => {
  const scope = await serve(Promise.reject(new Error('failed to load wasm binary file')));
  assert.deepEqual(scope.said, [{ type: 'failed', message: 'failed to load wasm binary file' }]);
  scope.ask({ id: 1, type: 'hints', payload: { position: '-'.repeat(64) } });
  await new Promise(setImmediate);
  assert.equal(scope.said.length, 1);
});

test('review: the known game thrown away at ply 7, every position as progress from the end, its winning squares and line, each side summed up', async () => {
  const scope = await serve();
  scope.ask({ id: 5, type: 'review', payload: { moves: 'b6 g3 g4 b5 d3 e6 g6 b8 d2 b7 d1 h3 a2 c2 h7 g8 g2 f7 e8' } });
  const answer = scope.said.at(-1);
  const progress = scope.said.filter((message) => 'progress' in message).map((message) => message.progress.ply);
  assert.deepEqual(progress, [...Array.from({ length: 20 }, (_, i) => 19 - i), 7], 'who wins from the end, then the blunder again with its squares');
  const { turns, sides } = answer.result;
  assert.deepEqual(turns.map((turn) => turn.mark).join(','), ',,,,,,,??,,,,,,,,,,,,');
  const names = withGame(new engine.KnightGame(), (game) => turns[7].winning.map((square) => game.squareName(square)));
  assert.deepEqual(names.sort(), ['b3', 'c6', 'f3']);
  assert.deepEqual([turns[7].winner, turns[8].winner], [engine.SIDE.SECOND, engine.SIDE.FIRST], 'the second player\'s b8 handed the first the win');
  // The line plays from the position before b8, and its first move wins.
  assert.ok(turns[7].winning.includes(turns[7].line[0]));
  withGame(new engine.KnightGame(), (game) => {
    game.playMoves('b6 g3 g4 b5 d3 e6 g6');
    for (const square of turns[7].line) game.play(square);
  });
  assert.ok(turns.every((turn, ply) => ply === 7 || turn.line.length === 0));
  assert.deepEqual(sides[engine.SIDE.FIRST], { moves: 10, blunders: 0, mistakes: 0, dubious: 0, lost: 0, perfect: true });
  assert.deepEqual(sides[engine.SIDE.SECOND], { moves: 9, blunders: 1, mistakes: 0, dubious: 0, lost: 1, perfect: false });
});

const table = await outcomesBytes();
describe('the outcome table carried by the requests', () => {
  // The engine, its loadOutcomes() calls counted.
  const counted = () => {
    const read = [];
    const spy = Object.create(engine, { loadOutcomes: { value: (bytes) => { read.push(bytes.length); engine.loadOutcomes(bytes); } } });
    return { spy, read };
  };
  // Positions of four knights (their winning moves lead to positions of five) and of five.
  const positions = [[0, 63, 9, 54], [27, 36, 1, 62], [7, 39, 23, 40], [10, 56, 1, 8, 63]];
  const hintsOf = (moves) => atPosition(moves, (g) => {
    const won = g.isWon();
    return { won, winningMoves: won ? g.winningMoves() : [], tries: won ? [] : g.bestTries() };
  });

  test('read with the first request that carries it, once; the answers the same', async () => {
    const expected = positions.map(hintsOf);
    const { spy, read } = counted();
    const scope = await serve(Promise.resolve(spy));
    scope.ask({ id: 1, type: 'hints', payload: { position: text(positions[0]) } });
    assert.deepEqual(read, [], 'nothing to read yet');
    for (const [index, moves] of positions.entries()) {
      scope.ask({ id: 2 + index, type: 'hints', payload: { position: text(moves), outcomes: table } });
      assert.deepEqual(scope.said.at(-1), { id: 2 + index, result: expected[index] }, `after ${moves}`);
    }
    scope.ask({ id: 9, type: 'review', payload: { moves: 'a1 h8 b2 g7', outcomes: table } });
    assert.ok('result' in scope.said.at(-1));
    assert.deepEqual(read, [table.length], 'read once');
  });

  test('an outcomes request only reads it, at once; the questions after it read it no more', async () => {
    const { spy, read } = counted();
    const scope = await serve(Promise.resolve(spy));
    scope.ask({ id: 1, type: 'outcomes', payload: { outcomes: table } });
    assert.deepEqual(scope.said.at(-1), { id: 1, result: null });
    assert.deepEqual(read, [table.length]);
    scope.ask({ id: 2, type: 'hints', payload: { position: text(positions[3]), outcomes: table } });
    assert.deepEqual(scope.said.at(-1), { id: 2, result: hintsOf(positions[3]) });
    assert.deepEqual(read, [table.length], 'read once');
  });

  test('a table the engine refuses is left out with a warning; the answers come as without it', async () => {
    const damaged = table.slice(0, 100);
    const { spy, read } = counted();
    const scope = await serve(Promise.resolve(spy));
    const warnings = [];
    const warn = console.warn;
    console.warn = (message) => warnings.push(message);
    try {
      scope.ask({ id: 1, type: 'aiMove', payload: { position: text(positions[0]), level: 'perfect', seed: 3, outcomes: damaged } });
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(scope.said.at(-1), { id: 1, result: atPosition(positions[0], (g) => g.aiMove('perfect', 3)) });
    assert.deepEqual(read, [100]);
    assert.deepEqual(warnings, ["the knight outcome table was left out: not the knight outcome table: the outcome table's checksum does not match: the file is corrupt"]);
  });
});
