// The result area under the settings. Against the computer, the player's tally at the level
// chosen — wins, losses and draws, kept in localStorage like the settings (and in memory when
// storage is blocked); at the end of a game, above it, the winner and the score, and the
// 「もう一度」 button, which starts the same game again. Between two players, the result only.
// Its lines keep their height while empty, so nothing under them moves.

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
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {(shown: import('./game_spec.js').Shown<G>) => string} parts.resultText  the winner and the score
 * @param {{ outcome: HTMLElement, tally: HTMLElement, again: HTMLButtonElement }} parts.elements
 * @param {import('../shell/settings_store.js').SettingsStore} parts.store
 * @param {string} parts.key             where the page keeps its tallies
 * @param {() => string} parts.level     the computer's level now
 * @param {(level: string) => string} parts.levelName  as the page names it
 * @param {(level: string, tally: Tally) => string} parts.tallyText
 */
export function initGameResult({ flow, resultText, elements, store, key, level, levelName, tallyText }) {
  /** the last game counted (its gameNumber), so that a game is counted once */
  let counted = 0;
  elements.again.addEventListener('click', () => flow.again());
  flow.onPosition((shown) => {
    if (!shown) return;
    const over = shown.winner !== undefined;
    const againstComputer = shown.humanSide !== null;
    if (over && againstComputer && counted !== shown.gameNumber) {
      counted = shown.gameNumber;
      const tallies = parseTallies(store.get(key));
      const tally = tallies[level()] ?? { won: 0, lost: 0, drawn: 0 };
      if (shown.winner === null) tally.drawn++;
      else if (shown.winner === shown.humanSide) tally.won++;
      else tally.lost++;
      store.set(key, JSON.stringify({ ...tallies, [level()]: tally }));
    }
    elements.outcome.textContent = over ? resultText(shown) : '';
    const tally = parseTallies(store.get(key))[level()] ?? { won: 0, lost: 0, drawn: 0 };
    elements.tally.textContent = againstComputer ? tallyText(levelName(level()), tally) : '';
    elements.again.hidden = !over;
  });
}
