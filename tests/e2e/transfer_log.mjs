// What crosses the network, response by response: a proxy in front of a test server that logs
// each response's path, status and body bytes as sent (gzip-compressed where the server compressed
// them), and when it ended. Every request of a browser pointed at it passes — the page's, its
// workers', its service worker's — and nothing the browser's caches answer.
import { createServer, request } from 'node:http';

/**
 * Returns { url, log, close } for a proxy to the server at target (its url, a prefix included):
 * log is [{ path, status, bytes, at }], at in ms since performance.timeOrigin.
 * @param {string} target
 */
export async function transferLog(target) {
  const upstream = new URL(target);
  const log = [];
  const proxy = createServer((req, res) => {
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
      let bytes = 0;
      reply.on('data', (chunk) => { bytes += chunk.length; });
      reply.on('end', () => log.push({ path: decodeURIComponent(new URL(req.url, upstream).pathname), status: reply.statusCode, bytes, at: performance.now() }));
      res.writeHead(reply.statusCode, reply.headers);
      reply.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => proxy.listen(0, 'localhost', resolve));
  const url = new URL(target);
  url.port = String(proxy.address().port);
  return { url: url.href, log, close: () => new Promise((done) => proxy.close(done)) };
}

/**
 * The entries of log that carried a body: all but the 304s, which only confirm a cached copy.
 * @param {{ status: number }[]} log
 */
export const bodies = (log) => log.filter(({ status }) => status !== 304);

/**
 * The paths whose body crossed more than once in log.
 * @param {{ path: string, status: number }[]} log
 */
export function crossedTwice(log) {
  const paths = bodies(log).map(({ path }) => path);
  return [...new Set(paths.filter((path, i) => paths.indexOf(path) !== i))];
}
