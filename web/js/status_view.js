// The status line under the board: whose turn it is, the result, or why there is no game.
export class StatusView {
  #element;

  constructor(element) {
    this.#element = element;
  }

  showYourTurn(moveCount) { this.#show(`あなたのターン (残り ${moveCount} 箇所)`); }
  showThinking() { this.#show('AI思考中...'); }
  showResult(humanWon) { this.#show(humanWon ? 'あなたの勝ち！' : 'あなたの負け！'); }
  showLoadFailure() { this.#show('ゲームを読み込めませんでした。ページを再読み込みしてください。'); }
  showAiFailure() { this.#show('AIが手を選べませんでした。リセットしてください。'); }

  #show(text) {
    this.#element.textContent = text;
  }
}
