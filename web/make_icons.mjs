// Makes the games' home-screen icons, which the web app manifests name (web/partials/app.webmanifest):
// web/icons/GAME-192.png and GAME-512.png, the picture as it is, and GAME-maskable-512.png on a full
// square of the picture's background with the picture inside the middle 80%, which any shape an
// Android launcher cuts keeps whole. The pictures: the pages' own icons, web/icons/GAME.svg. Rendered
// by Debian's Chromium through playwright-core (tests/node_modules, from `.ci/setup test`), then
// recompressed losslessly (png_recompress.mjs, Debian's zopfli); the PNGs are committed, so run this
// only after changing a picture:
//   node web/make_icons.mjs
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { recompressPng } from './png_recompress.mjs';

const require = createRequire(new URL('../tests/package.json', import.meta.url));
const { chromium } = require('playwright-core');

// Each picture, and the colour of its own background, which fills a maskable icon's square.
const PICTURES = { knights: ['./icons/knights.svg', '#0f0f0f'], reversi: ['./icons/reversi.svg', '#1d7a3e'] };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [game, [file, background]] of Object.entries(PICTURES)) {
    const svg = await readFile(new URL(file, import.meta.url), 'utf8');
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    for (const [name, size, scale] of [[`${game}-192`, 192, 1], [`${game}-512`, 512, 1], [`${game}-maskable-512`, 512, 0.8]]) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<body style="margin:0;background:${scale < 1 ? background : 'transparent'};display:grid;place-items:center;height:100vh">
        <img src="${src}" style="width:${size * scale}px;height:${size * scale}px"></body>`);
      const path = new URL(`./icons/${name}.png`, import.meta.url).pathname;
      await page.screenshot({ path, omitBackground: scale === 1 });
      recompressPng(path);
      console.log(`web/icons/${name}.png`);
    }
  }
} finally {
  await browser.close();
}
