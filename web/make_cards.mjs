// Makes the pictures of the pages' share cards, which their og:image names (web/partials/page_start.html):
// web/icons/GAME-card.png, 1200×630 (the size Open Graph and X's large card ask for), the page's own
// board in the middle of a game on the page's background, drawn by the page itself: the built site
// (build/wasm/site, or the folder given) served on localhost and opened with a game in its address
// by Debian's Chromium through playwright-core (tests/node_modules, from `.ci/setup test`), then
// recompressed losslessly (png_recompress.mjs, Debian's zopfli). The PNGs are committed, so run
// this only after changing the board's look:
//   node web/make_cards.mjs [SITE_DIR]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { recompressPng } from './png_recompress.mjs';
import { startServer } from '../.ci/static-server.mjs';

const require = createRequire(new URL('../tests/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [WIDTH, HEIGHT] = [1200, 630];
// Each card's page, with a game well under way for two players (no computer's move to wait for).
const CARDS = {
  knights: 'index.html#moves=d5e4h4a5e8d1b5g4c1f8c2&you=both',
  reversi: 'reversi.html#moves=f5d6c3d3c4f4f6f3e6e7d7c5b6&you=both',
};

const siteDir = process.argv[2] ?? fileURLToPath(new URL('../build/wasm/site', import.meta.url));
const server = await startServer({ root: siteDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // The board drawn at twice its size, so that it stays sharp at the card's scale.
  const page = await browser.newPage({ viewport: { width: 800, height: 1200 }, deviceScaleFactor: 2 });
  for (const [game, address] of Object.entries(CARDS)) {
    await page.goto(`${server.url}${address}`);
    await page.waitForFunction(() => performance.getEntriesByName('board-playable').length > 0);
    await page.evaluate(() => document.fonts.ready);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const board = await page.locator('#board').screenshot({ animations: 'disabled' });
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.setContent(`<body style="margin:0;background:${background};display:grid;place-items:center;height:100vh">
      <img src="data:image/png;base64,${board.toString('base64')}" style="height:${HEIGHT - 60}px"></body>`);
    const path = fileURLToPath(new URL(`./icons/${game}-card.png`, import.meta.url));
    await page.screenshot({ path, scale: 'css' });
    recompressPng(path);
    await page.setViewportSize({ width: 800, height: 1200 });
    console.log(`web/icons/${game}-card.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
