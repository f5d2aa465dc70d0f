// Settings kept in localStorage, and in memory for this visit whenever localStorage throws
// (sandboxed or third-party iframes, privacy modes and full quotas all make it throw).
export class SettingsStore {
  #memory = new Map();

  // Returns the text last set under key, else what localStorage holds, else null.
  get(key) {
    if (this.#memory.has(key)) return this.#memory.get(key);
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // Keeps text under key for this visit and, when localStorage lets us, for the next ones.
  set(key, text) {
    this.#memory.set(key, text);
    try {
      globalThis.localStorage.setItem(key, text);
    } catch {
      // Remembered in memory only: the page keeps working with this value until it is closed.
    }
  }
}
