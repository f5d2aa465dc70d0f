// The result and the tally on both pages, desktop in Japanese and a 360px phone in English: a game
// counts once, when it ends in play on the page from a new game — not when it ends again after an
// undo, nor when a finished game is reloaded; a game from a link counts in no tally, whether it is
// won by its last move (issue 43: the link opened again and won again, or a finished one undone and
// finished again), and the result says so; a game in which the hints or the values were shown
// counts apart (「ヒントあり」). Reversi (its new games on the 6×6 board, where short ones are found
// fastest): a pass said before the CPU's last move does not stay above the result.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean, letAiMove, openGamePage, playClicks, readStatus, requestsSent, storedTally, storeSetting, waitForGame, workerSettled, zeroRandom } from './game_page.mjs';
import { gameEndings } from './game_endings.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', ja], ['phone, English', PHONE, '?lang=en', en]];
// [game, path, tally key, help key, stored settings for a new game, tally text, helped text]
const PAGES = [
  ['knights', '', 'hatodemowakaru-knight-tally', 'hatodemowakaru-knight-hints', {},
    (strings, [won, lost]) => strings.tally(strings.levelRandom, won, lost), (strings, [won, lost]) => strings.tallyHelped(won, lost)],
  ['reversi', 'reversi.html', 'hatodemowakaru-reversi-tally', 'hatodemowakaru-reversi-values', { 'hatodemowakaru-reversi-size': '6' },
    (strings, [won, lost]) => strings.tallyWithDraws(strings.levelRandom, won, lost, 0), (strings, [won, lost]) => strings.tallyHelpedWithDraws(won, lost, 0)],
];

let browser, server, ends;
before(async () => { [browser, server, ends] = await Promise.all([launchBrowser(), serveSite(), gameEndings()]); });
after(async () => { await browser?.close(); await server?.close(); });

const stored = storedTally;
const tally = (page) => page.textContent('#tally');
async function reload(page) {
  await page.reload();
  await waitForGame(page);
  await workerSettled(page);
}
// Opens address (a link) in the page anew, as a new tab would, its storage kept.
async function openAgain(page, address) {
  await page.evaluate((url) => history.replaceState(null, '', url), address);
  await reload(page);
}

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(view, () => {
    for (const [game, path, key, helpKey, newGameSettings, tallyText, helpedText] of PAGES) {
      const storing = (settings) => Object.entries(settings).map(([k, text]) => [storeSetting, { key: k, text }]);

      test(`${game}: a game from a link counts in no tally, however often it is opened and won, and the result says so`, async () => {
        const { win } = ends[game];
        const url = `${server.url}${path}${query}`;
        const page = await openGamePage(browser, url + win.hash, { clock: true, initScripts: [[zeroRandom]], contextOptions });
        const notCounted = `${tallyText(strings, [0, 0])}\n${strings.linkNotCounted}`;
        for (let round = 1; round <= 2; round++) {
          await clickSquare(page, win.last);
          assert.match(await page.textContent('#outcome'), new RegExp(`^${strings.won}`), `round ${round}: won`);
          assert.equal(await tally(page), notCounted, `round ${round}: not counted, and said`);
          await openAgain(page, url + win.hash);
        }
        await openAgain(page, url + win.finished);
        await page.click('#undo');
        await clickSquare(page, win.last);
        assert.equal(await tally(page), notCounted, 'a finished game undone and won again: not counted');
        await reload(page);
        assert.equal(await tally(page), tallyText(strings, [0, 0]), 'a finished game reloaded: nothing counted, nothing to say');
        assert.equal(await stored(page, key), null);
        await closeClean(page);
      });

      test(`${game}: a new game won on the page counts once: not again after an undo, nor reloaded`, async () => {
        const { fromStart } = ends[game];
        const page = await openGamePage(browser, `${server.url}${path}${query}`, {
          clock: true, initScripts: [[zeroRandom], ...storing(newGameSettings)], contextOptions,
        });
        await playClicks(page, fromStart.win);
        assert.match(await page.textContent('#outcome'), new RegExp(`^${strings.won}`));
        assert.equal(await tally(page), tallyText(strings, [1, 0]), 'won on the page: counted');
        await page.click('#undo');
        await clickSquare(page, fromStart.win.at(-1));
        assert.equal(await tally(page), tallyText(strings, [1, 0]), 'won again after an undo: the same game, counted once');
        await reload(page);
        assert.equal(await tally(page), tallyText(strings, [1, 0]), 'reloaded: not again');
        assert.deepEqual(await stored(page, key), { won: 1, lost: 0, drawn: 0 });
        await closeClean(page);
      });

      test(`${game}: a new game won with ${game === 'knights' ? 'hints' : 'values'} shown before its last move counts apart`, async () => {
        const { fromStart } = ends[game];
        const page = await openGamePage(browser, `${server.url}${path}${query}`, {
          clock: true, initScripts: [[zeroRandom], ...storing(newGameSettings)], contextOptions,
        });
        await playClicks(page, fromStart.win.slice(0, -1), { untilOver: false });
        await page.click(game === 'knights' ? '#hints' : '#values');
        await page.waitForSelector(game === 'knights' ? '#board .cell.winning' : '#board .cell .note');
        await clickSquare(page, fromStart.win.at(-1));
        assert.equal(await tally(page), `${tallyText(strings, [0, 0])}\n${helpedText(strings, [1, 0])}`);
        assert.deepEqual([await stored(page, key), await stored(page, `${key}-helped`)], [null, { won: 1, lost: 0, drawn: 0 }]);
        await closeClean(page);
      });
    }

    test('reversi: the pass before the CPU\'s last move is not said above the result', async () => {
      const moves = 'd3c5d6e3f4c6f5c3c4b5f2e6e7f7c7f6d7e2g5c8c2d2d1c1f3d8b1e1f1e8b3b4a4a5a6b6a7a2b7g6h6g4g3g7a3a8h8h7g8f8b8h4h3h2h5g2h1g1a1';
      const page = await openGamePage(browser, `${server.url}reversi.html${query}#moves=${moves}&you=black&level=strong`, { clock: true, contextOptions });
      await requestsSent(page, 1);  // the strong CPU's search, once the knowledge has come
      await letAiMove(page, { ms: 1000 });
      assert.deepEqual(await page.$$eval('#moves li', (items) => items.slice(-2).map((item) => item.textContent)), [strings.passMove, '60 b2'],
        'you passed, then the CPU played b2');
      const { notice, text } = await readStatus(page);
      assert.equal(notice, null, 'no pass above the result');
      assert.match(text, new RegExp(`^${strings.lost}`));
      await closeClean(page);
    });
  });
}
