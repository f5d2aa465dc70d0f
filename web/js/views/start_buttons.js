// The reset buttons over the board: against the computer one a side (「先手で始める」, 「後手で始める」),
// between two players one new game (the first button, renamed; the second hidden).
export class StartButtons {
  #first;
  #second;

  /**
   * @param {{ startFirst: HTMLButtonElement, startSecond: HTMLButtonElement }} buttons
   * @param {(second: boolean) => void} onStart  hears a click: on the second side's button or not
   */
  constructor({ startFirst, startSecond }, onStart) {
    this.#first = startFirst;
    this.#second = startSecond;
    startFirst.addEventListener('click', () => onStart(false));
    startSecond.addEventListener('click', () => onStart(true));
  }

  /**
   * @param {boolean} twoPlayers
   * @param {{ startFirst: string, newGame: string }} strings
   */
  show(twoPlayers, strings) {
    this.#first.textContent = twoPlayers ? strings.newGame : strings.startFirst;
    this.#second.hidden = twoPlayers;
  }
}
