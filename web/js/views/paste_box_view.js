// 「棋譜・局面を貼り付け」 on the page: the text pasted in, its button, and the line saying why a
// paste was refused (empty once one opens).
import { byId } from '../shell/page_shell.js';

export class PasteBoxView {
  #text = byId('paste-text', HTMLTextAreaElement);
  #status = byId('paste-status', HTMLElement);

  /**
   * Hears the button: onOpen(text) gets the text pasted in.
   * @param {(text: string) => void} onOpen
   */
  constructor(onOpen) {
    byId('paste-open', HTMLButtonElement).addEventListener('click', () => onOpen(this.#text.value));
  }

  /** @param {string} text  why the paste was refused, '' when it opened */
  showRefusal(text) {
    this.#status.textContent = text;
  }
}
