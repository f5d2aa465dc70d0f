// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core, the built
// site served on localhost, and every console error or uncaught exception collected.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../.ci/static-server.mjs';

export const SITE_DIR = process.env.SITE_DIR;
if (!SITE_DIR) throw new Error('set SITE_DIR to the built site folder (ctest does)');
// Where tests leave screenshots for people to look at: the build tree, never git.
export const ARTIFACT_DIR = process.env.ARTIFACT_DIR ?? join(SITE_DIR, '..', 'artifacts');

// The flags keep Chromium off this machine's closed network and out of the root sandbox.
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

// A browser with a profile of its own in dir, as a person's is: what an incognito context cannot
// do (install a page as an app) it can. Returns its one context.
export async function launchProfile(dir) {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export function serveSite(options = {}) {
  return startServer({ root: SITE_DIR, ...options });
}

// Serves { name: text } files from a temporary folder (say, a blog page embedding the game); its
// close() removes the folder too.
export async function serveFiles(files, options = {}) {
  const root = await mkdtemp(join(tmpdir(), 'served-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  const server = await startServer({ root, ...options });
  return { ...server, close: async () => { await server.close(); await rm(root, { recursive: true, force: true }); } };
}

// Returns the built site's version (the v/<version>/ folder) and the files its service worker
// precaches: { version, shell, pages: { page: its own files } }, and files, all of them.
export async function siteBuild() {
  const worker = await readFile(join(SITE_DIR, 'sw.js'), 'utf8');
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(worker)[1]);
  return { ...build, files: [...build.shell, ...Object.values(build.pages).flat()].sort() };
}

// Returns the first truthy result of the async check(), tried for up to timeoutMs, else its last
// result. For things that happen in the browser on no timer of the page's (cross-process resizes,
// media starting), which a test with a paused fake clock cannot wait for in the page. Tried every
// 10 ms at first, then less often (a tenth of the time waited, up to 100 ms): each try is a round
// trip through the browser, and a hundred a second over a long search take the CPU it runs on.
export async function eventually(check, timeoutMs = 2000) {
  const start = Date.now();
  let result = await check();
  while (!result && Date.now() - start < timeoutMs) {
    const waited = Date.now() - start;
    const pause = Math.min(100, Math.max(10, waited / 10), timeoutMs - waited);  // the last try at the timeout, not after it
    await new Promise((resolve) => setTimeout(resolve, pause));
    result = await check();
  }
  return result;
}

// The strict Content-Security-Policy that docs/hosting.md recommends: no inline script or style, wasm
// allowed, and the engine worker from a blob URL (a sandboxed frame's way to start it).
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; style-src 'self'; media-src 'self'";

// An init script: keeps the document's Content-Security-Policy violations in window.cspViolations.
export function recordCspViolations() {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

// Opens a page that records console errors and page errors (uncaught exceptions and
// unhandled rejections) and failed requests in page.problems, for tests to assert it stays empty.
export async function openPage(context, url) {
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') page.problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('response', (res) => { if (res.status() >= 400) page.problems.push(`http ${res.status()}: ${res.url()}`); });
  await page.goto(url);
  return page;
}
