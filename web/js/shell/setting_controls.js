// A page setting bound to its inputs and to the settings store: a choice among fixed values (a
// group of radio inputs, each input's value one of them) or an on/off toggle (a checkbox). Each is
// restored from its localStorage key, where anything but one of its values counts as nothing
// stored, and stored again on every change.

/**
 * @typedef {object} Choice
 * @property {string} key                the localStorage key
 * @property {readonly string[]} values  the values it may hold
 * @property {string} fallback           the value when nothing (or nothing of values) is stored
 */

/**
 * Returns text when it is one of values, exactly, else fallback.
 * @param {string | null} text
 * @param {readonly string[]} values
 * @param {string} fallback
 */
export const parseChoice = (text, values, fallback) => (text !== null && values.includes(text) ? text : fallback);

/**
 * A setting's current value, read when needed, and set from outside the inputs (a link opened):
 * set() checks the matching input and stores the value, but calls no onChange. A value not among
 * the choice's values is left unset (returns false).
 * @typedef {{ get(): string, set(value: string): boolean }} Setting
 */

/**
 * Binds the radio inputs to the choice; onChange(value) hears every change made on the inputs.
 * @param {HTMLInputElement[]} inputs
 * @param {import('./settings_store.js').SettingsStore} store
 * @param {Choice} choice
 * @param {(value: string) => void} [onChange]
 * @returns {Setting}
 */
export function bindChoice(inputs, store, { key, values, fallback }, onChange = () => {}) {
  let value = parseChoice(store.get(key), values, fallback);
  const check = () => {
    for (const input of inputs) input.checked = input.value === value;
  };
  check();
  for (const input of inputs) {
    input.addEventListener('change', () => {
      if (!input.checked) return;
      value = input.value;
      store.set(key, value);
      onChange(value);
    });
  }
  return {
    get: () => value,
    set: (next) => {
      if (!values.includes(next)) return false;
      if (next === value) return true;  // nothing new to store
      value = next;
      store.set(key, value);
      check();
      return true;
    },
  };
}

/**
 * Rests the controls (disabled: out of the tab order, not to be used) or wakes them.
 * @param {{ disabled: boolean }[]} controls
 * @param {boolean} resting
 */
export function rest(controls, resting) {
  for (const control of controls) control.disabled = resting;
}

/**
 * Binds the checkbox to the on/off setting stored under key ('on' or 'off'; anything else counts as
 * nothing stored: fallback, off unless said); onChange(on) hears every change. Returns value(),
 * read when needed.
 * @param {HTMLInputElement} input
 * @param {import('./settings_store.js').SettingsStore} store
 * @param {string} key
 * @param {(on: boolean) => void} [onChange]
 * @param {boolean} [fallback]
 * @returns {() => boolean}
 */
export function bindToggle(input, store, key, onChange = () => {}, fallback = false) {
  let on = parseChoice(store.get(key), ['on', 'off'], fallback ? 'on' : 'off') === 'on';
  input.checked = on;
  input.addEventListener('change', () => {
    on = input.checked;
    store.set(key, on ? 'on' : 'off');
    onChange(on);
  });
  return () => on;
}
