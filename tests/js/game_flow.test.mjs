// The game flow both pages share (web/js/play/game_flow.js) under node, on the real knight engine
// with stand-ins for the board, the status line and the sounds, and node's mock timers: the
// player's move and the computer's reply after the original's delay, a new game or a stop
// dropping a pending reply (and aborting its search), a failed computer said on the status line,
// the sounds in the original's order, refused clicks, undo keeping the record, a link's moves and
// ply or side line and the side lines kept, the replay (going to any ply or node, the computer
// playing on only at the game's end, a move from an earlier ply starting a side line, one after an
// undo going on with the game, a side line made the game or removed); and delay() forgetting its
// signal once done. (What a click costs in calls: flow_calls.test.mjs.)
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { GameFlow } from '../../web/js/play/game_flow.js';
import { delay, OPENING_DELAY_MS, REPLY_DELAY_MS } from '../../web/js/play/pacing.js';
import { loadEngine } from './load_engine.mjs';

const engine = await loadEngine('knights');
const { SIDE } = engine;

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());

// Lets promise callbacks run (the computer's move follows a Promise.all).
const settle = () => new Promise((resolve) => setImmediate(resolve));

// The moves up to the position shown.
const played = ({ state }) => state.moves.slice(0, state.ply);

// A flow on the knight game whose computer answers with reply(state, signal) (by default the first
// legal square, at once), recording what it shows and plays.
function makeFlow({ reply = (state) => Promise.resolve(state.legalMoves[0]), winner = (state) => state.winner } = {}) {
  const log = { sounds: [], status: [], boards: 0, shown: [], asked: [], flashes: [], cues: [] };
  const flow = new GameFlow({
    spec: {
      create: (_, position) => {
        if (position !== null) throw new Error('no positions');
        return new engine.KnightGame();
      },
      winner,
      boardPosition: ({ state, names }) => ({ cells: state.cells, names }),
      statusText: ({ state, playersTurn }) => (state.over ? 'over' : playersTurn ? 'yours' : 'thinking'),
      refusalText: ({ reason }) => `refused ${reason}`,
      notYourTurn: 'not yours',
      computerFailure: 'failed',
      badRecord: (problem) => `bad: ${problem}`,
      notASquare: (number, text) => `${number} ${text} no square`,
      cannotPlay: (number, why) => `${number}: ${why}`,
      noSuchPly: (ply, length) => `no ply ${ply} of ${length}`,
      lineNotPlayed: (line) => `no line ${line}`,
      replayNotice: 'replay',
      sideLineNotice: 'side',
    },
    chooseMove: (state, signal) => {
      log.asked.push({ moves: state.moves.slice(0, state.ply), signal });
      return reply(state, signal);
    },
    board: { draw: () => { log.boards++; }, cue: (cell) => log.cues.push(cell), set onCellClick(handler) { log.click = handler; } },
    status: {
      show: (text, notice) => log.status.push(notice ? `${notice} | ${text}` : text),
      flash: (message) => log.flashes.push(message),
    },
    sounds: { play: (name) => log.sounds.push(name) },
  });
  flow.onPosition((shown) => {
    log.shown.push(shown && played(shown));
    log.last = shown;
  });
  return { flow, log };
}

describe('turns', () => {
  test('your move, then the computer\'s after 500 ms, not before', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST });
    assert.deepEqual([log.status.at(-1), log.sounds], ['yours', []], 'a first game is silent');
    log.click(27);
    assert.deepEqual([log.status.at(-1), log.sounds], ['thinking', ['select']]);
    mock.timers.tick(REPLY_DELAY_MS - 1);
    await settle();
    assert.deepEqual(log.shown.at(-1), [27]);
    mock.timers.tick(1);
    await settle();
    assert.deepEqual(log.shown.at(-1), [27, 0]);
    assert.deepEqual([log.status.at(-1), log.sounds], ['yours', ['select', 'cpu']]);
  });

  test('moving second: the computer opens 1000 ms after the reset, with the select sound first', async () => {
    const { flow, log } = makeFlow();
    flow.reset({ humanSide: SIDE.SECOND });
    mock.timers.tick(OPENING_DELAY_MS - 1);
    await settle();
    assert.deepEqual(log.shown.at(-1), []);
    mock.timers.tick(1);
    await settle();
    assert.deepEqual([log.shown.at(-1), log.sounds], [[0], ['select', 'cpu']]);
  });

  test('a click off your turn or on a taken or attacked square: ng, why, a cue on the cell, and nothing moves', async () => {
    const { flow, log } = makeFlow();
    const { REFUSAL } = engine;
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    log.click(0);  // the computer's turn
    assert.deepEqual(log.sounds, ['select', 'ng']);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    log.click(27);  // taken
    log.click(42);  // attacked by d5
    assert.deepEqual(log.sounds, ['select', 'ng', 'cpu', 'ng', 'ng']);
    assert.deepEqual(log.flashes, ['not yours', `refused ${REFUSAL.OCCUPIED}`, `refused ${REFUSAL.ATTACKED}`]);
    assert.deepEqual(log.cues, [0, 27, 42]);
    assert.deepEqual(log.shown.at(-1), [27, 0]);
  });
});

