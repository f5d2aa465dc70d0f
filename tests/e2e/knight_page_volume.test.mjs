// The volume row and its storage in Chromium: default 30, saved as 0–1 under the original's key
// when the slider is released, restored after a reload, applied to all five sounds; corrupt or
// throwing storage (also a real sandboxed iframe) and refused play() leave the page working.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, serveSite } from './harness.mjs';
import { blockStorage, reopenGamePage } from './game_page.mjs';
import {
  board, clickSquare, closeClean, knights, letAiMove, openKnightPage, soundLog, soundsPlayed, spyOnWorkers, status,
  STATUS_FIRST_TURN, THINKING, VOLUME_KEY,
} from './knight_page.mjs';

let browser, server;
before(async () => { [browser, server] = await Promise.all([launchBrowser(), serveSite()]); });
after(async () => { await browser?.close(); await server?.close(); });

const SOUND_FILES = ['cpu', 'lose', 'ng', 'select', 'win'];

// Returns what the volume row shows and every sound element's file and volume.
async function volumeState(page) {
  return page.evaluate(() => ({
    slider: document.querySelector('#volume input').value,
    shown: document.querySelector('#volume input + span').textContent,
    sounds: [...document.querySelectorAll('audio')]
      .map((a) => [new URL(a.src).pathname.split('/').pop().replace('.mp3', ''), a.volume])
      .sort(),
  }));
}

const expectVolume = (percent) => ({
  slider: String(percent), shown: String(percent), sounds: SOUND_FILES.map((name) => [name, percent / 100]),
});

const storedVolume = (page) => page.evaluate((key) => localStorage.getItem(key), VOLUME_KEY);

// Drags the slider's thumb with the mouse to fraction x of its width, without letting go.
async function pressAndDrag(page, x) {
  await page.$eval('#volume input', (el) => el.scrollIntoView({ block: 'center' }));
  const box = await page.$eval('#volume input', (el) => el.getBoundingClientRect().toJSON());
  const thumbX = box.x + box.width * Number(await page.$eval('#volume input', (el) => el.value)) / 100;
  await page.mouse.move(thumbX, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * x, box.y + box.height / 2, { steps: 5 });
}

describe('volume', () => {
  test('defaults to 30, applied to all five sounds', async () => {
    const page = await openKnightPage(browser, server.url);
    assert.deepEqual(await volumeState(page), expectVolume(30));
    assert.equal(await storedVolume(page), null, 'nothing is stored until the slider is moved');
    await closeClean(page);
  });

  test('follows the slider while dragging, is saved as 0–1 on release, and restored after a reload', async () => {
    const page = await openKnightPage(browser, server.url);
    await pressAndDrag(page, 0.8);
    const dragged = await volumeState(page);
    const percent = Number(dragged.slider);
    assert.ok(percent >= 75 && percent <= 85, `the thumb moved to about 80 (${percent})`);
    assert.deepEqual(dragged, expectVolume(percent));
    assert.equal(await storedVolume(page), null, 'not saved while the slider is held');
    await page.mouse.up();
    assert.equal(await storedVolume(page), String(percent / 100));

    await page.reload();
    await page.waitForFunction(() => document.getElementById('status').textContent !== '');
    assert.deepEqual(await volumeState(page), expectVolume(percent));
    await closeClean(page);
  });

  test('the sounds play at the volume set, 音量テスト plays select from its start', async () => {
    const page = await openKnightPage(browser, server.url, { clock: true });
    await page.focus('#volume input');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    assert.equal(await storedVolume(page), '0.25');
    await page.click('#volume-test');
    await clickSquare(page, 0);
    await clickSquare(page, 63);  // refused: the AI is thinking
    await letAiMove(page);
    const log = await soundLog(page);
    assert.deepEqual(log.map((e) => e.name), ['select', 'select', 'ng', 'cpu']);
    for (const entry of log) assert.deepEqual([entry.volume, entry.currentTime], [0.25, 0]);
    await closeClean(page);
  });

  test('0 and 1 are restored as 0 and 100', async () => {
    const page = await openKnightPage(browser, server.url);
    for (const [text, percent] of [['0', 0], ['1', 100], ['0.57', 57]]) {
      await reopenGamePage(page, server.url, { stored: { [VOLUME_KEY]: text } });
      assert.deepEqual(await volumeState(page), expectVolume(percent), `stored ${text}`);
    }
    await closeClean(page);
  });
});

