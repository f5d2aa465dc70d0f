// Walking through the game's record (a replay): the move list's moves (a click or Enter), and the
// replay's steps — the start, a move back, a move forward, the end (its buttons and keys:
// views/replay_view.js) — walking the current line (a side line too, once one is shown), a move in
// the list going to its node; in a side line, make it the game (the main line) or delete it from
// the move shown on. The flow goes to the ply or node (the engine refuses one it does not hold); a
// step with nowhere to go rests, and the line between the buttons says where the replay stands.

/** Where each step goes from ply in a line of length plies. */
const STEPS = /** @type {Record<import('../views/replay_view.js').Step, (ply: number, length: number) => number>} */ ({
  start: () => 0,
  back: (ply) => ply - 1,
  forward: (ply) => ply + 1,
  end: (_, length) => length,
});

/**
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {import('../board/move_list_view.js').MoveListView} parts.moveList
 * @param {(heard: ConstructorParameters<typeof import('../views/replay_view.js').ReplayView>[1]) => import('../views/replay_view.js').ReplayView} parts.view
 *   the panel's replay controls, their steps heard
 * @param {(ply: number, length: number, move: string) => string} parts.whereText  move: the name of the move shown, '' at the start
 */
export function initReplayControls({ flow, moveList, view, whereText }) {
  let ply = 0, length = 0, node = 0;
  moveList.onSelect = (target) => flow.goToNode(target);
  const replay = view({
    onStep: (step) => flow.goTo(STEPS[step](ply, length)),
    onPromote: () => flow.promote(node),
    onRemove: () => flow.removeFrom(node),
  });
  flow.onPosition((shown) => {
    ({ ply, length, node } = shown ? shown.state : { ply: 0, length: 0, node: 0 });
    const resting = /** @type {Record<import('../views/replay_view.js').Step, boolean>} */ ({});
    for (const [step, target] of Object.entries(STEPS)) {
      const to = target(ply, length);
      resting[/** @type {import('../views/replay_view.js').Step} */ (step)] = to < 0 || to > length || to === ply;
    }
    replay.show({
      resting,
      sideLine: shown !== null && !shown.state.onMainLine,
      replaying: shown !== null && !shown.live,
      where: shown ? whereText(ply, length, ply > 0 ? shown.names[shown.state.moves[ply - 1]] : '') : null,
    });
  });
}
