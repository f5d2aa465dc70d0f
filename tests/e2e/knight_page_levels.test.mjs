// The AI's levels in Chromium: the 「AIの強さ」 radio group (labelled, keyboard-friendly, English
// too), remembered under its own key through reloads, falling back to random on a corrupt value or
// blocked storage; a change applies from the AI's next move; a whole game at each level, every AI
// move the engine's choice for that level (the page's seeds are made 0, so node can foresee them);
// and 「最強」, which you never beat moving first and beat by mirroring it moving second.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { blockStorage, reopenGamePage } from './game_page.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, openKnightPage, soundsPlayed, status, THINKING, atKnightPosition,
  workerSettled, zeroRandom,
} from './knight_page.mjs';
import en from '../../web/js/shell/strings_en.js';

const LEVEL_KEY = 'hatodemowakaru-knight-level';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = ({ initScripts = [], ...options } = {}) =>
  openKnightPage(browser, server.url, { clock: true, initScripts: [[zeroRandom], ...initScripts], ...options });

const checkedLevel = (page) => page.$eval('#level input:checked', (input) => input.value);
const storedLevel = (page) => page.evaluate((key) => localStorage.getItem(key), LEVEL_KEY);
const chooseLevel = (page, level) => page.click(`#level input[value="${level}"]`);

// The node engine's view of the board after moves, as the page draws it.
const expectedBoard = (moves) => atKnightPosition(engine, moves, (g) => g.state().cells.map((code) => ['', '♞', '×'][code]));

// Plays a whole game on the page against the AI at `level`: your squares from choose(moves, legal),
// each AI move checked to be the engine's aiMove(level, 0) and the board the engine's. Returns
// every move of the game in order.
async function playGame(page, level, { humanFirst, choose }) {
  const moves = [];
  await page.click(humanFirst ? '#start-first' : '#start-second');
  if (!humanFirst) {
    await letAiMove(page, { ms: 1000 });
    moves.push(27);  // the original's opening, at every level
  }
  for (;;) {
    const square = choose(moves, atKnightPosition(engine, moves, (g) => g.legalMoves()));
    await clickSquare(page, square);
    moves.push(square);
    if (atKnightPosition(engine, moves, (g) => g.state().over)) break;
    assert.equal(await status(page), THINKING);
    const reply = atKnightPosition(engine, moves, (g) => g.aiMove(level, 0));
    await letAiMove(page);
    moves.push(reply);
    assert.deepEqual(await board(page), expectedBoard(moves), `${level}: the AI answered ${moves.at(-2)} with ${reply}`);
    if (atKnightPosition(engine, moves, (g) => g.state().over)) break;
  }
  assert.deepEqual(await board(page), expectedBoard(moves));
  return moves;
}

// Returns choose(moves, legal) picking at random from a generator seeded with seed.
function randomPlayer(seed) {
  let state = seed;
  return (moves, legal) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return legal[state % legal.length];
  };
}

// You won when you placed the last knight: an odd number of moves for the first player.
const humanWon = (moves, humanFirst) => (moves.length % 2 === 1) === humanFirst;

describe('the level control', () => {
  test('a radio group 「AIの強さ」 of ランダム, 重み付け, 最強 under the reset buttons, random checked, played by keyboard', async () => {
    const page = await open();
    const group = await page.evaluate(() => {
      const radios = [...document.querySelectorAll('#level input')];
      return {
        role: document.getElementById('level').getAttribute('role'),
        label: document.getElementById(document.getElementById('level').getAttribute('aria-labelledby')).textContent,
        radios: radios.map((r) => [r.type, r.name, r.value, r.labels[0].textContent, r.checked]),
      };
    });
    assert.deepEqual(group, {
      role: 'radiogroup', label: 'AIの強さ',
      radios: [['radio', 'level', 'random', 'ランダム', true], ['radio', 'level', 'weighted', '重み付け', false],
        ['radio', 'level', 'perfect', '最強', false]],
    });
    const snapshot = await page.locator('#level').ariaSnapshot();
    assert.match(snapshot, /radiogroup "AIの強さ"/);
    assert.match(snapshot, /radio "ランダム" \[checked\]/);
    assert.match(snapshot, /radio "最強"/);

    await page.focus('#level-random');
    await page.keyboard.press('ArrowRight');
    assert.equal(await checkedLevel(page), 'weighted');
    await page.keyboard.press('ArrowRight');
    assert.equal(await checkedLevel(page), 'perfect');
    assert.equal(await storedLevel(page), 'perfect');
    assert.deepEqual(await soundsPlayed(page), [], 'choosing a level is silent');
    await closeClean(page);
  });

  test('English labels: AI level, Random, Weighted, Perfect', async () => {
    const page = await openKnightPage(browser, `${server.url}?lang=en`);
    const labels = await page.$$eval('#level-label, #level label', (els) => els.map((el) => el.textContent));
    assert.deepEqual(labels, [en.level, en.levelRandom, en.levelWeighted, en.levelPerfect]);
    assert.deepEqual(labels, ['AI level', 'Random', 'Weighted', 'Perfect']);
    await closeClean(page);
  });

  test('remembered under hatodemowakaru-knight-level: after a reload 最強 is checked and plays', async () => {
    const page = await open();
    assert.equal(await storedLevel(page), null, 'nothing stored until a choice');
    await chooseLevel(page, 'perfect');
    assert.equal(await storedLevel(page), 'perfect');
    await page.reload();
    await page.waitForFunction(() => document.getElementById('status').textContent !== '');
    assert.equal(await checkedLevel(page), 'perfect');
    await page.clock.pauseAt(Date.now() + 60_000);
    await clickSquare(page, 0);
    await letAiMove(page);
    assert.deepEqual(await board(page), expectedBoard([0, atKnightPosition(engine, [0], (g) => g.aiMove('perfect', 0))]));
    await closeClean(page);
  });

  test('a corrupt stored level falls back to random, and the page plays', async () => {
    const page = await open();
    for (const text of ['godlike', 'Perfect', '']) {
      await reopenGamePage(page, server.url, { stored: { [LEVEL_KEY]: text } });
      assert.equal(await checkedLevel(page), 'random', `stored ${JSON.stringify(text)}`);
      await clickSquare(page, 9);
      await letAiMove(page);
      assert.deepEqual(await board(page), expectedBoard([9, atKnightPosition(engine, [9], (g) => g.aiMove('random', 0))]));
      assert.equal(await storedLevel(page), text, 'left as it was until a choice');
    }
    await closeClean(page);
  });

  test('blocked storage: random at first, a choice kept in memory and played', async () => {
    const page = await open({ initScripts: [[blockStorage]] });
    assert.equal(await checkedLevel(page), 'random');
    await chooseLevel(page, 'weighted');
    await clickSquare(page, 9);
    await letAiMove(page);
    assert.deepEqual(await board(page), expectedBoard([9, atKnightPosition(engine, [9], (g) => g.aiMove('weighted', 0))]));
    assert.equal(await checkedLevel(page), 'weighted');
    await closeClean(page);
  });
});

