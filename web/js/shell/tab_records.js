// A record that every open tab of the site adds to without losing another tab's addition, however
// close together (two tabs ending a game at the same instant): each tab changes only its own copy,
// KEY#N, N a slot the tab holds a Web Lock on for as long as it is open (navigator.locks grants a
// slot to one tab at a time; a closed tab's slot, and its copy, serve the next tab), and a reader
// merges every copy. Where the browser offers no Web Locks (an insecure http:// address, an old
// browser) or refuses them (an opaque origin), and in the moment before the tab holds its slot, the
// tab changes the plain KEY, read, changed and written back at once, as before: there two tabs
// ending a game at the same instant may keep one result.

/** The Web Locks' names: the slot N is held under SLOT_LOCK + N. */
const SLOT_LOCK = 'hatodemowakaru-tab-';
/** More tabs of the site than anyone opens at once; beyond, a tab writes the plain key. */
const MAX_SLOTS = 64;

/** @type {Promise<number | null> | null} this tab's slot, claimed once for all its records */
let tabSlot = null;

/**
 * Claims the lowest slot no other tab holds, and holds it until the tab closes; resolves with it,
 * or null without Web Locks (or when they are refused).
 * @param {LockManager | undefined} locks
 * @returns {Promise<number | null>}
 */
export async function claimSlot(locks) {
  if (!locks) return null;
  try {
    for (let slot = 0; slot < MAX_SLOTS; slot++) {
      const held = await new Promise((resolve, reject) => {
        // The callback's promise never settles: the lock is held for the document's life.
        locks.request(SLOT_LOCK + slot, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          return lock && new Promise(() => {});
        }).catch(reject);
      });
      if (held) return slot;
    }
  } catch {
    // refused (an opaque origin's SecurityError): as without Web Locks
  }
  return null;
}

/** Returns this tab's slot, claimed on the first call. */
const thisTabsSlot = () => (tabSlot ??= claimSlot(webLocks()));

/** @returns {LockManager | undefined} navigator.locks where there is one */
function webLocks() {
  try {
    return globalThis.navigator?.locks;
  } catch {
    return undefined;  // a sandboxed frame may throw on reading it
  }
}

export class TabRecords {
  #store;
  #key;
  /** @type {number | null} */
  #slot = null;

  /**
   * @param {import('./settings_store.js').SettingsStore} store
   * @param {string} key
   * @param {Promise<number | null>} [slot]  this tab's (claimSlot()'s, for a test's stand-in tabs)
   */
  constructor(store, key, slot = thisTabsSlot()) {
    this.#store = store;
    this.#key = key;
    slot.then((held) => { this.#slot = held; });
  }

  /** Returns the text of every copy stored: the plain key's, if any, and each tab's. */
  texts() {
    const copies = this.#store.keys().filter((key) => key === this.#key || key.startsWith(`${this.#key}#`));
    return copies.map((key) => /** @type {string} */ (this.#store.get(key)));
  }

  /**
   * Stores change(text) in place of this tab's copy (the plain key's, without a slot).
   * @param {(text: string | null) => string} change
   */
  update(change) {
    this.#store.update(this.#slot === null ? this.#key : `${this.#key}#${this.#slot}`, change);
  }

  /**
   * listener() hears when another tab changes a copy (or clears the storage).
   * @param {() => void} listener
   */
  onChange(listener) {
    addEventListener('storage', (event) => {
      if (event.key === null || event.key === this.#key || event.key.startsWith(`${this.#key}#`)) listener();
    });
  }
}
