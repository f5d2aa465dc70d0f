// The static server (.ci/static-server.mjs, serving .ci/serve, the browser tests and the bench).
// Issue 14, item 9: it answers 400 to a malformed path and never stops for a request: it once died
// on `GET /%E0%A4%A` (a URIError) and `GET //evil.example%2F..` (an invalid URL). Issue 24, item 7:
// it listens on the loopback interface only, and a page's request never waits behind others: it
// once gzipped each response on the event loop, and a page request behind 1,000 requests for the
// wasm waited 5.3 s (11 ms idle).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServer } from '../../.ci/static-server.mjs';
import { enginePath } from './load_engine.mjs';

let root, server;
before(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-'));
  await writeFile(join(root, 'index.html'), 'the page');
  server = await startServer({ root });
});
after(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

// Sends GET path as it stands (no client-side parsing) and returns [status, body]; rejects when no
// answer comes within 5 s (a server that died).
const get = (path) => new Promise((resolve, reject) => {
  const req = request({ host: 'localhost', port: server.port, path }, (res) => {
    let body = '';
    res.on('data', (chunk) => { body += chunk; });
    res.on('end', () => resolve([res.statusCode, body]));
  });
  req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${path}`)));
  req.on('error', reject).end();
});

test('malformed paths get 400, odd ones an answer, and the server goes on serving', async () => {
  assert.deepEqual(await get('/%E0%A4%A'), [400, 'bad request\n']);
  assert.deepEqual(await get('/%'), [400, 'bad request\n']);
  assert.equal((await get('//evil.example%2F..'))[0], 200, 'the root, read as a path: no host is taken from it');
  assert.equal((await get('/%2E%2E/%2E%2E/etc/passwd'))[0], 404, 'no way out of the root');
  assert.equal((await get('/a%00b'))[0], 404);
  assert.deepEqual(await get('//index.html'), [200, 'the page']);
  assert.deepEqual(await get('/'), [200, 'the page']);
});

test('the server listens on the loopback interface only, unless told otherwise', async () => {
  assert.equal(server.address, '127.0.0.1');
  const elsewhere = Object.values(networkInterfaces()).flat().filter(({ internal, family }) => !internal && family === 'IPv4');
  for (const { address } of elsewhere) {
    const socket = connect({ host: address, port: server.port });
    const event = await new Promise((resolve) => socket.on('connect', () => resolve('connect')).on('error', (error) => resolve(error.code)));
    socket.destroy();
    assert.equal(event, 'ECONNREFUSED', `port ${server.port} on ${address}`);
  }
  const everywhere = await startServer({ root, host: '0.0.0.0' });
  try {
    assert.equal(everywhere.address, '0.0.0.0');
  } finally {
    await everywhere.close();
  }
});

// Starts `node .ci/static-server.mjs root` as .ci/serve does (its own process, gzip on); returns
// the child process and the URL it serves.
async function serveInChild(root) {
  const child = spawn(process.execPath, [new URL('../../.ci/static-server.mjs', import.meta.url).pathname, root, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  let said = '';
  for await (const chunk of child.stdout) {
    said += chunk;
    const url = /at (http:\S+)/.exec(said)?.[1];
    if (url) return { child, url };
  }
  throw new Error(`the server said: ${said}`);
}

// Returns the milliseconds a GET of url takes, to the last byte.
const timedGet = (url) => new Promise((resolve, reject) => {
  const started = performance.now();
  request(url, { agent: false }, (res) => {
    res.resume().on('end', () => resolve(performance.now() - started));
  }).on('error', reject).end();
});

// In a thread of its own (the timed request's event loop stays free), sends count requests at
// once for url, gzip accepted; posts 'answering' at the first answer (the others are in by then),
// then their statuses and encodings and the length of one body, gunzipped if it came gzipped.
const FLOOD = `
const { parentPort, workerData: { url, count } } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { gunzipSync } = require('node:zlib');
const agent = new Agent({ maxSockets: Infinity });
let answering = false;
const answers = Array.from({ length: count }, () => new Promise((resolve) => {
  request(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
    if (!answering) parentPort.postMessage('answering');
    answering = true;
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk)).on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], chunks }));
  }).on('error', (error) => resolve({ status: error.code })).end();
}));
Promise.all(answers).then((all) => {
  const body = Buffer.concat(all[0].chunks);
  parentPort.postMessage({ statuses: [...new Set(all.map(({ status }) => status))], encodings: [...new Set(all.map(({ encoding }) => encoding ?? 'none'))],
    length: all[0].encoding === 'gzip' ? gunzipSync(body).length : body.length });
});
`;

// Returns the milliseconds a request for the page at url takes while count requests for file are
// being served, and checks that each of those was answered with the file's bytes, so encoded.
async function pageTimeUnderLoad(url, file, bytes, encoding, count) {
  const flood = new Worker(FLOOD, { eval: true, workerData: { url: `${url}${file}`, count } });
  assert.deepEqual(await once(flood, 'message'), ['answering']);
  const pageMs = await timedGet(`${url}index.html`);
  const [{ statuses, encodings, length }] = await once(flood, 'message');
  assert.deepEqual([statuses, encodings, length], [[200], [encoding], bytes.length], `every request for ${file} answered in full`);
  return pageMs;
}

test('a page request waits no longer behind a thousand requests for the wasm than for a file sent as it is', async (t) => {
  const folder = await mkdtemp(join(tmpdir(), 'static-load-'));
  const wasm = await readFile(enginePath('reversi').replace(/\.mjs$/, '.wasm'));
  await writeFile(join(folder, 'engine.wasm'), wasm);
  await writeFile(join(folder, 'picture.png'), wasm);  // the same bytes, not compressed (as the sounds and images)
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>the page</title>');
  const { child, url } = await serveInChild(folder);
  try {
    const idleMs = await timedGet(`${url}index.html`);
    const asItIsMs = await pageTimeUnderLoad(url, 'picture.png', wasm, 'none', 1000);
    const gzippedMs = await pageTimeUnderLoad(url, 'engine.wasm', wasm, 'gzip', 1000);
    t.diagnostic(`the page: ${idleMs.toFixed(0)} ms idle, ${asItIsMs.toFixed(0)} ms behind the png, ${gzippedMs.toFixed(0)} ms behind the wasm`);
    // Generous, for a busy machine: gzipping each answer on the event loop made it 20 times as long.
    assert.ok(gzippedMs < 3 * asItIsMs + 200, `the page took ${gzippedMs.toFixed(0)} ms behind the wasm, ${asItIsMs.toFixed(0)} ms behind the png`);
  } finally {
    child.kill();
    await rm(folder, { recursive: true, force: true });
  }
});
