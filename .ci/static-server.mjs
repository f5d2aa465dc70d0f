// A small static file server for the built site, used by `.ci/serve`, the browser tests and the
// bench. Like GitHub Pages it answers revalidations by ETag (304), and with `compress` it gzips
// what a browser accepts gzipped, so that the bench measures what a visitor downloads. It listens
// on the loopback interface only (127.0.0.1) unless told otherwise.
//   node .ci/static-server.mjs DIR [--port N] [--host ADDRESS]
// As a module: startServer({ root, port, host, prefix, headers, compress }) serves root under a URL
// prefix (GitHub Pages serves project sites under /REPO/) with optional extra headers (e.g. a CSP).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { gzip } from 'node:zlib';

const gzipped = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.bin': 'application/octet-stream',
};

// Returns the file a decoded URL path names under root, or null.
async function resolveFile(root, path) {
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return null;  // no way out of root
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) return resolveFile(root, join(path, 'index.html'));
  return info?.isFile() ? file : null;
}

// Returns the request's path decoded, or null when it is malformed (a bad %-escape). The host is
// never read from it: '//x/y' is the path //x/y, as a static host takes it.
function decodedPath(requestUrl) {
  try {
    return decodeURIComponent(new URL(`http://host${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`).pathname);
  } catch {
    return null;
  }
}

// What a static host compresses (not the already compressed sounds and images).
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.bin']);

export const LOOPBACK = '127.0.0.1';

// Returns a function that returns a file's body, read (and gzipped) once per version of the file:
// each version's body is kept, by path, size and time, so that a thousand requests for the wasm
// cost one compression, off the event loop, and a page's own request never waits behind them.
function fileBodies() {
  const bodies = new Map();  // `${gzip} ${file}` → { version, body: Promise<Buffer> }
  return (file, info, gzip) => {
    const key = `${gzip} ${file}`, version = `${info.size} ${info.mtimeMs}`;
    let entry = bodies.get(key);
    if (entry?.version !== version) {
      const body = readFile(file).then((bytes) => (gzip ? gzipped(bytes) : bytes));
      entry = { version, body };
      bodies.set(key, entry);
      body.catch(() => bodies.get(key) === entry && bodies.delete(key));  // a failed read is tried again next time
    }
    return entry.body;
  };
}

export function startServer({ root, port = 0, host = LOOPBACK, prefix = '/', headers = {}, compress = false }) {
  const base = resolve(root);
  const bodyOf = fileBodies();
  // A request that fails answers 400 (a malformed path) or 500: the server never stops for one.
  const server = createServer((req, res) => {
    respond(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  async function respond(req, res) {
    const path = decodedPath(req.url);
    if (path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request\n');
      return;
    }
    const file = path.startsWith(prefix) ? await resolveFile(base, path.slice(prefix.length - 1)) : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    const info = await stat(file);
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    const common = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding', ...headers };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, common).end();
      return;
    }
    const gzip = compress && COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = await bodyOf(file, info, gzip);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...common,
    });
    res.end(body);
  }
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { address, port: bound } = server.address();
      const name = [LOOPBACK, '0.0.0.0', '::'].includes(address) ? 'localhost' : address.includes(':') ? `[${address}]` : address;
      resolvePromise({ url: `http://${name}:${bound}${prefix}`, address, port: bound, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options;
  try {
    options = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '8000' }, host: { type: 'string', default: LOOPBACK } } });
  } catch {
    options = { positionals: [] };
  }
  const [root] = options.positionals;
  if (!root || options.positionals.length > 1) {
    console.error('usage: node .ci/static-server.mjs DIR [--port N] [--host ADDRESS]');
    process.exit(2);
  }
  startServer({ root, port: Number(options.values.port), host: options.values.host, compress: true }).then(
    ({ url }) => console.log(`Serving ${root} at ${url}  (Ctrl+C stops)`),
    (error) => {
      console.error(`static-server: ${error.message}`);
      process.exit(1);
    });
}
