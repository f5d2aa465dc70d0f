// The Reversi page's settings, each remembered under its own localStorage key like the volume: the
// board's size, the opponent (the CPU or a friend at the same screen) and the CPU's level. A stored
// value that is not one of ours counts as none: 8×8 against the random CPU, as in the seeds.
import { bindChoice } from '../shell/setting_controls.js';

export const SIZE_SETTING = { key: 'hatodemowakaru-reversi-size', values: ['8', '6'], fallback: '8' };
export const MODE_SETTING = { key: 'hatodemowakaru-reversi-mode', values: ['cpu', 'friend'], fallback: 'cpu' };
export const LEVEL_SETTING = { key: 'hatodemowakaru-reversi-level', values: ['random', 'weighted', 'strong'], fallback: 'random' };

// Wires the radio groups { sizeInputs, modeInputs, levelInputs } to the settings store;
// onGameChange() hears a change of size or mode, which needs a new game. Returns
// { size(), mode(), level() }, read when needed (size as a number).
export function initReversiOptions({ sizeInputs, modeInputs, levelInputs }, store, onGameChange) {
  const size = bindChoice(sizeInputs, store, SIZE_SETTING, onGameChange);
  const mode = bindChoice(modeInputs, store, MODE_SETTING, onGameChange);
  const level = bindChoice(levelInputs, store, LEVEL_SETTING);
  return { size: () => Number(size()), mode, level };
}
