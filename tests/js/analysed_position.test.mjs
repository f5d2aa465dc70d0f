// What the analysis board analyses (web/js/play/analysed_position.js), heard from the knight page's
// own flow (knight_controller.js) on the real engine, node's mock timers standing in for the AI's
// delay: the player's turn and a replay's position at the AI's turn, with the side to move's moves;
// nothing at the AI's live turn, at the end or without a game; both players' turns between two; and
// live until the game ends in play — not after (a finished game's analysis is no help), not for a
// finished game opened by a link, again for the next game.
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { analysedPositions } from '../../web/js/play/analysed_position.js';
import { REPLY_DELAY_MS } from '../../web/js/play/pacing.js';
import { createKnightController } from '../../web/js/knights/knight_controller.js';
import ja from '../../web/js/shell/strings_ja.js';
import { loadEngine, withGame } from './load_engine.mjs';

const engine = await loadEngine('knights');
const { SIDE } = engine;
// A whole game, the first player's e8 its last move (tests/data/review_games.hpp's knight game).
const GAME = 'b6g3g4b5d3e6g6b8d2b7d1h3a2c2h7g8g2f7e8';

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());

// The knight page's flow, its AI answering with the first legal square; analysed() hears each
// position it shows, log.last what analysed() said of the last.
function makeFlow() {
  const log = { last: undefined };
  const flow = createKnightController({
    engine, strings: ja,
    chooseMove: (state) => Promise.resolve(state.legalMoves[0]),
    board: { draw() {}, cue() {}, set onCellClick(handler) { log.click = handler; } },
    status: { show() {}, flash() {} },
    sounds: { play() {} },
  });
  const analysed = analysedPositions();
  flow.onPosition((shown) => {
    log.last = analysed(shown);
  });
  return { flow, log };
}

// The position text and legal moves after the first `ply` moves of moves.
const after = (moves, ply) => withGame(new engine.KnightGame(), (game) => {
  game.playMoves(moves);
  game.goTo(ply);
  return { position: game.positionText(), moves: game.legalMoves() };
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('the player\'s turn and a replay\'s position at the AI\'s turn, not the AI\'s live turn', async () => {
  const { flow, log } = makeFlow();
  flow.newGame({ humanSide: SIDE.FIRST });
  assert.deepEqual({ ...log.last, names: log.last.names.length }, { ...after('', 0), names: 64, live: true });
  log.click(27);
  assert.equal(log.last, null, 'the AI is about to move');
  mock.timers.tick(REPLY_DELAY_MS);
  await settle();
  const moves = 'd5a8';
  assert.deepEqual({ ...log.last, names: undefined }, { ...after(moves, 2), names: undefined, live: true }, 'your turn again');
  flow.goTo(1);
  assert.deepEqual({ ...log.last, names: undefined }, { ...after(moves, 1), names: undefined, live: true }, 'the AI\'s moves in replay');
  flow.stop();
  assert.equal(log.last, null, 'no game');
});

test('two players: both sides\' turns; the end: nothing', () => {
  const { flow, log } = makeFlow();
  flow.newGame({ humanSide: null }, { moves: GAME, ply: 3 });
  assert.deepEqual(log.last.moves, after(GAME, 3).moves);
  flow.goTo(4);
  assert.deepEqual(log.last.moves, after(GAME, 4).moves);
  flow.goTo(19);
  assert.equal(log.last, null);
});

test('live until the game ends in play; a finished game opened by a link stays live; the next game is live', () => {
  const { flow, log } = makeFlow();
  flow.newGame({ humanSide: SIDE.FIRST }, { moves: GAME.slice(0, -2) });
  assert.equal(log.last.live, true);
  log.click(4);  // e8
  assert.equal(log.last, null, 'over');
  flow.goTo(17);
  assert.deepEqual([log.last.position, log.last.live], [after(GAME, 17).position, false], 'the AI\'s turn of a game ended in play');
  flow.goTo(4);
  assert.equal(log.last.live, false);
  flow.newGame({ humanSide: SIDE.FIRST }, { moves: GAME, ply: 4 });
  assert.equal(log.last.live, true, 'opened finished: never ended in play here');
  flow.goTo(19);
  flow.goTo(4);
  assert.equal(log.last.live, true);
  flow.newGame({ humanSide: SIDE.FIRST });
  assert.equal(log.last.live, true);
});
