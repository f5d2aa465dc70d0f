// The moves' values on the Reversi page in Chromium (the engine's analysis in a worker of its own,
// in real time): the 「評価値」 toggle (off by default, remembered, a corrupt value off); on your turn
// every legal square shows a value, near the end all exact and equal to the solver's score after
// the move (bold), the best in yellow, the status line saying how far the analysis got; estimates
// (italic) said as such in the cells' labels; any move, undo or new game drops the analysis under
// way (its worker replaced) and values the new position; against the CPU no values on its turn and
// its move unaffected; both boards, both languages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACT_DIR, eventually, launchBrowser, serveSite } from './harness.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { clickSquare, closeClean, reopenGamePage, status, storeSetting } from './game_page.mjs';
import { openReversiPage } from './reversi_page.mjs';
import { positionField } from '../../web/js/play/game_link.js';
import { valueText } from '../../web/js/reversi/reversi_values.js';
import en from '../../web/js/shell/strings_en.js';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const VALUES_KEY = 'hatodemowakaru-reversi-values';
const ALL_EXACT = ' — 評価値: すべて確定';
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser, server, engine;
before(async () => { [browser, server, engine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const valuesOn = [storeSetting, { key: VALUES_KEY, text: 'on' }];
const open = (hash = '', { query = '', initScripts = [valuesOn], contextOptions = {} } = {}) =>
  openReversiPage(browser, server.url, { query: `${query}${hash}`, initScripts, contextOptions });

// Returns each cell's value as the page shows it: null, or { text, exact, best, label }.
const readValues = (page) => page.$$eval('#board .cell', (cells) => cells.map((cell) => {
  const note = cell.querySelector('.note');
  return note && { text: note.textContent, exact: note.classList.contains('exact'), best: cell.classList.contains('best'), label: cell.getAttribute('aria-label') };
}));
const valuedCells = (values) => values.flatMap((value, cell) => (value ? [cell] : []));

// A position of a random game (seeded) with `empties` empty squares and at least two moves to choose from.
function nearTheEnd(size, empties, seed) {
  const cells = size * size;
  // A fresh game a try, so that no earlier try stays behind as a side line of the record.
  for (let s = seed; ; s += 1) {
    const text = withGame(new engine.Reversi(size), (game) => {
      while (!game.state().over && cells - game.state().counts.reduce((a, b) => a + b) > empties) {
        const legal = game.legalMoves();
        s = (s * 1103515245 + 12345) % 2 ** 31;
        game.play(legal[s % legal.length]);
      }
      return !game.state().over && game.legalMoves().length >= 2 ? game.positionText() : null;
    });
    if (text !== null) return text;
  }
}

// The exact value of each legal move of the position text: the solver's score after it, negated
// (or not, when the other side had to pass: the mover is to move again).
const exactValues = (text) => withGame(engine.Reversi.fromText(text), (game) => new Map(game.legalMoves().map((cell) => {
  game.play(cell);
  const score = (game.state().passed === null ? -1 : 1) * game.solve().score;
  game.undo();
  return [cell, score];
})));

const allExact = (page) => eventually(async () => (await status(page)).endsWith(ALL_EXACT), 20_000);

describe('the toggle', () => {
  test('off by default: no values; on: every legal square valued, stored; off again: gone', async () => {
    const page = await open('', { initScripts: [] });
    assert.equal(await page.isChecked('#values'), false);
    assert.equal(await page.textContent('#values-toggle'), '評価値');
    await page.waitForTimeout(300);
    assert.deepEqual(valuedCells(await readValues(page)), []);
    await page.click('#values');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), VALUES_KEY), 'on');
    const legal = withGame(new engine.Reversi(8), (g) => g.legalMoves());
    assert.ok(await eventually(async () => valuedCells(await readValues(page)).join() === legal.join()), 'the four opening moves valued');
    assert.match(await status(page), /^あなたの番です \(黒・置ける場所 4 箇所\) — 評価値: \d+手読み（推定）$/);
    await page.click('#values');
    assert.deepEqual(valuedCells(await readValues(page)), []);
    assert.equal(await status(page), 'あなたの番です (黒・置ける場所 4 箇所)');
    assert.deepEqual(await page.$$eval('#board .cell.legal', (cells) => cells.length), 4, 'the dots are back');
    await closeClean(page);
  });

  test('remembered: on after a reload; a corrupt stored value is off', async () => {
    const page = await open();
    assert.equal(await page.isChecked('#values'), true);
    assert.ok(await eventually(async () => valuedCells(await readValues(page)).length === 4));
    await closeClean(page);
    const corrupt = await open('', { initScripts: [[storeSetting, { key: VALUES_KEY, text: 'yes' }]] });
    assert.equal(await corrupt.isChecked('#values'), false);
    await closeClean(corrupt);
  });
});

