// Playing the knight page against its AI in Chromium: moves, the AI's 500 ms and 1000 ms replies on
// a fake clock, refused clicks, whole games to both results, and resets racing the AI.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import {
  atKnightPosition, board, clickSquare, closeClean, freeSquares, knights, letAiMove, mirrorStrategy, openKnightPage, playOut,
  readStatus, soundsPlayed, status, STATUS_FIRST_TURN, THINKING, workerSettled, zeroRandom,
} from './knight_page.mjs';

let browser, server, engine;
before(async () => {
  [browser, server, engine] = await Promise.all([
    launchBrowser(), serveSite(), loadEngine('knights')]);
});
after(async () => { await browser?.close(); await server?.close(); });

const open = (options) => openKnightPage(browser, server.url, { clock: true, ...options });
const resetFirst = (page) => page.click('#start-first');
const resetSecond = (page) => page.click('#start-second');

// The squares the engine marks attacked after the given moves: the board must show × on exactly these.
const attackedAfter = (moves) =>
  atKnightPosition(engine, moves, (game) => game.state().cells.flatMap((code, square) => (code === 2 ? [square] : [])));

describe('your move and the AI reply', () => {
  test('a legal click places a knight at once with the select sound; the AI answers 500 ms later with cpu', async () => {
    const page = await open();
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.deepEqual(knights(await board(page)), []);

    await clickSquare(page, 27);
    let cells = await board(page);
    assert.deepEqual(knights(cells), [27]);
    assert.deepEqual(cells.flatMap((t, s) => (t === '×' ? [s] : [])), attackedAfter([27]));
    assert.equal(await status(page), THINKING);
    assert.deepEqual(await soundsPlayed(page), ['select']);

    await workerSettled(page);  // the AI has chosen (in real time); the delay holds its move back
    await page.clock.runFor(499);
    assert.deepEqual(knights(await board(page)), [27], 'no reply before 500 ms');
    assert.deepEqual(await soundsPlayed(page), ['select']);

    await page.clock.runFor(1);
    cells = await board(page);
    const [reply] = knights(cells).filter((s) => s !== 27);
    assert.equal(knights(cells).length, 2, 'the AI placed exactly one knight');
    assert.deepEqual(cells.flatMap((t, s) => (t === '×' ? [s] : [])), attackedAfter([27, reply]));
    assert.equal(await status(page), `あなたのターン (残り ${freeSquares(cells).length} 箇所)`);
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu']);
    await closeClean(page);
  });

  test('リセット（後手）: select at once, AI思考中..., then the AI opens on d5 1000 ms later with cpu', async () => {
    const page = await open();
    await resetSecond(page);
    assert.equal(await status(page), THINKING);
    assert.deepEqual(await soundsPlayed(page), ['select']);
    await workerSettled(page);  // the AI has chosen d5 (in real time); the delay holds it back
    await page.clock.runFor(999);
    assert.deepEqual(knights(await board(page)), []);
    await page.clock.runFor(1);
    assert.deepEqual(knights(await board(page)), [27]);
    assert.equal(await status(page), 'あなたのターン (残り 55 箇所)');
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu']);
    await closeClean(page);
  });

  test('リセット(先手) starts an empty board for you, with the select sound', async () => {
    const page = await open();
    await clickSquare(page, 0);
    await letAiMove(page);
    await resetFirst(page);
    assert.deepEqual(await board(page), Array(64).fill(''));
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'select']);
    await page.clock.runFor(5000);
    assert.deepEqual(knights(await board(page)), [], 'the AI does not move for you');
    await closeClean(page);
  });
});

describe('refused clicks play ng and change nothing', () => {
  // Clicks square, then checks that board and status stayed as they were but for the reason said
  // above it, and only ng sounded.
  async function assertRefused(page, square) {
    const [cellsBefore, statusBefore, soundsBefore] = [await board(page), (await readStatus(page)).text, await soundsPlayed(page)];
    await clickSquare(page, square);
    assert.deepEqual(await board(page), cellsBefore);
    const { notice, text } = await readStatus(page);
    assert.equal(text, statusBefore);
    assert.match(notice, /^(AIの番です|.* にはもう置かれています|.* は .* のナイトに取られる位置です)$/);
    assert.deepEqual(await soundsPlayed(page), [...soundsBefore, 'ng']);
  }

  test('an occupied or attacked square on your turn', async () => {
    const page = await open();
    await clickSquare(page, 27);
    await letAiMove(page);
    const cells = await board(page);
    for (const square of knights(cells)) await assertRefused(page, square);
    await assertRefused(page, cells.indexOf('×'));
    await assertRefused(page, cells.lastIndexOf('×'));
    await page.clock.runFor(2000);
    await workerSettled(page);
    assert.deepEqual(await board(page), cells, 'no AI move follows a refused click');
    await closeClean(page);
  });

  test('any square while the AI thinks, after your move and before its opening', async () => {
    const page = await open();
    await clickSquare(page, 0);
    const free = freeSquares(await board(page))[0];
    await assertRefused(page, free);
    await letAiMove(page);
    assert.equal(knights(await board(page)).length, 2);

    await resetSecond(page);
    await assertRefused(page, 0);
    await letAiMove(page, { ms: 1000 });
    assert.deepEqual(knights(await board(page)), [27]);
    await closeClean(page);
  });
});

