// The page's settings modules under node: which stored volume texts are accepted, and a settings
// store that keeps working in memory when localStorage is missing or throws.
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_VOLUME, parseVolume } from '../../web/js/volume_control.js';
import { SettingsStore } from '../../web/js/settings_store.js';

describe('parseVolume', () => {
  test('accepts the numbers from 0 to 1 the page stores', () => {
    for (const [text, volume] of [['0', 0], ['1', 1], ['0.3', 0.3], ['0.57', 0.57], ['1e-2', 0.01], [' 0.5 ', 0.5]]) {
      assert.equal(parseVolume(text), volume, JSON.stringify(text));
    }
  });

  test('falls back to 0.3 for anything else', () => {
    assert.equal(DEFAULT_VOLUME, 0.3);
    const bad = [null, undefined, '', '  ', 'abc', '-0.1', '1.01', '30', 'NaN', 'Infinity', '-Infinity',
      '{"volume":0.5}', '0.5abc', '[0.5]', 'true'];
    for (const text of bad) assert.equal(parseVolume(text), DEFAULT_VOLUME, JSON.stringify(text));
  });
});

describe('SettingsStore', () => {
  afterEach(() => { delete globalThis.localStorage; });

  // A localStorage stand-in: a Map, or one whose methods throw.
  const fakeStorage = (map, { throws = false } = {}) => ({
    getItem: (key) => { if (throws) throw new Error('denied'); return map.has(key) ? map.get(key) : null; },
    setItem: (key, value) => { if (throws) throw new Error('quota'); map.set(key, String(value)); },
  });

  test('reads and writes localStorage when it works', () => {
    const map = new Map([['k', 'stored']]);
    globalThis.localStorage = fakeStorage(map);
    const store = new SettingsStore();
    assert.equal(store.get('k'), 'stored');
    assert.equal(store.get('missing'), null);
    store.set('k', 'new');
    assert.equal(map.get('k'), 'new');
    assert.equal(store.get('k'), 'new');
  });

  test('keeps values in memory when localStorage is absent or throws', () => {
    for (const storage of [undefined, fakeStorage(new Map(), { throws: true })]) {
      globalThis.localStorage = storage;
      const store = new SettingsStore();
      assert.equal(store.get('k'), null);
      store.set('k', '0.5');
      assert.equal(store.get('k'), '0.5');
    }
  });
});
