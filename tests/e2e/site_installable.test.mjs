// Each page is an app a phone can put on its home screen and open offline: served under a project
// sub-path (as GitHub Pages serves https://user.github.io/repo/), Chromium's installability check
// finds nothing missing on either page in either language; the page links the manifest of its
// language, whose name is the game's in that language, whose start URL is the page itself (with
// ?lang=en in English) and whose scope the site's folder; its icons load; and, the page once
// visited, the start URL opens offline.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, launchProfile, openPage, serveSite } from './harness.mjs';
import { closeClean, status, waitForGame } from './game_page.mjs';

const PREFIX = '/knights-repo/';

// A profile of its own: Chromium installs nothing from an incognito context, which tests use.
let profile, browser, server;
before(async () => {
  profile = await mkdtemp(join(tmpdir(), 'profile-'));
  [browser, server] = await Promise.all([launchProfile(profile), serveSite({ prefix: PREFIX })]);
});
after(async () => {
  await browser?.close();
  await server?.close();
  await rm(profile, { recursive: true, force: true });
});

const APPS = [
  ['index.html', '', 'ナイト配置ゲーム', 'ナイト配置'],
  ['index.html', '?lang=en', 'Knight Placement Game', 'Knights'],
  ['reversi.html', '', 'リバーシ', 'リバーシ'],
  ['reversi.html', '?lang=en', 'Reversi', 'Reversi'],
];

for (const [page, query, name, shortName] of APPS) {
  test(`${page}${query}: installable, as ${name}, opening itself, offline too`, async () => {
    const tab = await openPage(browser, `${server.url}${page}${query}`);
    await waitForGame(tab);
    const manifestUrl = await tab.$eval('link[rel="manifest"]', (link) => link.href);
    const manifest = await (await tab.request.get(manifestUrl)).json();
    assert.equal(manifest.name, name);
    assert.equal(manifest.short_name, shortName);
    assert.equal(manifest.lang, query ? 'en' : 'ja');
    assert.equal(new URL(manifest.start_url, manifestUrl).href, `${server.url}${page}${query}`);
    assert.equal(new URL(manifest.scope, manifestUrl).href, server.url);
    for (const icon of manifest.icons) {
      const response = await tab.request.get(new URL(icon.src, manifestUrl).href);
      assert.equal(response.headers()['content-type'], 'image/png', icon.src);
    }

    const cdp = await browser.newCDPSession(tab);
    const errors = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
    // The check wants the service worker in control of the page.
    await tab.evaluate(() => navigator.serviceWorker.ready);
    assert.ok(await eventually(async () => (await errors()).length === 0, 10_000), `installability errors: ${JSON.stringify(await errors())}`);

    // Opened from the home screen with no network: the start URL, from the service worker's cache.
    assert.ok(await eventually(() => tab.evaluate(async (url) => Boolean(await caches.match(url, { ignoreSearch: true })), `${server.url}${page}`), 10_000));
    await browser.setOffline(true);
    try {
      await tab.goto(new URL(manifest.start_url, manifestUrl).href);
      await tab.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
      assert.ok((await status(tab)).length > 0);
    } finally {
      await browser.setOffline(false);
    }
    assert.deepEqual(tab.problems, [], 'no console errors, page errors or failed requests');
    await tab.close();
  });
}
