// ?lang=en: the English page — lang="en", every visible text from the English table, none of the
// Japanese left — and the language switch, whose links keep the page's other query parameters.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean, letAiMove, openKnightPage, status, waitForGame } from './knight_page.mjs';
import en from '../../web/js/shell/strings_en.js';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

test('?lang=en: lang="en" and every text of the page from the English table', async () => {
  const page = await openKnightPage(browser, `${server.url}?lang=en`, { clock: true });
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.title(), en.title);
  const texts = await page.evaluate(() => Object.fromEntries(
    ['h1', 'h1 + p', '#start-first', '#start-second', '#volume label', '#volume-test'].map((s) => [s, document.querySelector(s).textContent])));
  assert.deepEqual(texts, {
    h1: en.title, 'h1 + p': en.rules, '#start-first': en.startFirst, '#start-second': en.startSecond,
    '#volume label': en.volume, '#volume-test': en.volumeTest,
  });
  assert.equal(await status(page), en.yourTurn(64));
  assert.equal(await page.getAttribute('#board', 'aria-label'), en.board);
  assert.equal(await page.getAttribute('#board [data-square="0"]', 'aria-label'), en.cellFree('a8'));

  await clickSquare(page, 27);
  assert.equal(await status(page), en.thinking);
  assert.equal(await page.getAttribute('#board [data-square="27"]', 'aria-label'), en.markLastMove(en.cellKnight('d5')));
  assert.equal(en.markLastMove(en.cellKnight('d5')), 'd5 knight, last move');
  assert.equal(await page.getAttribute('#board [data-square="42"]', 'aria-label'), en.cellBlocked('c3'));
  await letAiMove(page);
  assert.match(await status(page), /^Your turn \(\d+ squares left\)$/);

  // Nothing Japanese is left anywhere but in the link back to the Japanese page.
  const visible = await page.evaluate(() => document.getElementById('container').innerText);
  assert.doesNotMatch(visible, JAPANESE);
  assert.equal(await page.textContent('#languages'), '日本語');
  await closeClean(page);
});

test('the English load-failure message', async () => {
  const page = await openKnightPage(browser, `${server.url}?lang=en`, {
    routes: [['**/js/engine/knights_engine.mjs', (route) => route.fulfill({ status: 404, body: 'not found' })]],
  });
  assert.equal(await status(page), en.loadFailure);
  await page.context().close();
});

test('the switch links to the other language and keeps the other query parameters', async () => {
  const page = await openKnightPage(browser, `${server.url}?embed=1`);
  const link = page.locator('#languages a');
  assert.deepEqual([await link.textContent(), await link.getAttribute('lang'), await link.getAttribute('hreflang')],
    ['English', 'en', 'en']);
  await link.click();
  await waitForGame(page);
  assert.equal(new URL(page.url()).search, '?embed=1&lang=en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.getAttribute('html', 'class'), 'embedded');

  await page.locator('#languages a').click();
  await page.waitForFunction(() => document.documentElement.lang === 'ja' && document.getElementById('status').textContent);
  assert.equal(new URL(page.url()).search, '?embed=1');
  assert.equal(await page.textContent('h1'), 'ナイト配置ゲーム');
  await closeClean(page);
});
