// The Reversi page's settings in Chromium: the board's size, the opponent and the CPU's level, each
// remembered under its own localStorage key through a reload; a corrupt stored value counts as
// none (8×8, the CPU, random) and blocked storage keeps the choices in memory. A new size or
// opponent starts a new game at once, silently, on the side last chosen; it and the reset buttons
// drop whatever the CPU was about to play. A new level applies from the CPU's next move; the
// strong level thinks in the engine worker, which a reset during its search replaces. The page's
// seeds are made 0, so the node engine foresees the random and weighted CPU.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { blockStorage, closeClean, reopenGamePage, requestsSent, soundsPlayed, workerSettled, zeroRandom } from './game_page.mjs';
import { choose, chosen, GameOnPage, openReversiPage, readBoard, SETTING_KEYS, stored } from './reversi_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = ({ initScripts = [], query = '' } = {}) =>
  openReversiPage(browser, server.url, { query, clock: true, initScripts: [[zeroRandom], ...initScripts] });

// The engine worker as the spy saw it: workers started and terminated, requests, replies.
const workerTraffic = (page) => page.evaluate(() => {
  const { started, terminated, requests, replies } = window.workerSpy;
  return { started, terminated, requests, replies };
});

// A new GameOnPage for what the page shows after a switch or a reset: the sounds so far carry on.
const follow = (previous, options) => new GameOnPage(engine, previous.page, { soundsBefore: previous.sounds, ...options });

describe('a new size or opponent', () => {
  test('6×6 mid-game: a new 6×6 game at once, silently, played; 8×8 again the same way', async () => {
    const page = await open();
    const eight = new GameOnPage(engine, page);
    await eight.click();
    await eight.cpuMove();
    await choose(page, 'size', '6');
    const six = follow(eight, { size: 6 });
    await six.assertShown('the switch to 6×6');
    assert.equal((await readBoard(page)).discs.length, 36);
    assert.equal(await stored(page, 'size'), '6');
    await six.click();
    await six.cpuMove();
    await six.assertShown();

    await choose(page, 'size', '8');
    const again = follow(six, { size: 8 });
    await again.assertShown('the switch back to 8×8');
    assert.equal(await stored(page, 'size'), '8');
    for (const game of [eight, six, again]) game.delete();
    await closeClean(page);
  });

  test('after リセット（後手） you stay white: the CPU opens on the new board 1000 ms after the switch', async () => {
    const page = await open();
    await page.click('#start-second');
    const eight = new GameOnPage(engine, page, { humanSide: 1, soundsBefore: ['select'] });
    await eight.cpuMove();
    await choose(page, 'size', '6');
    const six = follow(eight, { size: 6, humanSide: 1 });
    await six.assertShown('the switch to 6×6');
    await workerSettled(page);
    await page.clock.runFor(999);
    await six.assertShown('999 ms after the switch');
    await six.cpuMove();  // 1000 ms in all
    await six.assertShown();
    eight.delete();
    six.delete();
    await closeClean(page);
  });

  test('while the CPU thinks: its move for the old game never lands', async () => {
    const page = await open();
    for (const [name, value, options] of [['size', '6', { size: 6 }], ['mode', 'friend', { humanSide: null }]]) {
      if (name !== 'size') await reopenGamePage(page, `${server.url}reversi.html`);  // a new document, worker and storage
      await workerSettled(page);  // loaded: the CPU's request goes out at once (a queued one would just be dropped)
      const old = new GameOnPage(engine, page);
      await old.click();
      await page.clock.runFor(300);
      await choose(page, name, value);
      const fresh = follow(old, options);
      await page.clock.runFor(2000);
      await workerSettled(page);
      const { requests, replies } = await workerTraffic(page);
      assert.deepEqual(requests.map((r) => r.payload.position), [old.game.positionText()], 'the CPU was asked about the old game');
      assert.deepEqual(replies.map((r) => r.id), [requests[0].id], 'and answered');
      await fresh.assertShown(`the switch of ${name} during the CPU's 500 ms, and 2 s more`);
      await fresh.click();
      await fresh.assertShown();
      old.delete();
      fresh.delete();
    }
    await closeClean(page);
  });
});

