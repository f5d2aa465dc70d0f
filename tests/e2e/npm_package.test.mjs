// The npm package (engine/npm) in Chromium without a bundler: installed offline from the build's
// tarball into an empty folder, served as it lies, and imported by its name through an import map
// in a page, whose factories fetch the .wasm and the knowledge from beside the entry. The page plays
// the games js/npm_package plays in node, and comes to the same (the players search by node budgets).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startServer } from '../../.ci/static-server.mjs';
import { launchBrowser, openPage } from './harness.mjs';
import { assertGamesPlayed, installPackage, PACKAGE_NAME, playInNode } from '../js/npm_package.mjs';

// A classic script, so that window.games is there, resolving or rejecting, as soon as the page is.
const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>The npm package in a page</title>
<link rel="icon" href="data:,">
<script type="importmap">{ "imports": { "${PACKAGE_NAME}": "./node_modules/${PACKAGE_NAME}/index.mjs" } }</script>
<script>
  window.games = Promise.all([import('${PACKAGE_NAME}'), import('./npm_games.mjs')]).then(([pkg, { playGames }]) => playGames(pkg));
</script>
`;

let browser, installed, server;
before(async () => {
  [browser, installed] = await Promise.all([launchBrowser(), installPackage()]);
  await writeFile(join(installed.dir, 'index.html'), PAGE);
  server = await startServer({ root: installed.dir });
});
after(async () => { await browser?.close(); await server?.close(); await installed?.remove(); });

test('a page imports the package by its name and plays a knight game and an 8×8 Reversi game with the knowledge, as node does', async () => {
  const context = await browser.newContext();
  const page = await openPage(context, server.url);
  const inBrowser = await page.evaluate(() => window.games);
  assertGamesPlayed(inBrowser);
  assert.deepEqual(inBrowser, await playInNode(installed.dir));
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const file of ['knights_engine.wasm', 'knights_outcomes.bin', 'knights_values.bin', 'reversi_engine.wasm', 'reversi_knowledge.bin', 'reversi_book6.bin']) {
    assert.ok(fetched.includes(`/node_modules/${PACKAGE_NAME}/${file}`), `${file} fetched from the package: ${fetched}`);
  }
  assert.deepEqual(page.problems, []);
  await context.close();
});
