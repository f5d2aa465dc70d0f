// The knight page's row under the reset buttons: the opponent (the AI or a friend at the same
// screen, play/opponent_mode.js), the AI's level (radio groups), the hints toggle and, beside it,
// whether the hints show all their squares (checkboxes, the second resting while hints are off),
// each remembered like the volume, under its own localStorage key. A stored value that is not one
// of ours falls back to the default: against the first (weakest) level, as in the original, hints
// off, one square at a time.
import { bindOpponentMode, modeChoice } from '../play/opponent_mode.js';
import { bindChoice, bindToggle, rest } from '../shell/setting_controls.js';

export const MODE_KEY = 'hatodemowakaru-knight-mode';
export const LEVEL_KEY = 'hatodemowakaru-knight-level';
export const HINTS_KEY = 'hatodemowakaru-knight-hints';
export const HINTS_ALL_KEY = 'hatodemowakaru-knight-hints-all';
export const COORDINATES_KEY = 'hatodemowakaru-knight-coordinates';  // 'on' or 'off' (off, as in the original)
export const TALLY_KEY = 'hatodemowakaru-knight-tally';  // the results against each level (play/game_result.js)
export const PUZZLES_KEY = 'hatodemowakaru-knight-puzzles';  // the puzzle rating, streak and the puzzles tried (play/puzzle_progress.js)
export const SIDE_LINES_KEY = 'hatodemowakaru-knight-side-lines';  // the side lines this tab keeps of its game (sessionStorage: play/side_lines.js)

/**
 * Wires the mode's and the level's radio inputs (value = mode, level) and the hints' checkboxes to
 * the settings store; levels are the engine's LEVELS, weakest first; onModeChange() hears a change
 * of opponent made on the page (a new game), onHintsChange(on) and onShowAllChange(on) every toggle.
 * @param {{ modeInputs: HTMLInputElement[], levelInputs: HTMLInputElement[], hintsInput: HTMLInputElement, hintsAllInput: HTMLInputElement }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {readonly string[]} levels
 * @param {{ onModeChange: () => void, onHintsChange: (on: boolean) => void, onShowAllChange: (on: boolean) => void }} listeners
 * @returns {{ mode: ReturnType<typeof bindOpponentMode>, level: import('../shell/setting_controls.js').Setting, hints: () => boolean, showAll: () => boolean }}
 */
export function initKnightOptions({ modeInputs, levelInputs, hintsInput, hintsAllInput }, store, levels, { onModeChange, onHintsChange, onShowAllChange }) {
  const restShowAll = (/** @type {boolean} */ hintsOn) => rest([hintsAllInput], !hintsOn);
  const hints = bindToggle(hintsInput, store, HINTS_KEY, (on) => {
    restShowAll(on);
    onHintsChange(on);
  });
  restShowAll(hints());
  return {
    mode: bindOpponentMode({ modeInputs, levelInputs }, store, modeChoice(MODE_KEY), onModeChange),
    level: bindChoice(levelInputs, store, { key: LEVEL_KEY, values: levels, fallback: levels[0] }),
    hints,
    showAll: bindToggle(hintsAllInput, store, HINTS_ALL_KEY, onShowAllChange),
  };
}
