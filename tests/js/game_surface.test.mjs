// The surface both modules' games share (engine.d.ts: GameSurface), run over both: the same methods,
// one plain state() per position, the record walked by undo, redo and goTo without changing it, a
// move at the cursor following the record or starting a side line, the record's tree (goToNode,
// promote, removeFrom) walked at random and replayed node by node, move lists from the cursor
// all or none, refusals that change nothing, and position texts. Each position is checked against
// the same game replayed from the start.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';

const knights = await loadEngine('knights');
const reversi = await loadEngine('reversi');

const GAMES = {
  knights: { engine: knights, create: () => new knights.KnightGame(), Class: knights.KnightGame },
  'reversi 8x8': { engine: reversi, create: () => new reversi.Reversi(8), Class: reversi.Reversi },
  'reversi 6x6': { engine: reversi, create: () => new reversi.Reversi(6), Class: reversi.Reversi },
};

const SURFACE = ['state', 'play', 'refusal', 'undo', 'redo', 'goTo', 'goToNode', 'promote', 'removeFrom', 'legalMoves', 'history', 'playMoves', 'parseMoves', 'readRecord',
  'squareName', 'positionText', 'aiMove'];

// A small seeded generator, so that a failure replays.
function random(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
}

// Plays up to plies random legal moves; returns the moves played.
function playRandom(game, pick, plies = 100) {
  for (let i = 0; i < plies && !game.state().over; i++) {
    const legal = game.legalMoves();
    game.play(legal[pick(legal.length)]);
  }
  return game.state().moves;
}

// The state of the game `create` makes, with moves played from its start.
const replayed = (create, moves) => withGame(create(), (game) => {
  for (const move of moves) game.play(move);
  return game.state();
});

// What a position is, record aside: what replaying its history must give.
const position = ({ cells, legalMoves, sideToMove, over, winner, passed, position: text }) => ({ cells, legalMoves, sideToMove, over, winner, passed, text });

