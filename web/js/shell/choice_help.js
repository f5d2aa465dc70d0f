// A line under a radio group that says what the chosen option does: each option's label names its
// text in the string table by key (data-help="levelHelpRandom"), so the page's language shows.

/**
 * Shows the help of the checked input in element now and on every change; returns a function that
 * shows it again (after the choice was set from outside the inputs).
 * @param {HTMLInputElement[]} inputs
 * @param {HTMLElement} element
 * @param {Record<string, unknown>} strings  the page's string table
 */
export function showChoiceHelp(inputs, element, strings) {
  const show = () => {
    const key = inputs.find((input) => input.checked)?.closest('label')?.dataset.help;
    const text = key === undefined ? undefined : strings[key];
    element.textContent = typeof text === 'string' ? text : '';
  };
  for (const input of inputs) input.addEventListener('change', show);
  show();
  return show;
}
