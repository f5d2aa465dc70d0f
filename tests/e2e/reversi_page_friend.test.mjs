// Two players at one screen on the Reversi page (「ふたりで対戦」) in Chromium: the CPU's level rests,
// the status line says whose turn it is, black and white by turns; whole games clicked out on 8×8
// and 6×6 to a black win, a white win and a draw, each with the final count; and forced passes,
// reached by short lines the node engine finds: the notice 「黒は置ける場所がありません — パス」 (or
// white's), and the same colour moving again. After every move the board, its marks, the counts,
// the status line and the sounds are checked against the engine's game.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { closeClean, soundsPlayed } from './game_page.mjs';
import {
  choose, colorTurn, GameOnPage, openReversiPage, passNotice, PICKS, pickFor, readCounts, readStatus, shortestLineToPass,
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

describe('whole games by clicks, black and white by turns', () => {
  for (const [size, winner, title] of [
    [8, 1, '8×8 to 「白の勝ちです」'],
    [6, 0, '6×6 to 「黒の勝ちです」'],
    [6, 2, '6×6 to 「引き分けです」'],
  ]) {
    test(title, async () => {
      const pick = pickFor(engine, { size, humanSide: null, winner });
      assert.ok(pick, `a way of playing both sides on ${size}×${size} that ends with winner ${winner}`);
      const { page, game } = await openTwoPlayers(size);
      await game.assertShown('the start');
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
        const { page, game } = await openTwoPlayers(size);
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