for (const [name, { engine, create, Class }] of Object.entries(GAMES)) {
  describe(name, () => {
    test('the surface: its methods, and state() a plain object whose record agrees with history()', () => withGame(create(), (game) => {
      for (const method of SURFACE) assert.equal(typeof game[method], 'function', method);
      assert.equal(typeof Class.fromText, 'function');
      playRandom(game, random(1), 10);
      const state = game.state();
      assert.equal(Object.getPrototypeOf(state), Object.prototype);
      assert.ok(Object.values(state).every((value) => typeof value !== 'function'));
      assert.deepEqual([state.ply, state.length, state.canUndo, state.canRedo], [10, 10, true, false]);
      assert.deepEqual(game.history(), state.moves);
      assert.deepEqual(state.legalMoves, game.legalMoves());
      assert.equal(state.position, game.positionText());
      assert.deepEqual(state.movers.length, 10);
      assert.ok(state.movers.every((side) => side === engine.SIDE[Object.keys(engine.SIDE)[0]] || side === engine.SIDE[Object.keys(engine.SIDE)[1]]));
      const side = state.sideToMove;
      const since = state.movers.lastIndexOf(side) + 1;
      assert.deepEqual(state.lastMoves, since === 10 ? state.moves.slice(-1) : state.moves.slice(since), 'the moves since the side to move last moved');
    }));

    test('undo and redo walk the whole record, keeping it; past either end they throw and change nothing', () => withGame(create(), (game) => {
      const moves = playRandom(game, random(2));
      for (let ply = moves.length - 1; ply >= 0; ply--) {
        game.undo();
        const state = game.state();
        assert.deepEqual([state.ply, state.length, state.moves], [ply, moves.length, moves]);
        assert.deepEqual(game.history(), moves.slice(0, ply));
        assert.deepEqual(position(state), position(replayed(create, moves.slice(0, ply))));
      }
      assert.equal(game.state().canUndo, false);
      assert.throws(() => game.undo(), { name: 'Error', message: 'no move to undo: the game stands at its start' });
      for (let ply = 1; ply <= moves.length; ply++) {
        game.redo();
        assert.deepEqual(position(game.state()), position(replayed(create, moves.slice(0, ply))));
      }
      assert.equal(game.state().canRedo, false);
      const before = game.state();
      assert.throws(() => game.redo(), { name: 'Error', message: 'no move to redo: the game stands at the end of its record' });
      assert.deepEqual(game.state(), before);
      assert.equal(before.over, true);
    }));

    test('goTo reaches any ply of the record and refuses any other, changing nothing', () => withGame(create(), (game) => {
      const pick = random(3);
      const moves = playRandom(game, pick, 30);
      for (let i = 0; i < 20; i++) {
        const ply = pick(moves.length + 1);
        game.goTo(ply);
        assert.deepEqual(position(game.state()), position(replayed(create, moves.slice(0, ply))), `ply ${ply}`);
      }
      game.goTo(4);
      const before = game.state();
      for (const [ply, text] of [[moves.length + 1, moves.length + 1], [-1, -1], [2.5, 'a fraction'], [NaN, 'NaN']]) {
        assert.throws(() => game.goTo(ply), { name: 'Error', message: `the ply must be a whole number from 0 to ${moves.length}, not ${text}` });
      }
      assert.throws(() => game.goTo('3'), { name: 'Error', message: "goTo()'s ply must be a number, not a string" });
      assert.deepEqual(game.state(), before);
    }));

    test('a move at the cursor follows the record, another starts a side line and the main line stays', () => withGame(create(), (game) => {
      const moves = playRandom(game, random(4), 20);
      game.goTo(5);
      game.play(moves[5]);
      assert.deepEqual([game.state().ply, game.state().moves, game.state().onMainLine], [6, moves, true]);
      game.undo();
      const branch = game.state().node;
      const other = game.legalMoves().find((move) => move !== moves[5]);
      game.play(other);
      const state = game.state();
      assert.deepEqual([state.ply, state.length, state.canRedo, state.moves], [6, 6, false, [...moves.slice(0, 5), other]]);
      assert.deepEqual([state.onMainLine, state.mainLength], [false, moves.length]);
      assert.deepEqual(state.tree[branch].children.map((node) => state.tree[node].move), [moves[5], other], 'the main line first');
      assert.deepEqual(position(state), position(replayed(create, state.moves)));
    }));

    test('goToNode, promote and removeFrom change the tree as they say, and refuse what it does not hold', () => withGame(create(), (game) => {
      const moves = playRandom(game, random(7), 16);
      const mainEnd = game.state().node;
      game.goTo(3);
      const other = game.legalMoves().find((move) => move !== moves[3]);
      game.play(other);
      const side = game.state().node;
      game.goToNode(mainEnd);
      assert.deepEqual([game.state().moves, game.state().onMainLine], [moves, true]);
      game.goToNode(side);
      assert.deepEqual(game.state().moves, [...moves.slice(0, 3), other]);
      game.promote(side);
      assert.deepEqual([game.state().onMainLine, game.state().mainLength], [true, 4]);
      const demoted = game.state().tree[game.state().line[3]].children[1];
      assert.equal(game.state().tree[demoted].move, moves[3], 'the old main line, now a side line');
      game.removeFrom(side);
      const after = game.state();
      assert.deepEqual([after.ply, after.moves, after.tree[side]], [3, moves, null], 'the old line runs on as the main line');
      for (const [node, message] of [[side, `node ${side} was removed`], [after.tree.length, /^the node must be a whole number from 0 to /],
        [-1, /^the node must be/], [1.5, /a fraction$/]]) {
        for (const method of ['goToNode', 'promote', 'removeFrom']) assert.throws(() => game[method](node), { name: 'Error', message });
      }
      assert.throws(() => game.removeFrom(0), { name: 'Error', message: 'the start cannot be removed' });
      assert.throws(() => game.goToNode('1'), { name: 'Error', message: "goToNode()'s node must be a number, not a string" });
      assert.deepEqual(game.state(), after);
    }));

    test('walked at random, the tree stays whole: each node replays to its position, each line runs through it', () => withGame(create(), (game) => {
      const pick = random(8);
      for (let step = 0; step < 150; step++) {
        const state = game.state();
        const held = state.tree.flatMap((node, id) => (node ? [id] : []));
        const choice = pick(10);
        if (choice < 4 && !state.over) game.play(state.legalMoves[pick(state.legalMoves.length)]);
        else if (choice < 6) game.goTo(pick(state.length + 1));
        else if (choice < 8) game.goToNode(held[pick(held.length)]);
        else if (choice === 8) game.promote(held[pick(held.length)]);
        else if (held.length > 1) game.removeFrom(held[1 + pick(held.length - 1)]);
      }
      const { tree, line, node } = game.state();
      const pathOf = (id) => (id === 0 ? [] : [...pathOf(tree[id].parent), tree[id].move]);
      assert.equal(line[game.state().ply], node);
      tree.forEach((entry, id) => {
        if (!entry) return;
        for (const child of entry.children) assert.equal(tree[child].parent, id);
        game.goToNode(id);
        const at = game.state();
        assert.deepEqual(at.moves.slice(0, at.ply), pathOf(id), `node ${id}: the line runs through it`);
        assert.deepEqual(position(at), position(replayed(create, pathOf(id))), `node ${id}'s position`);
        assert.equal(entry.ply, pathOf(id).length);
      });
    }));

    test('a refused move, or a move list refused anywhere, changes nothing, record included', () => withGame(create(), (game) => {
      const moves = playRandom(game, random(5), 12);
      game.goTo(6);
      const before = game.state();
      assert.throws(() => game.play(moves[0]), { name: 'Error' });
      assert.throws(() => game.play(-3), { name: 'Error', message: /off the board/ });
      const names = moves.slice(6).map((move) => game.squareName(move));
      assert.throws(() => game.playMoves(`${names.join(' ')} ${game.squareName(moves[0])}`), { name: 'Error', index: names.length, move: moves[0] });
      assert.throws(() => game.playMoves(`${names[0]} zz`), { name: 'Error', index: 1, text: 'zz' });
      assert.deepEqual(game.state(), before);
      for (let cell = 0; cell < before.cells.length; cell++) assert.equal(game.refusal(cell) === null, before.legalMoves.includes(cell), `cell ${cell}`);
      game.playMoves(names.join(''));
      assert.deepEqual(game.state().moves, moves, 'the rest of the record, run together, follows it');
    }));

    test('a position text starts the same position at ply 0', () => withGame(create(), (game) => {
      playRandom(game, random(6), 15);
      const state = game.state();
      withGame(Class.fromText(game.positionText()), (copy) => {
        const again = copy.state();
        assert.deepEqual([again.ply, again.length, again.moves], [0, 0, []]);
        assert.deepEqual(position(again), position(state));
      });
      assert.throws(() => Class.fromText('?'), { name: 'Error', message: /^bad position text: / });
    }));
  });
}