describe('a reset cancels the CPU\'s pending move', () => {
  test('リセット(先手) during the CPU\'s 500 ms: its stale move never lands', async () => {
    const page = await open();
    const old = new GameOnPage(engine, page);
    await old.click();
    await page.clock.runFor(300);
    await page.click('#start-first');
    const fresh = follow(old, { soundsBefore: ['select', 'select'] });
    await page.clock.runFor(2000);
    await workerSettled(page);
    assert.equal((await workerTraffic(page)).replies.length, 1, 'the old game\'s move was answered, and dropped');
    await fresh.assertShown('the reset, and 2 s more');
    old.delete();
    fresh.delete();
    await closeClean(page);
  });

  test('リセット（後手） during the CPU\'s reply: only the new game\'s opening lands, 1000 ms after the reset', async () => {
    const page = await open();
    const old = new GameOnPage(engine, page);
    await old.click();
    await page.clock.runFor(300);
    await page.click('#start-second');
    const fresh = new GameOnPage(engine, page, { humanSide: 1, soundsBefore: ['select', 'select'] });
    await workerSettled(page);
    await page.clock.runFor(999);
    await fresh.assertShown('999 ms after the reset');
    await fresh.cpuMove();
    await fresh.assertShown();
    old.delete();
    fresh.delete();
    await closeClean(page);
  });
});

describe('the level', () => {
  test('applies from the CPU\'s next move; a change while it thinks, from the move after', async () => {
    const page = await open();
    const game = new GameOnPage(engine, page);
    // Plays on, the CPU at `level`, until you have a cell after which the levels would answer
    // differently, and clicks it: the CPU's next move shows which level made it.
    const clickWhereLevelsDiffer = async (level) => {
      for (;;) {
        const cell = game.game.legalMoves().find((move) => {
          game.game.play(move);
          try {
            return game.game.state().passed === null && game.cpuChoice('random') !== game.cpuChoice('weighted');
          } finally {
            game.game.undo();
          }
        });
        if (cell !== undefined) return game.click(cell);
        await game.click();
        await game.cpuMove(level);
        assert.ok(game.playersTurn, `your turn after ${game.game.history()}`);
      }
    };
    await choose(page, 'level', 'weighted');
    await clickWhereLevelsDiffer('weighted');
    await game.cpuMove('weighted');
    await game.assertShown();

    await clickWhereLevelsDiffer('weighted');
    await choose(page, 'level', 'random');  // while the CPU thinks
    await game.cpuMove('weighted');
    await game.assertShown();
    await clickWhereLevelsDiffer('random');
    await game.cpuMove('random');
    await game.assertShown();
    assert.equal(await stored(page, 'level'), 'random');
    game.delete();
    await closeClean(page);
  });

  test('strong: asked of the engine worker with its budget, played 500 ms after your move', async () => {
    const page = await open();
    await choose(page, 'level', 'strong');
    const game = new GameOnPage(engine, page);
    await game.click(37);
    const afterF5 = game.game.positionText();
    await requestsSent(page, 1);
    await workerSettled(page);  // a search of a second, in real time
    await page.clock.runFor(499);
    await game.assertShown('499 ms');
    const { requests, replies } = await workerTraffic(page);
    // The strong level carries Reversi's knowledge (its pattern weights) for the worker to learn.
    const { knowledge, ...asked } = requests[0].payload;
    assert.deepEqual(requests.map(({ type }) => type), ['aiMove']);
    assert.deepEqual(asked, { position: afterF5, level: 'strong', seed: 0, budget: { ms: 1000 } });
    assert.equal(String.fromCharCode(...knowledge.slice(0, 3)), 'RPW', 'the knowledge file\'s bytes');
    const reply = replies.at(-1).result;
    assert.ok(game.game.legalMoves().includes(reply), `the strong CPU's ${reply} is legal`);
    await page.clock.runFor(1);
    game.played(reply, 'cpu');
    await game.assertShown();
    game.delete();
    await closeClean(page);
  });

  test('strong: リセット（後手） during its search replaces the worker, and the new game\'s opening lands', async () => {
    // A game past the opening book (f5 f4 e3 f6, then d3), so that the CPU's reply is searched, not looked up.
    const line = [37, 29, 20, 45];
    const page = await open({ query: '#moves=f5f4e3f6&you=black&level=strong' });
    await workerSettled(page);  // loaded and idle, so your move's search starts at once
    await page.click('#board .cell[data-square="19"]');
    await requestsSent(page, 1);  // the search under way
    await page.click('#start-second');
    await workerSettled(page);
    const { started, terminated, requests, replies } = await workerTraffic(page);
    assert.deepEqual({ started, terminated }, { started: 2, terminated: 1 }, 'the search cut off in a fresh worker');
    const positions = [withGame(new engine.Reversi(8), (g) => { [...line, 19].forEach((cell) => g.play(cell)); return g.positionText(); }),
      withGame(new engine.Reversi(8), (g) => g.positionText())];
    assert.deepEqual(requests.map((r) => r.payload.position), positions);
    assert.deepEqual(replies.map((r) => r.id), [requests[1].id], 'only the new game\'s opening was answered');
    const game = new GameOnPage(engine, page, { humanSide: 1, soundsBefore: ['select', 'select'] });
    await page.clock.runFor(999);
    await game.assertShown('999 ms after the reset');
    await page.clock.runFor(1);
    game.played(replies[0].result, 'cpu');
    await game.assertShown();
    game.delete();
    await closeClean(page);
  });
});