describe('cancellation', () => {
  test('a new game while the computer thinks: its search is aborted and its late reply dropped', async () => {
    let answer;
    const { flow, log } = makeFlow({ reply: () => new Promise((resolve) => { answer = resolve; }) });
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    const { signal } = log.asked[0];
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    flow.reset({ humanSide: SIDE.FIRST });
    assert.equal(signal.aborted, true, 'the stale search is told to stop');
    answer(0);
    await settle();
    assert.deepEqual(log.shown.at(-1), [], 'the new game is untouched');
    assert.deepEqual(log.sounds, ['select', 'select']);
  });

  test('a reply that comes after its delay is played when it comes', async () => {
    let answer;
    const { flow, log } = makeFlow({ reply: () => new Promise((resolve) => { answer = resolve; }) });
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    mock.timers.tick(REPLY_DELAY_MS * 10);
    await settle();
    assert.deepEqual(log.shown.at(-1), [27]);
    answer(0);
    await settle();
    assert.deepEqual(log.shown.at(-1), [27, 0]);
  });

  test('stop: the pending reply dropped, listeners told, clicks ignored', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    flow.stop();
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    log.click(0);
    assert.deepEqual(log.shown.slice(-2), [[27], null]);
    assert.deepEqual(log.sounds, ['select']);
  });

  test('a computer that fails: the status line says so and the game waits', async () => {
    const { flow, log } = makeFlow({ reply: () => Promise.reject(new Error('no engine')) });
    const errors = mock.method(console, 'error', () => {});
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.status.at(-1), log.shown.at(-1), log.sounds], ['failed', [27], ['select']]);
    assert.equal(errors.mock.callCount(), 1);
    errors.mock.restore();
  });
});

describe('the end', () => {
  // The first legal square after moves: both sides' choice in these games.
  const firstLegal = (moves) => {
    const game = new engine.KnightGame();
    try {
      for (const move of moves) game.play(move);
      return game.legalMoves()[0];
    } finally {
      game.delete();
    }
  };

  // Plays the game out, the player clicking the first legal square; returns the log.
  async function playOut(options) {
    const { flow, log } = makeFlow(options);
    flow.newGame(options.newGame);
    for (let ply = 0; ply <= 64 && log.status.at(-1) !== 'over'; ply++) {
      if (log.status.at(-1) === 'yours') log.click(firstLegal(log.shown.at(-1)));
      mock.timers.tick(OPENING_DELAY_MS);
      await settle();
    }
    return log;
  }

  test('your last knight: win, then select; the computer\'s last: cpu, then lose; a click after the end: ng', async () => {
    const endings = [];
    for (const humanSide of [SIDE.FIRST, SIDE.SECOND]) {
      const log = await playOut({ newGame: { humanSide } });
      const humanPlacedLast = (log.shown.at(-1).length - 1) % 2 === humanSide;
      endings.push(log.sounds.slice(-2));
      assert.deepEqual(endings.at(-1), humanPlacedLast ? ['win', 'select'] : ['cpu', 'lose'], `as side ${humanSide}`);
      assert.equal(log.sounds.filter((sound) => sound === 'win' || sound === 'lose').length, 1);
      log.click(0);
      assert.equal(log.sounds.at(-1), 'ng');
    }
    assert.notDeepEqual(endings[0], endings[1], 'one game of each ending');
  });

  test('two players: never the computer, select for every move, and a draw ends without a result sound', async () => {
    const log = await playOut({ newGame: { humanSide: null }, winner: () => null });
    assert.equal(log.status.at(-1), 'over');
    assert.ok(log.sounds.length > 10 && log.sounds.every((sound) => sound === 'select'));
    assert.deepEqual(log.asked, []);
  });
});

