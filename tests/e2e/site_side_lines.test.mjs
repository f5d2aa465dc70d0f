// Side lines and the replay on a phone, on both pages (issue 39, items 4 and 6): a move at an earlier
// position starts a side line and the game stays (the move list shows it in brackets after the move
// it is the alternative to, the address keeps the game and the side line shown); a reload keeps it;
// made the game, the computer plays on; deleted, it is gone. On a 360×740 phone a replay keeps the
// board, the move shown and the replay's buttons in view without scrolling; every control is at
// least 24px tall, the main ones 44px, and the move list shows eight rows on a wide screen. axe
// finds nothing and the layout shifts stay within 0.02 throughout.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './accessibility_audit.mjs';
import { clickSquare, closeClean, reopenGamePage, status } from './game_page.mjs';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { layoutShifts, openMeasured } from './layout_shift.mjs';
import ja from '../../web/js/shell/strings_ja.js';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

// Each page: a finished game's link (two players, so that no computer moves), the ply to branch at,
// a move there that the game did not play, and the side line's text in the address.
const PAGES = {
  knights: { path: 'index.html', moves: 'd5e4h4a5e8d1b5g4', ply: 6, other: 0, names: 'd5e4h4a5e8d1a8' },
  reversi: { path: 'reversi.html', moves: 'f5d6c3d3c4f4f6f3e6e7', ply: 4, other: 20, names: 'f5d6c3d3e3' },
};

// The address's game: its moves, and the side line shown (null when none).
const linked = (page) => page.evaluate(() => {
  const fields = new URLSearchParams(location.hash.slice(1));
  return { moves: fields.get('moves'), line: fields.get('line') };
});
const moveList = (page) => page.$eval('#moves', (list) => ({
  main: [...list.children].filter((item) => !item.classList.contains('lines')).map((item) => item.textContent.trim()),
  lines: [...list.querySelectorAll('ol.line')].map((line) => line.textContent.trim()),
  current: list.querySelector('[aria-current]')?.textContent.trim() ?? null,
}));