describe('whole games', () => {
  test('you move second and mirror the AI through the centre: you win, with the win sound', async () => {
    // A knight never attacks the square opposite it through the centre (63 - s), so the mirror
    // reply is always legal and the second player always has the last move.
    const page = await open();
    await resetSecond(page);
    await letAiMove(page, { ms: 1000 });
    const cells = await playOut(page, mirrorStrategy());
    assert.equal(await status(page), 'あなたの勝ち！');
    assert.equal(knights(cells).length % 2, 0);
    const sounds = await soundsPlayed(page);
    assert.deepEqual(sounds.slice(-2), ['win', 'select'], 'the winning move sounds win, then select as every move');
    assert.equal(sounds.filter((s) => s === 'win' || s === 'lose').length, 1);

    // After the end every click is refused and the AI stays still.
    await clickSquare(page, 0);
    await page.clock.runFor(2000);
    assert.deepEqual(await board(page), cells);
    assert.deepEqual((await soundsPlayed(page)).slice(-1), ['ng']);
    await closeClean(page);
  });

  test('you move first and the AI places the last knight: you lose, with the lose sound', async () => {
    // With crypto.getRandomValues giving zeros the page's AI seeds the engine with 0, so the node
    // engine can foresee its (random level) replies and find a line of yours that loses.
    const page = await open({ initScripts: [[zeroRandom]] });
    const line = losingLine(new engine.KnightGame());
    assert.ok(line, 'a losing line exists against the seed-0 AI');
    let i = 0;
    const cells = await playOut(page, () => line[i++]);
    assert.equal(i, line.length, 'the page\'s AI replied as the engine foresaw');
    assert.equal(await status(page), 'あなたの負け！');
    assert.equal(knights(cells).length % 2, 0);
    assert.deepEqual((await soundsPlayed(page)).slice(-2), ['cpu', 'lose']);
    await clickSquare(page, freeSquares(cells)[0] ?? 0);
    assert.deepEqual((await soundsPlayed(page)).slice(-1), ['ng']);
    await closeClean(page);
  });
});

// Returns your moves (first player) that lose to the random AI seeded with 0, depth first; frees game.
function losingLine(game) {
  const search = () => {
    for (const move of game.legalMoves()) {
      game.play(move);
      let line = null;
      if (!game.state().over) {
        game.play(game.aiMove('random', 0));
        const rest = game.state().over ? [] : search();
        line = rest && [move, ...rest];
        game.undo();
      }
      game.undo();
      if (line) return line;
    }
    return null;
  };
  return withGame(game, search);
}

describe('a reset cancels the AI\'s pending move', () => {
  test('reset during the AI\'s 500 ms: its stale move never lands', async () => {
    const page = await open();
    await clickSquare(page, 27);
    await page.clock.runFor(300);
    await resetFirst(page);
    await page.clock.runFor(2000);
    await workerSettled(page);  // the old game's AI move has been answered, and dropped
    assert.deepEqual(await board(page), Array(64).fill(''));
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.deepEqual(await soundsPlayed(page), ['select', 'select']);
    await closeClean(page);
  });

  test('リセット(先手) during the pending opening: no opening', async () => {
    const page = await open();
    await resetSecond(page);
    await page.clock.runFor(700);
    await resetFirst(page);
    await page.clock.runFor(2000);
    assert.deepEqual(await board(page), Array(64).fill(''));
    assert.equal(await status(page), STATUS_FIRST_TURN);
    assert.ok(!(await soundsPlayed(page)).includes('cpu'));
    await closeClean(page);
  });

  test('リセット（後手） twice: one opening, 1000 ms after the second', async () => {
    const page = await open();
    await resetSecond(page);
    await page.clock.runFor(600);
    await resetSecond(page);
    await workerSettled(page);
    await page.clock.runFor(999);
    assert.deepEqual(knights(await board(page)), [], 'the first reset\'s opening is dropped');
    await page.clock.runFor(1);
    assert.deepEqual(knights(await board(page)), [27]);
    await page.clock.runFor(3000);
    assert.deepEqual(knights(await board(page)), [27]);
    assert.deepEqual(await soundsPlayed(page), ['select', 'select', 'cpu']);
    await closeClean(page);
  });

  test('リセット（後手） during the AI\'s reply: only the new game\'s opening lands', async () => {
    const page = await open();
    await clickSquare(page, 0);
    await page.clock.runFor(300);
    await resetSecond(page);
    await workerSettled(page);
    await page.clock.runFor(999);
    assert.deepEqual(knights(await board(page)), []);
    assert.equal(await status(page), THINKING);
    await page.clock.runFor(1);
    assert.deepEqual(knights(await board(page)), [27]);
    assert.equal(await status(page), 'あなたのターン (残り 55 箇所)');
    await closeClean(page);
  });
});
