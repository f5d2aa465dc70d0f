// What the page's game costs in calls into its wasm module, counted on both games' real flows
// (knight_controller.js, reversi_controller.js) with a stand-in for everything else: every method
// call on the engine's game object is counted. A click is at most three calls (refusal, play,
// state), a refused one a single call, a click on the computer's turn none; the computer's move
// and an undo two. (Before the engine's surface held the record, the flow and controller alone made
// 15 calls a knight click and 17 a Reversi click, isOver() 6 times and sideToMove() 5, and the
// pages' listeners added their own.)
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createKnightController } from '../../web/js/knights/knight_controller.js';
import { createReversiController } from '../../web/js/reversi/reversi_controller.js';
import { REPLY_DELAY_MS } from '../../web/js/play/pacing.js';
import strings from '../../web/js/shell/strings_en.js';
import { loadEngine } from './load_engine.mjs';

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());
const settle = () => new Promise((resolve) => setImmediate(resolve));

// Returns the module with its game class wrapped: each object it makes counts the calls made on it.
function counting(engine, className) {
  const calls = [];
  const count = (game) => new Proxy(game, {
    get(target, key) {
      const value = target[key];
      return typeof value !== 'function' ? value : (...args) => {
        calls.push(key);
        return value.apply(target, args);
      };
    },
  });
  const Class = engine[className];
  function Counted(...args) { return count(new Class(...args)); }
  Counted.fromText = (text) => count(Class.fromText(text));
  return { engine: { ...engine, [className]: Counted }, calls };
}

// A flow of the game on stand-ins, its computer answering at once with the first legal move.
function startFlow(create, engine) {
  const parts = { click: null };
  const flow = create({
    engine, strings,
    chooseMove: (state) => Promise.resolve(state.legalMoves[0]),
    board: { draw() {}, cue() {}, set onCellClick(handler) { parts.click = handler; } },
    status: { show() {}, flash() {}, showDetail() {} },
    sounds: { play() {} },
  });
  flow.onPosition((shown) => { parts.shown = shown; });
  return { flow, parts };
}

const GAMES = {
  knights: { create: createKnightController, className: 'KnightGame', options: {}, first: 27, taken: 27, attacked: 42 },
  reversi: { create: createReversiController, className: 'Reversi', options: { size: 8 }, first: 37, taken: 37, attacked: 0 },
};

for (const [name, { create, className, options, first, taken, attacked }] of Object.entries(GAMES)) {
  describe(name, () => {
    test('a click: three calls; refused, one; on the computer\'s turn, none; its move and an undo, two', async () => {
      const { engine, calls } = counting(await loadEngine(name), className);
      const { flow, parts } = startFlow(create, engine);
      flow.newGame({ ...options, humanSide: engine.SIDE[Object.keys(engine.SIDE)[0]] });
      const counted = async (act) => {
        calls.length = 0;
        await act();
        return [...calls];
      };
      assert.deepEqual(await counted(() => parts.click(first)), ['refusal', 'play', 'state']);
      assert.deepEqual(await counted(() => parts.click(attacked)), [], 'the computer\'s turn: no call');
      assert.deepEqual(await counted(async () => {
        mock.timers.tick(REPLY_DELAY_MS);
        await settle();
      }), ['play', 'state'], 'the computer\'s move');
      assert.deepEqual(await counted(() => parts.click(taken)), ['refusal'], 'a refused click');
      assert.deepEqual(await counted(() => flow.undo()), ['goTo', 'state']);
      assert.deepEqual(parts.shown.state.ply, 0);
      flow.stop();
    });
  });
}
