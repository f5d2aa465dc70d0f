// The Reversi worker's requests (web/js/reversi/reversi_requests.js, served by
// web/js/engine/worker_protocol.js) on the real wasm engine: answers that agree with the engine's own
// aiMove for the position a move list reaches, passes in the list and a forced pass as -1, and
// the engine's clear errors for bad requests, after which the worker goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveRequests } from '../../web/js/engine/worker_protocol.js';
import { reversiRequests } from '../../web/js/reversi/reversi_requests.js';
import { loadEngine, replay, withGame } from './load_engine.mjs';

const engine = await loadEngine('reversi');
const BUDGET = { ms: 1000 };

// A worker's global scope serving Reversi, as reversi_worker.js sets it up.
async function serve() {
  const scope = new EventTarget();
  scope.said = [];
  scope.postMessage = (data) => scope.said.push(structuredClone(data));
  scope.ask = (data) => {
    scope.dispatchEvent(Object.assign(new Event('message'), { data }));
    return scope.said.at(-1);
  };
  serveRequests(scope, Promise.resolve(engine), reversiRequests);
  await new Promise(setImmediate);
  assert.deepEqual(scope.said, [{ type: 'ready' }]);
  return scope;
}

const atPosition = (size, moves, fn) => withGame(new engine.Reversi(size), (game) => fn(replay(game, moves)));

// Random games' move lists (passes as -1), to ask about every position of.
function randomGame(size, seed) {
  return atPosition(size, [], (game) => {
    let s = seed;
    while (!game.isOver()) {
      if (game.mustPass()) { game.pass(); continue; }
      const legal = game.legalMoves();
      s = (s * 1103515245 + 12345) % 2 ** 31;
      game.play(legal[s % legal.length]);
    }
    return game.history();
  });
}

test('aiMove is the engine\'s choice for the level and seed at every position of random games, passes included', async () => {
  const scope = await serve();
  let id = 0;
  let passes = 0;
  // On each board, the first random game with a pass (most have none).
  const games = [8, 6].map((size) => {
    for (let seed = 1; ; seed++) {
      const game = randomGame(size, seed);
      if (game.includes(-1)) return [size, game];
    }
  });
  for (const [size, game] of games) {
    for (let ply = 0; ply < game.length; ply++) {
      const moves = game.slice(0, ply);
      passes += game[ply] === -1;
      for (const level of ['random', 'weighted']) {
        for (const seedOfAi of [0, 7]) {
          const expected = atPosition(size, moves, (g) => g.aiMove(level, seedOfAi, BUDGET));
          const reply = scope.ask({ id: ++id, type: 'aiMove', payload: { size, moves, level, seed: seedOfAi, budget: BUDGET } });
          assert.deepEqual(reply, { id, result: expected }, `${size}×${size} ${level} ${seedOfAi} after ${moves}`);
          if (game[ply] === -1) assert.equal(reply.result, -1, 'a forced pass is -1');
        }
      }
    }
  }
  assert.ok(passes > 0, 'the games had passes');
});

test('the strong player with a node budget: the engine\'s own move, reproducibly', async () => {
  const scope = await serve();
  const payload = { size: 8, moves: [37, 43, 34], level: 'strong', seed: 5, budget: { nodes: 20000 } };
  const expected = atPosition(8, payload.moves, (g) => g.aiMove('strong', 5, { nodes: 20000 }));
  assert.deepEqual(scope.ask({ id: 1, type: 'aiMove', payload }), { id: 1, result: expected });
  assert.deepEqual(scope.ask({ id: 2, type: 'aiMove', payload }), { id: 2, result: expected });
});

test('bad requests get the engine\'s clear error, change nothing, and the worker goes on', async () => {
  const scope = await serve();
  const ok = { size: 8, moves: [], level: 'random', seed: 1, budget: BUDGET };
  const cases = [
    [{ ...ok, size: 7 }, 'a Reversi board is 8 or 6 squares wide, not 7'],
    [{ ...ok, moves: '37' }, 'moves must be an array'],
    [{ ...ok, moves: [0] }, 'a black disc on a1 would flip nothing'],
    [{ ...ok, moves: [-1] }, /cannot pass/],
    [{ ...ok, level: 'perfect' }, "unknown level 'perfect': use 'random', 'weighted' or 'strong'"],
    [{ ...ok, seed: -1 }, /seed/],
    [{ ...ok, budget: { ms: -5 } }, /budget/],
    [{ ...ok, moves: randomGame(6, 2), size: 6 }, 'the game is over: there is no move to choose'],
  ];
  for (const [index, [payload, message]] of cases.entries()) {
    const reply = scope.ask({ id: index, type: 'aiMove', payload });
    assert.deepEqual(Object.keys(reply), ['id', 'error'], JSON.stringify(payload));
    if (message instanceof RegExp) assert.match(reply.error, message);
    else assert.equal(reply.error, message);
  }
  assert.equal(scope.ask({ id: 99, type: 'solve', payload: ok }).error, 'unknown request solve');
  assert.deepEqual(scope.ask({ id: 100, type: 'aiMove', payload: { ...ok, level: 'weighted' } }),
    { id: 100, result: atPosition(8, [], (g) => g.aiMove('weighted', 1, BUDGET)) });
});
