// The board editor's controls (partials/page_end.html: 「盤面編集」 and its group under the panel's
// buttons): the button that opens it, the choice of what a square takes and of the side to move
// (radio groups, built here for the games that have a choice), and the buttons that clear the
// board, set the start or the game's position, play from the position set up and cancel. The only
// code that touches the editor's DOM; position_editor.js decides what each does.

/** @typedef {{ value: number, label: string }} Choice  a radio input: its engine code and label */

/** @typedef {'clear' | 'start' | 'current' | 'play' | 'twoPlayers' | 'cancel'} EditorAction */

const ACTIONS = /** @type {const} */ ({
  clear: 'edit-clear', start: 'edit-start-position', current: 'edit-current', play: 'edit-play', twoPlayers: 'edit-two-players', cancel: 'edit-cancel',
});

export class PositionEditorView {
  #open;
  #panel;
  #piece;
  #side;

  /** @type {(action: EditorAction) => void} hears the panel's buttons */
  onAction = () => {};
  /** hears the button that opens the editor */
  onOpen = () => {};

  /** @param {Document} doc */
  constructor(doc) {
    const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (doc.getElementById(id));
    this.#open = /** @type {HTMLButtonElement} */ (byId('edit'));
    this.#panel = byId('editor');
    this.#piece = byId('edit-piece');
    this.#side = byId('edit-side');
    this.#open.addEventListener('click', () => this.onOpen());
    for (const [action, id] of Object.entries(ACTIONS)) {
      byId(id).addEventListener('click', () => this.onAction(/** @type {EditorAction} */ (action)));
    }
  }

  /** The button that opens the editor, which rests while no game is there to set up from. */
  get openButton() { return this.#open; }

  /** @param {boolean} resting  whether the button that opens the editor rests */
  rest(resting) {
    this.#open.disabled = resting;
  }

  /**
   * Builds the radio groups: what a square takes and the side to move (each hidden without choices:
   * the knights have neither).
   * @param {Choice[]} pieces
   * @param {Choice[]} sides
   */
  setChoices(pieces, sides) {
    fill(this.#piece, 'edit-piece', pieces);
    fill(this.#side, 'edit-side', sides);
  }

  /** The chosen piece's code (undefined without a choice). */
  chosenPiece() { return checkedValue(this.#piece); }

  /** The side to move chosen (undefined without a choice). */
  chosenSide() { return checkedValue(this.#side); }

  /** @param {number} side  checks the side to move's input for side */
  setSide(side) {
    for (const input of this.#side.querySelectorAll('input')) input.checked = Number(input.value) === side;
  }

  /**
   * Shows the panel (open) or hides it; the button that opens it says whether it is pressed.
   * @param {boolean} open
   */
  show(open) {
    this.#panel.hidden = !open;
    this.#open.setAttribute('aria-pressed', String(open));
    this.#panel.ownerDocument.body.classList.toggle('editing', open);  // style.css: the board looks editable
  }
}

/**
 * Fills a fieldset with one radio input per choice (the first checked), keeping its legend; hides
 * it without choices.
 * @param {HTMLElement} fieldset
 * @param {string} name
 * @param {Choice[]} choices
 */
function fill(fieldset, name, choices) {
  const legend = fieldset.querySelector('legend');
  const labels = choices.map(({ value, label }, index) => {
    const element = fieldset.ownerDocument.createElement('label');
    const input = element.appendChild(fieldset.ownerDocument.createElement('input'));
    Object.assign(input, { type: 'radio', name, value: String(value), checked: index === 0 });
    element.append(label);
    return element;
  });
  fieldset.replaceChildren(...(legend ? [legend] : []), ...labels);
  fieldset.hidden = choices.length === 0;
}

/**
 * @param {HTMLElement} fieldset
 * @returns {number | undefined}
 */
function checkedValue(fieldset) {
  const input = fieldset.querySelector('input:checked');
  return input instanceof HTMLInputElement ? Number(input.value) : undefined;
}
