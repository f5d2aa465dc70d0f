// Two tabs of one page, sharing localStorage, on both pages, desktop in Japanese and a 360px phone
// in English: tabs A and B each win a new game, ending it at the same instant (their last clicks
// made by one message to both, issue 43: the read-modify-write raced, and 8 rounds in 10 stored
// one win, not two), twice on a desktop, once on a phone; then, on a desktop, A loses one — the
// stored tally has every result, and each open tab shows them (the storage event). (Reversi's games
// on the 6×6 board, where short ones are found fastest: game_endings.mjs.)
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { eventually, launchBrowser, openPage, serveSite } from './harness.mjs';
import { playClicks, readyToClick, spyOnWorkers, storedTally, storeSetting, waitForGame, zeroRandom } from './game_page.mjs';
import { gameEndings } from './game_endings.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// [view, context options, query, strings, rounds of simultaneous wins, whether A then loses one]
const VIEWS = { desktop: ['desktop', {}, '', ja, 2, true], phone: ['phone, English', PHONE, '?lang=en', en, 1, false] };
const PAGES = [
  ['knights', '', 'hatodemowakaru-knight-tally', {}, (strings, { won, lost }) => strings.tally(strings.levelRandom, won, lost)],
  ['reversi', 'reversi.html', 'hatodemowakaru-reversi-tally', { 'hatodemowakaru-reversi-size': '6' },
    (strings, { won, lost }) => strings.tallyWithDraws(strings.levelRandom, won, lost, 0)],
];
const CLOCK_START = new Date('2025-01-01T00:00:00Z').getTime();

let browser, server, ends;

// Opens url in a new tab of context, its clock paused once the game shows.
async function openTab(context, url) {
  const page = await openPage(context, url);
  await waitForGame(page);
  await page.clock.pauseAt(CLOCK_START + 60_000);
  return page;
}

// In the tab, the click on cell waits for a message on the channel 'finish'.
const armFinish = (tab, cell) => tab.evaluate((square) => {
  const channel = new BroadcastChannel('finish');
  channel.onmessage = () => {
    channel.close();
    document.querySelector(`#board .cell[data-square="${square}"]`).click();
  };
}, cell);

/**
 * The tests of one view ('desktop' or 'phone'), each view a file of its own (site_two_tabs_*.test.mjs)
 * so that ctest runs them side by side, each well within its time limit.
 * @param {'desktop' | 'phone'} name
 */
export function twoTabsSuite(name) {
  const [view, contextOptions, query, strings, rounds, thenLoses] = VIEWS[name];
  before(async () => { [browser, server, ends] = await Promise.all([launchBrowser(), serveSite(), gameEndings()]); });
  after(async () => { await browser?.close(); await server?.close(); });

  describe(view, () => {
    for (const [game, path, key, settings, tallyText] of PAGES) {
      test(`${game}: A and B win at the same instant, ${rounds === 1 ? 'once' : `${rounds} times`}${thenLoses ? ', then A loses' : ''} — every result stored, both tabs show them`, async () => {
        const { win, loss } = ends[game].fromStart;
        const context = await browser.newContext(contextOptions);
        await context.addInitScript(spyOnWorkers);
        await context.addInitScript(zeroRandom);
        for (const [k, text] of Object.entries(settings)) await context.addInitScript(storeSetting, { key: k, text });
        await context.clock.install({ time: CLOCK_START });
        const url = `${server.url}${path}${query}`;
        const [tabA, tabB, sender] = [await openTab(context, url), await openTab(context, url), await context.newPage()];
        await sender.goto(`${server.url}sw.js`);  // any page of the origin: the message's sender
        for (let round = 1; round <= rounds; round++) {
          for (const tab of [tabA, tabB]) {
            if (round > 1) await tab.click('#again');
            await playClicks(tab, win.slice(0, -1), { untilOver: false });
            await readyToClick(tab, win.at(-1));
            await armFinish(tab, win.at(-1));
          }
          await sender.evaluate(() => new BroadcastChannel('finish').postMessage('now'));
          for (const tab of [tabA, tabB]) assert.ok(await eventually(async () => Boolean(await tab.textContent('#outcome'))), `round ${round}: over`);
          // B's write reaches A's storage from another process, a moment later.
          const both = { won: 2 * round, lost: 0, drawn: 0 };
          const stored = await eventually(async () => isDeepStrictEqual(await storedTally(tabA, key), both));
          assert.ok(stored, `round ${round}: both wins stored: ${JSON.stringify(await storedTally(tabA, key))}`);
        }
        if (thenLoses) {
          await tabA.click('#again');
          await playClicks(tabA, loss);
          assert.equal(await tabA.textContent('#outcome').then((text) => text.startsWith(strings.lost)), true, 'A lost');
        }
        const lost = thenLoses ? 1 : 0;
        assert.deepEqual(await storedTally(tabA, key), { won: 2 * rounds, lost, drawn: 0 });
        for (const tab of [tabA, tabB]) {
          const expected = tallyText(strings, { won: 2 * rounds, lost });
          const shown = await eventually(async () => (await tab.textContent('#tally')) === expected);
          assert.ok(shown, `the tab shows ${2 * rounds} won, ${lost} lost: ${await tab.textContent('#tally')}`);
          assert.deepEqual(tab.problems, []);
        }
        await context.close();
      });
    }
  });
}
