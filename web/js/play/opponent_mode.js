// Whom the player plays, on both pages: the computer, or a friend at the same screen
// (「ふたりで対戦」), a choice each page remembers under its own key. Between two players the
// computer's level means nothing, so its inputs rest, and one button starts a new game where
// against the computer there is one a side.
import { bindChoice } from '../shell/setting_controls.js';

export const MODES = ['cpu', 'friend'];

/**
 * The mode's choice, stored under key: against the computer unless a friend was chosen.
 * @param {string} key
 * @returns {import('../shell/setting_controls.js').Choice}
 */
export const modeChoice = (key) => ({ key, values: MODES, fallback: MODES[0] });

/**
 * Binds the mode's radio inputs to choice; onChange() hears a change made on them (the page starts
 * a new game). The level's inputs rest between two players, whoever set the mode.
 * @param {{ modeInputs: HTMLInputElement[], levelInputs: HTMLInputElement[] }} inputs
 * @param {import('../shell/settings_store.js').SettingsStore} store
 * @param {import('../shell/setting_controls.js').Choice} choice
 * @param {() => void} onChange
 * @returns {import('../shell/setting_controls.js').Setting & { twoPlayers(): boolean }}
 */
export function bindOpponentMode({ modeInputs, levelInputs }, store, choice, onChange) {
  const twoPlayers = () => mode.get() === 'friend';
  const restLevel = () => {
    for (const input of levelInputs) input.disabled = twoPlayers();
  };
  const mode = bindChoice(modeInputs, store, choice, () => {
    restLevel();
    onChange();
  });
  restLevel();
  return {
    get: mode.get,
    set: (value) => {
      const known = mode.set(value);
      restLevel();
      return known;
    },
    twoPlayers,
  };
}

/**
 * Shows the reset buttons for the mode: one a side against the computer, one new game between two.
 * @param {{ startFirst: HTMLButtonElement, startSecond: HTMLButtonElement }} buttons
 * @param {boolean} twoPlayers
 * @param {{ startFirst: string, newGame: string }} strings
 */
export function showStartButtons({ startFirst, startSecond }, twoPlayers, strings) {
  startFirst.textContent = twoPlayers ? strings.newGame : strings.startFirst;
  startSecond.hidden = twoPlayers;
}
