// Issue 43, item 2: the tally's records shared by the site's tabs (web/js/shell/tab_records.js),
// under node with stand-ins for localStorage and the Web Locks: each tab claims the lowest slot
// no other holds and changes only its own copy, so that no tab's change is lost to another's
// however close together; a closed tab's slot (and its copy) serves the next tab; without Web
// Locks, or refused them, a tab changes the plain key as before; a reader merges every copy, a
// corrupt one counting as none.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { claimSlot, TabRecords } from '../../web/js/shell/tab_records.js';
import { SettingsStore } from '../../web/js/shell/settings_store.js';
import { parseTallies } from '../../web/js/play/game_result.js';

// localStorage over a Map, as the browser's: getItem, setItem, length, key(i).
function fakeStorage(map = new Map()) {
  return {
    map,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => { map.set(key, String(value)); },
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

// navigator.locks for the tabs of one origin: a lock asked for ifAvailable is granted when no tab
// holds it, and held until the callback's promise settles (never, for a slot) or release(name).
function fakeLocks() {
  const held = new Set();
  return {
    held,
    release: (name) => held.delete(name),
    async request(name, options, callback) {
      assert.deepEqual(options, { ifAvailable: true });
      const free = !held.has(name);
      if (free) held.add(name);
      return callback(free ? { name, mode: 'exclusive' } : null);
    },
  };
}

afterEach(() => { delete globalThis.localStorage; });

const addWin = (text) => {
  const tallies = parseTallies(text);
  const tally = tallies.random ?? { won: 0, lost: 0, drawn: 0 };
  return JSON.stringify({ ...tallies, random: { ...tally, won: tally.won + 1 } });
};
const wins = (records) => records.texts().map((text) => parseTallies(text).random?.won ?? 0).reduce((a, b) => a + b, 0);

test('each tab changes its own copy: two tabs adding at once keep both, and a reader merges them', async () => {
  const storage = globalThis.localStorage = fakeStorage();
  const locks = fakeLocks();
  const [slotA, slotB] = [claimSlot(locks), claimSlot(locks)];
  assert.deepEqual(await Promise.all([slotA, slotB]), [0, 1], 'the lowest free slots');
  const a = new TabRecords(new SettingsStore(), 'tally', slotA);
  const b = new TabRecords(new SettingsStore(), 'tally', slotB);
  await Promise.all([slotA, slotB]);
  a.update(addWin);
  b.update(addWin);
  a.update(addWin);
  assert.deepEqual([...storage.map.keys()].sort(), ['tally#0', 'tally#1']);
  assert.equal(wins(a), 3);
  assert.equal(wins(b), 3, 'both tabs read every copy');

  // Tab A closes: the next tab takes its slot and adds to its copy.
  locks.release('hatodemowakaru-tab-0');
  const slotC = claimSlot(locks);
  const c = new TabRecords(new SettingsStore(), 'tally', slotC);
  assert.equal(await slotC, 0);
  c.update(addWin);
  assert.equal(parseTallies(storage.getItem('tally#0')).random.won, 3);
  assert.equal(wins(b), 4);
});

test('without Web Locks, or refused them, and before its slot comes, a tab changes the plain key', async () => {
  const storage = globalThis.localStorage = fakeStorage(new Map([['tally#0', addWin(null)]]));
  const refusing = { request: async () => { throw new DOMException('opaque origin', 'SecurityError'); } };
  for (const slot of [claimSlot(undefined), claimSlot(refusing)]) {
    assert.equal(await slot, null);
    new TabRecords(new SettingsStore(), 'tally', slot).update(addWin);
  }
  const early = new TabRecords(new SettingsStore(), 'tally', new Promise(() => {}));
  early.update(addWin);
  assert.equal(parseTallies(storage.getItem('tally')).random.won, 3);
  assert.equal(wins(early), 4, 'the plain key and the copies, merged');
});

test('a corrupt copy counts as none; the others still count', async () => {
  globalThis.localStorage = fakeStorage(new Map([
    ['tally', '{"random": {"won": 2, "lost": 1, "drawn": 0}}'], ['tally#0', 'not json'], ['tally#1', '[1, 2]'],
    ['tally#2', '{"random": {"won": -5, "lost": "x", "drawn": 1.5}}'], ['tally#3', '{"random": {"won": 1, "lost": 0, "drawn": 0}}'],
    ['tallyish', '{"random": {"won": 100, "lost": 0, "drawn": 0}}'], ['tally-helped#0', '{"random": {"won": 50, "lost": 0, "drawn": 0}}'],
  ]));
  const records = new TabRecords(new SettingsStore(), 'tally', Promise.resolve(null));
  assert.equal(records.texts().length, 5, 'the plain key and its four copies, no other key');
  assert.equal(wins(records), 3);
});
