// Reversi's knowledge (its pattern weights, js/engine/reversi_knowledge.bin) comes apart from the
// rules: the page plays at once without it, and fetches it only when a level or the values need it;
// while it is on its way the strong CPU and the values wait, and the status line says so, in the
// page's language; once it comes they go on. The file is held on its way by a route (no service
// worker, so that the route sees every request). On 6×6 the proven book (js/engine/reversi_book6.bin)
// comes with it, and only there: the strong level is named perfect and the values are exact at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean, status, storeSetting, workerSettled } from './game_page.mjs';
import { choose, openReversiPage, readBoard, SETTING_KEYS } from './reversi_page.mjs';
import en from '../../web/js/shell/strings_en.js';
import ja from '../../web/js/shell/strings_ja.js';

const VALUES_KEY = 'hatodemowakaru-reversi-values';
const D3 = 19;  // a legal first move for black

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

// Opens the page with the knowledge's requests held until release().
async function openHeld({ query = '', initScripts = [] } = {}) {
  const held = [];
  const page = await openReversiPage(browser, server.url, {
    query, initScripts, contextOptions: { serviceWorkers: 'block' }, routes: [['**/reversi_knowledge.bin', (route) => { held.push(route); }]],
  });
  const release = async () => { for (const route of held.splice(0)) await route.continue(); };
  return { page, asked: () => held.length, release };
}

const discs = async (page) => (await readBoard(page)).discs.filter((disc) => disc !== 0).length;

test('random level, values off: the page plays without the knowledge, and never asks for it', async () => {
  const { page, asked } = await openHeld();
  await clickSquare(page, D3);
  assert.ok(await eventually(async () => (await discs(page)) === 6, 5000), 'the random CPU answered');
  await workerSettled(page);
  assert.equal(asked(), 0, 'no request for the knowledge');
  await closeClean(page);
});

for (const [query, loading, yourTurn] of [
  ['', 'CPU思考中... — 最強レベルを読み込み中…', /^あなたの番です/],
  ['?lang=en', 'CPU thinking... — loading the Strong level…', /^Your turn/],
]) {
  test(`the strong level${query && ' in English'}: asked for at once, the CPU waits for it saying so, then plays`, async () => {
    const { page, asked, release } = await openHeld({ query, initScripts: [[storeSetting, { key: SETTING_KEYS.level, text: 'strong' }]] });
    assert.ok(await eventually(() => asked() === 1), 'the knowledge asked for as the page opened');
    await clickSquare(page, D3);
    assert.ok(await eventually(async () => (await status(page)) === loading, 5000), `the status line: ${await status(page)}`);
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');
    assert.equal(await discs(page), 5, 'no move without the knowledge');
    await release();
    assert.ok(await eventually(async () => (await discs(page)) === 6, 10_000), 'the strong CPU moved once it came');
    assert.match(await status(page), yourTurn);
    assert.equal(asked(), 0, 'asked once');
    await closeClean(page);
  });
}

test('the values wait for the knowledge, saying so, then show', async () => {
  const { page, release } = await openHeld({ initScripts: [[storeSetting, { key: VALUES_KEY, text: 'on' }]] });
  assert.ok(await eventually(async () => (await status(page)).endsWith(' — 評価値: 読み込み中…')), `the status line: ${await status(page)}`);
  await release();
  assert.ok(await eventually(async () => (await page.$$('#board .cell .note')).length === 4, 10_000), 'the four first moves valued');
  assert.doesNotMatch(await status(page), /読み込み中/);
  await closeClean(page);
});

// Opens the page with the settings stored, counting the requests for the proven book.
async function openCounting(settings) {
  const books = [];
  const page = await openReversiPage(browser, server.url, {
    query: settings.query ?? '', contextOptions: { serviceWorkers: 'block' },
    initScripts: Object.entries(settings.stored).map(([key, text]) => [storeSetting, { key, text }]),
    routes: [['**/reversi_book6.bin', (route) => { books.push(route.request().url()); return route.continue(); }]],
  });
  return { page, books };
}

const strongName = (page) => page.textContent('#options input[name="level"][value="strong"] + span');

test('8×8: the strong level keeps its name, and the proven book is not asked for until the board is 6×6', async () => {
  const { page, books } = await openCounting({ stored: { [SETTING_KEYS.level]: 'strong', [VALUES_KEY]: 'on' } });
  assert.ok(await eventually(async () => (await page.$$('#board .cell .note')).length === 4, 10_000), 'the values came');
  assert.equal(await strongName(page), '最強');
  assert.equal(await page.textContent('#level-help'), ja.levelHelpStrong);
  assert.equal(books.length, 0);
  await choose(page, 'size', '6');
  assert.ok(await eventually(async () => (await strongName(page)) === '完全'), await strongName(page));
  assert.equal(await page.textContent('#level-help'), ja.levelHelpStrongPerfect);
  assert.ok(await eventually(() => books.length === 1), 'the book asked for with the new board');
  await choose(page, 'size', '8');
  assert.ok(await eventually(async () => (await strongName(page)) === '最強'), await strongName(page));
  await closeClean(page);
});

for (const [query, name, strings] of [['', '完全', ja], ['?lang=en', 'Perfect', en]]) {
  test(`6×6${query && ' in English'}: the strong level named ${name}, its proven book fetched once with the knowledge, the values of move 1 exact`, async () => {
    const { page, books } = await openCounting({ query, stored: { [SETTING_KEYS.size]: '6', [SETTING_KEYS.level]: 'strong', [VALUES_KEY]: 'on' } });
    assert.equal(await strongName(page), name);
    assert.equal(await page.textContent('#level-help'), strings.levelHelpStrongPerfect);
    const exactNotes = () => page.$$eval('#board .cell .note', (notes) => notes.map((note) => [note.textContent, note.classList.contains('exact')]));
    // The start's four moves are worth −4 each (6×6 Othello's value, white winning 20–16), exact at once.
    assert.ok(await eventually(async () => {
      const notes = await exactNotes();
      return notes.length === 4 && notes.every(([text, exact]) => exact && text === notes[0][0]);
    }, 10_000), JSON.stringify(await exactNotes()));
    assert.equal((await exactNotes())[0][0], '−4');
    assert.equal(books.length, 1, 'asked once');
    await closeClean(page);
  });
}
