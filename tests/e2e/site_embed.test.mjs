// The game embedded in a blog post on another origin (the blog at 127.0.0.1, the game at
// localhost), with README's own <iframe> snippet and listener: the frame takes the compact layout,
// reports its height, the listener sizes the frame to fit (and the snippet's own height would do),
// and a whole game plays inside, with real sound from the first click. Again in a sandboxed frame
// (no storage, no service worker, an opaque origin for the engine worker) on a phone, hints on.
// Saves the blog post after the game as build/wasm/artifacts/knight-page-embedded.png. The same
// snippet pointed at reversi.html embeds the Reversi page alike (reversi-page-embedded.png).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACT_DIR, eventually, launchBrowser, openPage, serveFiles, serveSite } from './harness.mjs';
import { closeClean, letAiMove, mirrorStrategy, playOut, spyOnWorkers, status, waitForGame, workerSettled } from './knight_page.mjs';
import { openGamePage } from './game_page.mjs';
import { choose, readBoard } from './reversi_page.mjs';

const HEIGHT_MESSAGE = 'knights-and-reversi:height';

let browser, site;
before(async () => {
  // GitHub Pages allows any origin to fetch its files, which a sandboxed frame's scripts need.
  [browser, site] = await Promise.all([launchBrowser(), serveSite({ headers: { 'Access-Control-Allow-Origin': '*' } })]);
});
after(async () => { await browser?.close(); await site?.close(); });

// README's embed snippet (the ```html block with the <iframe>), pointed at the local site.
async function readmeSnippet() {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const block = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).find((code) => code.includes('<iframe'));
  assert.ok(block, 'README has an ```html block with the <iframe> snippet');
  assert.ok(block.includes('https://USER.github.io/REPO/'), 'the snippet names the site as https://USER.github.io/REPO/');
  return block.replaceAll('https://USER.github.io/REPO/', site.url);
}

// Runs in every frame before its scripts: records, in order, each real play() of a sound and what
// it came to: 'played', or the error's name (NotAllowedError under an autoplay policy).
function recordSounds() {
  window.soundResults = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function recordedPlay() {
    const record = { name: this.id.replace('sound-', ''), result: 'pending' };
    window.soundResults.push(record);
    const promise = play.call(this);
    promise.then(() => { record.result = 'played'; }, (error) => { record.result = error.name; });
    return promise;
  };
}

// Opens a blog post embedding the game with README's snippet, `attributes` added to its <iframe>
// and its src pointed at `game` (the knight page by default, or reversi.html).
async function openBlogPost({ attributes = '', viewport, game = '' }) {
  const post = `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<script>window.heightMessages = []; addEventListener('message', (event) => heightMessages.push(event.data));</script>
<p>My favourite game:</p>
${(await readmeSnippet()).replace('<iframe', `<iframe ${attributes}`).replace(`${site.url}?`, `${site.url}${game}?`)}
<p>The end.</p></body></html>`;
  const blog = await serveFiles({ 'post.html': post });
  const context = await browser.newContext({ viewport });
  await context.clock.install();
  await context.addInitScript(recordSounds);
  await context.addInitScript(spyOnWorkers);
  const page = await openPage(context, `http://127.0.0.1:${blog.port}/post.html`);
  page.blog = blog;
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await waitForGame(frame);
  await page.clock.pauseAt(Date.now() + 60_000);
  return { page, frame };
}

