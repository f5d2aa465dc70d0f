// Both pages as an accessibility reviewer checks them, desktop in Japanese and a 360px phone in
// English: axe-core finds no violation (landmarks, contrast, names…) on a fresh page nor mid-game
// with the hints or the values showing; every control is a target of 24×24px or more (WCAG 2.2 AA)
// and the main ones (the levels, the reset buttons, undo) are 44px tall; the move list's box shows
// whole lines only, however many moves it holds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { closeClean, openGamePage, sharedPage, storeSetting } from './game_page.mjs';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, ''], ['phone, English', PHONE, '?lang=en']];
const HELP_ON = [
  [storeSetting, { key: 'hatodemowakaru-knight-hints', text: 'on' }],
  [storeSetting, { key: 'hatodemowakaru-reversi-values', text: 'on' }],
];
// Mid-game on each page, with the hints (knights) or the values (Reversi) showing once they come.
const PAGES = [
  ['the knight page', '', '#moves=d5&you=second&level=random', '#board .cell.winning, #board .cell.try'],
  ['the Reversi page', 'reversi.html', '#moves=f5d6c3d3c4&you=white&level=random', '#board .cell .note.estimate'],
];

let browser, server, reversiEngine;
before(async () => { [browser, server, reversiEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const open = (url, contextOptions, initScripts = []) => openGamePage(browser, url, { initScripts, contextOptions });

// The page's visible controls and their boxes: links, buttons, sliders, and the labels of radio
// buttons and checkboxes (the label is what a finger taps).
const controlBoxes = (page) => page.$$eval('a, button, input:not([type="radio"], [type="checkbox"]), label:has(input)', (elements) => elements
  .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible')
  .map((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { control: element.id || `${element.tagName.toLowerCase()} "${element.textContent}"`, width, height };
  }));

for (const [view, contextOptions, query] of VIEWS) {
  describe(view, () => {
    for (const [name, path, hash, helpShown] of PAGES) {
      // The page as it opens, for the two tests that only read it (axe leaves the controls' boxes
      // as they were).
      const fresh = sharedPage(() => open(`${server.url}${path}${query}`, contextOptions));
      after(() => fresh.close());

      test(`${name}: no axe violation fresh, nor mid-game with ${path ? 'the values' : 'the hints'} showing`, async () => {
        assert.deepEqual(await axeViolations(await fresh.page()), [], 'fresh');
        await fresh.checked();

        const midGame = await open(`${server.url}${path}${query}${hash}`, contextOptions, HELP_ON);
        await midGame.waitForSelector(helpShown);
        assert.deepEqual(await axeViolations(midGame), [], 'mid-game');
        await closeClean(midGame);
      });

      test(`${name}: every control 24×24px or more, the levels, resets and undo 44px tall`, async () => {
        const page = await fresh.page();
        const boxes = await controlBoxes(page);
        assert.ok(boxes.length >= 12, `the controls found: ${JSON.stringify(boxes)}`);
        const small = boxes.filter(({ width, height }) => width < 24 || height < 24);
        assert.deepEqual(small, [], 'targets under 24×24px');
        const main = await page.$$eval('#level label, #start-first, #start-second:not([hidden]), #undo',
          (elements) => elements.map((element) => ({ control: element.id || element.textContent, height: element.getBoundingClientRect().height })));
        assert.ok(main.length >= 6);
        assert.deepEqual(main.filter(({ height }) => height < 44), [], 'main controls under 44px tall');
        await fresh.checked();
      });
    }

    test('the move list shows whole lines only, as it fills and empties', async () => {
      // A Reversi game of 40 moves between two players, taken back one at a time.
      const moves = withGame(new reversiEngine.Reversi(8), (game) => {
        for (let ply = 0; ply < 40; ply++) {
          const legal = game.legalMoves();
          game.play(legal[(ply * 7) % legal.length]);  // and a pass it forces, the engine's
        }
        return game.history().map((cell) => game.squareName(cell)).join('');
      });
      const page = await open(`${server.url}reversi.html${query}#moves=${moves}&you=both`, contextOptions);
      assert.equal(await page.$$eval('#moves li', (items) => items.length) >= 40, true);
      for (let left = 40; left > 0; left--) {
        const cut = await page.$eval('#moves', (list) => {
          const box = list.getBoundingClientRect();
          const top = box.top + list.clientTop;
          const bottom = top + list.clientHeight;
          return [...list.children].map((item) => item.getBoundingClientRect())
            .filter((line) => line.bottom > top + 0.5 && line.top < bottom - 0.5)
            .filter((line) => line.top < top - 0.5 || line.bottom > bottom + 0.5)
            .map((line) => `${line.top - top}..${line.bottom - top} of 0..${bottom - top}`);
        });
        assert.deepEqual(cut, [], `no line cut with ${left} moves in the list`);
        await page.click('#undo');
      }
      await closeClean(page);
    });
  });
}
