// Two players at one screen on the knight page (「ふたりで対戦」/"Two players") in Chromium: the AI's
// level rests and one button starts a new game; a whole game clicked out by both sides, the status
// line naming the side to move after every knight, the second player's knights marked, the result
// with each side's knights and the tally untouched; the address keeps the mode (you=both) through a
// reload. On a phone in English: the texts, one ply taken back at a time, nothing sideways.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { clickSquare, closeClean, knights, board, openKnightPage, soundsPlayed, status } from './knight_page.mjs';
import { overflow } from './game_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights')]); });
after(async () => { await browser?.close(); await server?.close(); });

const chooseMode = (page, mode) => page.check(`#mode input[value="${mode}"]`);
const levelsResting = (page) => page.$$eval('#level input', (inputs) => inputs.map((input) => input.disabled));
const marked = (page) => page.$$eval('#board .cell.second', (cells) => cells.map((cell) => Number(cell.dataset.square)));

test('ふたりで対戦: a whole game by clicks, 先手 and 後手 by turns, to the winner\'s 「…の勝ち！」 with each side\'s knights; the mode survives a reload', async () => {
  const page = await openKnightPage(browser, server.url, { clock: true });
  assert.deepEqual(await levelsResting(page), [false, false, false]);
  await chooseMode(page, 'friend');
  assert.deepEqual(await levelsResting(page), [true, true, true]);
  assert.deepEqual([await page.textContent('#start-first'), await page.isHidden('#start-second')], ['新しいゲーム', true]);
  assert.equal(await status(page), '先手のターン (残り 64 箇所)');
  assert.deepEqual(await soundsPlayed(page), []);

  // Both sides' moves from the node engine's game, which says what the page must show after each.
  const { moves, seconds, winner } = withGame(new engine.KnightGame(), (game) => {
    const played = [], second = [];
    for (let ply = 0; !game.state().over; ply++) {
      const legal = game.legalMoves();
      const move = legal[(ply * 7) % legal.length];
      played.push(move);
      if (game.state().sideToMove === engine.SIDE.SECOND) second.push(move);
      game.play(move);
    }
    return { moves: played, seconds: second, winner: game.state().winner };
  });
  for (let ply = 1; ply < moves.length; ply++) {
    await clickSquare(page, moves[ply - 1]);
    const [side, left] = withGame(new engine.KnightGame(), (game) => {
      for (const move of moves.slice(0, ply)) game.play(move);
      return [game.state().sideToMove === engine.SIDE.FIRST ? '先手' : '後手', game.legalMoves().length];
    });
    assert.equal(await status(page), `${side}のターン (残り ${left} 箇所)`);
  }
  await clickSquare(page, moves.at(-1));
  const name = winner === engine.SIDE.FIRST ? '先手' : '後手';
  const firsts = Math.ceil(moves.length / 2), secondsPlaced = Math.floor(moves.length / 2);
  assert.equal(await status(page), `${name}の勝ち！`);
  assert.equal(await page.textContent('#outcome'), `${name}の勝ち！ （先手 ${firsts} 個 − 後手 ${secondsPlaced} 個）`);
  assert.deepEqual(knights(await board(page)).sort((a, b) => a - b), [...moves].sort((a, b) => a - b));
  assert.deepEqual((await marked(page)).sort((a, b) => a - b), [...seconds].sort((a, b) => a - b), 'the second player\'s knights marked');
  assert.equal((await soundsPlayed(page)).at(-2), 'win', 'a winner between two players: the win sound');
  assert.equal(await page.textContent('#tally'), '', 'between two players no tally is shown');
  assert.match(page.url(), /&you=both/);

  await page.reload();
  await page.waitForFunction(() => document.getElementById('status')?.textContent);
  assert.equal(await page.$eval('#mode input:checked', (input) => input.value), 'friend');
  assert.equal(await status(page), `${name}の勝ち！`);
  await chooseMode(page, 'cpu');
  assert.deepEqual(await levelsResting(page), [false, false, false]);
  assert.deepEqual([await page.textContent('#start-first'), await page.isHidden('#start-second')], ['リセット(先手)', false]);
  assert.equal(await status(page), 'あなたのターン (残り 64 箇所)');
  assert.equal(await page.textContent('#tally'), '通算（ランダム）0勝 0敗', 'the game between two players was not counted');
  await closeClean(page);
});

test('Two players on a 360px phone in English: whose turn it is, undo takes one knight back, nothing sideways', async () => {
  const page = await openKnightPage(browser, `${server.url}?lang=en`, { clock: true, contextOptions: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } });
  await chooseMode(page, 'friend');
  assert.equal(await page.textContent('#start-first'), 'New game');
  assert.equal(await status(page), "The first player's turn (64 squares left)");
  await clickSquare(page, 27);
  assert.equal(await status(page), "The second player's turn (55 squares left)");
  await clickSquare(page, 0);
  assert.deepEqual(await marked(page), [0]);
  assert.equal(await page.getAttribute('#board .cell[data-square="0"]', 'aria-label'), "a8 knight, the second player's, last move");
  await page.click('#undo');
  assert.deepEqual(knights(await board(page)), [27], 'undo between two players takes back one knight');
  assert.equal(await status(page), "The second player's turn (55 squares left)");
  assert.deepEqual(await overflow(page), { scroll: 0, outside: [] });
  await closeClean(page);
});
