// What both pages put around their game: 「待った」 (a button, and Ctrl+Z or ⌘Z anywhere on the
// page), the move list (the whole record with its side lines, the position shown marked), the two
// copy buttons (the game's link, the game's bare moves, the position shown as the engine writes it)
// and the game kept in the address
// (game_link.js): its main line, with the ply shown when it is not the last, or the side line shown. The game's own settings come with linkOf(shown), its fields for
// the address beyond the moves.
import { writeGameLink } from './game_link.js';

/**
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {(shown: import('./game_spec.js').Shown<G>) => import('./game_link.js').GameLink} parts.linkOf
 *   the game's fields for the address besides its moves
 * @param {(heard: ConstructorParameters<typeof import('../views/game_buttons.js').GameButtons>[2]) => import('../views/game_buttons.js').GameButtons} parts.buttons
 *   the panel's undo and copy buttons, hearing undo and copying the texts given
 * @param {import('../board/move_list_view.js').MoveListView} parts.moveList
 * @param {() => boolean} [parts.reviewing]  whether the game's review is shown (review=1)
 * @returns {{ pushNext(): void, rewrite(): void }}  pushNext(): the next position goes in a new
 *   history entry; rewrite(): the address written again (the review started or stopped)
 */
export function initGameControls({ flow, linkOf, buttons, moveList, reviewing = () => false }) {
  let moves = '';
  let push = false;
  /** @type {import('./game_spec.js').Shown<G> | null} */
  let last = null;
  const view = buttons({
    onUndo: () => flow.undo(),
    texts: { link: () => location.href, moves: () => moves, position: () => last?.state.position ?? '' },
  });
  flow.onPosition((shown) => {
    last = shown;
    if (!shown) {
      view.setUndo(false);
      return;
    }
    moveList.show(shown.state, shown.names);
    moves = shown.state.mainText;
    view.setUndo(shown.canUndo);
    writeLink(shown);
  });
  /** @param {import('./game_spec.js').Shown<G>} shown */
  const writeLink = (shown) => {
    const { ply, mainLength, onMainLine, lineText } = shown.state;
    const line = onMainLine ? undefined : lineText;
    const link = {
      moves, ...linkOf(shown), ply: onMainLine && ply < mainLength ? String(ply) : undefined, line, review: reviewing() ? '1' : undefined,
    };
    writeGameLink(link.moves || link.position ? link : {}, { push });
    push = false;
  };

  return {
    pushNext() { push = true; },
    rewrite() {
      if (last) writeLink(last);
    },
  };
}
