// 「盤面編集」 / Set up, on both pages: the game held (game_flow.js hold()), a click, Enter or Space
// on a square puts the chosen piece there, or takes it away when it is already there (the knights:
// a knight, put or removed); the board cleared, set to the start or to the game's position shown;
// then a game played from the position set up, against the computer as the settings say or between
// two players, opened as a link's position is (its origin, so that no tally counts it, and the
// address's #position=). The page only writes the squares as the engine's position text; the engine
// reads it (readRecord) and refuses what it refuses — knights that attack one another, named — and
// the editor stays, saying why. A game shown meanwhile (a new game, undo, a link) ends the editing.
import { cellNames } from './cell_names.js';
import { textRefusal } from './text_refusal.js';

/**
 * What a game's editor knows of its position text.
 * @typedef {object} EditorSpec
 * @property {{ value: number, text: string }} empty  an empty square: its cell code and its character in the position text
 * @property {{ value: number, label: string, text: string }[]} pieces  what a square takes (the knights: a knight; Reversi: a black or white disc);
 *   with more than one, a choice of them or empty
 * @property {{ value: number, label: string, text: string }[]} sides  the side to move, written after the squares ([] when the position says it)
 */

/**
 * @template {GameSurface & { readRecord(text: string): { position: string | null } }} G
 * @template {{ humanSide: number | null }} O
 * @param {object} parts
 * @param {{ hold(): void, resume(): void, onPosition(listener: (shown: import('./game_spec.js').Shown<G> | null) => void): void, clickFilter: (cell: number) => boolean }} parts.flow
 * @param {import('../board/position_editor_view.js').PositionEditorView} parts.view
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {EditorSpec} parts.spec
 * @param {() => G} parts.fresh  a new engine game on the board of the game shown (deleted here)
 * @param {() => O} parts.options  a new game's options as the settings say (the side, the board)
 * @param {(options: O, record: import('./game_spec.js').GameRecord) => void} parts.open  opens the game set up
 * @param {import('./text_refusal.js').RefusalTexts} parts.texts
 * @param {import('../shell/i18n.js').Strings} parts.strings
 */
export function initPositionEditor({ flow, view, board, status, spec, fresh, options, open, texts, strings }) {
  /** @type {import('./game_spec.js').Shown<G> | null} */
  let shown = null;
  let editing = false;
  /** @type {number[]} */
  let cells = [];
  let size = 0;
  let names = /** @type {string[]} */ ([]);
  const text = () => {
    const squares = cells.map((code) => spec.pieces.find(({ value }) => value === code)?.text ?? spec.empty.text).join('');
    const side = spec.sides.find(({ value }) => value === view.chosenSide());
    return side ? `${squares} ${side.text}` : squares;
  };
  /** Asks the engine about the position set up: its text as the engine writes it, or why it is refused. */
  const check = () => {
    const game = fresh(), written = text();
    try {
      return { position: game.readRecord(written).position, problem: null };
    } catch (error) {
      return { position: null, problem: textRefusal(error, written, game, texts) ?? String(error) };
    } finally {
      game.delete();
    }
  };
  const draw = (/** @type {string | null} */ problem = null) => {
    board.draw({ size, cells, names });
    status.show(strings.editing, problem && strings.editRefused(problem));
  };
  /** @param {{ size: number, cells: number[], sideToMove: number }} state */
  const setFrom = ({ size: side, cells: from, sideToMove }) => {
    size = side;
    cells = from.map((code) => (spec.pieces.some(({ value }) => value === code) ? code : spec.empty.value));
    view.setSide(sideToMove);
  };

  view.setChoices(spec.pieces.length > 1 ? [...spec.pieces, { value: spec.empty.value, label: strings.editEmpty }] : [], spec.sides);
  flow.onPosition((next) => {
    if (next && editing) close(false);
    if (next) shown = next;
    view.rest(!next && !editing);
  });
  const before = flow.clickFilter;
  flow.clickFilter = (cell) => {
    if (!editing) return before(cell);
    const piece = view.chosenPiece() ?? spec.pieces[0].value;
    cells[cell] = cells[cell] === piece ? spec.empty.value : piece;
    draw();
    return true;
  };
  /** @param {boolean} resume  show the game again (cancelled), not when a game is shown already */
  const close = (resume) => {
    editing = false;
    view.show(false);
    if (resume) flow.resume();
  };
  view.onOpen = () => {
    if (editing) return close(true);
    if (!shown) return;
    const game = fresh();
    names = cellNames(game, shown.state.cells.length);
    game.delete();
    setFrom(shown.state);
    editing = true;
    flow.hold();
    view.show(true);
    draw();
  };
  view.onAction = (action) => {
    if (action === 'cancel') return close(true);
    if (action === 'clear') cells = cells.map(() => spec.empty.value);
    if (action === 'start') {
      const game = fresh();
      setFrom(game.state());
      game.delete();
    }
    if (action === 'current' && shown) setFrom(shown.state);
    if (action !== 'play' && action !== 'twoPlayers') return draw();
    const { position, problem } = check();
    if (position === null) return draw(problem);
    close(false);
    open(action === 'twoPlayers' ? { ...options(), humanSide: null } : options(), { position, moves: '', origin: 'link' });
  };
}