describe('undo', () => {
  test('on your turn: the computer\'s reply and your move before it; then nothing more to undo', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST });
    assert.equal(log.last.canUndo, false);
    log.click(27);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.shown.at(-1), log.last.canUndo], [[27, 0], true]);
    flow.undo();
    assert.deepEqual([log.shown.at(-1), log.last.canUndo, log.status.at(-1)], [[], false, 'yours']);
    assert.deepEqual([log.last.state.length, log.last.state.canRedo], [2, true], 'the moves stay in the record');
    assert.deepEqual(log.sounds, ['select', 'cpu', 'select']);
    flow.undo();
    assert.deepEqual(log.sounds.length, 3, 'nothing to undo: nothing happens');
  });

  test('while the computer thinks: your move, and its reply is dropped', async () => {
    let answer;
    const { flow, log } = makeFlow({ reply: () => new Promise((resolve) => { answer = resolve; }) });
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    flow.undo();
    assert.equal(log.asked[0].signal.aborted, true);
    answer(0);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.shown.at(-1), log.status.at(-1)], [[], 'yours']);
  });

  test('moving second: the computer\'s opening alone is not yours to undo', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.SECOND });
    mock.timers.tick(OPENING_DELAY_MS);
    await settle();
    assert.deepEqual([log.shown.at(-1), log.last.canUndo], [[0], false]);
    log.click(27);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    flow.undo();
    assert.deepEqual(log.shown.at(-1), [0]);
  });

  test('two players: one move back at a time', () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: null });
    log.click(27);
    log.click(0);
    flow.undo();
    assert.deepEqual([log.shown.at(-1), log.last.state.sideToMove], [[27], SIDE.SECOND]);
  });

  test('a move after an undo: the record follows it when it is the recorded one, else ends there', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    flow.undo();
    log.click(27);
    assert.deepEqual([log.last.state.moves, log.last.state.ply], [[27, 0], 1], 'the same move: the record kept');
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    flow.undo();
    log.click(63);
    assert.deepEqual([log.last.state.moves, log.last.state.length], [[63], 1], 'another: the rest gone');
  });
});

describe('a game from a record', () => {
  test('the moves played, each with its side, the last move marked; the computer replies after 1000 ms', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.SECOND }, { moves: 'd5 e4 a8' });
    const { state } = log.last;
    assert.deepEqual([state.moves, state.movers], [[27, 36, 0], [SIDE.FIRST, SIDE.SECOND, SIDE.FIRST]]);
    assert.deepEqual([log.last.moveNames, state.lastMoves, log.last.playersTurn], [['d5', 'e4', 'a8'], [0], true]);
    assert.deepEqual(log.sounds, [], 'silent');
    const { flow: second, log: secondLog } = makeFlow();
    second.newGame({ humanSide: SIDE.FIRST }, { moves: 'd5e4a8' });
    mock.timers.tick(OPENING_DELAY_MS);
    await settle();
    assert.equal(secondLog.shown.at(-1).length, 4);
  });

  test('a record that cannot be played: a new game, and the status line says why', () => {
    const { REFUSAL } = engine;
    for (const [record, problem] of [
      [{ moves: 'd5 c3' }, `2: refused ${REFUSAL.ATTACKED}`], [{ moves: 'd5 zz' }, '2 zz no square'],
      [{ position: 'X' }, 'no positions'], [{ problem: 'level=godlike' }, 'level=godlike'],
    ]) {
      const { flow, log } = makeFlow();
      flow.newGame({ humanSide: SIDE.FIRST }, record);
      assert.deepEqual(log.shown.at(-1), [], JSON.stringify(record));
      assert.equal(log.status.at(-1), `bad: ${problem} | yours`);
    }
  });

  test('again: the same sides, a fresh game', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.SECOND }, { moves: 'd5 e4' });
    flow.again();
    assert.deepEqual([log.shown.at(-1), log.last.humanSide, log.sounds], [[], SIDE.SECOND, ['select']]);
  });
});

