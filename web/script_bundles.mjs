// Bundles the site's scripts for web/build_site.mjs with rollup (Debian's package): each entry — a
// page's module script, and each script another names with new URL('….js', import.meta.url) (an
// engine worker) — becomes one file at the entry's own path, holding every module of ours it
// imports. One response instead of a module graph of sixty: over HTTP/1.1's six connections a
// graph arrives a few files at a time, and each level waits for the one before.
// What is not ours stays apart: the engine's .mjs glue, built and minified with its wasm, which the
// pages and the workers share. A bundled module's own new URL('…', import.meta.url) is rewritten to
// be relative to its entry, where it now runs.
import { posix } from 'node:path';
import { debianPackage } from '../engine/bindings/debian_node.mjs';

const { rollup } = debianPackage('rollup');

const ROOT = '/';  // rollup's ids are the site paths made absolute
const isOurs = (path) => path.endsWith('.js');

/**
 * Returns Map<entry, { code, modules, started }>: the entries and the scripts they start, bundled
 * (code); the site paths of the modules each holds (modules, itself among them), and of the scripts
 * of ours it names (started).
 * @param {string[]} entries  site paths of the pages' module scripts
 * @param {Map<string, Buffer | string>} files  the site's files by site path
 */
export async function bundleScripts(entries, files) {
  const bundles = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const entry = /** @type {string} */ (queue.shift());
    if (bundles.has(entry)) continue;
    const bundle = await bundleOne(entry, files);
    bundles.set(entry, bundle);
    queue.push(...bundle.started);
  }
  return bundles;
}

// Returns the string literals of the tree's new URL('…', import.meta.url) expressions, in order:
// { start, end, value }.
function moduleUrls(tree) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const [url, base] = node.type === 'NewExpression' && node.callee.name === 'URL' ? node.arguments : [];
    if (typeof url?.value === 'string' && base?.type === 'MemberExpression' && base.object.type === 'MetaProperty' && base.property.name === 'url') {
      found.push({ start: url.start, end: url.end, value: url.value });
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') visit(child);
    }
  };
  visit(tree);
  return found.sort((a, b) => a.start - b.start);
}

async function bundleOne(entry, files) {
  const started = new Set();
  const source = (path) => {
    if (!files.has(path)) throw new Error(`${path} is no file of the site`);
    return String(files.get(path));
  };
  const build = await rollup({
    input: ROOT + entry,
    plugins: [{
      name: 'site-files',
      resolveId(imported, importer) {
        if (!importer) return imported;
        const id = posix.join(posix.dirname(importer), imported);
        return isOurs(id) ? id : { id, external: true };
      },
      load: (id) => source(id.slice(ROOT.length)),
      transform(code, id) {
        // On the syntax tree, so that a comment that mentions such a URL is left alone.
        const from = posix.dirname(id);
        const to = posix.dirname(ROOT + entry);
        let moved = code;
        for (const { start, end, value } of moduleUrls(this.parse(code)).reverse()) {
          if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(value)) continue;  // not relative
          const [, file, suffix] = /** @type {RegExpExecArray} */ (/^([^?#]*)(.*)$/s.exec(value));  // a query or fragment stays
          const target = posix.join(from, file);
          const path = target.slice(ROOT.length);
          if (!files.has(path)) throw new Error(`${id.slice(ROOT.length)}: ${path} is no file of the site`);
          if (isOurs(path)) started.add(path);
          const relative = posix.relative(to, target);
          moved = moved.slice(0, start) + JSON.stringify(`${relative.startsWith('.') ? relative : `./${relative}`}${suffix}`) + moved.slice(end);
        }
        return moved;
      },
    }],
    onwarn: (warning) => { throw new Error(`${entry}: ${warning.message}`); },
  });
  const { output: [chunk] } = await build.generate({ format: 'es', file: ROOT + entry, inlineDynamicImports: true });
  // Every module read, those the bundle leaves out whole (nothing of theirs used) among them.
  const modules = build.watchFiles.map((id) => id.slice(ROOT.length));
  await build.close();
  return { code: chunk.code, modules, started: [...started] };
}