describe('what the values say', () => {
  for (const [size, empties, seed] of [[8, 12, 5], [8, 14, 9], [6, 12, 3]]) {
    test(`${size}×${size}, ${empties} empty squares: every legal square exact, the solver's score after the move; the best in yellow`, async () => {
      const text = nearTheEnd(size, empties, seed);
      const page = await open(`#position=${positionField(text)}&you=both${size === 6 ? '&size=6' : ''}`);
      assert.ok(await allExact(page), `all exact for ${text}`);
      const values = await readValues(page);
      const expected = exactValues(text);
      assert.deepEqual(valuedCells(values), [...expected.keys()]);
      const best = Math.max(...expected.values());
      for (const [cell, score] of expected) {
        assert.deepEqual({ ...values[cell], label: undefined }, { text: valueText(score), exact: true, best: score === best, label: undefined }, `cell ${cell}`);
        assert.match(values[cell].label, new RegExp(`置ける${score === best ? ' 最善' : ''} 評価値 ${valueText(score).replace('+', '\\+')}$`));
      }
      const font = await page.$eval('#board .note.exact', (note) => getComputedStyle(note).fontWeight);
      assert.equal(font, '700', 'exact values bold');
      await closeClean(page);
    });
  }

  test('far from the end: estimates, slanted and said as such; English', async () => {
    const page = await open('', { query: '?lang=en' });
    assert.ok(await eventually(async () => valuedCells(await readValues(page)).length === 4));
    const values = (await readValues(page)).filter(Boolean);
    for (const value of values) {
      assert.equal(value.exact, false);
      assert.match(value.label, /^[a-h][1-8] empty, legal move(, best)?, value [+−]?\d+ \(estimate\)$/);
    }
    assert.equal(await page.$eval('#board .note.estimate', (note) => getComputedStyle(note).fontStyle), 'italic');
    assert.match(await status(page), /^Your turn \(Black, 4 legal squares\) — values: \d+ pl(y|ies) ahead \(estimates\)$/);
    await closeClean(page);
  });
});

describe('the analysis follows the game', () => {
  test('two players: a move, an undo, a new game each drop the analysis under way and value the new position', async () => {
    const page = await open('#you=both');
    const valuedAfter = async (moves) => {
      const legal = withGame(new engine.Reversi(8), (g) => {
        for (const move of moves) g.play(move);
        return g.legalMoves();
      });
      assert.ok(await eventually(async () => valuedCells(await readValues(page)).join() === legal.join(), 5000), `values after ${moves}`);
    };
    await valuedAfter([]);
    const started = await page.evaluate(() => window.workerSpy.started);
    await clickSquare(page, 37);
    await valuedAfter([37]);
    assert.ok(await page.evaluate((before) => window.workerSpy.terminated >= 1 && window.workerSpy.started > before, started), 'the analysis worker replaced');
    await clickSquare(page, 43);
    await valuedAfter([37, 43]);
    await page.click('#undo');
    await valuedAfter([37]);
    await page.click('#start-first');
    await valuedAfter([]);
    await closeClean(page);
  });

  test('against the CPU: no values on its turn; its move comes from its own worker as without values', async () => {
    // The page's clock is the test's, so the CPU's 500 ms wait for it; the workers think in real time.
    const page = await openReversiPage(browser, server.url, { query: '#you=black&level=weighted', initScripts: [valuesOn], clock: true });
    assert.ok(await eventually(async () => valuedCells(await readValues(page)).length === 4));
    await clickSquare(page, 37);
    const aiMove = () => page.evaluate(() => {
      const request = window.workerSpy.requests.find((r) => r.type === 'aiMove');
      return request && window.workerSpy.replies.some((reply) => reply.id === request.id);
    });
    assert.ok(await eventually(aiMove), 'the CPU answered while the analysis worker was replaced');
    assert.deepEqual(valuedCells(await readValues(page)), [], 'none while the CPU thinks');
    assert.equal(await page.$$eval('#board .disc-white', (cells) => cells.length), 1);
    await page.clock.runFor(500);
    assert.equal(await page.$$eval('#board .disc-white', (cells) => cells.length), 3, 'the CPU moved after its 500 ms');
    assert.ok(await eventually(async () => valuedCells(await readValues(page)).length > 0, 5000), 'values again on your turn');
    const [aiMoves, analyses] = await page.evaluate(() => ['aiMove', 'analyze'].map((type) => window.workerSpy.requests.filter((r) => r.type === type).length));
    assert.deepEqual([aiMoves, analyses], [1, 2]);
    await closeClean(page);
  });
});

test('screenshots of the values: 8×8 and 6×6, Japanese and English, desktop and a 360px phone', async () => {
  await mkdir(ARTIFACT_DIR, { recursive: true });
  // Each size, language and device twice, in four shots rather than all eight combinations.
  const shots = [[8, '', {}], [6, '', PHONE], [6, '?lang=en', {}], [8, '?lang=en', PHONE]];
  const pages = new Map();  // one page a device, reopened at its second shot's link (its init script stores the values on again)
  for (const [size, query, contextOptions] of shots) {
    const text = nearTheEnd(size, 16, 7);
    const hash = `#position=${positionField(text)}&you=both${size === 6 ? '&size=6' : ''}`;
    const page = pages.has(contextOptions) ? await reopenGamePage(pages.get(contextOptions), `${server.url}reversi.html${query}${hash}`)
      : await open(hash, { query, contextOptions });
    pages.set(contextOptions, page);
    assert.ok(await eventually(async () => (await readValues(page)).some((value) => value?.exact), 20_000), 'an exact value shows');
    const name = `reversi-values-${size}${contextOptions === PHONE ? '-phone' : ''}${query ? '-en' : ''}`;
    await page.screenshot({ path: join(ARTIFACT_DIR, `${name}.png`), fullPage: true });
  }
  for (const page of pages.values()) await closeClean(page);
});
