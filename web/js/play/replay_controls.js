// Walking through the game's record (a replay): the move list's moves (a click or Enter), the
// buttons for the start, a move back, a move forward and the end, and ←/→/Home/End while the focus
// is in the move list or on those buttons; a line between the buttons says where the replay stands
// (「12 / 60手」), a polite live region, so that screen readers hear each step. The keys and
// buttons walk the current line (a side line too, once one is shown); a move in the list goes to
// its node. In a side line, two more buttons: make it the game (the main line), or delete it from
// the move shown on. The flow goes to the ply or node (the engine refuses one it does not hold). A button with nowhere to go rests (disabled,
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
 * @param {(ply: number, length: number, move: string) => string} parts.whereText  move: the name of the move shown, '' at the start
 * @param {{ group: HTMLElement, promote: HTMLButtonElement, remove: HTMLButtonElement }} parts.line  the side line's buttons
 * @param {HTMLElement} parts.board  the board, brought into view when a replay starts on a narrow screen
 */
export function initReplayControls({ flow, moveList, list, buttons, where, whereText, line, board }) {
  let ply = 0, length = 0, node = 0, replaying = false;
  /** @param {(ply: number, length: number) => number} target */
  const go = (target) => flow.goTo(target(ply, length));
  moveList.onSelect = (target) => flow.goToNode(target);
  line.promote.addEventListener('click', () => flow.promote(node));
  line.remove.addEventListener('click', () => flow.removeFrom(node));
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
    ({ ply, length, node } = shown ? shown.state : { ply: 0, length: 0, node: 0 });
    line.group.hidden = !shown || shown.state.onMainLine;
    for (const [button, target] of /** @type {[HTMLButtonElement, (ply: number, length: number) => number][]} */ (targets)) {
      const to = target(ply, length);
      button.disabled = to < 0 || to > length || to === ply;
    }
    if (focused instanceof HTMLButtonElement && (focused.disabled || focused.closest('[hidden]'))) {
      /** @type {HTMLElement | null} */ (list.querySelector('[tabindex="0"]'))?.focus({ preventScroll: true });
    }
    const nowReplaying = shown !== null && !shown.live;
    board.ownerDocument.body.classList.toggle('replaying', nowReplaying);  // style.css: the bar at the screen's foot
    if (nowReplaying && !replaying) bringIntoView(board);
    replaying = nowReplaying;
    if (!shown) return;
    const text = whereText(ply, length, ply > 0 ? shown.names[shown.state.moves[ply - 1]] : '');
    if (where.textContent !== text) where.textContent = text;
  });
}

/** Where style.css keeps the replay's bar at the screen's foot, the room it takes there, and the room kept above the board (its coordinates). */
const BAR_SCREENS = '(max-width: 1099.98px)', BAR_HEIGHT = 112, ABOVE = 24;

/**
 * Scrolls the page so that the board is in view above the replay's bar, when it is not.
 * @param {HTMLElement} board
 */
function bringIntoView(board) {
  const view = board.ownerDocument.defaultView;
  if (!view?.matchMedia(BAR_SCREENS).matches || board.closest('.embedded')) return;
  const { top, bottom } = board.getBoundingClientRect();
  if (top < ABOVE || bottom > view.innerHeight - BAR_HEIGHT) view.scrollBy({ top: top - ABOVE, behavior: 'instant' });
}
