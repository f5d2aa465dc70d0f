// Cumulative layout shift as Chromium measures it (PerformanceObserver 'layout-shift' entries),
// for the layout test and the site bench: an init script records every shift from navigation on,
// and playTenMoves() plays a game of ten moves on either page so that what a game does to the
// layout is measured too.
import { clickSquare, letAiMove, openGamePage, zeroRandom } from './game_page.mjs';

// Runs in the page before its scripts: window.layoutShifts gets every shift without recent input
// (the web's CLS leaves out the half second after a click or a key), with the elements that moved.
export function recordLayoutShifts() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.push({
        value: entry.value,
        moved: (entry.sources ?? []).map(({ node }) => node?.id || node?.className || node?.nodeName || '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Returns { cls, shifts }: the sum of the shifts so far (at least the page's CLS) and each of them.
export async function layoutShifts(page) {
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

// Opens a page (the knight page, or reversi.html) with layout shifts recorded, on a fake clock.
export const openMeasured = (browser, url, options = {}) =>
  openGamePage(browser, url, { clock: true, ...options, initScripts: [[zeroRandom], [recordLayoutShifts], ...(options.initScripts ?? [])] });

// Plays ten moves on the page: five of the player's (legal(page) picks each), each answered by the
// computer after its delay.
export async function playTenMoves(page, legal) {
  for (let move = 0; move < 5; move++) {
    await clickSquare(page, await legal(page));
    await letAiMove(page);
  }
}

// Picks a legal square on either page by what the board shows: a free knight square, or a Reversi
// cell with a legal-move dot.
export const anyLegalSquare = (page) => page.$$eval('#board .cell', (cells) => {
  const reversi = document.body.classList.contains('reversi');
  const index = cells.findIndex((cell) => (reversi ? cell.classList.contains('legal') : cell.textContent === ''));
  return Number(cells[index].dataset.square);
});
