// The status line under the board (a live region, so screen readers read each change): whose turn
// it is, the result, or why there is no game, in the page's language.
export class StatusView {
  #element;
  #strings;

  constructor(element, strings) {
    this.#element = element;
    this.#strings = strings;
  }

  showYourTurn(moveCount) { this.#show(this.#strings.yourTurn(moveCount)); }
  showThinking() { this.#show(this.#strings.thinking); }
  showResult(humanWon) { this.#show(humanWon ? this.#strings.won : this.#strings.lost); }
  showLoadFailure() { this.#show(this.#strings.loadFailure); }
  showAiFailure() { this.#show(this.#strings.aiFailure); }

  #show(text) {
    this.#element.textContent = text;
  }
}
