// When the engine cannot load (its script or its wasm missing, or the wasm corrupt) the status
// line says so, the board and reset buttons are visibly out of play, nothing throws uncaught, and
// the volume row still works.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, serveSite } from './harness.mjs';
import { board, clickSquare, openKnightPage, soundsPlayed, status } from './knight_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const LOAD_FAILURE = 'ゲームを読み込めませんでした。ページを再読み込みしてください。';

const failures = {
  'engine.mjs answers 404': ['**/js/engine.mjs', (route) => route.fulfill({ status: 404, body: 'not found' })],
  'engine.wasm cannot be fetched': ['**/js/engine.wasm', (route) => route.abort('failed')],
  'engine.wasm is corrupt': ['**/js/engine.wasm', (route) => route.fulfill({
    status: 200, contentType: 'application/wasm', body: Buffer.from('this is not WebAssembly'),
  })],
};

for (const [name, [pattern, handler]] of Object.entries(failures)) {
  test(`${name}: a clear message, an inert board, no uncaught error`, async () => {
    const page = await openKnightPage(browser, server.url, { routes: [[pattern, handler]] });
    assert.equal(await status(page), LOAD_FAILURE);
    const look = await page.evaluate(() => ({
      cells: document.querySelectorAll('#board .cell').length,
      cursor: getComputedStyle(document.querySelector('#board .cell')).cursor,
      opacity: getComputedStyle(document.querySelector('#board .cell')).opacity,
      resetsDisabled: [...document.querySelectorAll('button.start')].map((b) => b.disabled),
    }));
    assert.deepEqual(look, { cells: 64, cursor: 'not-allowed', opacity: '0.4', resetsDisabled: [true, true] });

    await clickSquare(page, 27);
    assert.deepEqual(await board(page), Array(64).fill(''));
    assert.equal(await status(page), LOAD_FAILURE);
    await page.focus('#volume input');
    await page.keyboard.press('ArrowRight');
    await page.click('#volume-test');
    assert.equal(await page.textContent('#volume input + span'), '31');
    assert.deepEqual(await soundsPlayed(page), ['select'], 'only the volume test sounds; the board is silent');

    // The failed request itself is logged by the browser; nothing else may be.
    const unexpected = page.problems.filter((p) => !/^(console: Failed to load resource|http 404: .*engine\.mjs$)/.test(p));
    assert.deepEqual(unexpected, []);
    await page.context().close();
  });
}
