// The board's coordinates (「座標」, not in the original): the files' letters above it and the ranks'
// numbers beside it, read from the engine's own square names, so that they always agree with the
// move list; shown or not by a setting (play/coordinates_setting.js). The cells already carry their
// names for screen readers: these labels are for the eye only.

export class BoardCoordinates {
  #frame;
  #files;
  #ranks;
  #size = 0;

  /**
   * @param {HTMLElement} frame  the board's frame, holding .files, .ranks and the board, its
   *   data-coordinates 'on' or 'off' (style.css)
   */
  constructor(frame) {
    this.#frame = frame;
    this.#files = /** @type {HTMLElement} */ (frame.querySelector('.files'));
    this.#ranks = /** @type {HTMLElement} */ (frame.querySelector('.ranks'));
  }

  /** Whether the frame showed the coordinates before the script ran: the page's default. */
  get shownAtFirst() { return this.#frame.dataset.coordinates === 'on'; }

  /** @param {boolean} on */
  setShown(on) {
    this.#frame.dataset.coordinates = on ? 'on' : 'off';
  }

  /**
   * Labels a board of that size whose cells have these names (row-major from the top left, as the
   * engine names them); nothing to do while the size stays.
   * @param {{ size: number, names: readonly string[] }} board
   */
  show({ size, names }) {
    if (size === this.#size) return;
    this.#size = size;
    this.#frame.dataset.size = String(size);
    const label = (/** @type {string} */ text) => Object.assign(document.createElement('span'), { textContent: text });
    this.#files.replaceChildren(...names.slice(0, size).map((name) => label(name.replace(/\d+$/, ''))));
    this.#ranks.replaceChildren(...Array.from({ length: size }, (_, row) => label(names[row * size].replace(/^\D+/, ''))));
  }
}
