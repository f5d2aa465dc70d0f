// The pages' share cards as web/build_site.mjs writes them, on a small made-up site: the meta tags'
// texts filled in from the default language, the card's picture under v/<hash>/ and precached by no
// group, relative without the site's address and absolute with it (og:url too), and clear refusals.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSite, siteSources } from '../../web/build_site.mjs';

const CARD = `<!DOCTYPE html><html><head><title data-text="title"></title>
<meta name="description" data-content="about">
<meta property="og:title" data-content="title">
<meta property="og:url">
<meta property="og:image" content="./icons/card.png">
<link rel="stylesheet" href="./style.css"><script type="module" src="./js/app.js"></script></head><body><a href="./other.html">other</a></body></html>
`;

let work;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'share-cards-'));
  const files = {
    'index.html': CARD,
    'other.html': CARD.replace('<title', '<title id="other"'),
    'sw.js': "const BUILD = { version: 'dev', shell: [], pages: {} };\n",
    'style.css': 'body { color: red; }',
    'icons/card.png': 'png',
    'js/app.js': "import { LANGUAGES } from './shell/i18n.js';\nexport const languages = LANGUAGES;",
    'package.json': '{ "type": "module" }',
    'js/shell/i18n.js': "export const DEFAULT_LANGUAGE = 'xx';\nexport const LANGUAGES = { xx: { title: 'T & \"Co\"', about: 'A <game>' }, yy: { title: 'Y', about: 'B' } };",
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(work, 'web', path)), { recursive: true });
    await writeFile(join(work, 'web', path), text);
  }
});
after(() => rm(work, { recursive: true, force: true }));

const build = async (siteUrl) => buildSite(join(work, 'site'), await siteSources({ webDir: join(work, 'web'), soundsDir: join(work, 'none') }), { siteUrl });
const page = (name) => readFile(join(work, 'site', name), 'utf8');
const meta = (html, property) => new RegExp(`<meta (?:name|property)="${property}"[^>]*>`).exec(html)?.[0];

test('without the site\'s address: the texts filled in, the picture versioned and relative, no og:url, nothing precached for it', async () => {
  const { version, files } = await build();
  const html = await page('index.html');
  assert.equal(meta(html, 'description'), '<meta name="description" data-content="about" content="A &lt;game&gt;">');
  assert.equal(meta(html, 'og:title'), '<meta property="og:title" data-content="title" content="T &amp; &quot;Co&quot;">');
  assert.equal(meta(html, 'og:image'), `<meta property="og:image" content="./v/${version}/icons/card.png">`);
  assert.equal(meta(html, 'og:url'), undefined);
  assert.ok(files.includes(`v/${version}/icons/card.png`));
  const worker = await page('sw.js');
  assert.ok(worker.includes('style.css') && !worker.includes('card.png'), 'the picture is in no precache group');
});

test('with it: the picture and each page\'s address absolute, the folder\'s for index.html', async () => {
  for (const siteUrl of ['https://user.github.io/repo/', 'https://user.github.io/repo']) {
    const { version } = await build(siteUrl);
    const [index, other] = [await page('index.html'), await page('other.html')];
    assert.equal(meta(index, 'og:image'), `<meta property="og:image" content="https://user.github.io/repo/v/${version}/icons/card.png">`);
    assert.equal(meta(index, 'og:url'), '<meta property="og:url" content="https://user.github.io/repo/">');
    assert.equal(meta(other, 'og:url'), '<meta property="og:url" content="https://user.github.io/repo/other.html">');
    assert.ok(!(await page('sw.js')).includes('card.png'));
  }
});

test('refuses an address that is no http(s) folder, a card naming no file, and a meta tag without a text', async () => {
  for (const siteUrl of ['user.github.io/repo/', 'ftp://host/repo/', 'https://host/repo/?x=1', 'https://host/repo/#top']) {
    await assert.rejects(build(siteUrl), /SITE_URL '.*' is no http\(s\) address of the site's folder/, siteUrl);
  }
  const file = join(work, 'web', 'index.html');
  try {
    await writeFile(file, CARD.replace('icons/card.png', 'icons/gone.png'));
    await assert.rejects(build(), /index\.html: og:image \.\/icons\/gone\.png is no file of the site/);
    await writeFile(file, CARD.replace('data-content="about"', 'data-content="motto"'));
    await assert.rejects(build(), /index\.html: no default text for data-content="motto"/);
  } finally {
    await writeFile(file, CARD);
  }
});
