// Two players at one screen on the Reversi page (「ふたりで対戦」) in Chromium: the CPU's level rests,
// the status line says whose turn it is, black and white by turns; games to their end, each with the
// final count: on 8×8 to a white win with every move clicked, on 6×6 to a black win and a draw from a
// link, the last moves clicked; and forced passes at the end of short lines the node engine finds,
// opened from a link a few moves before: the notice 「黒は置ける場所がありません — パス」 (or white's),
// and the same colour moving again. After every click the board, its marks, the counts, the status
// line and the sounds are checked against the engine's game.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { closeClean, soundsPlayed } from './game_page.mjs';
import {
  choose, colorTurn, GameOnPage, openReversiPage, passNotice, PICKS, pickFor, playedOut, readCounts, readStatus, shortestLineToPass,
} from './reversi_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const COLOR = ['黒', '白'];

// Opens the page and starts a two-player game on a board of `size`; returns the page and the
// engine's game alongside it.
async function openTwoPlayers(size) {
  const page = await openReversiPage(browser, server.url, { clock: true });
  await choose(page, 'mode', 'friend');
  if (size !== 8) await choose(page, 'size', String(size));
  return { page, game: new GameOnPage(engine, page, { size, humanSide: null }) };
}

// Opens the page at a link to a two-player game on a board of `size` a few plies before the end of
// `moves` (GameOnPage.openedNear); returns the page and the engine's game alongside it.
async function openLink(size, moves) {
  const game = new GameOnPage(engine, null, { size, humanSide: null });
  game.page = await openReversiPage(browser, server.url, { query: game.openedNear(moves), clock: true });
  return { page: game.page, game };
}

const levelInputs = (page) => page.$$eval('#level input', (inputs) => inputs.map((input) => [input.value, input.disabled]));

test('ふたりで対戦: a new game at once, silently; no （あなた）; 黒の番です; the level radios rest until 「CPUと対戦」', async () => {
  const page = await openReversiPage(browser, server.url, { clock: true });
  assert.deepEqual(await levelInputs(page), [['random', false], ['weighted', false], ['medium', false], ['strong', false]]);
  await choose(page, 'mode', 'friend');
  assert.deepEqual(await levelInputs(page), [['random', true], ['weighted', true], ['medium', true], ['strong', true]]);
  assert.deepEqual(await readCounts(page), ['黒 2', '白 2']);
  assert.deepEqual(await readStatus(page), { notice: null, text: '黒の番です (置ける場所 4 箇所)' });
  assert.deepEqual(await soundsPlayed(page), []);
  await page.click('#level input[value="strong"]', { force: true });  // a click on a resting radio does nothing
  assert.equal(await page.$eval('#level input:checked', (input) => input.value), 'random');

  await choose(page, 'mode', 'cpu');
  assert.deepEqual(await levelInputs(page), [['random', false], ['weighted', false], ['medium', false], ['strong', false]]);
  assert.deepEqual(await readCounts(page), ['黒（あなた） 2', '白 2']);
  assert.deepEqual(await readStatus(page), { notice: null, text: 'あなたの番です (黒・置ける場所 4 箇所)' });
  await closeClean(page);
});

// One game is clicked from the first move to the last; the others are about their end, so they
// open a link to their last moves and click only those (GameOnPage.openedNear).

describe('games to their end, black and white by turns', () => {
  for (const [size, winner, whole, title] of [
    [8, 1, true, '8×8, every move clicked, to 「白の勝ちです」'],
    [6, 0, false, '6×6, the last moves, to 「黒の勝ちです」'],
    [6, 2, false, '6×6, the last moves, to 「引き分けです」'],
  ]) {
    test(title, async () => {
      const pick = pickFor(engine, { size, humanSide: null, winner });
      assert.ok(pick, `a way of playing both sides on ${size}×${size} that ends with winner ${winner}`);
      const { page, game } = whole ? await openTwoPlayers(size)
        : await openLink(size, playedOut(engine, { size, humanSide: null, pick }).moves);
      await game.assertShown(whole ? 'the start' : 'the link');
      await game.playOut(PICKS[pick]);
      const [black, white] = game.game.state().counts;
      const result = ['黒の勝ちです', '白の勝ちです', '引き分けです'][winner];
      assert.deepEqual(await readStatus(page), { notice: null, text: `${result} （黒 ${black} − 白 ${white}）` });
      const sounds = await soundsPlayed(page);
      const ending = winner === 2 ? ['select'] : ['win', 'select'];
      assert.deepEqual(sounds, [...Array(sounds.length - ending.length).fill('select'), ...ending],
        'select for every move, the last one after win for a winner, nothing more for a draw');
      await game.refuse(0);  // the game is over
      game.delete();
      await closeClean(page);
    });
  }
});

describe('a forced pass', () => {
  for (const size of [8, 6]) {
    for (const passer of [0, 1]) {
      test(`${size}×${size}: ${COLOR[passer]} has no move — the notice, and ${COLOR[1 - passer]} moves again`, async () => {
        const line = shortestLineToPass(engine, { size, passer });
        assert.ok(line, `a line on which ${COLOR[passer]} must pass`);
        const { page, game } = await openLink(size, line);
        await game.assertShown('the link');
        await game.playOut((g) => line[g.history().length], () => game.passes.length > 0);
        assert.deepEqual(game.passes, [passer]);
        assert.deepEqual([game.game.history().length, game.game.state().passes], [line.length, [line.length]], 'the line, then the pass');
        const mover = 1 - passer;
        assert.deepEqual(await readStatus(page), {
          notice: passNotice(COLOR[passer]), text: colorTurn(COLOR[mover], game.game.legalMoves().length),
        });

        // The colour that just moved moves again; the notice goes with that move.
        await game.click();
        await game.assertShown();
        assert.equal((await readStatus(page)).notice, null);
        game.delete();
        await closeClean(page);
      });
    }
  }
});
