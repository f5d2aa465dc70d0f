// The coordinates' setting (「座標」), on both pages: a toggle remembered under the page's key, on
// by default for Reversi (as its players read games) and off for the knights (as in the original)
// — the default being what the page's board frame shows before its script runs — and the labels
// following the size of every board the flow shows (board/board_coordinates.js).
import { BoardCoordinates } from '../board/board_coordinates.js';
import { bindToggle } from '../shell/setting_controls.js';

/**
 * Sets a page's coordinates up: the toggle, remembered under key (the page's default: what its
 * frame shows before the script runs), and the labels for every board the flow shows.
 * @param {object} parts
 * @param {HTMLElement} parts.frame
 * @param {HTMLInputElement} parts.input
 * @param {import('../shell/settings_store.js').SettingsStore} parts.store
 * @param {string} parts.key
 * @param {{ onPosition(listener: (shown: { size: number, names: readonly string[] } | null) => void): void }} parts.flow
 * @returns {BoardCoordinates}  for another board shown there (the puzzles)
 */
export function initCoordinates({ frame, input, store, key, flow }) {
  const coordinates = new BoardCoordinates(frame);
  const on = bindToggle(input, store, key, (shown) => coordinates.setShown(shown), coordinates.shownAtFirst);
  coordinates.setShown(on());
  flow.onPosition((shown) => shown && coordinates.show(shown));
  return coordinates;
}
