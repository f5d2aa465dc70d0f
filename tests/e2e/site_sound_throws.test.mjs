// Issue 14, item 7: audio elements that throw at once — play() and the currentTime setter, as older
// WebKit does — cost the sound only: the knight page's AI still answers (it once stayed on
// 「AI思考中...」), and the Reversi page's board still follows its engine after the CPU's reply.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { closeClean, letAiMove, zeroRandom } from './game_page.mjs';
import { board, clickSquare, knights, openKnightPage, status, THINKING } from './knight_page.mjs';
import { GameOnPage, openReversiPage } from './reversi_page.mjs';

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

// An init script, after the tests' sound spy: every audio element throws synchronously from play()
// (once the spy has noted the sound asked for) and from currentTime = …
function throwingAudio() {
  const refuse = () => { throw new DOMException('not supported', 'NotSupportedError'); };
  const spy = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play() {
    spy.call(this);
    refuse();
  };
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', { get: () => 0, set: refuse, configurable: true });
}

test('knight page: the AI answers whatever the audio throws', async () => {
  const page = await openKnightPage(browser, server.url, { clock: true, initScripts: [[throwingAudio]] });
  await clickSquare(page, 27);
  await letAiMove(page);
  assert.equal(knights(await board(page)).length, 2, 'the AI placed its knight');
  assert.notEqual(await status(page), THINKING);
  await closeClean(page);
});

test('Reversi page: the board follows the engine through the CPU\'s replies whatever the audio throws', async () => {
  const page = await openReversiPage(browser, server.url, { clock: true, initScripts: [[zeroRandom], [throwingAudio]] });
  const game = new GameOnPage(engine, page);
  for (let i = 0; i < 3; i++) {
    await game.click(game.game.legalMoves()[0]);
    await game.cpuMove();
    await game.assertShown(`after move ${i + 1}`);
  }
  game.delete();
  await closeClean(page);
});