describe('remembered, or not', () => {
  test('6×6, ふたりで対戦 and 重み付け stored under their keys, all restored after a reload', async () => {
    const page = await open();
    assert.deepEqual([await stored(page, 'size'), await stored(page, 'mode'), await stored(page, 'level')], [null, null, null],
      'nothing stored until a choice');
    await choose(page, 'level', 'weighted');
    await choose(page, 'size', '6');
    await choose(page, 'mode', 'friend');
    assert.deepEqual(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), Object.values(SETTING_KEYS)),
      ['6', 'friend', 'weighted']);
    await page.reload();
    await page.waitForFunction(() => document.getElementById('status').textContent !== '');
    await page.clock.pauseAt(Date.now() + 60_000);
    assert.deepEqual([await chosen(page, 'size'), await chosen(page, 'mode'), await chosen(page, 'level')], ['6', 'friend', 'weighted']);
    const friends = new GameOnPage(engine, page, { size: 6, humanSide: null });
    await friends.assertShown('the reload');
    await friends.click();
    await friends.click();
    await friends.assertShown();

    await choose(page, 'mode', 'cpu');
    const cpu = follow(friends, { size: 6 });
    await cpu.click();
    await cpu.cpuMove('weighted');
    await cpu.assertShown();
    friends.delete();
    cpu.delete();
    await closeClean(page);
  });

  test('corrupt stored values count as none: 8×8 against the random CPU, the texts left until a choice', async () => {
    const page = await open();
    for (const [size, mode, level] of [['10', 'robot', 'godlike'], ['', 'Friend', 'Strong'], ['6 ', 'cpu ', 'perfect']]) {
      const texts = { size, mode, level };
      await reopenGamePage(page, `${server.url}reversi.html`, {
        stored: Object.fromEntries(Object.entries(texts).map(([name, text]) => [SETTING_KEYS[name], text])),
      });
      assert.deepEqual([await chosen(page, 'size'), await chosen(page, 'mode'), await chosen(page, 'level')], ['8', 'cpu', 'random'],
        `stored ${JSON.stringify(texts)}`);
      const game = new GameOnPage(engine, page);
      await game.assertShown('the start');
      await game.click();
      await game.cpuMove('random');
      await game.assertShown();
      assert.deepEqual([await stored(page, 'size'), await stored(page, 'mode'), await stored(page, 'level')], [size, mode, level]);
      game.delete();
    }
    await closeClean(page);
  });

  test('blocked storage: the defaults, and choices kept in memory that play', async () => {
    const page = await open({ initScripts: [[blockStorage]] });
    assert.deepEqual([await chosen(page, 'size'), await chosen(page, 'mode'), await chosen(page, 'level')], ['8', 'cpu', 'random']);
    await choose(page, 'size', '6');
    await choose(page, 'level', 'weighted');
    const game = new GameOnPage(engine, page, { size: 6 });
    await game.assertShown('6×6 chosen');
    await game.click();
    await game.cpuMove('weighted');
    await game.assertShown();
    assert.deepEqual([await chosen(page, 'size'), await chosen(page, 'level')], ['6', 'weighted']);
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu']);
    game.delete();
    await closeClean(page);
  });
});
