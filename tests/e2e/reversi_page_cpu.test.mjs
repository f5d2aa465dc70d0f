// Playing the Reversi page against its CPU in Chromium, with the page's seeds made 0 so that the
// node engine foresees every CPU move: a click plays at once and the CPU replies 500 ms later
// (1000 ms for its opening after 「リセット（後手）」), never sooner; refused clicks; the last-move
// mark; games to their end on 8×8 and 6×6 to a win, a loss and a draw, the final line and sound the
// engine's (one with every move clicked, the others from a link, their last moves clicked); a pass
// of yours or of the CPU's said on the status line, the other side moving again.
// After every move the board, its marks, the counts, the status line and the sounds are checked
// against the engine's game.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { closeClean, soundsPlayed, workerSettled, zeroRandom } from './game_page.mjs';
import {
  choose, GameOnPage, openReversiPage, PICKS, pickFor, playedOut, readBoard, readCounts, readStatus, shortestLineToPass, THINKING,
} from './reversi_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = (query = '') => openReversiPage(browser, server.url, { query, clock: true, initScripts: [[zeroRandom]] });

describe('your move and the CPU\'s reply', () => {
  test('a legal click plays at once with select; the CPU replies 500 ms later, not sooner, with cpu', async () => {
    const page = await open();
    const game = new GameOnPage(engine, page);
    await game.assertShown('the start');
    await game.click(37);  // f5
    await game.assertShown();
    assert.deepEqual(await readStatus(page), { notice: null, text: THINKING });
    assert.deepEqual(await readCounts(page), ['黒（あなた） 4', '白 1']);
    assert.deepEqual((await readBoard(page)).legal, [], 'no legal marks while the CPU thinks');

    await workerSettled(page);  // the CPU has chosen (in real time); the delay holds its move back
    await page.clock.runFor(499);
    await game.assertShown('499 ms');
    await page.clock.runFor(1);
    const reply = game.cpuChoice();
    game.played(reply, 'cpu');
    await game.assertShown();
    assert.deepEqual(await soundsPlayed(page), ['select', 'cpu']);
    game.delete();
    await closeClean(page);
  });

  test('the last-move mark follows the last disc, and the cells\' labels say it', async () => {
    const page = await open();
    const game = new GameOnPage(engine, page);
    for (let i = 0; i < 3; i++) {
      const cell = game.game.legalMoves().at(-1);
      await game.click(cell);
      assert.deepEqual((await readBoard(page)).last, [cell]);
      const reply = game.cpuChoice();
      await game.cpuMove();
      await game.assertShown();
      const labels = await page.$$eval('#board .cell', (cells) => cells.map((c) => c.getAttribute('aria-label')));
      assert.deepEqual(labels.flatMap((label, index) => (label.endsWith(' 直前の手') ? [index] : [])), [reply]);
      assert.match(labels[reply], /^[a-h][1-8] 白 直前の手$/);
    }
    game.delete();
    await closeClean(page);
  });

  test('リセット（後手）: select at once, CPU思考中..., then the CPU opens with black 1000 ms later', async () => {
    const page = await open();
    await page.click('#start-second');
    const game = new GameOnPage(engine, page, { humanSide: 1, soundsBefore: ['select'] });
    await game.assertShown('リセット（後手）');
    assert.deepEqual(await readCounts(page), ['黒 2', '白（あなた） 2']);
    await workerSettled(page);
    await page.clock.runFor(999);
    await game.assertShown('999 ms');
    await page.clock.runFor(1);
    game.played(game.cpuChoice(), 'cpu');
    await game.assertShown();
    assert.match((await readStatus(page)).text, /^あなたの番です \(白・置ける場所 \d+ 箇所\)$/);
    game.delete();
    await closeClean(page);
  });
});

describe('refused clicks play ng and change nothing', () => {
  test('an occupied cell, an empty cell that flips nothing, any cell while the CPU thinks or before its opening', async () => {
    const page = await open();
    const game = new GameOnPage(engine, page);
    await game.refuse(27);  // d4, white's
    await game.refuse(28);  // e4, yours
    await game.refuse(0);   // a1, flips nothing
    await game.refuse(20);  // e3, next to discs but flips nothing for black
    await game.click(19);
    game.game.play(game.cpuChoice());
    const yoursNext = game.game.legalMoves()[0];
    game.game.undo();
    await game.refuse(yoursNext);  // legal once the CPU has moved, refused while it thinks
    await game.cpuMove();
    await game.assertShown();
    await page.clock.runFor(2000);
    await workerSettled(page);
    await game.assertShown('2 s more: no move follows a refused click');

    await page.click('#start-second');
    const second = new GameOnPage(engine, page, { humanSide: 1, soundsBefore: game.sounds.concat('select') });
    await second.refuse(19);  // black's move at the start, but the CPU's to make
    await second.cpuMove();
    await second.assertShown();
    game.delete();
    second.delete();
    await closeClean(page);
  });
});

