// The knight game on the shared game flow (play/game_flow.js), from the empty board or a position
// (a link's, a paste's), with what only it has: the
// original page's status texts, and on the board the AI's knights (between two players, the second
// player's) and the last one placed marked.
// The AI's opening on d5 is the engine's (aiMove on the empty board); the hints listen to the flow
// (knight_hints.js).
import { GameFlow } from '../play/game_flow.js';
import { linkProblem, linkRecordTexts, positionField, shownOf } from '../play/game_link.js';

/** @typedef {import('../engine/knights_engine.mjs').KnightsEngine} KnightsEngine */
/** @typedef {import('../engine/knights_engine.mjs').KnightGame} KnightGame */
/** @typedef {import('../shell/i18n.js').Strings} Strings */

/**
 * Returns the knight game's flow: against the AI, the player moving first or second, or between
 * two players (humanSide null).
 * @param {object} parts
 * @param {KnightsEngine} parts.engine
 * @param {Strings} parts.strings
 * @param {import('../play/game_spec.js').ChooseMove<KnightGame>} parts.chooseMove
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/sounds.js').Sounds} parts.sounds
 * @returns {GameFlow<KnightGame, {}>}
 */
export function createKnightController({ engine, strings, ...parts }) {
  const { SIDE } = engine;
  /** @param {number} side */
  const sideName = (side) => (side === SIDE.FIRST ? strings.firstPlayer : strings.secondPlayer);
  return new GameFlow({
    spec: {
      create: (_, position) => (position === null ? new engine.KnightGame() : engine.KnightGame.fromText(position)),
      winner: (state) => state.winner,
      boardPosition: ({ state, humanSide, names }) => {
        const placed = state.moves.slice(0, state.ply);
        const marked = placed.filter((_, i) => state.movers[i] !== (humanSide ?? SIDE.FIRST));
        return { size: state.size, cells: state.cells, names, marks: { [humanSide === null ? 'second' : 'computer']: marked, last: state.lastMoves } };
      },
      // Away from the live game (a replay, a side line) a player moves for either side, as between two.
      statusText: ({ state, humanSide, live, playersTurn, legal }) => {
        if (humanSide === null || !live) return state.over ? strings.playerWins(sideName(state.winner)) : strings.playerTurn(sideName(state.sideToMove), legal.length);
        if (state.over) return state.winner === humanSide ? strings.won : strings.lost;
        return playersTurn ? strings.yourTurn(legal.length) : strings.thinking;
      },
      refusalText: knightRefusalText(engine, strings),
      notYourTurn: strings.refusedAiTurn,
      computerFailure: strings.aiFailure,
      ...linkRecordTexts(strings),
    },
    ...parts,
  });
}

/**
 * Why a square cannot take a knight, in the page's words (from the engine's refusal).
 * @param {KnightsEngine} engine
 * @param {Strings} strings
 * @returns {import('../play/game_spec.js').GameSpec<KnightGame, {}>['refusalText']}
 */
export const knightRefusalText = ({ REFUSAL }, strings) => ({ reason, by }, square, names) => (reason === REFUSAL.OCCUPIED ? strings.refusedOccupied(names[square])
  : reason === REFUSAL.ATTACKED ? strings.refusedAttacked(names[square], names[by])
  : reason === REFUSAL.GAME_OVER ? strings.refusedGameOver
  : strings.refusedOffBoard);

/**
 * What the board editor (play/position_editor.js) writes of a knight position: N a knight, - an
 * empty square; the side to move follows from the count.
 * @param {KnightsEngine} engine
 * @param {Strings} strings
 * @returns {import('../play/position_editor.js').EditorSpec}
 */
export const knightEditing = ({ CELL }, strings) => ({
  empty: { value: CELL.FREE, text: '-' }, pieces: [{ value: CELL.KNIGHT, label: strings.editKnight, text: 'N' }], sides: [],
});

// How the address names the player's side (play/game_link.js): first, second, or both (two players).
const YOU = ['first', 'second', 'both'];

/**
 * Reads a knight game's link: the player's side (null for two players) and the AI's level, the
 * start position (the engine reads it when the game opens, and says what is wrong with it) and the
 * moves; anything else or a value the page does not know makes it a problem, said in the page's
 * language.
 * @param {import('../play/game_link.js').GameLink} link
 * @param {KnightsEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 * @returns {{ options: { humanSide: number | null }, level: string | null, record: import('../play/game_spec.js').GameRecord }}
 */
export function readKnightLink(link, engine, strings) {
  const { moves, position, you = YOU[0], level } = link;
  const problem = linkProblem(link, {
    position: () => true, you: (value) => YOU.includes(value), level: (value) => engine.LEVELS.includes(value),
  }, strings);
  if (problem) return { options: { humanSide: engine.SIDE.FIRST }, level: null, record: { problem } };
  return {
    options: { humanSide: [engine.SIDE.FIRST, engine.SIDE.SECOND, null][YOU.indexOf(you)] }, level: level ?? null,
    record: { moves, position: position ?? null, ...shownOf(link) },
  };
}

/**
 * The knight game's fields for its address besides the moves: the start when it is not the empty board.
 * @param {{ humanSide: number | null, start: string | null }} shown
 * @param {KnightsEngine} engine
 * @param {string} level
 */
export const knightLinkFields = ({ humanSide, start }, engine, level) => ({
  you: humanSide === null ? 'both' : YOU[humanSide === engine.SIDE.SECOND ? 1 : 0], level,
  position: start === null ? undefined : positionField(start),
});

/**
 * The knight game's result: who won, and how many knights each placed.
 * @param {import('../play/game_spec.js').Shown<KnightGame>} shown
 * @param {KnightsEngine} engine
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function knightResultText({ winner, humanSide, state }, { SIDE }, strings) {
  const [firsts, seconds] = state.placed;
  if (humanSide === null) return `${strings.playerWins(winner === SIDE.FIRST ? strings.firstPlayer : strings.secondPlayer)} ${strings.knightsPlacedBoth(firsts, seconds)}`;
  const [yours, ais] = humanSide === SIDE.FIRST ? [firsts, seconds] : [seconds, firsts];
  return `${winner === humanSide ? strings.won : strings.lost} ${strings.knightsPlaced(yours, ais)}`;
}
