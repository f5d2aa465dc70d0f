// Two tabs of one page, sharing localStorage, on both pages, desktop in Japanese and a 360px phone
// in English: tab A wins, tab B wins, then A loses — the stored tally has all three results (each
// added to what is stored at that moment), and each open tab shows them (the storage event).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, openPage, serveSite } from './harness.mjs';
import { clickSquare, letAiMove, spyOnWorkers, waitForGame, zeroRandom } from './game_page.mjs';
import { gameEndings } from './game_endings.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', ja], ['phone, English', PHONE, '?lang=en', en]];
const PAGES = [
  ['knights', '', 'hatodemowakaru-knight-tally', (strings, { won, lost }) => strings.tally(strings.levelRandom, won, lost)],
  ['reversi', 'reversi.html', 'hatodemowakaru-reversi-tally', (strings, { won, lost }) => strings.tallyWithDraws(strings.levelRandom, won, lost, 0)],
];
const CLOCK_START = new Date('2025-01-01T00:00:00Z').getTime();

let browser, server, ends;
before(async () => { [browser, server, ends] = await Promise.all([launchBrowser(), serveSite(), gameEndings()]); });
after(async () => { await browser?.close(); await server?.close(); });

// Opens url in a new tab of context, its clock paused once the game shows.
async function openTab(context, url) {
  const page = await openPage(context, url);
  await waitForGame(page);
  await page.clock.pauseAt(CLOCK_START + 60_000);
  return page;
}

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(view, () => {
    for (const [game, path, key, tallyText] of PAGES) {
      test(`${game}: A wins, B wins, A loses — all three stored, both tabs show them`, async () => {
        const { win, loss } = ends[game];
        const context = await browser.newContext(contextOptions);
        await context.addInitScript(spyOnWorkers);
        await context.addInitScript(zeroRandom);
        await context.clock.install({ time: CLOCK_START });
        const url = `${server.url}${path}${query}`;
        const [tabA, tabB] = [await openTab(context, url + win.hash), await openTab(context, url + win.hash)];
        await clickSquare(tabA, win.last);
        await clickSquare(tabB, win.last);
        await tabA.evaluate((hash) => { location.hash = hash; }, loss.hash);  // A opens a game it is about to lose
        await letAiMove(tabA, { ms: 1000 });
        assert.equal(await tabA.textContent('#outcome').then((text) => text.startsWith(strings.lost)), true, 'A lost');

        const stored = JSON.parse(await tabA.evaluate((k) => localStorage.getItem(k), key));
        assert.deepEqual(stored.random, { won: 2, lost: 1, drawn: 0 });
        for (const tab of [tabA, tabB]) {
          const shown = await eventually(async () => (await tab.textContent('#tally')) === tallyText(strings, { won: 2, lost: 1 }));
          assert.ok(shown, `the tab shows 2 won, 1 lost: ${await tab.textContent('#tally')}`);
          assert.deepEqual(tab.problems, []);
        }
        await context.close();
      });
    }
  });
}
