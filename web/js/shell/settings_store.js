// Settings kept in localStorage, shared by every open tab of the site: read from storage each time
// (another tab may have written since), and in memory for this visit whenever localStorage throws
// (sandboxed or third-party iframes, privacy modes and full quotas all make it throw).
export class SettingsStore {
  /** @type {Map<string, string>} what this tab set that localStorage would not take */
  #memory = new Map();

  /**
   * Returns the text last set under key where localStorage would not take it, else what
   * localStorage holds now, else null.
   * @param {string} key
   * @returns {string | null}
   */
  get(key) {
    const remembered = this.#memory.get(key);
    if (remembered !== undefined) return remembered;
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** Returns every key something is stored under, in localStorage or for this visit. */
  keys() {
    const keys = new Set(this.#memory.keys());
    try {
      const storage = globalThis.localStorage;
      for (let i = 0; i < storage.length; i++) keys.add(/** @type {string} */ (storage.key(i)));
    } catch {
      // no localStorage: what this visit keeps
    }
    return [...keys];
  }

  /**
   * Keeps text under key for this visit and, when localStorage lets us, for the next ones.
   * @param {string} key
   * @param {string} text
   */
  set(key, text) {
    try {
      globalThis.localStorage.setItem(key, text);
      this.#memory.delete(key);
    } catch {
      this.#memory.set(key, text);  // the page keeps working with this value until it is closed
    }
  }

  /**
   * Stores change(text) in place of the text stored under key at this moment, so that what
   * another tab stored in between is built on, not overwritten.
   * @param {string} key
   * @param {(text: string | null) => string} change
   */
  update(key, change) {
    this.set(key, change(this.get(key)));
  }

  /**
   * listener() hears when another tab changes what is stored under key (or clears the storage).
   * @param {string} key
   * @param {() => void} listener
   */
  onChange(key, listener) {
    addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) listener();
    });
  }
}
