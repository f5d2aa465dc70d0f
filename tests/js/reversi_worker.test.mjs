// The Reversi worker's requests (web/js/reversi/reversi_requests.js, served by
// web/js/engine/worker_protocol.js) on the real wasm engine: answers that agree with the engine's own
// aiMove and analyze for a position text (after a pass the engine made too), and the engine's clear
// errors for bad requests, after which the worker goes on; the knowledge a request carries read
// once, by an engine that had none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveRequests } from '../../web/js/engine/worker_protocol.js';
import { reversiRequests } from '../../web/js/reversi/reversi_requests.js';
import { knowledgeBytes, loadEngine, replay, withGame } from './load_engine.mjs';

const engine = await loadEngine('reversi');
const BUDGET = { ms: 1000 };

// A worker's global scope serving Reversi, as reversi_worker.js sets it up.
async function serve(served = engine) {
  const scope = new EventTarget();
  scope.said = [];
  scope.postMessage = (data) => scope.said.push(structuredClone(data));
  scope.ask = (data) => {
    scope.dispatchEvent(Object.assign(new Event('message'), { data }));
    return scope.said.at(-1);
  };
  serveRequests(scope, Promise.resolve(served), reversiRequests);
  await new Promise(setImmediate);
  assert.deepEqual(scope.said, [{ type: 'ready' }]);
  return scope;
}

const atPosition = (size, moves, fn) => withGame(new engine.Reversi(size), (game) => fn(replay(game, moves)));

// The position texts of a random game, from the start to the end.
function randomGame(size, seed) {
  return atPosition(size, [], (game) => {
    const positions = [game.positionText()];
    let s = seed;
    while (!game.state().over) {
      const legal = game.legalMoves();
      s = (s * 1103515245 + 12345) % 2 ** 31;
      game.play(legal[s % legal.length]);
      positions.push(game.positionText());
    }
    return positions;
  });
}

const atText = (text, fn) => withGame(engine.Reversi.fromText(text), fn);

test('aiMove is the engine\'s choice for the level and seed at every position of random games, after passes too', async () => {
  const scope = await serve();
  let id = 0;
  // A pass: the same side to move twice running (a position text ends with it).
  const passes = (positions) => positions.slice(1).filter((text, i) => text.at(-1) === positions[i].at(-1)).length;
  // On each board, the first random game with a pass (most have none).
  const games = [8, 6].map((size) => {
    for (let seed = 1; ; seed++) {
      const positions = randomGame(size, seed);
      if (passes(positions) > 0) return positions;
    }
  });
  for (const position of games.flat()) {
    const legal = atText(position, (g) => g.legalMoves());
    if (legal.length === 0) continue;
    for (const level of ['random', 'weighted']) {
      for (const seedOfAi of [0, 7]) {
        const expected = atText(position, (g) => g.aiMove(level, seedOfAi, BUDGET));
        const reply = scope.ask({ id: ++id, type: 'aiMove', payload: { position, level, seed: seedOfAi, budget: BUDGET } });
        assert.deepEqual(reply, { id, result: expected }, `${level} ${seedOfAi} at ${position}`);
        assert.ok(legal.includes(reply.result), 'a legal cell');
      }
    }
  }
  assert.ok(games.every((positions) => passes(positions) > 0), 'the games had passes');
});

test('the strong player with a node budget: the engine\'s own move, reproducibly', async () => {
  const scope = await serve();
  const position = randomGame(8, 3)[3];
  const payload = { position, level: 'strong', seed: 5, budget: { nodes: 20000 } };
  const expected = atText(position, (g) => g.aiMove('strong', 5, { nodes: 20000 }));
  assert.deepEqual(scope.ask({ id: 1, type: 'aiMove', payload }), { id: 1, result: expected });
  assert.deepEqual(scope.ask({ id: 2, type: 'aiMove', payload }), { id: 2, result: expected });
});

