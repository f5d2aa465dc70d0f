// The string tables and the language choice: every language has every text the pages use, the
// Japanese ones are the original page's, and the language links keep the page's other parameters.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, languageUrl, pickLanguage } from '../../web/js/shell/i18n.js';

const kind = (table) => Object.fromEntries(Object.entries(table).map(([key, value]) => [key, typeof value]));

describe('the tables', () => {
  test('Japanese is the default, English the other language', () => {
    assert.equal(DEFAULT_LANGUAGE, 'ja');
    assert.deepEqual(Object.keys(LANGUAGES), ['ja', 'en']);
  });

  test('every language has the same keys, each a text or a function giving one', () => {
    const shape = kind(LANGUAGES.ja);
    for (const [code, table] of Object.entries(LANGUAGES)) {
      assert.deepEqual(kind(table), shape, code);
      for (const [key, value] of Object.entries(table)) {
        if (typeof value === 'function') assert.match(value('d5'), /d5/, `${code}.${key} shows its argument`);
        else assert.ok(value.trim() !== '', `${code}.${key}`);
      }
    }
  });

  test('the Japanese texts are the original page\'s', () => {
    const ja = LANGUAGES.ja;
    assert.deepEqual(
      [ja.title, ja.rules, ja.yourTurn(64), ja.thinking, ja.won, ja.lost, ja.startFirst, ja.startSecond, ja.volume, ja.volumeTest],
      ['ナイト配置ゲーム', 'ナイトを置いていき、置けなくなったら負け', 'あなたのターン (残り 64 箇所)', 'AI思考中...',
        'あなたの勝ち！', 'あなたの負け！', 'リセット(先手)', 'リセット（後手）', '音量', '音量テスト']);
  });

  test('every key the built pages name (with their partials) exists in every language as a text', async () => {
    assert.ok(process.env.SITE_DIR, 'set SITE_DIR to the built site folder (ctest does)');
    for (const page of ['index.html', 'reversi.html']) {
      const html = await readFile(join(process.env.SITE_DIR, page), 'utf8');
      const keys = [...html.matchAll(/data-(?:text|aria-label)="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(keys.length >= 8, page);
      for (const [code, table] of Object.entries(LANGUAGES)) {
        for (const key of keys) assert.equal(typeof table[key], 'string', `${page}: ${code}.${key}`);
      }
    }
  });

  test('the Reversi page keeps its seeds\' words: the pass, the winner, the draw, the CPU opponent', () => {
    const ja = LANGUAGES.ja;
    assert.match(ja.passed(ja.white), /^白は置ける場所がありません/);
    assert.deepEqual([ja.colorWins(ja.black), ja.colorWins(ja.white), ja.draw, ja.modeCpu],
      ['黒の勝ちです', '白の勝ちです', '引き分けです', 'CPUと対戦']);
  });
});

describe('the language', () => {
  test('comes from ?lang= when the site has it, else is Japanese', () => {
    const cases = { '': 'ja', '?lang=en': 'en', '?embed=1&lang=en': 'en', '?lang=ja': 'ja', '?lang=fr': 'ja',
      '?lang=EN': 'ja', '?lang=': 'ja', '?lang=constructor': 'ja', '?lang=toString': 'ja' };
    for (const [search, language] of Object.entries(cases)) assert.equal(pickLanguage(search), language, search);
  });

  test('links keep the other parameters and drop lang for the default', () => {
    assert.equal(languageUrl('https://user.github.io/repo/?embed=1', 'en'), './?embed=1&lang=en');
    assert.equal(languageUrl('https://user.github.io/repo/index.html?lang=en&embed=1#x', 'ja'), './index.html?embed=1#x');
    assert.equal(languageUrl('http://localhost:8000/?lang=en', 'ja'), './');
    // Relative to the page, so that a path of two slashes names no host (issue 14, item 8).
    assert.equal(new URL(languageUrl('http://localhost:8000//index.html', 'en'), 'http://localhost:8000//index.html').href,
      'http://localhost:8000//index.html?lang=en');
  });
});
