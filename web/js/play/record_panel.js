// The panel under both pages' boards (partials/page_end.html), wired alike on both: the move list,
// the replay's buttons and the side line's, the review with its chart, its summary and its lessons
// (「間違いから学ぶ」), undo and the copy buttons, the side lines the tab keeps. Each game brings what
// differs: its review's look, what its review request needs beyond the record, its link's fields.
import { initGameControls } from './game_controls.js';
import { initGameReview } from './game_review.js';
import { MistakeTrainer } from './mistake_trainer.js';
import { initReplayControls } from './replay_controls.js';
import { keptSideLines } from './side_lines.js';

/**
 * Wires the panel to the flow; the review before the controls, so that the address hears of each
 * position after the review does. Returns the review and the controls.
 * @template {GameSurface} G
 * @param {object} parts
 * @param {import('./game_flow.js').GameFlow<G, any>} parts.flow
 * @param {ReturnType<typeof import('../views/record_panel_view.js').recordPanelViews>} parts.views  the panel's
 * @param {() => Worker} parts.startWorker
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @param {(chart: import('../views/review_chart.js').ReviewChart) => import('./game_review.js').ReviewLook} parts.look  the game's review look, drawing on the chart
 * @param {Parameters<typeof initGameReview>[0]['prepare']} [parts.prepare]
 * @param {Parameters<typeof initGameControls>[0]['linkOf']} parts.linkOf
 * @param {string} parts.sideLinesKey  where the tab keeps the game's side lines (side_lines.js)
 * @param {(shown: import('./game_spec.js').Shown<G>) => (string | null)[]} [parts.notesOf]  the moves' notes, by node
 */
export function initRecordPanel({ flow, views, startWorker, strings, look, prepare, linkOf, sideLinesKey, notesOf }) {
  const { moveList } = views;
  initReplayControls({ flow, moveList, whereText: strings.replayWhere, view: views.replay });
  if (notesOf) flow.onPosition((shown) => shown && moveList.setNotes(notesOf(shown)));
  const reviewLook = look(views.chart((ply) => flow.goToMain(ply)));
  const review = initGameReview({
    flow, startWorker, button: views.reviewButton, prepare,
    view: { moveList, line: views.reviewLine, summary: views.summary, strings, look: reviewLook },
  });
  const lessons = new MistakeTrainer({ view: views.lessons, look: reviewLook.lesson, goTo: (ply) => flow.goToMain(ply), strings });
  review.onShown = (turns, shown) => lessons.show(turns, shown);
  lessons.onEnd = () => review.redraw();
  flow.clickFilter = (cell) => lessons.tryCell(cell);
  const controls = initGameControls({ flow, buttons: views.game, moveList, reviewing: () => review.active, linkOf });
  review.onChange = () => controls.rewrite();
  const sideLines = keptSideLines(sideLinesKey);
  flow.onPosition((shown) => shown && sideLines.write(shown));
  return { review, controls, sideLines };
}
