// web/build_site.mjs on a small made-up site: what lands where, the pages' partials, the versioned
// URLs, the texts filled in, the scripts bundled and minified, the pages' web app manifests, the service
// worker's precache groups (what every page needs, and each page's own), a fresh folder on every
// build, and clear refusals.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { buildSite, siteSources } from '../../web/build_site.mjs';

let work, web, sounds, built;
const site = () => join(work, 'site');

// Writes files { path: text } under dir.
async function writeFiles(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1)).sort();
}

const PAGE = `<!-- A note for whoever edits the page. -->
<!-- include head.html title=title app=app.js -->
<body><a href="./other.html?lang=en">other</a> <a href="?embed=1">embed</a> <a href="#top">top</a>
<a href="https://example.com/x.js">away</a> <h1 class="big" data-text="title"></h1> <p data-text="tagline"></p>
<audio src="./sounds/click.mp3"></audio>
<!-- include end.html -->
`;
const HEAD = `<!DOCTYPE html><html><head><title data-text="{{title}}"></title>
<link rel="manifest" data-app-name="{{title}}" data-app-icons="app">
<link rel="stylesheet" href="./style.css"><script type="module" src="js/{{app}}"></script></head>
`;
const MANIFEST = '{ "name": "{{name}}", "lang": "{{lang}}", "start_url": "{{start}}", "scope": "{{scope}}", "icons": [{ "src": "icons/{{icons}}.png" }] }';

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'build-site-'));
  [web, sounds, built] = ['web', 'sounds', 'built'].map((name) => join(work, name));
  await writeFiles(web, {
    'index.html': PAGE,
    'other.html': '<link rel="stylesheet" href="./style.css"><a href="./index.html">back</a>',
    'sw.js': '// worker\nconst BUILD = { version: \'dev\', shell: [], pages: {} };\nself.build = BUILD;\n',
    'style.css': '/* The page\'s colours. */\nbody {\n  color: red;\n  margin: 0px;\n}\n',
    'js/app.js': "import { sum } from './sum.js';\nimport { wasm, x } from './lib.js';\nimport './shell/i18n.js';\nexport const app = { sum, wasm, x, late: import('./late.js'), worker: new URL('./work/worker.js', import.meta.url), engine: () => import('./engine.mjs') };",
    'js/lib.js': "// the library, which new URL('./nowhere.bin', import.meta.url) in a comment does not need\nexport { x } from '../shared/x.js';\nexport const wasm = new URL('./engine.wasm', import.meta.url);",
    'js/late.js': "export const book = new URL('../data/book.bin', import.meta.url);\nexport const big = new URL('../data/big.bin#when-needed', import.meta.url);",
    'js/sum.js': '// Adds.\nexport function sum(first, second) {\n  const total = first + second;\n  return total;\n}\n',
    'js/work/worker.js': "import { sum } from '../sum.js';\nconst engine = import('../engine.mjs');\nonmessage = async ({ data }) => postMessage([sum(data, 1), await engine]);",
    'js/types.d.ts': 'export type Sum = number;',
    'shared/x.js': "export const x = new URL('./x.dat', import.meta.url);",
    'shared/x.dat': 'beside x.js',
    'js/shell/i18n.js': "export const DEFAULT_LANGUAGE = 'xx';\nexport const LANGUAGES = { xx: { title: 'T & <Co>', tagline: 'hi', count: (n) => n }, yy: { title: 'Y \"Y\"', tagline: 'yo', count: (n) => n } };",
    'data/book.bin': 'opening book',
    'data/big.bin': 'fetched when needed',
    'partials/head.html': HEAD,
    'partials/end.html': '<!-- a note -->\n</body></html>\n',
    'partials/app.webmanifest': MANIFEST,
    '.DS_Store': 'junk',
    'CMakeLists.txt': '# not in the site',
    'build_site.mjs': '// not in the site',
    'site_needs.mjs': '// not in the site',
    'package.json': '{ "type": "module" }',  // as web/ has, so node loads js/shell/i18n.js as a module
    'jsconfig.json': '{}',
    'icons/app.png': 'png',
    'make_icons.mjs': '// not in the site',
  });
  await writeFiles(sounds, { 'click.mp3': 'mp3', 'make_sounds.sh': '# not in the site' });
  await writeFiles(built, { 'engine.wasm': 'wasm', 'engine.mjs': 'export default 1;' });
});
after(() => rm(work, { recursive: true, force: true }));

