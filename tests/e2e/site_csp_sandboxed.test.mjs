// Issue 14, item 6, and item 5 in a sandboxed frame: the game embedded with sandbox="allow-scripts"
// (an opaque origin: no storage, no service worker, an engine worker from a blob URL), its site
// sending docs/hosting.md's Content-Security-Policy. Its worker loads and plays with no violation
// (the policy names blob: in worker-src: without it, worker-src falls back to script-src 'self' and
// refuses the blob, which once left such a frame without a computer player; the page's own engine
// now answers then, as the last test shows). Offline after loading, the frame's fresh worker after a
// stale search cannot load: the page answers for it, and the game goes on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { eventually, launchBrowser, openPage, recordCspViolations, serveFiles, serveSite, STRICT_CSP } from './harness.mjs';
import { board, clickSquare, knights, requestGate, spyOnWorkers, status, waitForGame, workerSettled } from './knight_page.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(() => browser?.close());

// The policy docs/hosting.md gives hosts, as the tests' harness sends it.
test('docs/hosting.md recommends the policy the browser tests run under', async () => {
  const hosting = await readFile(new URL('../../docs/hosting.md', import.meta.url), 'utf8');
  assert.equal(/^Content-Security-Policy: (.*)$/m.exec(hosting)?.[1], STRICT_CSP);
  assert.match(STRICT_CSP, /worker-src 'self' blob:/);
});

// Opens a blog post (another origin) embedding the knight page in a sandboxed frame, the site sent
// with the policy csp; returns { page, frame, close }.
async function openSandboxed(csp, { routes = [] } = {}) {
  const site = await serveSite({ headers: { 'Access-Control-Allow-Origin': '*', 'Content-Security-Policy': csp } });
  const blog = await serveFiles({ 'post.html': `<!DOCTYPE html><meta charset="utf-8"><link rel="icon" href="data:,">
<iframe sandbox="allow-scripts" src="${site.url}?embed=1" style="width: 420px; height: 1120px"></iframe>` });
  const context = await browser.newContext();
  await context.addInitScript(spyOnWorkers);
  await context.addInitScript(recordCspViolations);
  for (const [pattern, handler] of routes) await context.route(pattern, handler);
  const page = await openPage(context, `http://127.0.0.1:${blog.port}/post.html`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await waitForGame(frame);
  const close = async () => {
    await context.close();
    await Promise.all([site.close(), blog.close()]);
  };
  return { page, frame, close };
}

// Places d5 in the frame and waits (real time) for the computer's knight.
async function playOneRound(frame) {
  await clickSquare(frame, 27);
  assert.ok(await eventually(async () => knights(await board(frame)).length === 2, 10_000), 'the computer answered');
}

test('under the documented policy the sandboxed frame\'s worker loads from a blob, with no violation', async () => {
  const { page, frame, close } = await openSandboxed(STRICT_CSP);
  try {
    await workerSettled(frame);
    assert.deepEqual(await frame.evaluate(() => [window.workerSpy.started, window.workerSpy.workers.size]), [1, 1], 'its worker is up');
    await playOneRound(frame);
    assert.deepEqual(await frame.evaluate(() => window.cspViolations), []);
    assert.deepEqual(page.problems, []);
  } finally {
    await close();
  }
});

test('offline after loading: the fresh worker after a stale search cannot load, and the page answers', async () => {
  const gate = requestGate('knights/knight_worker.js', 'hints');
  const { page, frame, close } = await openSandboxed(STRICT_CSP, { routes: gate.routes });
  try {
    gate.hold();
    await frame.click('#hints');  // a hint search, held
    assert.ok(await eventually(() => gate.waiting() === 1), 'the hint search is under way');
    await page.context().setOffline(true);  // the network is gone, and no service worker holds the files
    await clickSquare(frame, 27);  // the search is stale: a fresh worker for the computer's move
    gate.release();
    assert.ok(await eventually(async () => knights(await board(frame)).length === 2, 10_000), 'the page answered');
    assert.match(await status(frame), /^あなたのターン \(残り \d+ 箇所\) — (勝ちの局面（勝ち手 \d+ 箇所）|負けの局面（粘る手を表示）)$/);
    assert.equal(await frame.evaluate(() => window.workerSpy.started), 2);
  } finally {
    await close();
  }
});

test('under a policy without blob: in worker-src the worker is refused, and the page\'s engine plays instead', async () => {
  const { frame, close } = await openSandboxed(STRICT_CSP.replace(" worker-src 'self' blob:;", ''));
  try {
    await playOneRound(frame);
    assert.ok((await frame.evaluate(() => window.cspViolations)).some((violation) => violation.startsWith('worker-src blocked blob')));
  } finally {
    await close();
  }
});
