// The knight page's row under the reset buttons: the AI's level (a radio group) and the hints
// toggle (a checkbox), each remembered like the volume, under its own localStorage key. A stored
// value that is not one of ours falls back to the default: the first (weakest) level, as in the
// original, and hints off.
import { bindChoice, bindToggle } from '../shell/setting_controls.js';

export const LEVEL_KEY = 'hatodemowakaru-knight-level';
export const HINTS_KEY = 'hatodemowakaru-knight-hints';
export const TALLY_KEY = 'hatodemowakaru-knight-tally';  // the results against each level (play/game_result.js)

/**
 * Wires the level's radio inputs (value = level) and the hints checkbox to the settings store;
 * levels are the engine's LEVELS, weakest first; onHintsChange(on) hears every toggle.
 * @param {{ levelInputs: HTMLInputElement[], hintsInput: HTMLInputElement }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {readonly string[]} levels
 * @param {(on: boolean) => void} onHintsChange
 * @returns {{ level: import('../shell/setting_controls.js').Setting, hints: () => boolean }}
 */
export function initKnightOptions({ levelInputs, hintsInput }, store, levels, onHintsChange) {
  return {
    level: bindChoice(levelInputs, store, { key: LEVEL_KEY, values: levels, fallback: levels[0] }),
    hints: bindToggle(hintsInput, store, HINTS_KEY, onHintsChange),
  };
}