describe('replay', () => {
  test('any ply of the record: its position and the whole record shown, silently; outside it, nothing', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: null }, { moves: 'd5 e4 a8 h1' });
    const shownBefore = log.shown.length;
    flow.goTo(2);
    assert.deepEqual([log.last.state.ply, log.last.state.length, log.last.moveNames], [2, 4, ['d5', 'e4', 'a8', 'h1']]);
    assert.deepEqual(log.last.state.lastMoves, [36]);
    for (const bad of [-1, 5, 1.5, NaN]) flow.goTo(bad);
    flow.goTo(2);
    assert.equal(log.shown.length, shownBefore + 1, 'refused plies and the ply shown change nothing');
    assert.deepEqual(log.sounds, []);
  });

  test('against the computer: no reply before the game\'s end; a move from an earlier ply starts a side line, unanswered', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST }, { moves: 'd5 e4 a8 h1' });
    flow.goTo(1);
    assert.equal(log.status.at(-1), 'replay | yours', 'away from the game\'s end, a player moves for either side');
    assert.equal(log.last.computersTurn, false, 'the computer\'s move here is the record\'s');
    mock.timers.tick(REPLY_DELAY_MS * 4);
    await settle();
    assert.deepEqual([log.asked.length, log.last.state.ply], [0, 1]);
    flow.goTo(2);
    log.click(63);
    assert.deepEqual([log.last.state.moves, log.last.state.onMainLine, log.last.state.mainLength], [[27, 36, 63], false, 4], 'the game stays');
    assert.deepEqual([log.last.computersTurn, log.last.live, log.status.at(-1)], [false, false, 'side | yours']);
    log.click(1);  // the other side's move, the player's too in a side line
    mock.timers.tick(REPLY_DELAY_MS * 4);
    await settle();
    assert.deepEqual([log.asked.length, log.last.state.moves], [0, [27, 36, 63, 1]]);
    flow.promote(log.last.state.node);
    assert.deepEqual([log.last.state.onMainLine, log.last.live, log.last.computersTurn], [true, true, false]);
    log.click(7);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.asked.length, log.last.state.length], [1, 6], 'made the game, it is answered');
  });

  test('a move after an undo goes on with the game, the moves taken back a side line', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST }, { moves: 'd5 e4 a8 h1' });
    flow.undo();
    assert.deepEqual([log.last.state.ply, log.last.live, log.status.at(-1)], [2, true, 'yours']);
    log.click(63);
    assert.deepEqual([log.last.state.moves, log.last.state.onMainLine, log.last.computersTurn], [[27, 36, 63], true, true]);
    const branch = log.last.state.tree[log.last.state.line[2]];
    assert.deepEqual(branch.children.map((node) => log.last.state.tree[node].move), [63, 0], 'the old moves after it, a side line');
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.asked.length, log.last.state.ply], [1, 4]);
  });

  test('goToNode shows any node; removeFrom deletes a side line, and the position goes back to where it left', () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: null }, { moves: 'd5 e4 a8 h1' });
    const mainEnd = log.last.state.node;
    flow.goTo(1);
    log.click(63);
    const side = log.last.state.node;
    flow.goToNode(mainEnd);
    assert.deepEqual([log.last.state.moves, log.last.live], [[27, 36, 0, 63], true]);
    flow.goToNode(side);
    flow.removeFrom(side);
    assert.deepEqual([log.last.state.ply, log.last.state.tree[side], log.last.state.moves], [1, null, [27, 36, 0, 63]]);
    const shown = log.shown.length;
    for (const bad of [side, 99, -1]) {
      flow.goToNode(bad);
      flow.promote(bad);
      flow.removeFrom(bad);
    }
    assert.equal(log.shown.length, shown, 'nodes the record does not hold change nothing');
  });

  test('a link\'s side line and the side lines kept: the game with its lines, the link\'s shown; one that cannot be played, a notice', () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: null }, { moves: 'd5e4a8h1', line: 'd5e4h8', lines: ['d5a1', 'zz'] });
    const { state } = log.last;
    assert.deepEqual([state.moves, state.onMainLine, state.mainLength], [[27, 36, 7], false, 4]);
    const movesAfter = (ply) => state.tree[state.line[ply]].children.map((node) => state.tree[node].move);
    assert.deepEqual(movesAfter(1), [36, 56], 'after d5: the game\'s e4, the kept line\'s a1 ("zz" dropped)');
    assert.deepEqual(movesAfter(2), [0, 7], 'after e4: the game\'s a8, the link\'s h8');
    assert.equal(log.status.at(-1), 'side | yours');
    flow.newGame({ humanSide: null }, { moves: 'd5e4a8h1', line: 'd5c3' });
    assert.deepEqual([log.last.state.ply, log.last.state.onMainLine, log.status.at(-1)], [4, true, 'no line d5c3 | yours']);
  });

  test('going to another ply drops the reply the computer was thinking about', async () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: SIDE.FIRST });
    log.click(27);
    flow.goTo(0);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.asked[0].signal.aborted, log.last.state.moves, log.last.state.ply], [true, [27], 0]);
  });

  test('a link\'s ply: the game shown there; one outside the record: at its end, with a notice', () => {
    const { flow, log } = makeFlow();
    flow.newGame({ humanSide: null }, { moves: 'd5 e4 a8', ply: 1 });
    assert.deepEqual([log.last.state.ply, log.last.state.length], [1, 3]);
    flow.newGame({ humanSide: null }, { moves: 'd5 e4 a8', ply: 9 });
    assert.deepEqual([log.last.state.ply, log.status.at(-1)], [3, 'no ply 9 of 3 | yours']);
  });
});

