// The pages' settings modules under node: which stored volume, level and hints texts are accepted,
// the knight page's opponent, level and hints controls and the Reversi page's size, opponent and level
// (their values the engine modules' own LEVELS and SIZES) reading and writing the store, and a
// settings store that keeps working in memory when localStorage is missing or throws.
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_VOLUME, parseVolume } from '../../web/js/shell/volume_control.js';
import { SettingsStore } from '../../web/js/shell/settings_store.js';
import { HINTS_ALL_KEY, HINTS_KEY, initKnightOptions, LEVEL_KEY, MODE_KEY } from '../../web/js/knights/knight_options.js';
import { initReversiOptions, reversiSettings } from '../../web/js/reversi/reversi_options.js';
import { parseChoice } from '../../web/js/shell/setting_controls.js';
import { loadEngine } from './load_engine.mjs';

const [knightsEngine, reversiEngine] = await Promise.all([loadEngine('knights'), loadEngine('reversi')]);
const { LEVELS } = knightsEngine;

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

  test('reads what another tab stored since, and update() builds on it (read, change, write)', () => {
    const map = new Map();
    globalThis.localStorage = fakeStorage(map);
    const [tabA, tabB] = [new SettingsStore(), new SettingsStore()];
    const add = (text) => String(Number(text ?? 0) + 1);
    tabA.update('k', add);
    tabB.update('k', add);
    tabA.update('k', add);
    assert.deepEqual([map.get('k'), tabA.get('k'), tabB.get('k')], ['3', '3', '3']);
    tabB.set('other', 'b');
    assert.equal(tabA.get('other'), 'b');
  });

  test('a write localStorage refuses (a full quota) is kept in memory until one succeeds', () => {
    const map = new Map([['k', 'old']]);
    let full = true;
    globalThis.localStorage = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => { if (full) throw new Error('quota'); map.set(key, value); },
    };
    const store = new SettingsStore();
    store.update('k', (text) => `${text}+1`);
    assert.deepEqual([store.get('k'), map.get('k')], ['old+1', 'old']);
    full = false;
    store.update('k', (text) => `${text}+1`);
    assert.deepEqual([store.get('k'), map.get('k')], ['old+1+1', 'old+1+1']);
    map.set('k', 'from another tab');
    assert.equal(store.get('k'), 'from another tab');
  });
});

