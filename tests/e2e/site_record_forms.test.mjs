// Games and positions in and out, on both pages: the knight page's #position= (the engine's text,
// '.' for '-'; knights attacking one another refused, the page naming them), 局面をコピー / Copy
// position, and 「棋譜・局面を貼り付け」: five written forms opened (numbered, run together with
// capitals, hyphenated, FFO's position, Edax's), a refused paste saying where and why and changing
// nothing, and axe finding nothing with the box open.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { axeViolations } from './accessibility_audit.mjs';
import { loadEngine, withGame } from '../js/load_engine.mjs';
import { board, closeClean, knights, openKnightPage } from './knight_page.mjs';
import { openReversiPage, readBoard } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

let browser, server, reversiEngine;
before(async () => { [browser, server, reversiEngine] = await Promise.all([launchBrowser(), serveSite(), loadEngine('reversi')]); });
after(async () => { await browser?.close(); await server?.close(); });

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
const openKnights = (hash = '', query = '') => openKnightPage(browser, `${server.url}${query}${hash}`, { contextOptions: CLIPBOARD });
const openReversi = (hash = '', query = '') => openReversiPage(browser, server.url, { query: `${query}${hash}`, contextOptions: CLIPBOARD });
const hashOf = (page) => page.evaluate(() => location.hash);
const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

// d5 and h8 placed, with '.' for an empty square, as a link writes it.
const squaresWith = (placed, empty = '-') => Array.from({ length: 64 }, (_, s) => (placed.includes(s) ? 'N' : empty)).join('');
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';
// The discs of a position text's 64 squares, as readBoard gives them (1 black, 2 white).
const discsOf = (text) => [...text.slice(0, 64)].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0));
const discsAfter = (moves) => withGame(new reversiEngine.Reversi(8), (g) => {
  g.playMoves(moves);
  return discsOf(g.positionText());
});

async function paste(page, text) {
  if (!(await page.$eval('#paste', (details) => details.open))) await page.click('#paste summary');
  await page.fill('#paste-text', text);
  await page.click('#paste-open');
}

describe('the knight page', () => {
  test('#position= opens the knights it names, moves go on from there, the address and 局面をコピー keep it', async () => {
    const start = squaresWith([27, 7], '.');
    const page = await openKnights(`#position=${start}&moves=a1&you=both`);
    assert.deepEqual(knights(await board(page)), [7, 27, 56]);
    assert.equal(await hashOf(page), `#moves=a1&position=${start}&you=both&level=random`);
    await page.click('#copy-position');
    assert.equal(await clipboard(page), squaresWith([7, 27, 56]));
    assert.equal(await page.textContent('#copy-position'), ja.copied);
    await closeClean(page);
  });

  test('knights that attack one another are refused, the page naming them; a new game starts', async () => {
    for (const [query, strings] of [['', ja], ['?lang=en', en]]) {
      const page = await openKnights(`#position=${squaresWith([27, 42])}`, query);
      assert.equal(await page.textContent('#status .notice'), strings.badRecord(strings.knightsAttack('d5', 'c3')));
      assert.deepEqual(knights(await board(page)), []);
      await closeClean(page);
    }
  });

  test('a pasted move list or position opens; a refused paste says where and why and changes nothing', async () => {
    const page = await openKnights('#you=both');
    await paste(page, '1. D5 a1 2. h8');
    assert.deepEqual(knights(await board(page)), [7, 27, 56]);
    await paste(page, squaresWith([0, 63]).match(/.{8}/g).join('\n'));
    assert.deepEqual(knights(await board(page)), [0, 63]);
    assert.equal(await hashOf(page), `#position=${squaresWith([0, 63], '.')}&you=both&level=random`);
    await paste(page, '1. d5 c3');
    assert.equal(await page.textContent('#paste-status'), ja.pasteRefused(ja.cannotPlay(2, ja.refusedAttacked('c3', 'd5'))));
    await paste(page, squaresWith([27, 42]));
    assert.equal(await page.textContent('#paste-status'), ja.pasteRefused(ja.knightsAttack('d5', 'c3')));
    assert.deepEqual(knights(await board(page)), [0, 63], 'the game stays');
    assert.deepEqual(await axeViolations(page), []);
    await closeClean(page);
  });
});

describe('the Reversi page', () => {
  // Five written forms of one game or position, and what the board must show after each.
  const forms = () => [
    ['1. f5 d6 2. c3 d3', discsAfter('f5 d6 c3 d3')],
    ['1.F5 2.D6 3.C3', discsAfter('f5 d6 c3')],
    ['f5-d6-c3-d3-c4', discsAfter('f5 d6 c3 d3 c4')],
    [`${FFO_40.slice(0, 64)}\nBlack to move`, discsOf(FFO_40)],
    [`${FFO_40.slice(0, 64).replace(/X/g, '*').replace(/-/g, '.')} *;`, discsOf(FFO_40)],
  ];

  test('five written forms pasted open their game or position; Copy position copies it', async () => {
    const page = await openReversi('#you=both', '?lang=en');
    for (const [text, discs] of forms()) {
      await paste(page, text);
      assert.deepEqual((await readBoard(page)).discs, discs, text);
      assert.equal(await page.textContent('#paste-status'), '');
    }
    await page.click('#copy-position');
    assert.equal(await clipboard(page), FFO_40);
    assert.match(await hashOf(page), /^#position=/);
    await closeClean(page);
  });

  test('the same forms in #moves=', async () => {
    for (const [text, discs] of forms().slice(0, 3)) {
      const page = await openReversi(`#moves=${encodeURIComponent(text)}&you=both`);
      assert.deepEqual((await readBoard(page)).discs, discs, text);
      await closeClean(page);
    }
  });

  test('a refused paste says where and why, in the page\'s words, and changes nothing', async () => {
    const page = await openReversi('#moves=f5d6&you=both');
    const before = { board: await readBoard(page), hash: await hashOf(page) };
    await paste(page, 'f5, d6, a1');
    assert.equal(await page.textContent('#paste-status'), ja.pasteRefused(ja.cannotPlay(3, ja.refusedNoFlip('a1'))));
    await paste(page, '1. f5 d6 2. c9');
    assert.equal(await page.textContent('#paste-status'), ja.pasteRefused(ja.notASquare(3, 'c9')));
    await paste(page, `XQ${'-'.repeat(62)} X`);
    assert.equal(await page.textContent('#paste-status'), ja.pasteRefused(ja.unreadable(2, `Q${'-'.repeat(31)}…`)));
    assert.deepEqual({ board: await readBoard(page), hash: await hashOf(page) }, before);
    assert.deepEqual(await axeViolations(page), []);
    await closeClean(page);
  });
});