describe('a change of level', () => {
  test('applies from the AI\'s next move; a change while it thinks, from the move after', async () => {
    // Squares where the levels' choices differ, so that each move shows which level made it.
    const page = await open();
    const moves = [];
    const expectReply = async (level) => {
      const reply = atKnightPosition(engine, moves, (g) => g.aiMove(level, 0));
      await letAiMove(page);
      moves.push(reply);
      assert.deepEqual(await board(page), expectedBoard(moves), `a ${level} reply after ${moves.slice(0, -1)}`);
    };
    const levelsDiffer = () => atKnightPosition(engine, moves, (g) => new Set(['random', 'weighted', 'perfect'].map((l) => g.aiMove(l, 0))).size === 3);

    for (const [square, level] of [[0, 'random'], [20, 'weighted'], [60, 'perfect']]) {
      await chooseLevel(page, level);
      await clickSquare(page, square);
      moves.push(square);
      assert.ok(levelsDiffer(), `the levels differ after ${moves}`);
      await expectReply(level);
    }

    // Chosen while the AI thinks: its move is the old level's, the next one the new level's.
    const square = atKnightPosition(engine, moves, (g) => g.legalMoves()[0]);
    await clickSquare(page, square);
    moves.push(square);
    await chooseLevel(page, 'random');
    await expectReply('perfect');
    const last = atKnightPosition(engine, moves, (g) => g.legalMoves().at(-1));
    await clickSquare(page, last);
    moves.push(last);
    await expectReply('random');
    await closeClean(page);
  });

  test('at every level the reply comes 500 ms after your move, not sooner', async () => {
    const page = await open();
    for (const [level, square] of [['weighted', 0], ['perfect', 18]]) {
      await chooseLevel(page, level);
      const before = knights(await board(page)).length;
      await clickSquare(page, square);
      await workerSettled(page);  // the AI has chosen, in real time
      await page.clock.runFor(499);
      assert.equal(knights(await board(page)).length, before + 1, `${level}: no reply before 500 ms`);
      assert.equal(await status(page), THINKING);
      await page.clock.runFor(1);
      assert.equal(knights(await board(page)).length, before + 2, `${level}: the reply at 500 ms`);
    }
    await closeClean(page);
  });
});

describe('whole games', () => {
  for (const level of ['random', 'weighted']) {
    test(`${level}: a game to its end, every AI move the engine's, the right message and sound`, async () => {
      const page = await open();
      await chooseLevel(page, level);
      const moves = await playGame(page, level, { humanFirst: true, choose: randomPlayer(level.length) });
      const won = humanWon(moves, true);
      assert.equal(await status(page), won ? 'あなたの勝ち！' : 'あなたの負け！');
      assert.equal((await soundsPlayed(page)).filter((s) => s === 'win' || s === 'lose').join(), won ? 'win' : 'lose');
      await closeClean(page);
    });
  }

  test('最強, you first: you lose every game', async () => {
    const page = await open();
    await chooseLevel(page, 'perfect');
    for (const seed of [1, 2, 3]) {
      const moves = await playGame(page, 'perfect', { humanFirst: true, choose: randomPlayer(seed) });
      assert.equal(humanWon(moves, true), false);
      assert.equal(await status(page), 'あなたの負け！', `game ${seed}: ${moves}`);
    }
    await closeClean(page);
  });

  test('最強, you second: answer each move with its mirror through the centre, and win', async () => {
    const page = await open();
    await chooseLevel(page, 'perfect');
    const mirror = (moves, legal) => {
      assert.ok(legal.includes(63 - moves.at(-1)), 'the mirror square is free');
      return 63 - moves.at(-1);
    };
    const moves = await playGame(page, 'perfect', { humanFirst: false, choose: mirror });
    assert.equal(humanWon(moves, false), true);
    assert.equal(await status(page), 'あなたの勝ち！');
    assert.deepEqual((await soundsPlayed(page)).slice(-2), ['win', 'select']);
    await closeClean(page);
  });
});
