// Each page in each language has a description for search results and the Open Graph / X card tags
// that make a shared link show a card: the title, the description, a picture of the board (a PNG of
// 1200×630, which the browser never fetches) and its alt text, in the page's language once its
// script ran; the page as served (what a crawler, which runs no script, reads) in Japanese for
// either address (docs/hosting.md). axe finds nothing on the English pages.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './accessibility_audit.mjs';
import { launchBrowser, serveSite } from './harness.mjs';
import { closeClean, openGamePage } from './game_page.mjs';
import { LANGUAGES } from '../../web/js/shell/i18n.js';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

// Each page's keys for its title, description and card picture's alt text.
const PAGES = {
  'index.html': ['title', 'description', 'cardAlt'],
  'reversi.html': ['reversiTitle', 'reversiDescription', 'reversiCardAlt'],
};

// Returns the page's card: { name or property: content } of its meta tags.
const cardOf = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('meta[content]')]
  .map((meta) => [meta.getAttribute('name') ?? meta.getAttribute('property'), meta.getAttribute('content')])));

// Returns the width and height a PNG's header gives.
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

for (const [file, [titleKey, descriptionKey, altKey]] of Object.entries(PAGES)) {
  for (const language of ['ja', 'en']) {
    const address = `${file}${language === 'ja' ? '' : '?lang=en'}`;
    test(`${address}: a description and a card of the board, in ${language}`, async () => {
      const strings = LANGUAGES[language];
      const fetched = [];
      const page = await openGamePage(browser, `${server.url}${address}`, {
        routes: [['**/*', (route) => { fetched.push(route.request().url()); return route.continue(); }]],
      });
      const card = await cardOf(page);
      assert.ok(strings[descriptionKey].length >= 60, 'a description that says what the page is');
      assert.equal(card.description, strings[descriptionKey]);
      assert.equal(card['og:title'], strings[titleKey]);
      assert.equal(card['og:description'], strings[descriptionKey]);
      assert.equal(card['og:image:alt'], strings[altKey]);
      assert.equal(card['og:type'], 'website');
      assert.equal(card['twitter:card'], 'summary_large_image');
      assert.deepEqual([card['og:image:width'], card['og:image:height']], ['1200', '630']);

      const image = new URL(card['og:image'], page.url()).href;
      const response = await page.request.get(image);
      assert.equal(response.headers()['content-type'], 'image/png');
      assert.deepEqual(pngSize(await response.body()), [1200, 630]);
      assert.ok(!fetched.includes(image), 'the browser does not fetch the card\'s picture');

      // What a crawler reads: the page as served, whose texts are the default language's.
      const served = await (await page.request.get(page.url())).text();
      assert.ok(served.includes(`<meta name="description" data-content="${descriptionKey}" content="${LANGUAGES.ja[descriptionKey]}">`));
      if (language === 'en') assert.deepEqual(await axeViolations(page), []);
      await closeClean(page);
    });
  }
}