test('analyze values every legal move, near the end exactly as the solver scores the position after it', async () => {
  const scope = await serve();
  for (const size of [8, 6]) {
    const positions = randomGame(size, 11);
    const position = positions.findLast((text) => atText(text, (g) => g.legalMoves().length >= 2));
    const { id, result } = scope.ask({ id: size, type: 'analyze', payload: { position, budget: { nodes: 1e7 } } });
    assert.equal(id, size);
    const legal = atText(position, (g) => g.legalMoves());
    assert.deepEqual(result.map(({ move }) => move).sort((a, b) => a - b), legal);
    for (const { move, score, exact } of result) {
      assert.ok(exact, `${position}: ${move}`);
      // After the move, the side to move's exact score: the mover's negated, or its own when the
      // other side had to pass.
      assert.equal(score, atText(position, (g) => {
        const mover = g.state().sideToMove;
        g.play(move);
        return (g.state().sideToMove === mover ? 1 : -1) * g.solve().score;
      }));
    }
    assert.deepEqual(result.map(({ score }) => score), result.map(({ score }) => score).sort((a, b) => b - a), 'best first');
  }
});

test('bad requests get the engine\'s clear error, change nothing, and the worker goes on', async () => {
  const scope = await serve();
  const start = atText(randomGame(8, 1)[0], (g) => g.positionText());
  const ok = { position: start, level: 'random', seed: 1, budget: BUDGET };
  const over = randomGame(6, 2).at(-1);
  const cases = [
    ['aiMove', { ...ok, position: 'XO X' }, /bad position text/],
    ['aiMove', { ...ok, position: undefined }, /.+/],
    ['aiMove', { ...ok, level: 'perfect' }, "unknown level 'perfect': use 'random', 'weighted', 'medium' or 'strong'"],
    ['aiMove', { ...ok, seed: -1 }, /seed/],
    ['aiMove', { ...ok, budget: { ms: -5 } }, /budget/],
    ['aiMove', { ...ok, position: over }, 'the game is over: there is no move to choose'],
    ['analyze', { position: start, budget: 'soon' }, /budget/],
    ['analyze', { position: '', budget: BUDGET }, /bad position text/],
  ];
  for (const [index, [type, payload, message]] of cases.entries()) {
    const reply = scope.ask({ id: index, type, payload });
    assert.deepEqual(Object.keys(reply), ['id', 'error'], JSON.stringify(payload));
    if (message instanceof RegExp) assert.match(reply.error, message);
    else assert.equal(reply.error, message);
  }
  assert.equal(scope.ask({ id: 99, type: 'solve', payload: ok }).error, 'unknown request solve');
  assert.deepEqual(scope.ask({ id: 100, type: 'aiMove', payload: { ...ok, level: 'weighted' } }),
    { id: 100, result: atText(start, (g) => g.aiMove('weighted', 1, BUDGET)) });
  assert.deepEqual(scope.ask({ id: 101, type: 'analyze', payload: { position: over, budget: BUDGET } }), { id: 101, result: [] });
});

