// Issue 14, item 8: a page served at a path that starts with two slashes (//index.html, as a host
// may serve it) keeps its links on its own host: the language switch, once built from the path,
// pointed to the host "index.html"; the game link in the address (history.replaceState) too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { clickSquare, closeClean, letAiMove, openKnightPage } from './knight_page.mjs';
import { openReversiPage } from './reversi_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

test('at //index.html the language link, the game link and the page after the switch stay on the host', async () => {
  const origin = new URL(server.url).origin;
  const page = await openKnightPage(browser, `${origin}//index.html?embed=1`, { clock: true });
  assert.equal(await page.$eval('#languages a', (a) => a.href), `${origin}//index.html?embed=1&lang=en`);
  await clickSquare(page, 27);
  await letAiMove(page);
  assert.match(page.url(), new RegExp(`^${origin}//index\\.html\\?embed=1#moves=d5[a-h][1-8]`));
  await Promise.all([page.waitForNavigation(), page.click('#languages a')]);
  assert.equal(new URL(page.url()).origin, origin);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await closeClean(page);
});

test('at //reversi.html the language link stays on the host', async () => {
  const origin = new URL(server.url).origin;
  const page = await openReversiPage(browser, `${origin}//`, { query: '?lang=en' });
  assert.equal(await page.$eval('#languages a', (a) => a.href), `${origin}//reversi.html`);
  await closeClean(page);
});
