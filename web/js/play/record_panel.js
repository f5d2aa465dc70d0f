// The panel under both pages' boards (partials/page_end.html), wired alike on both: the move list,
// the replay's buttons and the side line's, the review with its chart, its summary and its lessons
// (「間違いから学ぶ」), undo and the copy buttons, the side lines the tab keeps. Each game brings what
// differs: its review's look, what its review request needs beyond the record, its link's fields.
import { MoveListView } from '../board/move_list_view.js';
import { byId } from '../shell/page_shell.js';
import { GameButtons } from '../views/game_buttons.js';
import { initGameControls } from './game_controls.js';
import { initGameReview } from './game_review.js';
import { MistakeTrainer } from './mistake_trainer.js';
import { MistakeTrainerView } from '../views/mistake_trainer_view.js';
import { initReplayControls } from './replay_controls.js';
import { ReviewChart } from '../views/review_chart.js';
import { ReviewSummaryView } from '../views/review_summary_view.js';
import { keptSideLines } from './side_lines.js';

/** The panel's buttons, looked up once the page is there: `all` rests while the engine loads. */
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
 * Wires the panel to the flow; the review before the controls, so that the address hears of each
 * position after the review does. Returns the review and the controls.
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {ReturnType<typeof recordPanelButtons>} parts.buttons
 * @param {import('../board/board_view.js').BoardView} parts.board  where the lessons draw
 * @param {() => Worker} parts.startWorker
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @param {(chart: ReviewChart) => import('./game_review.js').ReviewLook} parts.look  the game's review look, drawing on the chart
 * @param {Parameters<typeof initGameReview>[0]['prepare']} [parts.prepare]
 * @param {Parameters<typeof initGameControls>[0]['linkOf']} parts.linkOf
 * @param {string} parts.sideLinesKey  where the tab keeps the game's side lines (side_lines.js)
 * @param {(shown: import('./game_spec.js').Shown<G>) => (string | null)[]} [parts.notesOf]  the moves' notes, by node
 */
export function initRecordPanel({ flow, buttons, board, startWorker, strings, look, prepare, linkOf, sideLinesKey, notesOf }) {
  const list = byId('moves', HTMLElement);
  const moveList = new MoveListView(list, { pass: strings.passMove, sideLine: strings.sideLine });
  initReplayControls({
    flow, moveList, list, buttons: buttons.replay, where: byId('replay-where', HTMLElement), whereText: strings.replayWhere,
    line: { group: byId('line-actions', HTMLElement), ...buttons.line }, board: byId('board', HTMLElement),
  });
  if (notesOf) flow.onPosition((shown) => shown && moveList.setNotes(notesOf(shown)));
  const chart = new ReviewChart(byId('review-graph', SVGSVGElement), (ply) => flow.goToMain(ply));
  const reviewLook = look(chart);
  const review = initGameReview({
    flow, startWorker, button: buttons.review, prepare,
    view: { moveList, line: byId('review-line', HTMLElement), summary: new ReviewSummaryView(byId('review-summary', HTMLTableElement)), strings, look: reviewLook },
  });
  const lessons = new MistakeTrainer({
    view: new MistakeTrainerView({
      start: byId('learn-start', HTMLButtonElement), panel: byId('learn', HTMLElement), line: byId('learn-line', HTMLElement),
      show: byId('learn-show', HTMLButtonElement), next: byId('learn-next', HTMLButtonElement), stop: byId('learn-stop', HTMLButtonElement),
      boardArea: byId('board-frame', HTMLElement),
    }, board, strings),
    look: reviewLook.lesson, goTo: (ply) => flow.goToMain(ply), strings,
  });
  review.onShown = (turns, shown) => lessons.show(turns, shown);
  lessons.onEnd = () => review.redraw();
  flow.clickFilter = (cell) => lessons.tryCell(cell);
  const controls = initGameControls({ flow, buttons: (heard) => new GameButtons(buttons.game, strings, heard), moveList, reviewing: () => review.active, linkOf });
  review.onChange = () => controls.rewrite();
  const sideLines = keptSideLines(sideLinesKey);
  flow.onPosition((shown) => shown && sideLines.write(shown));
  return { review, controls, sideLines };
}