for (const [name, { path, moves, ply, other, names }] of Object.entries(PAGES)) {
  describe(name, () => {
    test('a side line: made without losing the game, kept after a reload, made the game, deleted', async () => {
      const url = `${server.url}${path}#moves=${moves}&you=both`;
      const page = await openMeasured(browser, url, { clock: false });  // reloaded: a paused clock would hold the page
      await page.click(`#moves button[data-node="${ply}"]`);
      assert.match(await status(page), new RegExp(`^${ja.replayNotice}`));
      await clickSquare(page, other);
      const made = await moveList(page);
      assert.equal(made.main.length, moves.length / 2, 'the game\'s moves all stay in the list');
      assert.equal(made.lines.length, 1);
      assert.match(made.lines[0], new RegExp(`^${ply + 1} ${names.slice(-2)}$`), 'the side line, after the move it replaces');
      assert.equal(made.current, `${ply + 1} ${names.slice(-2)}`);
      assert.match(await status(page), new RegExp(`^${ja.sideLineNotice}`));
      assert.deepEqual(await linked(page), { moves, line: names });
      assert.equal(await page.isVisible('#line-actions'), true);
      assert.deepEqual(await axeViolations(page), []);

      await reopenGamePage(page, page.url());
      assert.deepEqual(await moveList(page), made, 'a reload keeps the side line, shown where it was');
      // Back to the game's end, and a reload: the side line is still there (the tab keeps it).
      await page.click(`#moves button[data-node="${moves.length / 2}"]`);
      await reopenGamePage(page, page.url());
      assert.equal((await moveList(page)).lines.length, 1, 'kept by the tab, not the address');

      await page.click(`#moves ol.line button`);
      await page.click('#promote-line');
      const promoted = await moveList(page);
      assert.equal(promoted.main.length, ply + 1, 'the side line is the game now');
      assert.equal(promoted.lines.length, 1, 'and the old moves a side line');
      assert.deepEqual(await linked(page), { moves: names, line: null });
      assert.equal(await page.isVisible('#line-actions'), false);

      await page.click(`#moves ol.line button`);
      await page.click('#remove-line');
      assert.deepEqual((await moveList(page)).lines, [], 'deleted');
      assert.deepEqual(await linked(page), { moves: names, line: null });
      assert.ok((await layoutShifts(page)).cls <= 0.02, JSON.stringify(await layoutShifts(page)));
      await closeClean(page);
    });

    test('against the computer: a side line is not answered; made the game, the computer plays on', async () => {
      const you = name === 'knights' ? 'first' : 'black';
      const page = await openMeasured(browser, `${server.url}${path}#moves=${moves.slice(0, 2 * ply)}&you=${you}&level=random`);
      await page.click('#replay-start');
      await clickSquare(page, name === 'knights' ? 27 : 37);  // d5 / f5 again: the game's own first move, followed
      await page.clock.runFor(3000);
      const line = await moveList(page);
      assert.equal(line.main.length, ply, 'the game as it was');
      await page.click('#replay-start');
      await clickSquare(page, name === 'knights' ? 63 : 19);  // h1 / d3: another first move
      await page.clock.runFor(3000);
      assert.equal((await moveList(page)).lines.length, 1);
      assert.equal((await moveList(page)).current, `1 ${name === 'knights' ? 'h1' : 'd3'}`, 'no reply in a side line');
      await page.click('#promote-line');
      await page.clock.runFor(3000);
      assert.ok(await eventually(async () => (await moveList(page)).main.length === 2), 'the computer answered once it was the game');
      await closeClean(page);
    });

    test('a phone: the replay keeps the board, the move shown and its buttons in view; controls big enough', async () => {
      const page = await openMeasured(browser, `${server.url}${path}#moves=${moves}&you=both`, { clock: false, contextOptions: PHONE });
      await page.click(`#moves button[data-node="2"]`);  // far down the page
      const inView = () => page.evaluate(() => {
        const box = (id) => document.getElementById(id).getBoundingClientRect();
        const within = ({ top, bottom }) => top >= 0 && bottom <= innerHeight;
        return { board: within(box('board')), where: within(box('replay-where')), back: within(box('replay-back')), forward: within(box('replay-forward')), y: scrollY };
      });
      const first = await inView();
      assert.deepEqual({ ...first, y: 0 }, { board: true, where: true, back: true, forward: true, y: 0 }, `the board brought into view: ${JSON.stringify(first)}`);
      for (const button of ['#replay-forward', '#replay-forward', '#replay-back', '#replay-forward']) {
        await page.click(button);
        assert.deepEqual(await inView(), first, `after ${button}: nothing scrolled`);
      }
      assert.match(await page.textContent('#replay-where'), /^4 \S+ \/ \d+手$/);
      // A radio button or a checkbox is clicked by its label, the range by itself.
      const small = await page.evaluate(() => [...document.querySelectorAll('button, a[href], label:has(input), input[type="range"]')]
        .filter((control) => control.offsetParent !== null || getComputedStyle(control).position === 'fixed')
        .map((control) => ({ what: control.id || control.textContent.trim().slice(0, 12) || control.tagName, height: control.getBoundingClientRect().height,
          main: control.matches('#replay button, #panel-buttons button, #line-actions button, .start') }))
        .filter(({ height, main }) => height < (main ? 44 : 24)));
      assert.deepEqual(small, [], 'controls under 24px, or main ones under 44px');
      assert.deepEqual(await axeViolations(page), []);
      await page.click('#replay-end');
      assert.equal(await page.evaluate(() => document.body.classList.contains('replaying')), false, 'the game\'s end: the bar back in its place');
      assert.ok((await layoutShifts(page)).cls <= 0.02, JSON.stringify(await layoutShifts(page)));
      await closeClean(page);
    });
  });
}

test('a wide screen: the move list shows eight rows before it scrolls', async () => {
  const page = await openMeasured(browser, `${server.url}reversi.html#moves=f5d6c3d3c4f4f6f3e6e7&you=both`, { contextOptions: { viewport: { width: 1440, height: 900 } } });
  const rows = await page.$eval('#moves', (list) => {
    const row = list.querySelector('li').getBoundingClientRect().height;
    const gap = parseFloat(getComputedStyle(list).rowGap);
    return (list.clientHeight - 2 * parseFloat(getComputedStyle(list).paddingTop) + gap) / (row + gap);
  });
  assert.ok(rows >= 8, `${rows} rows`);
  await closeClean(page);
});