describe('the knight page\'s opponent, level and hints settings', () => {
  test('the keys, and the engine\'s levels', () => {
    assert.deepEqual([MODE_KEY, LEVEL_KEY, HINTS_KEY, HINTS_ALL_KEY],
      ['hatodemowakaru-knight-mode', 'hatodemowakaru-knight-level', 'hatodemowakaru-knight-hints', 'hatodemowakaru-knight-hints-all']);
    assert.deepEqual(LEVELS, ['random', 'weighted', 'perfect']);
  });

  test('a stored choice is one of the values, exactly, or else the fallback', () => {
    for (const level of LEVELS) assert.equal(parseChoice(level, LEVELS, 'random'), level);
    for (const text of [null, '', 'Perfect', ' perfect', 'perfect ', 'strong', '最強', '2', 'constructor', 'toString']) {
      assert.equal(parseChoice(text, LEVELS, 'random'), 'random', JSON.stringify(text));
    }
  });

  test('hints are on for a stored "on" only', () => {
    for (const [text, on] of [['on', true], [null, false], ['off', false], ['', false], ['true', false], ['1', false], ['ON', false], ['yes', false]]) {
      const options = initKnightOptions(controls(), storeWith(text === null ? {} : { [HINTS_KEY]: text, [HINTS_ALL_KEY]: text }), LEVELS, quiet);
      assert.deepEqual([options.hints(), options.showAll()], [on, on], JSON.stringify(text));
    }
  });

  // Stand-ins for the page's inputs: a radio button per mode and per level, the hints' checkboxes.
  const input = (value) => Object.assign(new EventTarget(), { value, checked: false, disabled: false });
  function controls() {
    return { modeInputs: ['cpu', 'friend'].map(input), levelInputs: LEVELS.map(input), hintsInput: input('on'), hintsAllInput: input('on') };
  }
  const quiet = { onModeChange: () => {}, onHintsChange: () => {}, onShowAllChange: () => {} };
  // Checks one radio button (unchecking the others, as the browser does) and fires its change.
  function choose(radios, value) {
    for (const radio of radios) radio.checked = radio.value === value;
    radios.find((radio) => radio.value === value).dispatchEvent(new Event('change'));
  }
  function storeWith(entries) {
    const store = new SettingsStore();
    for (const [key, text] of Object.entries(entries)) store.set(key, text);
    return store;
  }

  test('restores what is stored, and stores every change under its key', () => {
    const elements = controls();
    const store = storeWith({ [LEVEL_KEY]: 'weighted', [HINTS_KEY]: 'on' });
    const heard = [];
    const options = initKnightOptions(elements, store, LEVELS, {
      onModeChange: () => heard.push(['mode', options.mode.get()]), onHintsChange: (on) => heard.push(['hints', on]), onShowAllChange: (on) => heard.push(['all', on]),
    });
    assert.deepEqual(elements.levelInputs.map((radio) => radio.checked), [false, true, false]);
    assert.deepEqual([elements.hintsInput.checked, elements.hintsAllInput.checked, elements.hintsAllInput.disabled], [true, false, false]);
    assert.deepEqual([options.level.get(), options.hints(), options.showAll()], ['weighted', true, false]);

    assert.deepEqual([options.mode.get(), options.mode.twoPlayers()], ['cpu', false]);
    choose(elements.levelInputs, 'perfect');
    assert.deepEqual([options.level.get(), store.get(LEVEL_KEY)], ['perfect', 'perfect']);
    choose(elements.modeInputs, 'friend');
    assert.deepEqual([options.mode.twoPlayers(), store.get(MODE_KEY)], [true, 'friend']);
    assert.ok(elements.levelInputs.every((radio) => radio.disabled), 'between two players the level rests');
    choose(elements.modeInputs, 'cpu');
    assert.ok(elements.levelInputs.every((radio) => !radio.disabled), 'against the AI the level is back');
    elements.hintsAllInput.checked = true;
    elements.hintsAllInput.dispatchEvent(new Event('change'));
    elements.hintsInput.checked = false;
    elements.hintsInput.dispatchEvent(new Event('change'));
    assert.deepEqual([options.hints(), store.get(HINTS_KEY), options.showAll(), store.get(HINTS_ALL_KEY)], [false, 'off', true, 'on']);
    assert.deepEqual(heard, [['mode', 'friend'], ['mode', 'cpu'], ['all', true], ['hints', false]]);
    assert.equal(elements.hintsAllInput.disabled, true, '"show all" rests while hints are off');
  });

  test('nothing or something corrupt stored: against the random AI, hints off, and nothing written until a change', () => {
    for (const stored of [{}, { [MODE_KEY]: 'both', [LEVEL_KEY]: 'godlike', [HINTS_KEY]: 'maybe' }]) {
      const elements = controls();
      const store = storeWith(stored);
      const options = initKnightOptions(elements, store, LEVELS, quiet);
      assert.deepEqual([options.mode.get(), elements.modeInputs.map((radio) => radio.checked)], ['cpu', [true, false]]);
      assert.deepEqual(elements.levelInputs.map((radio) => radio.checked), [true, false, false]);
      assert.deepEqual([options.level.get(), options.hints(), elements.hintsInput.checked, options.showAll()], ['random', false, false, false]);
      assert.equal(elements.hintsAllInput.disabled, true);
      assert.deepEqual([store.get(MODE_KEY), store.get(LEVEL_KEY)], [stored[MODE_KEY] ?? null, stored[LEVEL_KEY] ?? null]);
    }
  });
});

