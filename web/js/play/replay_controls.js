// Walking through the game's record (a replay): the move list's moves (a click or Enter), the
// buttons for the start, a move back, a move forward and the end, and ←/→/Home/End while the focus
// is in the move list or on those buttons; a line between the buttons says where the replay stands
// (「12 / 60手」), a polite live region, so that screen readers hear each step. The flow goes to
// the ply (the engine refuses one outside the record). A button with nowhere to go rests (disabled,
// out of the tab order, as undo does); when it was the one focused, the focus goes to the move
// list's current move, where the same keys go on.

/** @typedef {{ start: HTMLButtonElement, back: HTMLButtonElement, forward: HTMLButtonElement, end: HTMLButtonElement }} ReplayButtons */

/** The keys, and where each goes from ply in a record of length plies. */
const KEYS = /** @type {Record<string, (ply: number, length: number) => number>} */ ({
  ArrowLeft: (ply) => ply - 1,
  ArrowRight: (ply) => ply + 1,
  Home: () => 0,
  End: (_, length) => length,
});

/**
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {import('../board/move_list_view.js').MoveListView} parts.moveList
 * @param {HTMLElement} parts.list      the move list's element, where the keys count
 * @param {ReplayButtons} parts.buttons
 * @param {HTMLElement} parts.where     the line saying where the replay stands
 * @param {(ply: number, length: number) => string} parts.whereText
 */
export function initReplayControls({ flow, moveList, list, buttons, where, whereText }) {
  let ply = 0, length = 0;
  /** @param {(ply: number, length: number) => number} target */
  const go = (target) => flow.goTo(target(ply, length));
  moveList.onSelect = (target) => flow.goTo(target);
  const targets = [[buttons.start, KEYS.Home], [buttons.back, KEYS.ArrowLeft], [buttons.forward, KEYS.ArrowRight], [buttons.end, KEYS.End]];
  for (const [button, target] of /** @type {[HTMLButtonElement, (ply: number, length: number) => number][]} */ (targets)) {
    button.addEventListener('click', () => go(target));
  }
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !Object.hasOwn(KEYS, event.key)) return;
    event.preventDefault();
    go(KEYS[event.key]);
  };
  list.addEventListener('keydown', onKey);
  for (const button of Object.values(buttons)) button.addEventListener('keydown', onKey);

  flow.onPosition((shown) => {
    const focused = list.ownerDocument.activeElement;
    ({ ply, length } = shown ? shown.state : { ply: 0, length: 0 });
    for (const [button, target] of /** @type {[HTMLButtonElement, (ply: number, length: number) => number][]} */ (targets)) {
      const to = target(ply, length);
      button.disabled = to < 0 || to > length || to === ply;
    }
    if (focused instanceof HTMLButtonElement && focused.disabled) {
      /** @type {HTMLElement | null} */ (list.querySelector('[tabindex="0"]'))?.focus({ preventScroll: true });
    }
    if (!shown) return;
    const text = whereText(ply, length);
    if (where.textContent !== text) where.textContent = text;
  });
}
