// The links at the top of both pages, desktop in Japanese and a 360px phone in English: the other
// language's link carries the game as it stands (the address's fragment, kept current move by move
// and after Back), so switching the language mid-game keeps the game; the other game's link keeps
// the page's query (the language, the embedding) and none of this game's fields.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { anyLegalSquare } from './layout_shift.mjs';
import { clickSquare, closeClean, letAiMove, openGamePage, waitForGame, zeroRandom } from './game_page.mjs';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', 'en'], ['phone, English', PHONE, '?lang=en', 'ja']];

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const links = (page) => page.evaluate(() => ({
  hash: location.hash,
  language: new URL(document.querySelector('#languages a').href),
  otherGame: new URL(document.querySelector('#games a').href),
}));
const moveList = (page) => page.$$eval('#moves li', (items) => items.map((item) => item.textContent));

for (const [view, contextOptions, query, other] of VIEWS) {
  describe(view, () => {
    for (const [name, path] of [['the knight page', ''], ['the Reversi page', 'reversi.html']]) {
      test(`${name}: the language link follows the game; the other language opens it mid-game`, async () => {
        const page = await openGamePage(browser, `${server.url}${path}${query}`, { clock: true, initScripts: [[zeroRandom]], contextOptions });
        for (let move = 0; move < 3; move++) {
          await clickSquare(page, await anyLegalSquare(page));
          await letAiMove(page);
          const { hash, language } = await links(page);
          assert.match(hash, /^#moves=/);
          assert.equal(language.hash, hash, `the language link after move ${move + 1}`);
        }
        await page.click('#undo');
        const { hash, language, otherGame } = await links(page);
        assert.equal(language.hash, hash, 'after an undo');
        assert.equal(language.searchParams.get('lang'), query ? null : 'en');
        assert.equal(otherGame.hash, '', 'the other game gets none of this game');
        assert.equal(otherGame.search, query);
        const shown = { list: await moveList(page), board: await page.$$eval('#board .cell', (cells) => cells.map((cell) => cell.className)) };

        await page.click('#languages a');
        await page.waitForURL(language.href);
        await waitForGame(page);
        assert.equal(await page.getAttribute('html', 'lang'), other);
        assert.deepEqual({ list: await moveList(page), board: await page.$$eval('#board .cell', (cells) => cells.map((cell) => cell.className)) }, shown,
          'the same game in the other language');
        assert.equal((await links(page)).language.hash, hash, 'and its link back carries it too');
        await closeClean(page);
      });
    }
  });
}
