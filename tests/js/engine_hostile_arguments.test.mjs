// Issue 14, item 3: the promise "refused input throws an Error and changes nothing", checked for
// every method and every argument of both modules against a table of hostile values: each throws an
// Error whose message is whole (no '�') and leaves the game, the other arguments' objects and the
// module's memory as they were. Nothing is coerced: undefined is no square 0, 2^32 + 27 no d5.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, withGame } from './load_engine.mjs';
import { memoryState } from './refused_calls.mjs';

const OTHER_TYPES = [undefined, null, true, false, '27', '', 'abc', {}, [], [27], 27n, Symbol('x'), () => 27,
  { valueOf: () => 27 }, { toString: () => '27' }, new Number(27), new String('d5')];
const NOT_WHOLE = [NaN, Infinity, -Infinity, 0.5, -0.5, 1e-300, 2 ** 32 + 27, -(2 ** 32), 2 ** 53 + 2, 1e300];
// The hostile values of each kind of parameter (text parameters take any string: theirs are the
// other types only, and the bad strings below).
const HOSTILE = {
  square: [...OTHER_TYPES, ...NOT_WHOLE],
  name: [...OTHER_TYPES, ...NOT_WHOLE, -1, 64],
  depth: [...OTHER_TYPES, ...NOT_WHOLE, -1, 65],
  seed: [...OTHER_TYPES, NaN, Infinity, -1, 0.5, 2 ** 53, 2 ** 64],
  level: [...OTHER_TYPES.filter((v) => typeof v !== 'string'), 'strong ', 'PERFECT', '', `${'é'.repeat(30)}x`],
  text: OTHER_TYPES.filter((v) => typeof v !== 'string'),
  position: [...OTHER_TYPES.filter((v) => typeof v !== 'string'), '', `${'-'.repeat(20)}é${'-'.repeat(42)} X`],
  ply: [...OTHER_TYPES, ...NOT_WHOLE, -1, 3],
  node: [...OTHER_TYPES, ...NOT_WHOLE, -1, 2],
  size: [...OTHER_TYPES, ...NOT_WHOLE, 0, 7, 2 ** 32 + 8, -8],
  budget: [undefined, null, true, '100', 100n, Symbol('x'), NaN, Infinity, 1e300, 0, -1, 60_001,
    {}, { ms: Infinity }, { ms: '100' }, { ms: -1 }, { nodes: 1e18 }, { nodes: NaN }, { nodes: 0 }, { ms: 100, nodes: Infinity },
    { get ms() { throw new Error('a getter that throws'); } }],
};
// aiMove's budget may be left out (undefined), analyze's not.
HOSTILE.optionalBudget = HOSTILE.budget.filter((value) => value !== undefined);

// Each method: its good arguments, their kinds, and the game to call it on (made fresh each time).
// The surface both games share, then each game's own.
const SURFACE_METHODS = (square, name, position) => ({
  play: [[square], ['square']],
  refusal: [[square], ['square']],
  playMoves: [[name], ['text']],
  parseMoves: [[name], ['text']],
  readRecord: [[position], ['text']],
  squareName: [[square], ['name']],
  goTo: [[0], ['ply']],
  goToNode: [[0], ['node']],
  promote: [[1], ['node']],
  removeFrom: [[1], ['node']],
  undo: [[], []],
  redo: [[], []],
  state: [[], []],
  legalMoves: [[], []],
  history: [[], []],
  positionText: [[], []],
  fromText: [[position], ['position']],
});
const KNIGHT_METHODS = {
  ...SURFACE_METHODS(0, 'a8', '-'.repeat(64)),
  perft: [[2], ['depth']],
  aiMove: [['weighted', 1, 100], ['level', 'seed', 'optionalBudget']],
  bestTries: [[], []],
};
const REVERSI_METHODS = {
  ...SURFACE_METHODS(43, 'd6', '---------------------------OX------XO--------------------------- X'),
  perft: [[2], ['depth']],
  aiMove: [['weighted', 1, 100], ['level', 'seed', 'optionalBudget']],
  analyze: [[{ nodes: 100 }], ['budget']],  // its listener, which may be left out: below
  'new Reversi': [[8], ['size']],
};

// What a call may change: the game's record and position, and the module's memory.
const stateOf = (engine, g) => [g.state(), memoryState(engine)];

