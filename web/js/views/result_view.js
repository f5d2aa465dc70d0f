// The result area under the settings: the winner and the score, the player's tallies (a line each),
// and the 「もう一度」 button, shown at the end of a game. Its lines keep their height while empty
// (style.css), so nothing under them moves.
import { byId } from '../shell/page_shell.js';

export class ResultView {
  #outcome = byId('outcome', HTMLElement);
  #tally = byId('tally', HTMLElement);
  #again;

  /**
   * @param {HTMLButtonElement} again  「もう一度」, the record panel's
   * @param {() => void} onAgain  hears it
   */
  constructor(again, onAgain) {
    this.#again = again;
    again.addEventListener('click', onAgain);
  }

  /** @param {string | null} outcome  the winner and the score; null while the game goes on (no 「もう一度」) */
  showOutcome(outcome) {
    this.#outcome.textContent = outcome ?? '';
    this.#again.hidden = outcome === null;
  }

  /** @param {string[]} lines  the tallies' lines ([] between two players) */
  showTally(lines) {
    this.#tally.textContent = lines.join('\n');
  }
}
