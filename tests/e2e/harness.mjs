// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core, the built
// site served on localhost, and every console error or uncaught exception collected.
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

export function serveSite(options = {}) {
  return startServer({ root: SITE_DIR, ...options });
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
