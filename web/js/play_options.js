// The row under the reset buttons: the AI's level (a radio group) and the hints toggle (a
// checkbox), each remembered like the volume, under its own localStorage key. A stored value
// that is not one of ours falls back to the default: random, hints off.
export const LEVEL_KEY = 'hatodemowakaru-knight-level';
export const HINTS_KEY = 'hatodemowakaru-knight-hints';
export const LEVELS = ['random', 'weighted', 'perfect'];
export const DEFAULT_LEVEL = 'random';

export const parseLevel = (text) => (LEVELS.includes(text) ? text : DEFAULT_LEVEL);
export const parseHints = (text) => text === 'on';

// Wires the level's radio inputs (value = level) and the hints checkbox to the settings store;
// onHintsChange(on) hears every toggle. Returns { level(), hints() }, read when needed.
export function initPlayOptions({ levelInputs, hintsInput }, store, onHintsChange) {
  let level = parseLevel(store.get(LEVEL_KEY));
  let hints = parseHints(store.get(HINTS_KEY));
  for (const input of levelInputs) {
    input.checked = input.value === level;
    input.addEventListener('change', () => {
      if (!input.checked) return;
      level = input.value;
      store.set(LEVEL_KEY, level);
    });
  }
  hintsInput.checked = hints;
  hintsInput.addEventListener('change', () => {
    hints = hintsInput.checked;
    store.set(HINTS_KEY, hints ? 'on' : 'off');
    onHintsChange(hints);
  });
  return { level: () => level, hints: () => hints };
}
