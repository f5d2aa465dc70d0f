// What the pages tell the player, on both pages, desktop and a 360px phone, Japanese and English:
// a refused click says why on the status line, in the engine's words, for a moment or until the
// next action, and the cell flinches; the knight page marks the AI's knights and the last knight
// placed (in the labels too), Reversi marks both moves of a CPU that played twice; the result line
// gives the winner and the score, the tally per level is kept (and survives corrupt or blocked
// storage) of the games played from a new game — a link's counts in none, and the result says so —,
// もう一度 plays the same game again; each level says what it does, the knight page says
// how the second player always wins; between two players one button starts a new game.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { loadEngine } from '../js/load_engine.mjs';
import { blockStorage, reopenGamePage, storedTally } from './game_page.mjs';
import {
  atKnightPosition, clickSquare, closeClean, letAiMove, mirrorStrategy, openKnightPage, playOut, soundsPlayed, status,
  workerSettled, zeroRandom,
} from './knight_page.mjs';
import { choose, openReversiPage, shortestLineToPass } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

let browser, server, knightsEngine, reversiEngine;
before(async () => {
  [browser, server, knightsEngine, reversiEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('knights'), loadEngine('reversi')]);
});
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = [['desktop, Japanese', {}, '', ja], ['phone, English', PHONE, '?lang=en', en]];
const KNIGHT_TALLY = 'hatodemowakaru-knight-tally';
const REVERSI_TALLY = 'hatodemowakaru-reversi-tally';

const openKnights = (query = '', contextOptions = {}, initScripts = []) =>
  openKnightPage(browser, `${server.url}${query}`, { clock: true, initScripts: [[zeroRandom], ...initScripts], contextOptions });
const openReversi = (query = '', contextOptions = {}, initScripts = []) =>
  openReversiPage(browser, server.url, { query, clock: true, initScripts: [[zeroRandom], ...initScripts], contextOptions });

const notice = (page) => page.evaluate(() => document.querySelector('#status .notice')?.textContent ?? null);
const refusedCells = (page) => page.$$eval('#board .cell.refused', (cells) => cells.map((cell) => Number(cell.dataset.square)));
const label = (page, cell) => page.getAttribute(`#board [data-square="${cell}"]`, 'aria-label');
const marked = (page, name) => page.$$eval(`#board .cell.${name}`, (cells) => cells.map((cell) => Number(cell.dataset.square)));
const resultLines = (page) => page.evaluate(() => [document.getElementById('outcome').textContent, document.getElementById('tally').textContent]);
const againShown = (page) => page.$eval('#again', (button) => !button.hidden && getComputedStyle(button).visibility === 'visible');

