// Links a page cannot open, on both pages, desktop in Japanese and a 360px phone in English: a new
// game, and the status line says why in the page's language only (a position text the engine
// refuses included: the knights' says where it stopped reading, or which knights attack each other), quoting at most 32 characters of the bad value — whole characters, never half
// of a surrogate pair — however long the value: a move list of 100,000 characters or a #you= of
// 90,000 leaves the status line a few lines tall within the page's width. (The issue's megabyte
// values take the same path; Chromium takes up to a minute to navigate to such an address.)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { closeClean, openGamePage } from './game_page.mjs';
import { gameEndings } from './game_endings.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', ja], ['phone, English', PHONE, '?lang=en', en]];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let browser, server, ends;
before(async () => { [browser, server, ends] = await Promise.all([launchBrowser(), serveSite(), gameEndings()]); });
after(async () => { await browser?.close(); await server?.close(); });

// [hash, the problem the status line must say (in the page's strings)], on both pages.
const cases = (strings, page) => [
  [`#you=${encodeURIComponent('ab '.repeat(30_000))}`, strings.badLinkField('you', `${'ab '.repeat(11).slice(0, 32)}…`)],
  [`#moves=${'x'.repeat(100_000)}`, strings.badLinkField('moves', `${'x'.repeat(32)}…`)],
  [`#moves=d3${'q'.repeat(100)}`, strings.notASquare(2, `${'q'.repeat(32)}…`)],
  [`#level=${encodeURIComponent('😀'.repeat(100))}`, strings.badLinkField('level', `${'😀'.repeat(32)}…`)],
  [`#level=${encodeURIComponent(`${'a'.repeat(31)}😀😀`)}`, strings.badLinkField('level', `${'a'.repeat(31)}😀…`)],
  ...(page === 'reversi.html' ? [
    ['#position=XXXX&you=both', strings.badLinkField('position', 'XXXX')],
    [`#position=${'.'.repeat(27)}OX......XO${'.'.repeat(27)}Q`, strings.badLinkField('position', `${'.'.repeat(27)}OX...…`)],
    [`#position=${'.'.repeat(27)}OX..Z...XO${'.'.repeat(27)}X`, strings.badLinkField('position', `${'.'.repeat(27)}OX..Z…`)],
  ] : [
    ['#position=XXXX', strings.unreadable(5, '')],
    [`#position=${'-'.repeat(27)}N${'.'.repeat(14)}N${'-'.repeat(21)}`, strings.knightsAttack('d5', 'c3')],
  ]),
];

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(view, () => {
    for (const [name, path] of [['the knight page', ''], ['the Reversi page', 'reversi.html']]) {
      test(`${name}: a bad link's problem in the page's words, its value quoted in 32 characters at most`, async () => {
        const page = await openGamePage(browser, `${server.url}${path}${query}`, { contextOptions });
        for (const [hash, problem] of cases(strings, path)) {
          // A link opened in the page (a long address is more than page.goto takes in time).
          await page.evaluate((link) => { location.hash = link; }, hash);
          await page.waitForFunction(() => location.hash === '');
          const notice = await page.textContent('#status .notice');
          assert.equal(notice, strings.badRecord(problem), hash.slice(0, 60));
          assert.doesNotMatch(notice, LONE_SURROGATE);
          const { height, width, viewport } = await page.$eval('#status', (element) => ({
            height: element.getBoundingClientRect().height, width: element.scrollWidth, viewport: document.documentElement.clientWidth,
          }));
          assert.ok(height <= 6 * 18 * 1.45, `the status line stays a few lines tall (${height}px)`);
          assert.ok(width <= viewport, `and within the page's width (${width}px)`);
        }
        await closeClean(page);
      });
    }
  });
}

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(view, () => {
    for (const [name, game, path] of [['the knight page', 'knights', ''], ['the Reversi page', 'reversi', 'reversi.html']]) {
      test(`${name}: a ply that is no move number keeps the link's game at its end, and says it was not used`, async () => {
        const { win } = ends[game];
        const moves = (hash) => new URLSearchParams(hash.slice(1)).get('moves');
        const length = (hash) => moves(hash).length / 2;  // two characters a square, no passes written
        const page = await openGamePage(browser, `${server.url}${path}${query}`, { contextOptions });
        for (const [hash, notice, over] of [
          [`${win.hash}&ply=-3`, strings.badPly('-3'), false],
          [`${win.hash}&ply=abc`, strings.badPly('abc'), false],
          [`${win.hash}&ply=${encodeURIComponent('9'.repeat(50))}`, strings.badPly(`${'9'.repeat(32)}…`), false],
          [`${win.finished}&ply=99`, strings.noSuchPly(99, length(win.finished)), true],
        ]) {
          await page.evaluate((link) => { location.hash = link; }, hash);
          // (On Reversi the link's last move may have made the CPU pass: said after it.)
          await page.waitForFunction((text) => document.querySelector('#status .notice')?.textContent.startsWith(text), notice);
          const where = strings.replayWhere(length(hash), length(hash), moves(hash).slice(-2));
          assert.equal(await page.textContent('#replay-where'), where, `${hash}: the game, at its end`);
          assert.equal(moves(await page.evaluate(() => location.hash)), moves(hash), `${hash}: the game stays in the address`);
          assert.equal(Boolean(await page.textContent('#outcome')), over, `${hash}: the result, when it is over`);
        }
        await closeClean(page);
      });
    }
  });
}
