// A button that starts something (「振り返り」), resting while there is nothing for it to do.
export class ActionButton {
  #button;

  /**
   * @param {HTMLButtonElement} button
   * @param {() => void} onClick
   */
  constructor(button, onClick) {
    this.#button = button;
    button.addEventListener('click', onClick);
  }

  /** @param {boolean} resting */
  rest(resting) {
    this.#button.disabled = resting;
  }
}
