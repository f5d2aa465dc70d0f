// The record panel's views, looked up once the page is there (partials/page_end.html): the move
// list, the replay's controls, the game's buttons, the review's button, line, chart and summary,
// and the lessons' panel; play/record_panel.js wires them to the flow.
import { MoveListView } from '../board/move_list_view.js';
import { byId } from '../shell/page_shell.js';
import { ActionButton } from './action_button.js';
import { GameButtons } from './game_buttons.js';
import { MistakeTrainerView } from './mistake_trainer_view.js';
import { ReplayView } from './replay_view.js';
import { ReviewChart } from './review_chart.js';
import { ReviewSummaryView } from './review_summary_view.js';
import { TextLine } from './text_line.js';

/** The panel's buttons: `all` rests while the engine loads. */
export function recordPanelButtons() {
  const game = {
    undo: byId('undo', HTMLButtonElement), again: byId('again', HTMLButtonElement), copyLink: byId('copy-link', HTMLButtonElement), copyMoves: byId('copy-moves', HTMLButtonElement),
    copyPosition: byId('copy-position', HTMLButtonElement),
  };
  const replay = {
    start: byId('replay-start', HTMLButtonElement), back: byId('replay-back', HTMLButtonElement), forward: byId('replay-forward', HTMLButtonElement), end: byId('replay-end', HTMLButtonElement),
  };
  const review = byId('review', HTMLButtonElement);
  const line = { promote: byId('promote-line', HTMLButtonElement), remove: byId('remove-line', HTMLButtonElement) };
  return { game, replay, review, line, all: [...Object.values(game), ...Object.values(replay), review, ...Object.values(line)] };
}

/**
 * Returns the panel's views; those that hear the player are made when the flow's listener is given.
 * @param {ReturnType<typeof recordPanelButtons>} buttons
 * @param {import('../board/board_view.js').BoardView} board  where the lessons draw
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function recordPanelViews(buttons, board, strings) {
  const list = byId('moves', HTMLElement);
  return {
    moveList: new MoveListView(list, { pass: strings.passMove, sideLine: strings.sideLine }),
    replay: (/** @type {ConstructorParameters<typeof ReplayView>[1]} */ heard) => new ReplayView({
      list, buttons: buttons.replay, where: byId('replay-where', HTMLElement), line: { group: byId('line-actions', HTMLElement), ...buttons.line },
      board: byId('board', HTMLElement),
    }, heard),
    game: (/** @type {ConstructorParameters<typeof GameButtons>[2]} */ heard) => new GameButtons(buttons.game, strings, heard),
    reviewButton: (/** @type {() => void} */ onClick) => new ActionButton(buttons.review, onClick),
    reviewLine: new TextLine(byId('review-line', HTMLElement)),
    chart: (/** @type {(ply: number) => void} */ onSelect) => new ReviewChart(byId('review-graph', SVGSVGElement), onSelect),
    summary: new ReviewSummaryView(byId('review-summary', HTMLTableElement)),
    lessons: new MistakeTrainerView({
      start: byId('learn-start', HTMLButtonElement), panel: byId('learn', HTMLElement), line: byId('learn-line', HTMLElement),
      show: byId('learn-show', HTMLButtonElement), next: byId('learn-next', HTMLButtonElement), stop: byId('learn-stop', HTMLButtonElement),
      boardArea: byId('board-frame', HTMLElement),
    }, board, strings),
  };
}
