// The knight page's row under the reset buttons: the AI's level (a radio group) and the hints
// toggle (a checkbox), each remembered like the volume, under its own localStorage key. A stored
// value that is not one of ours falls back to the default: random, hints off.
import { bindChoice, bindToggle, parseChoice } from '../shell/setting_controls.js';

export const LEVEL_KEY = 'hatodemowakaru-knight-level';
export const HINTS_KEY = 'hatodemowakaru-knight-hints';
export const LEVELS = ['random', 'weighted', 'perfect'];
export const DEFAULT_LEVEL = 'random';

export const parseLevel = (text) => parseChoice(text, LEVELS, DEFAULT_LEVEL);
export const parseHints = (text) => text === 'on';

// Wires the level's radio inputs (value = level) and the hints checkbox to the settings store;
// onHintsChange(on) hears every toggle. Returns { level(), hints() }, read when needed.
export function initPlayOptions({ levelInputs, hintsInput }, store, onHintsChange) {
  return {
    level: bindChoice(levelInputs, store, { key: LEVEL_KEY, values: LEVELS, fallback: DEFAULT_LEVEL }),
    hints: bindToggle(hintsInput, store, HINTS_KEY, onHintsChange),
  };
}
