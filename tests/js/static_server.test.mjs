// Issue 14, item 9: the static server (.ci/static-server.mjs, serving .ci/serve, the browser tests
// and the bench) answers 400 to a malformed path and never stops for a request: it once died on
// `GET /%E0%A4%A` (a URIError) and `GET //evil.example%2F..` (an invalid URL).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../.ci/static-server.mjs';

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
