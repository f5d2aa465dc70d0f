// The disc counts under the Reversi board: each colour's discs, the player's own marked 「（あなた）」.
export class DiscCounts {
  #black;
  #white;
  #strings;

  /**
   * @param {{ black: HTMLElement, white: HTMLElement }} elements
   * @param {import('../shell/i18n.js').Strings} strings
   */
  constructor({ black, white }, strings) {
    this.#black = black;
    this.#white = white;
    this.#strings = strings;
  }

  /**
   * @param {number[]} counts  the engine's state().counts: [black, white]
   * @param {boolean[]} yours  [black is the player's, white is the player's]
   */
  show([black, white], [blackYours, whiteYours]) {
    const s = this.#strings;
    this.#black.textContent = s.discCount(s.black, black, blackYours);
    this.#white.textContent = s.discCount(s.white, white, whiteYours);
  }
}