describe('passes (Reversi): the engine\'s, said until a player next moves', () => {
  // a1 black, b1 and d1 white, black to move: c1 takes b1 and leaves white without a move.
  const C1_MAKES_WHITE_PASS = `XO-O${'-'.repeat(60)} X`;

  async function reversiFlow(humanSide) {
    const reversi = await loadEngine('reversi');
    const log = { status: [], asked: [], sounds: [] };
    const flow = new GameFlow({
      spec: {
        create: (_, position) => (position === null ? new reversi.Reversi(8) : reversi.Reversi.fromText(position)),
        winner: ({ winner }) => (winner === reversi.DRAW ? null : winner),
        passNotice: (side, human) => `passed ${side}${side === human ? ' (you)' : ''}`,
        boardPosition: ({ state, names }) => ({ cells: state.cells, names }),
        statusText: ({ state }) => (state.over ? 'over' : `${state.sideToMove} to move`),
        refusalText: ({ reason }) => `refused ${reason}`,
        notYourTurn: 'not yours', computerFailure: 'failed', badRecord: (p) => `bad: ${p}`,
        notASquare: () => 'no square', cannotPlay: (n, why) => `${n}: ${why}`,
      },
      chooseMove: (state) => {
        log.asked.push(state.position);
        return Promise.resolve(state.legalMoves[0]);
      },
      board: { draw() {}, cue() {}, set onCellClick(handler) { log.click = handler; } },
      status: { show: (text, notice) => log.status.push(notice ? `${notice} | ${text}` : text), flash() {} },
      sounds: { play: (name) => log.sounds.push(name) },
    });
    flow.onPosition((shown) => { log.last = shown; });
    flow.newGame({ humanSide }, { position: C1_MAKES_WHITE_PASS });
    return { flow, log };
  }

  test('two players: the pass in the move list and on the status line, gone with the next move', async () => {
    const { log } = await reversiFlow(null);
    log.click(2);
    assert.deepEqual([log.last.moveNames, log.status.at(-1)], [['c1', null], 'passed 1 | 0 to move']);
    log.click(4);
    assert.deepEqual([log.last.moveNames, log.status.at(-1), log.sounds], [['c1', null, 'e1'], 'over', ['select', 'win', 'select']]);
  });

  test('against the computer: it is never asked to pass, and you move again', async () => {
    const { log } = await reversiFlow(0);
    log.click(2);
    mock.timers.tick(REPLY_DELAY_MS);
    await settle();
    assert.deepEqual([log.asked, log.last.playersTurn, log.status.at(-1)], [[], true, 'passed 1 | 0 to move']);
  });

  test('a link whose moves leave the pass out, or write it where it came: the same game', async () => {
    for (const moves of ['c1', 'c1 pass', 'c1--']) {
      const { flow, log } = await reversiFlow(null);
      flow.newGame({ humanSide: null }, { position: C1_MAKES_WHITE_PASS, moves });
      assert.deepEqual([log.last.moveNames, log.status.at(-1)], [['c1', null], 'passed 1 | 0 to move'], moves);
    }
    const { flow, log } = await reversiFlow(null);
    flow.newGame({ humanSide: null }, { position: C1_MAKES_WHITE_PASS, moves: 'pass c1' });
    assert.equal(log.status.at(-1), `bad: 1: refused ${(await loadEngine('reversi')).REFUSAL.CANNOT_PASS} | 0 to move`);
  });
});

test('delay() stops listening to its signal once it has resolved or rejected', async () => {
  const controller = new AbortController();
  const { signal } = controller;
  const listening = new Set();
  mock.method(signal, 'addEventListener', (type, listener) => listening.add(listener));
  mock.method(signal, 'removeEventListener', (type, listener) => listening.delete(listener));
  const done = delay(100, signal);
  assert.equal(listening.size, 1);
  mock.timers.tick(100);
  await done;
  assert.equal(listening.size, 0, 'no listener left behind on a signal that lives on');

  const aborted = new AbortController();
  const cut = delay(100, aborted.signal);
  aborted.abort(new Error('reset'));
  await assert.rejects(cut, { message: 'reset' });
  await assert.rejects(delay(100, aborted.signal), { message: 'reset' }, 'an aborted signal rejects at once');
});