function describe(value) {
  if (typeof value === 'symbol' || typeof value === 'function') return typeof value;
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

function checkMethods(engine, methods, newGame, opening) {
  const [Class] = Object.keys(engine).filter((key) => key === 'KnightGame' || key === 'Reversi').map((key) => engine[key]);
  // Calls the method on g (or Class, for fromText and `new`) with args.
  const call = (name, g, args) => {
    if (name === 'new Reversi') return new Class(...args).delete();
    if (name === 'fromText') return Class.fromText(...args);
    return g[name](...args);
  };
  let checked = 0;
  for (const [name, [goodArgs, kinds]] of Object.entries(methods)) {
    withGame(newGame(), (g) => {
      g.playMoves(opening);
      if (name === 'redo') g.undo();  // a move to redo
      const result = call(name, g, goodArgs);  // the good arguments work, and a result's objects are freed
      if (result?.delete) result.delete();
      for (const count of [goodArgs.length - 1, goodArgs.length + 1].filter((n) => n >= 0)) {
        assert.throws(() => call(name, g, Array(count).fill(goodArgs[0])), Error, `${name} with ${count} arguments`);
      }
      kinds.forEach((kind, i) => {
        for (const value of HOSTILE[kind]) {
          const args = goodArgs.with(i, value);
          const before = stateOf(engine, g);
          assert.throws(() => call(name, g, args), (error) => error instanceof Error && error.message.length > 0 && !error.message.includes('\uFFFD'),
            `${name}(${args.map(describe).join(', ')}) must throw an Error`);
          assert.deepEqual(stateOf(engine, g), before, `${name}(${args.map(describe).join(', ')}) changed something`);
          checked++;
        }
      });
    });
  }
  return checked;
}

test('knights: every method refuses every hostile value of every argument, changing nothing', async () => {
  const engine = await loadEngine('knights');
  const checked = checkMethods(engine, KNIGHT_METHODS, () => new engine.KnightGame(), 'd5');
  assert.ok(checked >= 200, `${checked} calls`);
});

test('reversi: every method refuses every hostile value of every argument, changing nothing', async () => {
  const engine = await loadEngine('reversi');
  const checked = checkMethods(engine, REVERSI_METHODS, () => new engine.Reversi(8), 'f5');
  assert.ok(checked >= 200, `${checked} calls`);
});

test('the numbers the issue found coerced are refused with the value in words', async () => {
  const knights = await loadEngine('knights');
  withGame(new knights.KnightGame(), (g) => {
    assert.throws(() => g.play(undefined), { message: "play()'s move must be a number, not undefined" });
    assert.throws(() => g.play(2 ** 32 + 27), { message: 'a square must be a whole number from 0 to 63, not 4294967323' });
    assert.throws(() => g.perft(2 ** 53 + 2), { message: "perft's depth must be a whole number from 0 to 64, not 9007199254740994" });
    assert.throws(() => g.play(0.5), { message: 'a square must be a whole number from 0 to 63, not a fraction' });
    assert.throws(() => g.squareName(NaN), { message: 'a square must be a whole number from 0 to 63, not NaN' });
    assert.throws(() => g.goTo(undefined), { message: "goTo()'s ply must be a number, not undefined" });
    assert.deepEqual(g.history(), []);
  });
  const reversi = await loadEngine('reversi');
  assert.throws(() => new reversi.Reversi(2 ** 32 + 8), { message: 'a Reversi board is 8 or 6 squares wide, not 4294967304' });
  assert.throws(() => reversi.Reversi(8), { message: 'Reversi is a class: call it with new' });
});

test('messages quote a caller\'s text whole: no character cut in half, a long text cut short', async () => {
  const reversi = await loadEngine('reversi');
  assert.throws(() => reversi.Reversi.fromText(`${'-'.repeat(20)}é${'-'.repeat(43)} X`), { message: "bad position text: square e3 is 'é', not X, O or -" });
  withGame(new reversi.Reversi(8), (g) => {
    assert.throws(() => g.aiMove('é'.repeat(1000), 1, 100), { message: `unknown level '${'é'.repeat(20)}…': use 'random', 'weighted', 'medium' or 'strong'` });
    assert.throws(() => g.playMoves(`f5 ${'ü'.repeat(500)}`), { message: `move 2: '${'ü'.repeat(20)}…' is not a square of the 8x8 board` });
  });
});

test('analyze: a listener that is not a function is refused; one that throws costs its own call only', async () => {
  const engine = await loadEngine('reversi');
  withGame(new engine.Reversi(8), (g) => {
    g.analyze({ nodes: 100 });  // the module's search table, made on first use
    const before = memoryState(engine);
    for (const value of [null, true, 27, '27', {}, [], Symbol('x')]) {
      assert.throws(() => g.analyze({ nodes: 100 }, value), { message: "analyze()'s onProgress must be a function, not " + (value === null ? 'null' : `a ${typeof value}`) });
    }
    assert.equal(g.analyze({ nodes: 100 }, undefined).length, 4, 'undefined: no listener');
    assert.throws(() => g.analyze({ nodes: 100 }, () => {}, 1), { message: 'analyze() takes 1 to 2 arguments, not 3' });
    // The listener's exception is thrown again later, on its own (setTimeout, caught here), not
    // through the engine's frames.
    const later = [];
    const { setTimeout } = globalThis;
    globalThis.setTimeout = (callback) => later.push(callback);
    const heard = [];
    let values;
    try {
      values = g.analyze({ nodes: 2000 }, (soFar) => {
        heard.push(soFar.length);
        throw new Error('a listener that throws');
      });
    } finally {
      globalThis.setTimeout = setTimeout;
    }
    assert.deepEqual([values.length, heard.length > 0, heard.every((n) => n === 4)], [4, true, true]);
    assert.deepEqual(memoryState(engine), before, 'memory and stack where they were');
    assert.equal(later.length, heard.length);
    assert.throws(later[0], { message: 'a listener that throws' });
  });
});