for (const [view, contextOptions, query, strings] of VIEWS) {
  describe(view, () => {
    test('knights: a refused click says why for a moment, the cell flinches; the AI\'s knights and the last one are marked', async () => {
      const page = await openKnights(query, contextOptions);
      await clickSquare(page, 27);
      await clickSquare(page, 0);
      assert.equal(await notice(page), strings.refusedAiTurn);
      assert.deepEqual(await refusedCells(page), [0]);
      const reply = atKnightPosition(knightsEngine, [27], (g) => g.aiMove('random', 0));
      await letAiMove(page);
      assert.equal(await notice(page), null, 'the AI\'s move is the next thing that happens');
      await clickSquare(page, 27);
      assert.equal(await notice(page), strings.refusedOccupied('d5'));
      await clickSquare(page, 42);
      assert.equal(await notice(page), strings.refusedAttacked('c3', 'd5'));
      await page.clock.runFor(2499);
      assert.equal(await notice(page), strings.refusedAttacked('c3', 'd5'));
      await page.clock.runFor(1);
      assert.equal(await notice(page), null, 'gone after 2.5 s');
      assert.deepEqual((await soundsPlayed(page)).filter((s) => s === 'ng').length, 3);

      const name = atKnightPosition(knightsEngine, [], (g) => g.squareName(reply));
      assert.deepEqual([await marked(page, 'computer'), await marked(page, 'last')], [[reply], [reply]]);
      assert.equal(await label(page, reply), strings.markLastMove(strings.markComputer(strings.cellKnight(name))));
      assert.equal(await label(page, 27), strings.cellKnight('d5'), 'your knight: no mark');
      await closeClean(page);
    });

    test('knights: a won game — the result, the tally kept per level, もう一度 plays it again', async () => {
      // A new game as the second player (a link that gives no moves starts one), won by the mirror strategy.
      const page = await openKnights(`${query}#you=second&level=random`, contextOptions);
      assert.deepEqual(await resultLines(page), ['', strings.tally(strings.levelRandom, 0, 0)]);
      assert.equal(await againShown(page), false);
      await letAiMove(page, { ms: 1000 });
      await playOut(page, mirrorStrategy(), { thinking: strings.thinking });
      const count = (await page.$$eval('#moves li', (items) => items.length)) / 2;
      assert.deepEqual(await resultLines(page), [`${strings.won} ${strings.knightsPlaced(count, count)}`, strings.tally(strings.levelRandom, 1, 0)]);
      assert.deepEqual(await storedTally(page, KNIGHT_TALLY), { won: 1, lost: 0, drawn: 0 });
      assert.equal(await againShown(page), true);
      await page.click('#again');
      assert.equal(await status(page), strings.thinking, 'the same side again: the AI opens');
      assert.equal(await againShown(page), false);
      await letAiMove(page, { ms: 1000 });
      assert.equal(await page.$$eval('#moves li', (items) => items.length), 1);
      await page.check('#level-perfect');
      assert.deepEqual(await resultLines(page), ['', strings.tally(strings.levelRandom, 1, 0)], 'the level shows from the next position');
      await clickSquare(page, atKnightPosition(knightsEngine, [27], (g) => g.legalMoves()[0]));  // after the AI's d5
      await letAiMove(page);
      assert.deepEqual(await resultLines(page), ['', strings.tally(strings.levelPerfect, 0, 0)]);
      await closeClean(page);
    });

    test('Reversi: refusals in words; after your pass both CPU moves are marked', async () => {
      const { SIDE } = reversiEngine;
      const line = shortestLineToPass(reversiEngine, { size: 8, passer: SIDE.BLACK, cpuSide: SIDE.WHITE });
      const names = withNames(line);
      const page = await openReversi(`${query}#moves=${names.join('')}&you=black&level=random`, contextOptions);
      const theirFirst = line.at(-1);
      const theirSecond = withReversi(line, (g) => g.aiMove('random', 0, 1000));  // after your pass, the engine's
      await workerSettled(page);
      await page.clock.runFor(1000);
      await workerSettled(page);
      assert.deepEqual(await marked(page, 'last'), [theirFirst, theirSecond].sort((a, b) => a - b), 'both of the CPU\'s moves');
      await clickSquare(page, theirFirst);
      assert.equal(await notice(page), strings.refusedOccupied(names.at(-1)));
      const flipless = withReversi([...line, theirSecond], (g) => [...Array(64).keys()].find((c) => g.refusal(c)?.reason === reversiEngine.REFUSAL.NO_FLIP));
      await clickSquare(page, flipless);
      assert.equal(await notice(page), strings.refusedNoFlip(withNames([flipless])[0]));
      assert.ok((await refusedCells(page)).includes(flipless), 'the cell flinches');
      await closeClean(page);
    });
  });
}

// Returns the names of Reversi cells on 8×8; runs fn on an 8×8 game after moves (the engine
// passing where one is forced).
function withNames(cells) {
  return withReversi([], (g) => cells.map((cell) => g.squareName(cell)));
}
function withReversi(moves, fn) {
  const game = new reversiEngine.Reversi(8);
  try {
    for (const move of moves) game.play(move);
    return fn(game);
  } finally {
    game.delete();
  }
}

