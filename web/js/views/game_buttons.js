// The game's buttons in the record panel: 「待った」 (and Ctrl+Z or ⌘Z anywhere on the page), resting
// while there is nothing to undo, and the three copy buttons, each saying for a while whether its
// text was copied.
import { copyText } from '../shell/clipboard.js';

/** Copied: the button says so this long. */
export const COPIED_MS = 2000;

export class GameButtons {
  #undo;

  /**
   * @param {{ undo: HTMLButtonElement, copyLink: HTMLButtonElement, copyMoves: HTMLButtonElement, copyPosition: HTMLButtonElement }} buttons
   * @param {import('../shell/i18n.js').Strings} strings
   * @param {object} heard
   * @param {() => void} heard.onUndo
   * @param {{ link: () => string, moves: () => string, position: () => string }} heard.texts  what each copy button copies
   */
  constructor(buttons, strings, { onUndo, texts }) {
    this.#undo = buttons.undo;
    buttons.undo.addEventListener('click', onUndo);
    buttons.undo.ownerDocument.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        onUndo();
      }
    });
    copyOnClick(buttons.copyLink, texts.link, strings);
    copyOnClick(buttons.copyMoves, texts.moves, strings);
    copyOnClick(buttons.copyPosition, texts.position, strings);
  }

  /** @param {boolean} can  whether there is a move to undo */
  setUndo(can) {
    this.#undo.disabled = !can;
  }
}

/**
 * @param {HTMLButtonElement} button
 * @param {() => string} text
 * @param {import('../shell/i18n.js').Strings} strings
 */
function copyOnClick(button, text, strings) {
  const label = button.textContent;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let restore;
  button.addEventListener('click', async () => {
    const copied = await copyText(text());
    button.textContent = copied ? strings.copied : strings.copyFailed;
    clearTimeout(restore);
    restore = setTimeout(() => { button.textContent = label; }, COPIED_MS);
  });
}