// Returns the frame's look from inside, its content height, and the height of the frame itself.
async function measure(page, frame) {
  const inside = await frame.evaluate(() => ({
    embedded: document.documentElement.classList.contains('embedded'),
    h1: getComputedStyle(document.querySelector('h1')).fontSize,
    content: Math.ceil(document.body.getBoundingClientRect().height),
    viewport: window.innerHeight,
    overflowY: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  return { ...inside, frame: await page.$eval('iframe', (iframe) => iframe.getBoundingClientRect().height) };
}

// Checks that the frame got the compact layout, told its height and was sized by the listener to
// show all of it, without scrollbars. The message and the resize cross processes: the check waits
// (two seconds at most) for the frame and the document inside to settle at the same height.
async function assertFitted(page, frame) {
  let measured;
  await eventually(async () => {
    measured = await measure(page, frame);
    return measured.frame === measured.content && measured.viewport === measured.content;
  });
  const { content, viewport, frame: frameHeight, ...look } = measured;
  assert.deepEqual(look, { embedded: true, h1: '26px', overflowY: 0, overflowX: 0 });
  const snippetHeight = Number(/height: (\d+)px/.exec(await readmeSnippet())[1]);
  assert.ok(content <= snippetHeight, `README's frame height (${snippetHeight}px) holds the game (${content}px) without the listener`);
  assert.deepEqual([frameHeight, viewport], [content, content], 'the listener sized the frame to the content');
  const messages = await page.evaluate(() => heightMessages);
  for (const message of messages) {
    assert.deepEqual(Object.keys(message), ['type', 'height']);
    assert.equal(message.type, HEIGHT_MESSAGE);
    assert.ok(Number.isInteger(message.height), `height ${message.height}`);
  }
  assert.equal(messages.at(-1).height, content, 'the last message told the content height');
}

// Plays a whole game in the frame as the second player, mirroring the AI, and checks the win and
// that the sounds really played, the first on the first click inside the frame.
async function assertPlaysWholeGame(page, frame) {
  assert.deepEqual(await frame.evaluate(() => window.soundResults), [], 'no sound before a click');
  const told = (await page.evaluate(() => heightMessages.length));
  await frame.click('#start-second');
  await letAiMove(page, { ms: 1000, frame });
  await playOut(page, mirrorStrategy(), { frame });
  assert.equal(await status(frame), 'あなたの勝ち！');
  // play() settles once the sound has started, on no timer of the page's: wait for them all.
  const sounds = await eventually(async () => {
    const results = await frame.evaluate(() => window.soundResults);
    return results.every((sound) => sound.result !== 'pending') && results;
  });
  assert.ok(sounds, 'every play() settled');
  assert.deepEqual(sounds.slice(0, 2).map((sound) => sound.name), ['select', 'cpu'], 'the click sounds first');
  assert.equal(sounds.at(-2).name, 'win');
  assert.deepEqual(sounds.filter((sound) => sound.result !== 'played'), [], 'every sound really played');
  const heights = await page.evaluate((from) => heightMessages.slice(from).map((message) => message.height), told);
  assert.deepEqual(heights, [], 'the frame kept its height through the whole game: no new height to tell');
}

test('README\'s snippet on another origin: compact, fitted to its height, a whole game with sound', async () => {
  const { page, frame } = await openBlogPost({ viewport: { width: 1000, height: 800 } });
  try {
    await assertFitted(page, frame);
    assert.equal(await frame.evaluate(() => new URL(location.href).searchParams.get('embed')), '1');
    await assertPlaysWholeGame(page, frame);
    await assertFitted(page, frame);
    await mkdir(ARTIFACT_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACT_DIR, 'knight-page-embedded.png'), fullPage: true });
    await closeClean(page);
  } finally {
    await page.blog.close();
  }
});

test('a sandboxed frame (allow-scripts only) on a phone: no storage, no service worker, it still fits and plays', async () => {
  const { page, frame } = await openBlogPost({ attributes: 'sandbox="allow-scripts"', viewport: { width: 360, height: 640 } });
  try {
    const denied = await frame.evaluate(() => ['localStorage', 'serviceWorker'].map((name) => {
      try {
        return `${name}: ${typeof (name === 'localStorage' ? window.localStorage : navigator.serviceWorker)}`;
      } catch (error) {
        return `${name}: ${error.name}`;
      }
    }));
    assert.deepEqual(denied, ['localStorage: SecurityError', 'serviceWorker: SecurityError']);
    await assertFitted(page, frame);
    assert.ok(await frame.$eval('#board', (el) => el.getBoundingClientRect().width) < 360, 'the phone layout');

    await frame.focus('#volume-range');
    await frame.press('#volume-range', 'ArrowRight');
    assert.equal(await frame.textContent('#volume-value'), '31', 'the volume works, kept in memory');

    // Hints on, from the engine worker that a frame with an opaque origin must start its own way;
    // the status line takes two lines, the page's tallest state, and the frame follows.
    await frame.click('#hints');
    await workerSettled(frame);
    assert.equal(await status(frame), 'あなたのターン (残り 64 箇所) — 負けの局面（粘る手を表示）');
    await assertFitted(page, frame);
    await assertPlaysWholeGame(page, frame);
    await closeClean(page);
  } finally {
    await page.blog.close();
  }
});

test('README\'s snippet\'s own height holds either page in either language from 320px wide, scripts stripped', async () => {
  const snippetHeight = Number(/height: (\d+)px/.exec(await readmeSnippet())[1]);
  const tallest = [];
  for (const game of ['', 'reversi.html']) {
    for (const lang of ['', '&lang=en']) {
      for (const width of [320, 360, 420]) {
        const page = await openGamePage(browser, `${site.url}${game}?embed=1${lang}`, { contextOptions: { viewport: { width, height: 800 } } });
        const height = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
        tallest.push(height);
        assert.ok(height <= snippetHeight, `${game || 'index.html'}${lang} at ${width}px: ${height}px within ${snippetHeight}px`);
        await closeClean(page);
      }
    }
  }
  assert.ok(Math.max(...tallest) > snippetHeight - 120, `the snippet is not much taller than needed (${Math.max(...tallest)}px)`);
});

test('README\'s snippet pointed at reversi.html: compact, fitted, a move and the CPU\'s reply; 6×6 keeps the frame\'s height', async () => {
  const { page, frame } = await openBlogPost({ viewport: { width: 1000, height: 800 }, game: 'reversi.html' });
  try {
    await assertFitted(page, frame);
    assert.equal(await frame.textContent('h1'), 'リバーシ');
    const eight = await measure(page, frame);
    await frame.click('#board .cell[data-square="37"]');
    await letAiMove(page, { frame });
    assert.equal((await readBoard(frame)).discs.filter((code) => code !== 0).length, 6);
    await choose(frame, 'size', '6');
    await assertFitted(page, frame);
    const six = await measure(page, frame);
    assert.equal(six.content, eight.content, 'the 6×6 board fills the same square');
    await mkdir(ARTIFACT_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACT_DIR, 'reversi-page-embedded.png'), fullPage: true, animations: 'disabled' });
    await closeClean(page);
  } finally {
    await page.blog.close();
  }
});
