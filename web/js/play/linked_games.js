// The game the page's address asks for (play/game_link.js), opened at load and again whenever the
// address changes under it (a link followed, the back button): its side or two players, its level
// and its record with the side lines this tab kept of it, shown where the link says, its review
// open if asked — a game of the link's origin, which counts in no tally (game_spec.js); without a
// game in the address, a new game against the side and the level last chosen. An address that
// asks for a puzzle (#puzzle=ID: puzzle_mode.js) changes no game.
import { readGameLink } from './game_link.js';
import { linkedPuzzle } from './puzzle_mode.js';

/**
 * @template {{ humanSide: number | null }} O  a new game's options (Reversi's: the size too)
 * @param {object} parts
 * @param {(link: import('./game_link.js').GameLink) => { options: O, level: string | null, record: import('./game_spec.js').GameRecord }} parts.readLink
 *   the game's reader of a link (readKnightLink, readReversiLink)
 * @param {() => O} parts.newOptions  a new game's options, without a link
 * @param {{ newGame(options: O, record?: import('./game_spec.js').GameRecord): void }} parts.flow
 * @param {{ show(): void, follow(side: number | null): void }} parts.opponent  initOpponent()'s
 * @param {{ set(value: string): boolean }} parts.level  the level's setting
 * @param {() => void} parts.showLevelHelp
 * @param {{ start(): void }} parts.review
 * @param {{ read(record: import('./game_spec.js').GameRecord): string[] }} parts.sideLines  those the tab kept (side_lines.js)
 */
export function openLinkedGames({ readLink, newOptions, flow, opponent, level, showLevelHelp, review, sideLines }) {
  const open = () => {
    const link = readGameLink(location.hash);
    if (!link) {
      opponent.show();
      flow.newGame(newOptions());
      return;
    }
    const { options, level: linkedLevel, record } = readLink(link);
    if (linkedLevel) level.set(linkedLevel);
    showLevelHelp();
    opponent.follow(options.humanSide);
    flow.newGame(options, { ...record, lines: sideLines.read(record), origin: 'link' });
    if (link.review === '1') review.start();
  };
  addEventListener('popstate', () => { if (linkedPuzzle(location.hash) === null) open(); });  // a puzzle's link leaves the game as it is
  open();
}

/**
 * Returns open(options, record): a game pasted or set up on the board (paste_box.js,
 * position_editor.js), opened as a link's is, in a history entry of its own, the mode and the side
 * following it.
 * @template {{ humanSide: number | null }} O
 * @param {object} parts
 * @param {{ newGame(options: O, record?: import('./game_spec.js').GameRecord): void }} parts.flow
 * @param {{ follow(side: number | null): void }} parts.opponent
 * @param {{ pushNext(): void }} parts.controls
 * @returns {(options: O, record: import('./game_spec.js').GameRecord) => void}
 */
export const gameOpener = ({ flow, opponent, controls }) => (options, record) => {
  opponent.follow(options.humanSide);
  controls.pushNext();
  flow.newGame(options, record);
};