test('review: the known game from 16 empty squares, every position as progress from the end, its ?? where the tests put it, valued move by move, each side summed up', async () => {
  const scope = await serve();
  const whole = 'f5d6c5f4d7g5d3c6b5c3b3d2e1d8e6e7e3c7f3b6g4c2h6d1c1a4g6b4f6c4f7g3e8e2h3f2a3a2f1f8b8g8a6h7a5a7c8a8b7h5h4h2b2a1b1g1g2h1g7h8';
  const start = withGame(new engine.Reversi(8), (game) => {
    game.playMoves(whole.slice(0, 44 * 2));
    return game.positionText();
  });
  const moves = whole.slice(44 * 2);
  const answer = scope.ask({ id: 3, type: 'review', payload: { start, size: 8, moves } });
  const progress = scope.said.filter((message) => 'progress' in message).map((message) => message.progress.ply);
  assert.deepEqual(progress, [...Array.from({ length: 17 }, (_, i) => 16 - i), 2], 'each position once, from the end; then the ?? with every move valued');
  const { turns, sides } = answer.result;
  assert.equal(turns.length, 17);
  assert.deepEqual(turns.map((turn) => turn.mark), ['', '', '??', ...Array(14).fill('')], 'c8 at 14 empties, best play after it');
  assert.ok(turns.every((turn) => turn.exact));
  const blunder = turns[2];
  assert.deepEqual([blunder.value, blunder.playedValue, blunder.toMove], [4, -18, engine.SIDE.BLACK]);
  // Every move there valued by the solver, as the node engine's solve() says.
  const name = (cell) => withGame(new engine.Reversi(8), (game) => game.squareName(cell));
  const solved = withGame(engine.Reversi.fromText(start), (game) => {
    game.playMoves(moves.slice(0, 4));
    return game.legalMoves().map((cell) => {
      game.play(cell);
      const { score } = game.solve();
      const passed = game.state().sideToMove === engine.SIDE.BLACK;  // white had to pass
      game.undo();
      return { move: cell, score: passed ? score : -score };
    });
  });
  assert.deepEqual(blunder.values.map(({ move, score, exact }) => [name(move), score, exact]).sort(),
    solved.map(({ move, score }) => [name(move), score, true]).sort());
  assert.deepEqual(blunder.good.map(name), ['b2'], 'the only move within a disc of +4');
  assert.equal(name(blunder.line[0]), 'b2');
  assert.ok(turns.every((turn, ply) => ply === 2 || turn.line.length === 0));
  const { accuracy, ...black } = sides[engine.SIDE.BLACK];
  assert.deepEqual(black, { moves: 8, blunders: 1, mistakes: 0, dubious: 0, lost: 22, perfect: false, averageLoss: 22 / 8 });
  assert.ok(Math.abs(accuracy - (700 + 100 * Math.exp(-22 / 6)) / 8) < 1e-9, `black's accuracy ${accuracy}: seven best moves and one of 22 discs lost`);
  assert.deepEqual(sides[engine.SIDE.WHITE], { moves: 8, blunders: 0, mistakes: 0, dubious: 0, lost: 0, perfect: true, accuracy: 100, averageLoss: 0 });
  assert.match(scope.ask({ id: 4, type: 'review', payload: { start: null, size: 8, moves: 'f5 zz' } }).error, /zz/);
});

test('the knowledge comes with the requests that need it: refused without, read once from the first that carries it', async () => {
  const bare = await loadEngine('reversi', { knowledge: false });
  const worker = await serve(bare);
  const position = withGame(new engine.Reversi(8), (game) => game.positionText());
  const request = { position, level: 'strong', seed: 1, budget: { nodes: 2000 } };
  assert.match(worker.ask({ id: 1, type: 'aiMove', payload: request }).error, /no knowledge yet/);
  const knowledge = await knowledgeBytes();
  const expected = withGame(new engine.Reversi(8), (game) => game.aiMove('strong', 1, { nodes: 2000 }));
  assert.deepEqual(worker.ask({ id: 2, type: 'aiMove', payload: { ...request, knowledge } }), { id: 2, result: expected });
  assert.deepEqual(worker.ask({ id: 3, type: 'aiMove', payload: request }), { id: 3, result: expected }, 'kept for the next request');
  assert.deepEqual(worker.ask({ id: 4, type: 'aiMove', payload: { ...request, knowledge: new Uint8Array(4) } }), { id: 4, result: expected },
    'what a later request carries is not read again');
  assert.equal(worker.ask({ id: 5, type: 'analyze', payload: { position, budget: { nodes: 2000 } } }).result.length, 4);
  const other = await serve(await loadEngine('reversi', { knowledge: false }));
  assert.match(other.ask({ id: 1, type: 'analyze', payload: { position, budget: { nodes: 2000 }, knowledge: new Uint8Array(4) } }).error, /^not Reversi's knowledge/);
});
