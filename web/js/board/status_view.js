// The status line under the board (a live region, so screen readers read each change): whose turn
// it is, with what the hints found when they are on, the result, or why there is no game, in the
// page's language. The knight page uses its named lines; the Reversi page composes its own.
const HINT_TEXTS = { pending: 'hintPending', won: 'hintWon', lost: 'hintLost', failed: 'hintFailure' };

export class StatusView {
  #element;
  #strings;
  #yourTurn = '';

  constructor(element, strings) {
    this.#element = element;
    this.#strings = strings;
  }

  showYourTurn(moveCount) {
    this.#yourTurn = this.#strings.yourTurn(moveCount);
    this.#show(this.#yourTurn);
  }

  // Adds the hints' finding to your turn's line: 'pending', 'won', 'lost' or 'failed' (null: none).
  // It keeps to one piece, so a narrow line breaks before it. While it is pending the line is
  // marked busy, so that a screen reader waits for the finding.
  showHint(hint) {
    if (!hint) {
      this.#show(this.#yourTurn);
      return;
    }
    const finding = this.#element.ownerDocument.createElement('span');
    finding.className = 'hint';
    finding.textContent = this.#strings[HINT_TEXTS[hint]];
    this.#element.replaceChildren(this.#yourTurn, ' ', finding);
    if (hint === 'pending') this.#element.setAttribute('aria-busy', 'true');
    else this.#element.removeAttribute('aria-busy');
  }

  // Shows text, after a notice of what just happened (a pass) on a line of its own when given.
  show(text, notice = null) {
    if (!notice) {
      this.#show(text);
      return;
    }
    const line = this.#element.ownerDocument.createElement('span');
    line.className = 'notice';
    line.textContent = notice;
    this.#element.replaceChildren(line, text);
    this.#element.removeAttribute('aria-busy');
  }

  showThinking() { this.#show(this.#strings.thinking); }
  showResult(humanWon) { this.#show(humanWon ? this.#strings.won : this.#strings.lost); }
  showLoadFailure() { this.#show(this.#strings.loadFailure); }
  showAiFailure() { this.#show(this.#strings.aiFailure); }

  #show(text) {
    this.#element.textContent = text;
    this.#element.removeAttribute('aria-busy');
  }
}
