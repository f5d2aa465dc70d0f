// Settings kept in localStorage, and in memory for this visit whenever localStorage throws
// (sandboxed or third-party iframes, privacy modes and full quotas all make it throw).
export class SettingsStore {
  /** @type {Map<string, string>} */
  #memory = new Map();

  /**
   * Returns the text last set under key, else what localStorage holds, else null.
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

  /**
   * Keeps text under key for this visit and, when localStorage lets us, for the next ones.
   * @param {string} key
   * @param {string} text
   */
  set(key, text) {
    this.#memory.set(key, text);
    try {
      globalThis.localStorage.setItem(key, text);
    } catch {
      // Remembered in memory only: the page keeps working with this value until it is closed.
    }
  }
}
