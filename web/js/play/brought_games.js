// A game the player brings, on both pages: pasted in (paste_box.js) or set up on the board
// (position_editor.js), opened as a link's game is — on the side and board the settings say, the
// opponent following it, the game left behind a step back in the browser's history.
import { PositionEditorView } from '../board/position_editor_view.js';
import { PasteBoxView } from '../views/paste_box_view.js';
import { linkRecordTexts } from './game_link.js';
import { gameOpener } from './linked_games.js';
import { initPasteBox } from './paste_box.js';
import { initPositionEditor } from './position_editor.js';

/**
 * @template {GameSurface & { readRecord(text: string): { position: string | null, moves: string } }} G
 * @template {{ humanSide: number | null }} O
 * @param {object} parts
 * @param {() => G} parts.fresh  a new engine game on the board of the game shown (deleted there)
 * @param {() => O} parts.options  a new game's options as the settings say (the side, the board)
 * @param {import('./text_refusal.js').RefusalTexts['refusalText']} parts.refusalText  the game's words for a refused move
 * @param {import('./position_editor.js').EditorSpec} parts.spec  what the game's editor knows of its position text
 * @param {Parameters<typeof initPositionEditor>[0]['flow'] & Parameters<typeof gameOpener>[0]['flow']} parts.flow
 * @param {Parameters<typeof gameOpener>[0]['opponent']} parts.opponent
 * @param {Parameters<typeof gameOpener>[0]['controls']} parts.controls
 * @param {PositionEditorView} parts.editor
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/i18n.js').Strings} parts.strings
 */
export function initBroughtGames({ fresh, options, refusalText, spec, flow, opponent, controls, editor, board, status, strings }) {
  const opening = {
    fresh, options, strings, open: gameOpener({ flow, opponent, controls }), texts: { ...linkRecordTexts(strings), refusalText },
  };
  initPasteBox({ ...opening, view: (onOpen) => new PasteBoxView(onOpen) });
  initPositionEditor({ ...opening, flow, view: editor, board, status, spec });
}
