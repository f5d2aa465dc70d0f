// A radio group's choices named for the case at hand: each label's name and help are string keys
// (data-text, data-help), named by their own keys with a suffix after them (Reversi's levels on a
// board with a proven book: levelStrong → levelStrongPerfect), or by their own with none.

/**
 * @param {HTMLInputElement[]} inputs  the choices to name
 * @param {string} suffix  after each key ('' for the keys as the page has them)
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function nameChoices(inputs, suffix, strings) {
  const table = /** @type {Record<string, unknown>} */ (strings);
  for (const input of inputs) {
    const label = /** @type {HTMLLabelElement} */ (input.closest('label'));
    const name = /** @type {HTMLElement} */ (label.querySelector('[data-text]'));
    label.dataset.plainHelp ??= label.dataset.help;
    name.dataset.plainText ??= name.dataset.text;
    label.dataset.help = `${label.dataset.plainHelp}${suffix}`;
    name.dataset.text = `${name.dataset.plainText}${suffix}`;
    name.textContent = String(table[name.dataset.text]);
  }
}