describe('the Reversi page\'s settings', () => {
  const radios = (values) => values.map((value) => Object.assign(new EventTarget(), { value, checked: false }));
  const page = () => ({ sizeInputs: radios(['8', '6']), modeInputs: radios(['cpu', 'friend']), levelInputs: radios(['random', 'weighted', 'medium', 'strong']) });
  const checked = (inputs) => inputs.find((radio) => radio.checked)?.value;
  function choose(inputs, value) {
    for (const radio of inputs) radio.checked = radio.value === value;
    inputs.find((radio) => radio.value === value).dispatchEvent(new Event('change'));
  }

  const settings = reversiSettings(reversiEngine);
  const [SIZE_SETTING, MODE_SETTING, LEVEL_SETTING] = [settings.size, settings.mode, settings.level];

  test('the keys and values', () => {
    assert.deepEqual([SIZE_SETTING, MODE_SETTING, LEVEL_SETTING].map(({ key, values, fallback }) => [key, values, fallback]), [
      ['hatodemowakaru-reversi-size', ['8', '6'], '8'],
      ['hatodemowakaru-reversi-mode', ['cpu', 'friend'], 'cpu'],
      ['hatodemowakaru-reversi-level', ['random', 'weighted', 'medium', 'strong'], 'random'],
    ]);
  });

  test('restores what is stored; a new size or opponent asks for a new game, a new level does not', () => {
    const store = new SettingsStore();
    store.set(SIZE_SETTING.key, '6');
    store.set(MODE_SETTING.key, 'friend');
    store.set(LEVEL_SETTING.key, 'strong');
    const inputs = page();
    let newGames = 0;
    const options = initReversiOptions(inputs, store, settings, () => newGames++);
    assert.deepEqual([options.size.get(), options.mode.get(), options.level.get()], ['6', 'friend', 'strong']);
    assert.ok(inputs.levelInputs.every((radio) => radio.disabled), 'between two players the level rests');
    assert.deepEqual([checked(inputs.sizeInputs), checked(inputs.modeInputs), checked(inputs.levelInputs)], ['6', 'friend', 'strong']);

    choose(inputs.levelInputs, 'weighted');
    assert.deepEqual([options.level.get(), store.get(LEVEL_SETTING.key), newGames], ['weighted', 'weighted', 0]);
    choose(inputs.sizeInputs, '8');
    choose(inputs.modeInputs, 'cpu');
    assert.deepEqual([options.size.get(), options.mode.get(), store.get(SIZE_SETTING.key), store.get(MODE_SETTING.key), newGames], ['8', 'cpu', '8', 'cpu', 2]);
    assert.ok(inputs.levelInputs.every((radio) => !radio.disabled), 'against the CPU the level is back');
  });

  test('set from a link: the inputs and the store follow, no new game is asked for, unknown values are refused', () => {
    const store = new SettingsStore();
    const inputs = page();
    let newGames = 0;
    const options = initReversiOptions(inputs, store, settings, () => newGames++);
    assert.equal(options.mode.set('friend'), true);
    assert.equal(options.size.set('6'), true);
    assert.deepEqual([checked(inputs.modeInputs), checked(inputs.sizeInputs), store.get(MODE_SETTING.key), store.get(SIZE_SETTING.key)], ['friend', '6', 'friend', '6']);
    assert.ok(inputs.levelInputs.every((radio) => radio.disabled));
    assert.equal(options.level.set('perfect'), false, 'a knight level');
    assert.deepEqual([options.level.get(), newGames], ['random', 0]);
  });

  test('corrupt values fall back to 8×8 against the random CPU, and stay unwritten', () => {
    const corrupt = { [SIZE_SETTING.key]: '10', [MODE_SETTING.key]: 'CPU', [LEVEL_SETTING.key]: 'perfect' };
    const written = [];
    const store = { get: (key) => corrupt[key] ?? null, set: (key, text) => written.push([key, text]) };
    const inputs = page();
    const options = initReversiOptions(inputs, store, settings, () => {});
    assert.deepEqual([options.size.get(), options.mode.get(), options.level.get()], ['8', 'cpu', 'random']);
    assert.deepEqual([checked(inputs.sizeInputs), checked(inputs.modeInputs), checked(inputs.levelInputs)], ['8', 'cpu', 'random']);
    assert.deepEqual(written, []);
  });
});
