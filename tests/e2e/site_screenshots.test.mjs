// Screenshots of the states a player meets, for people to look at (build/wasm/artifacts/), on both
// pages, desktop in Japanese and a 360px phone in English: the start; mid-game with the marks and
// the move list; a refused click with its reason; Reversi's pass; the result with the tally (of
// games played before, stored: the link's game won here counts in none, and says so). The
// checks here only make sure that each shot shows what its name says.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { clickSquare, closeClean, letAiMove, openGamePage, readStatus, reopenGamePage, workerSettled, zeroRandom } from './game_page.mjs';
import { gameEndings } from './game_endings.mjs';
import { shortestLineToPass } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop', {}, '', ja], ['phone-en', PHONE, '?lang=en', en]];

let browser, server, reversiEngine, ends;
before(async () => {
  [browser, server, reversiEngine, ends] = await Promise.all([
    launchBrowser(), serveSite(), loadEngine('reversi'), gameEndings(), mkdir(ARTIFACT_DIR, { recursive: true })]);
});
after(async () => { await browser?.close(); await server?.close(); });

const shoot = (page, name) => page.screenshot({ path: join(ARTIFACT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
const open = (url, contextOptions, clock = true) => openGamePage(browser, url, { clock, initScripts: [[zeroRandom]], contextOptions });
const firstFree = (page) => page.$$eval('#board .cell', (cells) => Number(cells.find((cell) => cell.textContent === '').dataset.square));

// Opens a game one move from its end at the page's url (game_endings.mjs) and wins it with that
// move: the result's shot needs a finished game, not the clicks of a whole one; stored, a tally of
// 3 won, 1 lost at the random level, so that the shot shows one.
async function wonAtLink(page, url, win, tallyKey) {
  await reopenGamePage(page, `${url}${win.hash}`, { stored: { [tallyKey]: JSON.stringify({ random: { won: 3, lost: 1, drawn: 0 } }) } });
  await clickSquare(page, win.last);
}

for (const [view, contextOptions, query, strings] of VIEWS) {
  test(`the knight page, ${view}: start, mid-game, a refusal, the result`, async () => {
    const page = await open(`${server.url}${query}`, contextOptions);
    await shoot(page, `knight-page-start-${view}`);
    for (let i = 0; i < 3; i++) {
      await clickSquare(page, await firstFree(page));
      await letAiMove(page);
    }
    assert.equal(await page.$$eval('#moves li', (items) => items.length), 6);
    await shoot(page, `knight-page-midgame-${view}`);
    await clickSquare(page, await page.$eval('#board .cell.last', (cell) => Number(cell.dataset.square)));
    assert.match((await readStatus(page)).notice, /./);
    await shoot(page, `knight-page-refusal-${view}`);
    await wonAtLink(page, `${server.url}${query}`, ends.knights.win, 'hatodemowakaru-knight-tally');
    assert.equal(await page.textContent('#tally'), `${strings.tally(strings.levelRandom, 3, 1)}\n${strings.linkNotCounted}`);
    await shoot(page, `knight-page-result-${view}`);
    await closeClean(page);
  });

  test(`the Reversi page, ${view}: mid-game, a pass, the result`, async () => {
    const { SIDE } = reversiEngine;
    const line = shortestLineToPass(reversiEngine, { size: 8, passer: SIDE.BLACK, cpuSide: SIDE.WHITE });
    const game = new reversiEngine.Reversi(8);
    const moves = line.map((cell) => game.squareName(cell)).join('');
    game.delete();
    // Paused from the start: the CPU, to move at the link, has chosen but waits on its delay for the
    // mid-game shot.
    const page = await open(`${server.url}reversi.html${query}#moves=${moves}&you=black&level=random`, contextOptions, 'paused');
    await workerSettled(page);
    assert.equal((await readStatus(page)).text, strings.cpuThinking);
    await shoot(page, `reversi-page-midgame-${view}`);
    await letAiMove(page, { ms: 1000 });
    assert.equal((await readStatus(page)).notice, strings.passedYou);
    await shoot(page, `reversi-page-pass-${view}`);
    await clickSquare(page, 0);
    await shoot(page, `reversi-page-refusal-${view}`);
    await wonAtLink(page, `${server.url}reversi.html${query}`, ends.reversi.win, 'hatodemowakaru-reversi-tally');
    assert.ok((await page.textContent('#outcome')).startsWith(strings.won), 'a won game\'s result');
    await shoot(page, `reversi-page-result-${view}`);
    await closeClean(page);
  });
}
