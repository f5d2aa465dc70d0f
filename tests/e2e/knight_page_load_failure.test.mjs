// When the engine cannot load on the page (its script or its wasm missing, or the wasm corrupt),
// the status line says so, the board and the controls are visibly out of play, nothing throws
// uncaught, and the volume row still works. When only its worker cannot load (the worker's script
// missing, its wasm unfetchable, even after your first move), the page answers for it and the game
// goes on (issue 14, item 5).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, launchBrowser, serveSite } from './harness.mjs';
import { board, clickSquare, knights, letAiMove, openKnightPage, soundsPlayed, status, STATUS_FIRST_TURN, THINKING } from './knight_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const LOAD_FAILURE = 'ゲームを読み込めませんでした。ページを再読み込みしてください。';

const failures = {
  'knights_engine.mjs answers 404': ['**/js/engine/knights_engine.mjs', (route) => route.fulfill({ status: 404, body: 'not found' })],
  'knights_engine.wasm cannot be fetched': ['**/js/engine/knights_engine.wasm', (route) => route.abort('failed')],
  'knights_engine.wasm is corrupt': ['**/js/engine/knights_engine.wasm', (route) => route.fulfill({
    status: 200, contentType: 'application/wasm', body: Buffer.from('this is not WebAssembly'),
  })],
};

// Checks that the page says it could not load, that its board and controls are out of play and
// stay as they were (cells: the board as it must stay), and that the volume row works.
async function assertUnavailable(page, cells = Array(64).fill('')) {
  assert.equal(await status(page), LOAD_FAILURE);
  const look = await page.evaluate(() => ({
    cells: document.querySelectorAll('#board .cell').length,
    cursor: getComputedStyle(document.querySelector('#board .cell')).cursor,
    opacity: getComputedStyle(document.querySelector('#board .cell')).opacity,
    disabled: [...document.querySelectorAll('button.start, #options input')].map((input) => input.disabled),
  }));
  assert.deepEqual(look, { cells: 64, cursor: 'not-allowed', opacity: '0.4', disabled: Array(10).fill(true) });  // the reset buttons, the opponent, the levels, the hints, the coordinates

  const sounds = await soundsPlayed(page);
  await clickSquare(page, cells.indexOf(''));
  assert.deepEqual(await board(page), cells);
  assert.equal(await status(page), LOAD_FAILURE);
  await page.focus('#volume input');
  await page.keyboard.press('ArrowRight');
  await page.click('#volume-test');
  assert.equal(await page.textContent('#volume input + span'), '31');
  assert.deepEqual(await soundsPlayed(page), [...sounds, 'select'], 'only the volume test sounds; the board is silent');
}

// The failed requests themselves are logged by the browser; nothing else may be.
function assertOnlyLoadErrors(page) {
  const expected = /^(console: Failed to load resource|http 404: .*(knights_engine\.mjs|knight_worker\.js)$)/;
  assert.deepEqual(page.problems.filter((problem) => !expected.test(problem)), []);
}

for (const [name, [pattern, handler]] of Object.entries(failures)) {
  test(`${name}: a clear message, an inert board, no uncaught error`, async () => {
    const page = await openKnightPage(browser, server.url, { routes: [[pattern, handler]] });
    await assertUnavailable(page);
    assertOnlyLoadErrors(page);
    await page.context().close();
  });
}

// Fails the engine's wasm for the worker only: the page fetches it first (the worker starts once
// the page's engine is there), the worker after; the service worker's precaching is left alone.
function failWasmAfterFirst() {
  let count = 0;
  return ['**/js/engine/knights_engine.wasm', (route) => (route.request().serviceWorker() || ++count === 1 ? route.continue() : route.abort('failed'))];
}

describe('the engine worker cannot load: the page answers for it, and the game goes on', () => {
  const workerFailures = {
    'its script answers 404': ['**/js/knights/knight_worker.js', (route) => route.fulfill({ status: 404, body: 'not found' })],
    'its wasm cannot be fetched': failWasmAfterFirst(),
  };
  for (const [name, [pattern, handler]] of Object.entries(workerFailures)) {
    test(`${name}: the AI moves all the same`, async () => {
      const page = await openKnightPage(browser, server.url, { clock: true, routes: [[pattern, handler]] });
      assert.equal(await status(page), STATUS_FIRST_TURN);
      await clickSquare(page, 27);
      await letAiMove(page);
      assert.equal(knights(await board(page)).length, 2, 'the AI answered from the page');
      assertOnlyLoadErrors(page);
      await page.context().close();
    });
  }

  test('its script failing after your first move: your knight stays, and the AI answers from the page', async () => {
    let releaseScript;
    const held = new Promise((resolve) => { releaseScript = resolve; });
    const holdThenFail = async (route) => {
      await held;
      await route.fulfill({ status: 404, body: 'not found' });
    };
    const page = await openKnightPage(browser, server.url, { clock: true, routes: [['**/js/knights/knight_worker.js', holdThenFail]] });
    await clickSquare(page, 27);
    assert.equal(await status(page), THINKING);
    await page.clock.runFor(500);
    assert.deepEqual(knights(await board(page)), [27], 'the AI waits for its worker');
    releaseScript();
    assert.ok(await eventually(async () => {
      await page.clock.runFor(100);
      return knights(await board(page)).length === 2;
    }, 10_000), 'the AI answered from the page');
    assert.notEqual(await status(page), THINKING);
    assertOnlyLoadErrors(page);
    await page.context().close();
  });
});