// One game is clicked from the first move to the last; the others are about their end, so they
// open a link to their last moves and click only those (GameOnPage.openedNear).

describe('games to their end', () => {
  for (const [size, humanSide, outcome, whole, title] of [
    [8, 0, 'win', true, '8×8, you black, every move clicked: you win, with the win sound'],
    [6, 0, 'lose', false, '6×6, you black, the last moves: you lose, with the lose sound'],
    [6, 0, 'draw', false, '6×6, you black, the last moves: a draw, and neither sound'],
    [8, 1, 'win', false, '8×8, you white, the last moves: you win'],
  ]) {
    test(title, async () => {
      const winner = { win: humanSide, lose: 1 - humanSide, draw: 2 }[outcome];
      const pick = pickFor(engine, { size, humanSide, winner });
      assert.ok(pick, `a way to ${outcome} as ${humanSide ? 'white' : 'black'} on ${size}×${size} against the seed-0 CPU`);
      let game, page;
      if (whole) {
        page = await open();
        game = new GameOnPage(engine, page, { size, humanSide });
      } else {
        game = new GameOnPage(engine, null, { size, humanSide });
        page = game.page = await open(game.openedNear(playedOut(engine, { size, humanSide, pick }).moves));
      }
      await game.assertShown(whole ? 'the start' : 'the link');
      await game.playOut(PICKS[pick]);
      const { text } = await readStatus(page);
      const [black, white] = game.game.state().counts;
      const result = { win: 'あなたの勝ち！', lose: 'あなたの負け！', draw: '引き分けです' }[outcome];
      assert.equal(text, `${result} （黒 ${black} − 白 ${white}）`);
      const ending = (await soundsPlayed(page)).filter((sound) => sound === 'win' || sound === 'lose');
      assert.deepEqual(ending, { win: ['win'], lose: ['lose'], draw: [] }[outcome]);

      // After the end every click is refused and the CPU stays still.
      await game.refuse(0);
      await page.clock.runFor(2000);
      await game.assertShown('2 s after the end');
      game.delete();
      await closeClean(page);
    });
  }
});

describe('passes', () => {
  test('the CPU without a move: 「CPUは置ける場所がありません — パス」, and you move again', async () => {
    const line = shortestLineToPass(engine, { size: 8, passer: 1, cpuSide: 1 });
    assert.ok(line, 'a line on which the seed-0 CPU must pass');
    const game = new GameOnPage(engine, null);
    const page = game.page = await open(game.openedNear(line));
    await game.assertShown('the link');
    await game.playOut((g) => line[g.history().length], () => game.passes.length > 0);
    assert.deepEqual(game.passes, [1]);
    assert.deepEqual(await readStatus(page), { notice: 'CPUは置ける場所がありません — パス', text: game.expectedStatus().text });
    assert.match(game.expectedStatus().text, /^あなたの番です \(黒・/);
    await game.click();
    await game.assertShown();
    assert.equal((await readStatus(page)).notice, null, 'the notice goes with your next move');
    game.delete();
    await closeClean(page);
  });

  test('you without a move: 「あなたは置ける場所がありません — パス」 while the CPU moves again, until your next move', async () => {
    const line = shortestLineToPass(engine, { size: 6, passer: 0, cpuSide: 1 });
    assert.ok(line, 'a line on which you (black) must pass against the seed-0 CPU');
    const page = await open();
    await choose(page, 'size', '6');
    const game = new GameOnPage(engine, page, { size: 6 });
    await game.playOut((g) => line[g.history().length], () => game.passes.length > 0);
    assert.deepEqual(game.passes, [0]);
    assert.deepEqual(await readStatus(page), { notice: 'あなたは置ける場所がありません — パス', text: THINKING });
    await game.playOut(undefined, () => game.playersTurn);  // the CPU again, as often as you must pass
    assert.ok(!game.over);
    assert.equal((await readStatus(page)).notice, 'あなたは置ける場所がありません — パス');
    await game.click();
    await game.assertShown();
    assert.equal((await readStatus(page)).notice, null);
    game.delete();
    await closeClean(page);
  });
});
