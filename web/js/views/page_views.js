// The views both game pages have, found in the page: the board, the status line, the two start
// buttons, the record panel's buttons, the coordinates' checkbox, the position editor and the
// puzzles' view. `controls` lists those of them the page rests while it has no game; each page
// adds its own settings.
import { GridBoard } from '../board/grid_board.js';
import { PositionEditorView } from '../board/position_editor_view.js';
import { StatusView } from '../board/status_view.js';
import { byId } from '../shell/page_shell.js';
import { pagePuzzleView } from './puzzle_view.js';
import { recordPanelButtons } from './record_panel_view.js';

export function pageViews() {
  const startFirst = byId('start-first', HTMLButtonElement);
  const startSecond = byId('start-second', HTMLButtonElement);
  const panelButtons = recordPanelButtons();
  const coordinatesInput = byId('coordinates', HTMLInputElement);
  const editor = new PositionEditorView(document);
  const puzzleView = pagePuzzleView();
  return {
    grid: new GridBoard(byId('board', HTMLElement)),
    status: new StatusView(byId('status', HTMLElement)),
    startFirst, startSecond, panelButtons, coordinatesInput, editor, puzzleView,
    controls: [startFirst, startSecond, ...panelButtons.all, editor.openButton, coordinatesInput, puzzleView.openButton],
  };
}
