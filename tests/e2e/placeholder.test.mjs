// The placeholder page loads the wasm module in Chromium and shows perft(3).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, serveSite } from './harness.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

test('the page computes perft(3) = 192504 with the wasm engine', async () => {
  const context = await browser.newContext();
  const page = await openPage(context, server.url);
  await page.waitForFunction(() => document.getElementById('perft').textContent !== '…');
  assert.equal(await page.textContent('#perft'), '192504');
  assert.deepEqual(page.problems, []);
  await context.close();
});
