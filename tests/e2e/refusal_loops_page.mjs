// Runs tests/js/refused_calls.mjs's refusalLoops() in a Chromium page on a game's module as the
// site serves it (for the browser test and the bench).
import { readFile } from 'node:fs/promises';
import { siteBuild } from './harness.mjs';

const LOOPS_URL = '/__refused_calls.mjs';

export async function chromiumRefusalLoops(browser, siteUrl, game, counts) {
  const page = await browser.newPage();
  try {
    const source = await readFile(new URL('../js/refused_calls.mjs', import.meta.url), 'utf8');
    await page.route(`**${LOOPS_URL}`, (route) => route.fulfill({ contentType: 'text/javascript', body: source }));
    await page.goto(`${siteUrl}sw.js`);  // a page of the site's origin that loads nothing
    const { version } = await siteBuild();
    return await page.evaluate(async ({ moduleUrl, loopsUrl, counts: options }) => {
      const { default: createEngine } = await import(moduleUrl);
      const { refusalLoops } = await import(loopsUrl);
      return refusalLoops(await createEngine(), options);
    }, { moduleUrl: `${siteUrl}v/${version}/js/engine/${game}_engine.mjs`, loopsUrl: new URL(LOOPS_URL, siteUrl).href, counts });
  } finally {
    await page.close();
  }
}
