// The result area under the settings. Against the computer, the player's tally at the level
// chosen — wins, losses and draws, kept in localStorage like the settings (and in memory when
// storage is blocked), shared with the site's other open tabs, each adding to its own copy
// (shell/tab_records.js), so that two tabs ending at once both count — and on a line of its own the
// games in which hints or values were shown (「ヒントあり」), counted apart; at the end of a game,
// above them, the winner and the score, and the 「もう一度」 button, which starts the same game again.
// A game counts once, when it ends in play on the page, and only a new game (game_spec.js's origin):
// not when a finished game is opened (a link, a reload), nor when it ends again after an undo; a
// game of another origin (a link's) that ends in play counts in no tally, and the result says so.
// Between two players, the result only. Its lines keep their height while empty, so nothing under
// them moves.
import { TabRecords } from '../shell/tab_records.js';

/** @typedef {{ won: number, lost: number, drawn: number }} Tally */

/**
 * Returns the tallies stored under a page's key, by level; anything else stored counts as none.
 * @param {string | null} text
 * @returns {Record<string, Tally>}
 */
export function parseTallies(text) {
  /** @type {Record<string, Tally>} */
  const tallies = {};
  let stored;
  try {
    stored = JSON.parse(text ?? '{}');
  } catch {
    return tallies;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return tallies;
  const count = (/** @type {unknown} */ n) => (Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0 ? /** @type {number} */ (n) : 0);
  for (const [level, tally] of Object.entries(stored)) {
    if (typeof tally === 'object' && tally !== null) tallies[level] = { won: count(tally.won), lost: count(tally.lost), drawn: count(tally.drawn) };
  }
  return tallies;
}

/**
 * Returns the sum of tallies, level by level.
 * @param {Record<string, Tally>[]} tallies
 */
function summed(tallies) {
  /** @type {Record<string, Tally>} */
  const sum = {};
  for (const byLevel of tallies) {
    for (const [level, { won, lost, drawn }] of Object.entries(byLevel)) {
      const total = sum[level] ?? { won: 0, lost: 0, drawn: 0 };
      sum[level] = { won: total.won + won, lost: total.lost + lost, drawn: total.drawn + drawn };
    }
  }
  return sum;
}

/**
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {(shown: import('./game_spec.js').Shown<G>) => string} parts.resultText  the winner and the score
 * @param {(onAgain: () => void) => import('../views/result_view.js').ResultView} parts.view  the page's result area, its 「もう一度」 heard
 * @param {import('../shell/settings_store.js').SettingsStore} parts.store
 * @param {string} parts.key             where the page keeps its tallies; those with help under key-helped
 * @param {() => string} parts.level     the computer's level now
 * @param {(level: string) => string} parts.levelName  as the page names it
 * @param {(level: string, tally: Tally) => string} parts.tallyText
 * @param {(tally: Tally) => string} parts.helpedText  the tally of the games with help
 * @param {Record<Exclude<import('./game_spec.js').GameOrigin, 'new'>, string>} parts.notCounted
 *   what the result says of a game of each other origin that ends in play: it counts in no tally
 * @returns {{ helpShown(): void }}  helpShown(): the game shown has had hints or values shown
 */
export function initGameResult({ flow, resultText, view, store, key, level, levelName, tallyText, helpedText, notCounted }) {
  const area = view(() => flow.again());
  const records = { plain: new TabRecords(store, key), helped: new TabRecords(store, `${key}-helped`) };
  // Games by the flow's gameNumber (from 1): the last counted, so that a game is counted once; the
  // last that ended in play uncounted (of another origin); the one shown; the last in which help was shown.
  let counted = 0;
  let uncounted = 0;
  let game = 0;
  let helped = 0;
  let againstComputer = false;
  /** @type {string | null} */
  let note = null;
  const tallyOf = (/** @type {TabRecords} */ record) => summed(record.texts().map(parseTallies))[level()] ?? { won: 0, lost: 0, drawn: 0 };
  const showTally = () => {
    const withHelp = tallyOf(records.helped);
    const lines = [tallyText(levelName(level()), tallyOf(records.plain))];
    // The note in the helped line's place: the area keeps its two lines, nothing under it moves.
    if (note) lines.push(note);
    else if (withHelp.won + withHelp.lost + withHelp.drawn > 0) lines.push(helpedText(withHelp));
    area.showTally(againstComputer ? lines : []);
  };
  for (const record of Object.values(records)) record.onChange(showTally);  // another tab's results
  flow.onPosition((shown) => {
    if (!shown) return;
    game = shown.gameNumber;
    const over = shown.winner !== undefined && shown.live;  // a side line's end is no result
    againstComputer = shown.humanSide !== null;
    if (over && againstComputer && shown.played && counted !== game && uncounted !== game) {
      if (shown.origin === 'new') {
        counted = game;
        const outcome = shown.winner === null ? 'drawn' : shown.winner === shown.humanSide ? 'won' : 'lost';
        (helped === game ? records.helped : records.plain).update((text) => {
          const tallies = parseTallies(text);
          const tally = tallies[level()] ?? { won: 0, lost: 0, drawn: 0 };
          return JSON.stringify({ ...tallies, [level()]: { ...tally, [outcome]: tally[outcome] + 1 } });
        });
      } else {
        uncounted = game;
      }
    }
    note = over && uncounted === game && shown.origin !== 'new' ? notCounted[shown.origin] : null;
    area.showOutcome(over ? resultText(shown) : null);
    showTally();
  });
  return { helpShown() { helped = game; } };
}
