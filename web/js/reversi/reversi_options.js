// The Reversi page's settings, each remembered under its own localStorage key like the volume: the
// board's size, the opponent (the CPU or a friend at the same screen), the CPU's level, and whether
// the moves' values are shown (reversi_values.js; off, as on the original pages). A stored
// value that is not one of ours counts as none: the engine's first size (8×8) against its first
// (weakest, random) level, as in the original pages.
import { bindChoice } from '../shell/setting_controls.js';

export const SIZE_KEY = 'hatodemowakaru-reversi-size';
export const MODE_KEY = 'hatodemowakaru-reversi-mode';
export const LEVEL_KEY = 'hatodemowakaru-reversi-level';
export const TALLY_KEY = 'hatodemowakaru-reversi-tally';  // the results against each level (play/game_result.js)
export const VALUES_KEY = 'hatodemowakaru-reversi-values';  // the moves' values shown, 'on' or 'off'
  // the results against each level (play/game_result.js)
export const MODES = ['cpu', 'friend'];

/**
 * Returns the three settings as choices ({ key, values, fallback }) for the engine's SIZES and
 * LEVELS; sizes are stored as their text, as the radio inputs' values hold them.
 * @param {{ SIZES: readonly number[], LEVELS: readonly string[] }} engine
 */
export function reversiSettings({ SIZES, LEVELS }) {
  const sizes = SIZES.map(String);
  return {
    size: { key: SIZE_KEY, values: sizes, fallback: sizes[0] },
    mode: { key: MODE_KEY, values: MODES, fallback: MODES[0] },
    level: { key: LEVEL_KEY, values: LEVELS, fallback: LEVELS[0] },
  };
}

/**
 * Wires the radio groups to the settings store; onGameChange() hears a change of size or mode made
 * on the page, which needs a new game. Between two players the CPU's level means nothing: its
 * inputs rest. Returns the settings (size and mode as the inputs hold them: '8', 'friend').
 * @param {{ sizeInputs: HTMLInputElement[], modeInputs: HTMLInputElement[], levelInputs: HTMLInputElement[] }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {ReturnType<typeof reversiSettings>} settings
 * @param {() => void} onGameChange
 */
export function initReversiOptions({ sizeInputs, modeInputs, levelInputs }, store, settings, onGameChange) {
  const restLevel = () => {
    for (const input of levelInputs) input.disabled = mode.get() === 'friend';
  };
  const size = bindChoice(sizeInputs, store, settings.size, onGameChange);
  const mode = bindChoice(modeInputs, store, settings.mode, () => {
    restLevel();
    onGameChange();
  });
  const level = bindChoice(levelInputs, store, settings.level);
  restLevel();
  return {
    size,
    mode: {
      get: mode.get,
      set: (/** @type {string} */ value) => {
        const known = mode.set(value);
        restLevel();
        return known;
      },
    },
    level,
  };
}