// Checks that the page (or its frame) plays: a click places a knight and the AI answers on the
// page's fake clock.
async function assertPlayable(page, frame = page) {
  assert.equal(await status(frame), STATUS_FIRST_TURN);
  await clickSquare(frame, 27);
  assert.equal(await status(frame), THINKING);
  await letAiMove(page, { frame });
  assert.equal(knights(await board(frame)).length, 2);
}

describe('bad storage falls back to 30 and the page keeps working', () => {
  test('a stored volume that is not a number from 0 to 1', async () => {
    // A sample; tests/js/page_settings.test.mjs runs the whole table through parseVolume.
    const page = await openKnightPage(browser, server.url, { clock: true });
    for (const text of ['abc', '1.5', '']) {
      await reopenGamePage(page, server.url, { stored: { [VOLUME_KEY]: text } });
      assert.deepEqual(await volumeState(page), expectVolume(30), `stored ${JSON.stringify(text)}`);
      await assertPlayable(page);
    }
    await closeClean(page);
  });

  const blockers = {
    // Sandboxed and third-party iframes: touching window.localStorage throws.
    'localStorage that throws on access': blockStorage,
    // Privacy modes and full quotas: reading or writing throws.
    'getItem and setItem that throw': () => {
      Storage.prototype.getItem = () => { throw new DOMException('denied', 'SecurityError'); };
      Storage.prototype.setItem = () => { throw new DOMException('quota', 'QuotaExceededError'); };
    },
  };
  for (const [name, blocker] of Object.entries(blockers)) {
    test(name, async () => {
      const page = await openKnightPage(browser, server.url, { clock: true, initScripts: [[blocker]] });
      assert.deepEqual(await volumeState(page), expectVolume(30));
      await page.focus('#volume input');
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await volumeState(page), expectVolume(31), 'the volume works in memory');
      await page.click('#volume-test');
      assert.deepEqual((await soundLog(page)).at(-1), { name: 'select', volume: 0.31, currentTime: 0 });
      await assertPlayable(page);
      await closeClean(page);
    });
  }

  test('a real sandboxed iframe without allow-same-origin', async () => {
    // The embedded page has an opaque origin: its scripts and wasm load only with CORS, as GitHub
    // Pages serves them, and its localStorage throws SecurityError.
    const cors = await serveSite({ headers: { 'Access-Control-Allow-Origin': '*' } });
    try {
      const context = await browser.newContext();
      await context.addInitScript(spyOnWorkers);
      await context.clock.install();
      await context.route(`${cors.url}host.html`, (route) => route.fulfill({
        contentType: 'text/html',
        body: '<!DOCTYPE html><iframe sandbox="allow-scripts" src="./index.html" width="600" height="900"></iframe>',
      }));
      const page = await openPage(context, `${cors.url}host.html`);
      const frame = await (await page.waitForSelector('iframe')).contentFrame();
      await frame.waitForFunction(() => document.getElementById('status').textContent !== '');
      assert.equal(await frame.evaluate(() => { try { return typeof localStorage; } catch (e) { return e.name; } }), 'SecurityError');
      assert.deepEqual(await volumeState(frame), expectVolume(30));
      await frame.focus('#volume input');
      await page.keyboard.press('ArrowRight');
      assert.deepEqual(await volumeState(frame), expectVolume(31));
      await assertPlayable(page, frame);
      await closeClean(page);
    } finally {
      await cors.close();
    }
  });
});

test('play() refused by an autoplay policy raises no unhandled rejection', async () => {
  const page = await openKnightPage(browser, server.url, { clock: true, refuseSound: true });
  await page.click('#start-second');
  await letAiMove(page, { ms: 1000 });
  await clickSquare(page, 27);  // occupied: ng
  await clickSquare(page, 0);
  await letAiMove(page);
  await page.click('#volume-test');
  assert.deepEqual(await soundsPlayed(page), ['select', 'cpu', 'ng', 'select', 'cpu', 'select']);
  await page.evaluate(() => 0);  // a round trip after the last play(): its rejection has surfaced
  await closeClean(page);
});
