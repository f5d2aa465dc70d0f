// Reversi on the shared game flow (play/game_flow.js), with what only it has: two boards (8×8 and
// 6×6), two players at one screen, and passes — the engine passes for a side without a move, and
// the status line says so on a line of its own until a player next moves. Its texts follow the
// original Othello pages where they had one (置ける場所がありません, 黒の勝ちです…).
import { GameFlow } from '../play/game_flow.js';
import { linkProblem, linkRecordTexts, positionField, shownOf } from '../play/game_link.js';

/** @typedef {import('../engine/reversi_engine.mjs').ReversiEngine} ReversiEngine */
/** @typedef {import('../engine/reversi_engine.mjs').Reversi} Reversi */

/**
 * Returns Reversi's flow: new games take { size, humanSide } (humanSide null for two players).
 * @param {object} parts
 * @param {ReversiEngine} parts.engine
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @param {import('../play/game_spec.js').ChooseMove<Reversi>} parts.chooseMove
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/sounds.js').Sounds} parts.sounds
 * @returns {GameFlow<Reversi, { size: number }>}
 */
export function createReversiController({ engine, strings, ...parts }) {
  const { SIDE, DRAW } = engine;
  /** @param {number} side */
  const colorName = (side) => (side === SIDE.BLACK ? strings.black : strings.white);

  return new GameFlow({
    spec: {
      create: ({ size }, position) => (position === null ? new engine.Reversi(size) : engine.Reversi.fromText(position)),
      passNotice: (side, humanSide) => {
        if (humanSide === null) return strings.passed(colorName(side));
        return side === humanSide ? strings.passedYou : strings.passedCpu;
      },
      winner: ({ winner }) => (winner === DRAW ? null : winner),
      boardPosition: ({ state, names, legal }) => ({ size: state.size, cells: state.cells, names, marks: { legal, last: state.lastMoves } }),
      statusText: (shown) => {
        const { state, humanSide, live, playersTurn, legal } = shown;
        if (state.over) return reversiResultText(shown, engine, strings);
        if (!playersTurn) return strings.cpuThinking;
        // Away from the live game (a replay, a side line) a player moves for either side, as between two.
        const color = colorName(state.sideToMove);
        return humanSide === null || !live ? strings.reversiTurn(color, legal.length) : strings.reversiYourTurn(color, legal.length);
      },
      refusalText: reversiRefusalText(engine, strings),
      notYourTurn: strings.refusedCpuTurn,
      computerFailure: strings.cpuFailure,
      ...linkRecordTexts(strings),
    },
    ...parts,
  });
}

/**
 * What the board editor (play/position_editor.js) writes of a Reversi position: X a black disc, O a
 * white one, - an empty square, then the side to move, X or O.
 * @param {ReversiEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 * @returns {import('../play/position_editor.js').EditorSpec}
 */
export const reversiEditing = ({ CELL, SIDE }, strings) => ({
  empty: { value: CELL.EMPTY, text: '-' },
  pieces: [{ value: CELL.BLACK, label: strings.black, text: 'X' }, { value: CELL.WHITE, label: strings.white, text: 'O' }],
  sides: [{ value: SIDE.BLACK, label: strings.black, text: 'X' }, { value: SIDE.WHITE, label: strings.white, text: 'O' }],
});

/**
 * Why a disc cannot go on a cell, in the page's words (from the engine's refusal).
 * @param {ReversiEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 * @returns {import('../play/game_spec.js').GameSpec<Reversi, { size: number }>['refusalText']}
 */
export const reversiRefusalText = ({ REFUSAL }, strings) => ({ reason }, cell, names) => (reason === REFUSAL.OCCUPIED ? strings.refusedOccupied(names[cell])
  : reason === REFUSAL.NO_FLIP ? strings.refusedNoFlip(names[cell])
  : reason === REFUSAL.CANNOT_PASS ? strings.refusedCannotPass
  : reason === REFUSAL.GAME_OVER ? strings.refusedGameOver
  : strings.refusedOffBoard);

/**
 * Reversi's result: who won, and the discs of each colour.
 * @param {import('../play/game_spec.js').Shown<Reversi>} shown
 * @param {ReversiEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function reversiResultText({ state, winner, humanSide }, engine, strings) {
  const colorName = winner === engine.SIDE.BLACK ? strings.black : strings.white;
  const result = winner === null ? strings.draw
    : humanSide === null ? strings.colorWins(colorName)
    : winner === humanSide ? strings.won : strings.lost;
  const [black, white] = state.counts;
  return `${result} ${strings.finalCount(black, white)}`;
}

// How the address names the player's side (play/game_link.js): black, white, or both (two players).
const YOU = ['black', 'white', 'both'];

/**
 * Reads a Reversi game's link: the board, the player's side (or two players), the CPU's level,
 * the start position and the moves; a value the page does not know makes it a problem, said in the
 * page's language.
 * @param {import('../play/game_link.js').GameLink} link
 * @param {ReversiEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 * @returns {{ options: { size: number, humanSide: number | null }, level: string | null, record: import('../play/game_spec.js').GameRecord }}
 */
export function readReversiLink(link, engine, strings) {
  const { moves, position, size = String(engine.SIZES[0]), you = YOU[0], level } = link;
  const problem = linkProblem(link, {
    position: (value) => isPosition(engine, value),
    size: (value) => engine.SIZES.map(String).includes(value),
    you: (value) => YOU.includes(value),
    level: (value) => engine.LEVELS.includes(value),
  }, strings);
  if (problem) return { options: { size: engine.SIZES[0], humanSide: engine.SIDE.BLACK }, level: null, record: { problem } };
  const sides = [engine.SIDE.BLACK, engine.SIDE.WHITE, null];
  return {
    options: { size: Number(size), humanSide: sides[YOU.indexOf(you)] },
    level: level ?? null,
    record: { moves, position: position ?? null, ...shownOf(link) },
  };
}

/**
 * Returns whether the engine reads text as a position (its refusal, in English, is not for the page).
 * @param {ReversiEngine} engine
 * @param {string} text
 */
function isPosition(engine, text) {
  try {
    engine.Reversi.fromText(text).delete();
    return true;
  } catch {
    return false;
  }
}

/**
 * A Reversi game's fields for its address besides the moves.
 * @param {import('../play/game_spec.js').Shown<Reversi>} shown
 * @param {ReversiEngine} engine
 * @param {string} level
 */
export function reversiLinkFields({ size, humanSide, start }, engine, level) {
  return {
    size: size === engine.SIZES[0] ? undefined : String(size),
    you: humanSide === null ? 'both' : YOU[humanSide === engine.SIDE.WHITE ? 1 : 0],
    level: humanSide === null ? undefined : level,
    position: start === null ? undefined : positionField(start),
  };
}
