// The Reversi page's settings, each remembered under its own localStorage key like the volume: the
// board's size, the opponent (the CPU or a friend at the same screen), the CPU's level, and whether
// the moves' values are shown (reversi_values.js; off, as on the original pages). A stored
// value that is not one of ours counts as none: the engine's first size (8×8) against its first
// (weakest, random) level, as in the original pages.
import { bindOpponentMode, modeChoice } from '../play/opponent_mode.js';
import { bindChoice } from '../shell/setting_controls.js';
import { nameChoices } from '../views/choice_names.js';
import { PERFECT_SIZES } from './reversi_knowledge.js';

export const SIZE_KEY = 'hatodemowakaru-reversi-size';
export const MODE_KEY = 'hatodemowakaru-reversi-mode';
export const LEVEL_KEY = 'hatodemowakaru-reversi-level';
export const TALLY_KEY = 'hatodemowakaru-reversi-tally';  // the results against each level (play/game_result.js)
export const PUZZLES_KEY = 'hatodemowakaru-reversi-puzzles';  // the puzzle rating, streak and the puzzles tried (play/puzzle_progress.js)
export const SIDE_LINES_KEY = 'hatodemowakaru-reversi-side-lines';  // the side lines this tab keeps of its game (sessionStorage: play/side_lines.js)
export const VALUES_KEY = 'hatodemowakaru-reversi-values';  // the moves' values shown, 'on' or 'off'
export const COORDINATES_KEY = 'hatodemowakaru-reversi-coordinates';  // 'on' or 'off' (on unless turned off)

/**
 * Returns the three settings as choices ({ key, values, fallback }) for the engine's SIZES and
 * LEVELS; sizes are stored as their text, as the radio inputs' values hold them.
 * @param {{ SIZES: readonly number[], LEVELS: readonly string[] }} engine
 */
export function reversiSettings({ SIZES, LEVELS }) {
  const sizes = SIZES.map(String);
  return {
    size: { key: SIZE_KEY, values: sizes, fallback: sizes[0] },
    mode: modeChoice(MODE_KEY),
    level: { key: LEVEL_KEY, values: LEVELS, fallback: LEVELS[0] },
  };
}

/**
 * Wires the radio groups to the settings store; onGameChange() hears a change of size or mode made
 * on the page, which needs a new game (play/opponent_mode.js: the level rests between two
 * players), onLevelChange() one of level. Returns the settings (size and mode as the inputs hold
 * them: '8', 'friend').
 * @param {{ sizeInputs: HTMLInputElement[], modeInputs: HTMLInputElement[], levelInputs: HTMLInputElement[] }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {ReturnType<typeof reversiSettings>} settings
 * @param {() => void} onGameChange
 * @param {() => void} onLevelChange
 */
export function initReversiOptions({ sizeInputs, modeInputs, levelInputs }, store, settings, onGameChange, onLevelChange) {
  return {
    size: bindChoice(sizeInputs, store, settings.size, onGameChange),
    mode: bindOpponentMode({ modeInputs, levelInputs }, store, settings.mode, onGameChange),
    level: bindChoice(levelInputs, store, settings.level, onLevelChange),
  };
}

/**
 * Names the levels that play from the knowledge for the board of size: on a board with a proven
 * book (PERFECT_SIZES) by their perfect names and help, each string key with "Perfect" after it
 * (levelStrong: 最強, levelStrongPerfect: 完全), elsewhere by their own. The tally names a
 * level by its label, so it says so too.
 * @param {HTMLInputElement[]} levelInputs
 * @param {readonly string[]} knowledgeLevels
 * @param {number} size
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function nameLevels(levelInputs, knowledgeLevels, size, strings) {
  nameChoices(levelInputs.filter(({ value }) => knowledgeLevels.includes(value)), PERFECT_SIZES.includes(size) ? 'Perfect' : '', strings);
}
