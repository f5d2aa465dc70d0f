// The knight page's row under the reset buttons: the AI's level (a radio group), the hints toggle
// and, beside it, whether the hints show all their squares (checkboxes, the second resting while
// hints are off), each remembered like the volume, under its own localStorage key. A stored value
// that is not one of ours falls back to the default: the first (weakest) level, as in the
// original, hints off, one square at a time.
import { bindChoice, bindToggle } from '../shell/setting_controls.js';

export const LEVEL_KEY = 'hatodemowakaru-knight-level';
export const HINTS_KEY = 'hatodemowakaru-knight-hints';
export const HINTS_ALL_KEY = 'hatodemowakaru-knight-hints-all';
export const TALLY_KEY = 'hatodemowakaru-knight-tally';  // the results against each level (play/game_result.js)

/**
 * Wires the level's radio inputs (value = level) and the hints' checkboxes to the settings store;
 * levels are the engine's LEVELS, weakest first; onHintsChange(on) and onShowAllChange(on) hear
 * every toggle.
 * @param {{ levelInputs: HTMLInputElement[], hintsInput: HTMLInputElement, hintsAllInput: HTMLInputElement }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {readonly string[]} levels
 * @param {{ onHintsChange: (on: boolean) => void, onShowAllChange: (on: boolean) => void }} listeners
 * @returns {{ level: import('../shell/setting_controls.js').Setting, hints: () => boolean, showAll: () => boolean }}
 */
export function initKnightOptions({ levelInputs, hintsInput, hintsAllInput }, store, levels, { onHintsChange, onShowAllChange }) {
  const restShowAll = (/** @type {boolean} */ hintsOn) => { hintsAllInput.disabled = !hintsOn; };
  const hints = bindToggle(hintsInput, store, HINTS_KEY, (on) => {
    restShowAll(on);
    onHintsChange(on);
  });
  restShowAll(hints());
  return {
    level: bindChoice(levelInputs, store, { key: LEVEL_KEY, values: levels, fallback: levels[0] }),
    hints,
    showAll: bindToggle(hintsAllInput, store, HINTS_ALL_KEY, onShowAllChange),
  };
}
