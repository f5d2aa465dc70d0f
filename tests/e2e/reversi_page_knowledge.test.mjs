// Reversi's knowledge (its pattern weights, js/engine/reversi_knowledge.bin) comes apart from the
// rules: the page plays at once without it, and fetches it only when a level or the values need it;
// while it is on its way the strong CPU and the values wait, and the status line says so, in the
// page's language; once it comes they go on. The file is held on its way by a route (no service
// worker, so that the route sees every request).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean, status, storeSetting, workerSettled } from './game_page.mjs';
import { openReversiPage, readBoard, SETTING_KEYS } from './reversi_page.mjs';

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