describe('the tally with bad or blocked storage, and Reversi\'s result', () => {
  test('a corrupt tally counts as none; blocked storage keeps it for the visit', async () => {
    const page = await openKnights();
    for (const text of ['not json', '[1,2]', '{"random":{"won":"many","lost":-1}}']) {
      await reopenGamePage(page, server.url, { stored: { [KNIGHT_TALLY]: text } });
      assert.deepEqual(await resultLines(page), ['', ja.tally(ja.levelRandom, 0, 0)], text);
    }
    await closeClean(page);
    const blocked = await openKnights('#you=second&level=random', {}, [[blockStorage]]);
    await letAiMove(blocked, { ms: 1000 });
    await playOut(blocked, mirrorStrategy());
    assert.equal((await resultLines(blocked))[1], ja.tally(ja.levelRandom, 1, 0));
    await closeClean(blocked);
  });

  test('Reversi against the CPU: the result with the discs, a tally with draws (a link\'s game not counted); between two players no tally', async () => {
    // A full board but for one square, black to play it and win: a link's game, which counts in no tally.
    const position = `${'X'.repeat(40)}${'O'.repeat(23)}. X`.replace(' ', '');
    const page = await openReversi(`#position=${position}&you=black&level=weighted`);
    assert.deepEqual(await resultLines(page), ['', ja.tallyWithDraws(ja.levelWeighted, 0, 0, 0)]);
    await clickSquare(page, 63);
    const [black, white] = withReversiText(`${position.slice(0, 64).replace('.', '-')} X`, (g) => {
      g.play(63);
      return g.state().counts;
    });
    assert.deepEqual(await resultLines(page), [`${ja.won} ${ja.finalCount(black, white)}`, `${ja.tallyWithDraws(ja.levelWeighted, 0, 0, 0)}\n${ja.linkNotCounted}`]);
    assert.equal(await page.evaluate((key) => Object.keys(localStorage).filter((k) => k.startsWith(key)).length, REVERSI_TALLY), 0, 'nothing stored');
    await choose(page, 'mode', 'friend');
    assert.deepEqual(await resultLines(page), ['', ''], 'two players: no tally');
    assert.deepEqual([await page.textContent('#start-first'), await page.$eval('#start-second', (b) => b.hidden)], [ja.newGame, true]);
    await choose(page, 'mode', 'cpu');
    assert.deepEqual([await page.textContent('#start-first'), await page.$eval('#start-second', (b) => b.hidden)], [ja.startFirst, false]);
    await closeClean(page);
  });
});

function withReversiText(text, fn) {
  const game = reversiEngine.Reversi.fromText(text);
  try {
    return fn(game);
  } finally {
    game.delete();
  }
}

test('each level says what it does, and the knight page how the second player always wins', async () => {
  const page = await openKnights();
  const help = () => page.textContent('#level-help');
  assert.equal(await help(), ja.levelHelpRandom);
  await page.check('#level-weighted');
  assert.equal(await help(), ja.levelHelpWeighted);
  await page.check('#level-perfect');
  assert.equal(await help(), ja.levelHelpPerfect);
  assert.equal(await page.textContent('#knight-tip'), ja.knightTip);
  await closeClean(page);
  const reversi = await openReversi('?lang=en');
  assert.equal(await reversi.textContent('#level-help'), en.levelHelpReversiRandom);
  await choose(reversi, 'level', 'strong');
  assert.equal(await reversi.textContent('#level-help'), en.levelHelpStrong);
  await closeClean(reversi);
});

test('English says "1 square", not "1 squares"', () => {
  assert.equal(en.yourTurn(1), 'Your turn (1 square left)');
  assert.equal(en.yourTurn(2), 'Your turn (2 squares left)');
  assert.equal(en.reversiYourTurn('Black', 1), 'Your turn (Black, 1 legal square)');
  assert.equal(en.reversiTurn('White', 3), 'White to move (3 legal squares)');
});