const build = async (extra = {}) => buildSite(site(), await siteSources({
  webDir: web, soundsDir: sounds, built: [['js/engine.wasm', join(built, 'engine.wasm')], ['js/engine.mjs', join(built, 'engine.mjs')], ...Object.entries(extra)],
}));

describe('a build', () => {
  let result;
  before(async () => { result = await build(); });

  test('keeps pages and sw.js at the top and puts every other file under v/<hash>/', async () => {
    assert.match(result.version, /^[0-9a-f]{10}$/);
    const v = `v/${result.version}/`;
    assert.deepEqual(await listFiles(site()), [
      'index.html', 'other.html', 'sw.js',
      `${v}data/big.bin`, `${v}data/book.bin`, `${v}js/app.js`, `${v}js/engine.mjs`, `${v}js/engine.wasm`, `${v}js/work/worker.js`, `${v}shared/x.dat`,
      `${v}sounds/click.mp3`, `${v}style.css`, `${v}icons/app.png`, `${v}index.xx.webmanifest`, `${v}index.yy.webmanifest`,
    ].sort(), 'no partials/, no build scripts, no type declarations, no module a bundle holds');
    assert.deepEqual(result.files, await listFiles(site()));
    assert.equal(await readFile(join(site(), v, 'data/book.bin'), 'utf8'), 'opening book', 'other assets are copied as they are');
    assert.equal(await readFile(join(site(), v, 'js/engine.mjs'), 'utf8'), 'export default 1;', 'the engine\'s glue as it was built');
  });

  test('bundles each page\'s module script and each worker script it names, minified, each URL still pointing where it did', async () => {
    const v = join(site(), `v/${result.version}/`);
    const bundle = await readFile(join(v, 'js/app.js'), 'utf8');
    assert.doesNotMatch(bundle, /Adds|total|second|nowhere|\n/, 'no comments, shorter names');
    assert.match(bundle, /import\(["']\.\/engine\.mjs["']\)/, 'the engine\'s glue stays apart');
    // Run as a module where it lies (node takes .mjs as a module), the URLs its modules made resolve as before.
    await writeFile(join(v, 'js/app.mjs'), bundle);
    try {
      const { app } = await import(pathToFileURL(join(v, 'js/app.mjs')).href);
      assert.equal(app.sum(2, 3), 5);
      assert.deepEqual([app.wasm, app.x, (await app.late).book, app.worker].map((url) => url.href),
        ['js/engine.wasm', 'shared/x.dat', 'data/book.bin', 'js/work/worker.js'].map((path) => pathToFileURL(join(v, path)).href));
    } finally {
      await rm(join(v, 'js/app.mjs'));
    }
    const worker = await readFile(join(v, 'js/work/worker.js'), 'utf8');
    assert.match(worker, /import\(["']\.\.\/engine\.mjs["']\)/);
    assert.doesNotMatch(worker, /from/, 'sum.js inside');
  });

  test('minifies the style sheet, its rules kept', async () => {
    assert.equal(await readFile(join(site(), `v/${result.version}/style.css`), 'utf8'), 'body{color:red;margin:0}');
  });

  test('puts each partial in place of its include, with its values, and drops the pages\' comments', async () => {
    const html = await readFile(join(site(), 'index.html'), 'utf8');
    assert.ok(html.startsWith('<!DOCTYPE html><html><head><title data-text="title">'), html);
    assert.ok(html.includes(`<script type="module" src="./v/${result.version}/js/app.js">`));
    assert.ok(html.endsWith('</audio>\n</body></html>\n'), html);
    assert.doesNotMatch(html, /<!--|-->|\{\{/);
  });

  test('points the pages\' asset URLs into v/<hash>/ and leaves pages, queries, fragments and other sites alone', async () => {
    const html = await readFile(join(site(), 'index.html'), 'utf8');
    const v = `./v/${result.version}/`;
    for (const url of [`${v}style.css`, `${v}js/app.js`, `${v}sounds/click.mp3`, './other.html?lang=en', '?embed=1', '#top', 'https://example.com/x.js']) {
      assert.ok(html.includes(`"${url}"`), url);
    }
    assert.equal(await readFile(join(site(), 'other.html'), 'utf8'), `<link rel="stylesheet" href="${v}style.css"><a href="./index.html">back</a>`);
  });

  test('preloads what a page\'s bundle still imports: the engine\'s glue', async () => {
    const html = await readFile(join(site(), 'index.html'), 'utf8');
    const v = `./v/${result.version}/`;
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(preloads, [`${v}js/engine.mjs`]);
    assert.ok(html.includes(`<script type="module" src="${v}js/app.js"></script>\n<link rel="modulepreload"`));
  });

  test('fills the data-text elements with the default language, escaped', async () => {
    const html = await readFile(join(site(), 'index.html'), 'utf8');
    assert.ok(html.includes('<title data-text="title">T &amp; &lt;Co&gt;</title>'));
    assert.ok(html.includes('<h1 class="big" data-text="title">T &amp; &lt;Co&gt;</h1>'));
    assert.ok(html.includes('<p data-text="tagline">hi</p>'));
  });

  test('gives sw.js the version and the files to precache: what every page needs, and each page\'s own; and apart, those fetched when needed', async () => {
    const worker = await readFile(join(site(), 'sw.js'), 'utf8');
    assert.doesNotMatch(worker, /\/\/ worker/);
    const v = `v/${result.version}/`;
    const build = {
      version: result.version,
      shell: [`${v}style.css`],
      pages: {
        'index.html': ['index.html', ...['data/book.bin', 'index.xx.webmanifest', 'index.yy.webmanifest', 'js/app.js', 'js/engine.mjs', 'js/engine.wasm',
          'js/work/worker.js', 'shared/x.dat', 'sounds/click.mp3'].map((path) => v + path)],
        'other.html': ['other.html'],
      },
      later: [`${v}data/big.bin`],
    };
    assert.deepEqual(JSON.parse(/^const BUILD = (.*);\n/.exec(worker)[1]), build, 'the build on the first line, where the browser tests read it');
    const self = {};
    runInNewContext(worker, { self });
    assert.deepEqual(JSON.parse(JSON.stringify(self.build)), build, 'minified as a classic script, and working');
  });

  test('writes each page\'s web app manifest in every language, with URLs relative to it, and links the default one', async () => {
    const v = `v/${result.version}/`;
    const manifest = async (language) => JSON.parse(await readFile(join(site(), `${v}index.${language}.webmanifest`), 'utf8'));
    assert.deepEqual(await manifest('xx'), { name: 'T & <Co>', lang: 'xx', start_url: '../../index.html', scope: '../../', icons: [{ src: 'icons/app.png' }] });
    assert.deepEqual(await manifest('yy'), { name: 'Y "Y"', lang: 'yy', start_url: '../../index.html?lang=yy', scope: '../../', icons: [{ src: 'icons/app.png' }] });
    const html = await readFile(join(site(), 'index.html'), 'utf8');
    assert.ok(html.includes(`<link rel="manifest" href="./${v}index.xx.webmanifest">`), html);
  });
});

describe('the version', () => {
  test('is the same for the same inputs and changes with any of them', async () => {
    const { version } = await build();
    assert.equal((await build()).version, version);
    await writeFile(join(web, 'data/book.bin'), 'opening book 2');
    const afterData = (await build()).version;
    assert.notEqual(afterData, version, 'a data file');
    await writeFile(join(built, 'engine.wasm'), 'wasm 2');
    assert.notEqual((await build()).version, afterData, 'a built file');
  });
});

test('every build starts from a fresh folder: a file removed from web/ leaves the site', async () => {
  const late = await readFile(join(web, 'js/late.js'), 'utf8');
  await writeFile(join(web, 'data/old.bin'), 'old');
  await writeFile(join(web, 'js/late.js'), `${late}\nexport const old = new URL('../data/old.bin', import.meta.url);`);
  const withOld = await build();
  assert.ok(withOld.files.includes(`v/${withOld.version}/data/old.bin`));
  await writeFile(join(site(), 'stray.txt'), 'left by hand');
  await rm(join(web, 'data/old.bin'));
  await writeFile(join(web, 'js/late.js'), late);
  const { version } = await build();
  assert.deepEqual((await listFiles(site())).filter((f) => f.includes('old.bin') || f === 'stray.txt'), []);
  assert.deepEqual(await readdir(join(site(), 'v')), [version], 'one version folder');
  assert.deepEqual((await readdir(work)).sort(), ['built', 'site', 'sounds', 'web'], 'no temporary folder left');
});

describe('refuses, naming the problem, and leaves the last site as it was', () => {
  const refusals = {
    'a reference to a file the site lacks': ['index.html', PAGE.replace('sounds/click', 'sounds/missing'), /index\.html: \.\/sounds\/missing\.mp3 is neither a page nor a file of the site/],
    'a root-relative reference': ['index.html', PAGE.replace('./sounds', '/sounds'), /index\.html: \/sounds\/click\.mp3 is root-relative/],
    'a text key the default language lacks': ['index.html', PAGE.replace('data-text="tagline"', 'data-text="motto"'), /no default text for data-text="motto"/],
    'a function where a text belongs': ['index.html', PAGE.replace('data-text="tagline"', 'data-text="count"'), /no default text for data-text="count"/],
    'a service worker without its BUILD line': ['sw.js', 'self.files = [];', /sw\.js needs exactly one line "const BUILD = …;"/],
    'an include of a missing partial': ['index.html', PAGE.replace('end.html', 'tail.html'), /index\.html: no partials\/tail\.html to include/],
    'an include without a value its partial needs': ['index.html', PAGE.replace(' app=app.js', ''), /index\.html: head\.html needs a value for \{\{app\}\}/],
    'an include with a value its partial does not take': ['index.html', PAGE.replace('app=app.js', 'app=app.js lang=en'), /index\.html: head\.html has no \{\{lang\}\}/],
    'an include with a malformed value': ['index.html', PAGE.replace('app=app.js', 'app="app.js"'), /index\.html: head\.html: 'app="app\.js"' is not key=value/],
    'a script naming a file the site lacks': ['js/late.js', "export const book = new URL('../data/atlas.bin', import.meta.url);", /js\/late\.js: data\/atlas\.bin is no file of the site/],
    'a script importing a module the site lacks': ['js/late.js', "import './gone.js';", /js\/gone\.js is no file of the site/],
    'a file no page uses': ['js/late.js', 'export {};', /no page uses v\/\w+\/data\/big\.bin, v\/\w+\/data\/book\.bin$/],
    'a style sheet with a stray brace': ['style.css', 'body { color: red; } }', /style\.css: Unexpected '\}' at 1:21/],
    'a manifest field without a text': ['partials/head.html', HEAD.replace('data-app-name="{{title}}"', 'data-app-name="motto"'), /index\.html: no xx text for data-app-name="motto"/],
  };
  for (const [name, [path, text, message]] of Object.entries(refusals)) {
    test(name, async () => {
      const good = await readFile(join(web, path), 'utf8');
      const before = await build();
      await writeFile(join(web, path), text);
      try {
        await assert.rejects(build(), message);
        assert.deepEqual(await listFiles(site()), before.files);
      } finally {
        await writeFile(join(web, path), good);
      }
    });
  }
});
