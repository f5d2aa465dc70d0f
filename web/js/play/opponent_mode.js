// Whom the player plays, on both pages: the computer, or a friend at the same screen
// (「ふたりで対戦」), a choice each page remembers under its own key; and on which side against the
// computer, which its reset buttons choose. Between two players the computer's level means nothing,
// so its inputs rest, and one button starts a new game where against the computer there is one a side.
import { bindChoice, rest } from '../shell/setting_controls.js';

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
  const restLevel = () => rest(levelInputs, twoPlayers());
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
 * The player's side against the computer, kept through new games, and the reset buttons that
 * choose it: one a side against the computer, one new game between two players. A click on one
 * sets the side, then onStart() starts the new game.
 * @param {(onStart: (second: boolean) => void) => import('../views/start_buttons.js').StartButtons} view  the page's reset buttons, their clicks heard
 * @param {[number, number]} sides  the engine's first and second sides, the buttons' in order
 * @param {{ twoPlayers(): boolean, set(value: string): boolean }} mode  bindOpponentMode()'s
 * @param {{ startFirst: string, newGame: string }} strings
 * @param {() => void} onStart
 */
export function initOpponent(view, [first, second], mode, strings, onStart) {
  let side = first;
  const buttons = view((secondSide) => {
    side = secondSide ? second : first;
    onStart();
  });
  const show = () => buttons.show(mode.twoPlayers(), strings);
  return {
    /** the player's side, null between two players */
    humanSide: () => (mode.twoPlayers() ? null : side),
    /** shows the buttons for the mode (call after the mode changes) */
    show,
    /**
     * Takes a linked game's side (null: two players): its mode, and its side for the games after.
     * @param {number | null} linked
     */
    follow(linked) {
      mode.set(linked === null ? 'friend' : 'cpu');
      show();
      if (linked !== null) side = linked;
    },
  };
}
