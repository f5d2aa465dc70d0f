// The puzzles' mode (「詰め問題」) on a game page: opened by its button or by a link (#puzzle=ID), it
// fetches the game's set once (puzzle_set.js: a failure is said on the status line and changes
// nothing), holds the game's view of the board (it keeps what the game tells it meanwhile) and
// takes the board's clicks for the puzzle trainer; a puzzle near the player's rating, or the day's,
// or the link's; each first try rated (puzzle_progress.js). Leaving gives the board, its clicks,
// its coordinates and the address back to the game, as it was.
import { pageUrl, setAddress } from '../shell/page_url.js';
import { cellNames } from './cell_names.js';
import { dailyPuzzle, puzzleNear } from './puzzle_choice.js';
import { puzzleRating } from './puzzle_progress.js';
import { PuzzleTrainer } from './puzzle_trainer.js';

/**
 * Returns the puzzle a link's fragment asks for (#puzzle=ID), else null.
 * @param {string} hash
 */
export const linkedPuzzle = (hash) => new URLSearchParams(hash.replace(/^#/, '')).get('puzzle');

/** @param {number} change */
const signed = (change) => (change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '');

/**
 * @param {object} parts
 * @param {import('./puzzle_trainer.js').PuzzleLook} parts.look
 * @param {ReturnType<typeof import('./puzzle_set.js').puzzleSet>} parts.set
 * @param {ReturnType<typeof import('./puzzle_progress.js').puzzleProgress>} parts.progress
 * @param {import('../views/puzzle_view.js').PuzzleView} parts.view
 * @param {import('../board/grid_board.js').GridBoard} parts.grid
 * @param {import('../board/board_view.js').BoardView} parts.gameBoard  the game's view, held while the puzzles are open
 * @param {import('../board/board_view.js').BoardView} parts.puzzleBoard  the puzzles' view of the same grid
 * @param {{ show(board: { size: number, names: readonly string[] }): void }} parts.coordinates
 * @param {import('./game_flow.js').GameFlow<any, any>} parts.flow
 * @param {() => void} parts.rewriteAddress  writes the game's address again
 * @param {import('../board/status_view.js').StatusView} parts.status
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @param {() => number} [parts.random]
 * @param {() => Date} [parts.now]
 */
export function initPuzzleMode({ look, set, progress, view, grid, gameBoard, puzzleBoard, coordinates, flow, rewriteAddress, status, strings,
  random = Math.random, now = () => new Date() }) {
  /** @type {{ size: number, names: readonly string[] }} the game's board, for the coordinates when it is back */
  let gameCoordinates = { size: 0, names: [] };
  flow.onPosition((shown) => { if (shown) gameCoordinates = { size: shown.size, names: shown.names }; });
  let gameClick = grid.onCellClick;
  let change = 0;
  let daily = false;
  const trainer = new PuzzleTrainer({
    look, board: puzzleBoard, view, strings,
    rate: (puzzle, solved) => {
      const before = progress.read().player.rating;
      change = Math.round(progress.rate(puzzle, solved).player.rating) - Math.round(before);
      showRatings(puzzle);
    },
  });

  /** @param {Puzzle} puzzle */
  const showRatings = (puzzle) => {
    const record = progress.read();
    view.showRatings(strings.puzzleInfo(puzzle.id, Math.round(puzzleRating(record, puzzle).rating), daily),
      strings.puzzleRating(String(Math.round(record.player.rating)), signed(change), record.streak));
  };

  /** @param {Puzzle} puzzle @param {boolean} isDaily */
  const show = (puzzle, isDaily) => {
    daily = isDaily;
    change = 0;
    trainer.show(puzzle);
    const game = look.open(puzzle.position);
    const { size, cells } = game.state();
    coordinates.show({ size, names: cellNames(game, cells.length) });
    game.delete();
    showRatings(puzzle);
    const address = new URL(location.href);
    address.hash = `puzzle=${encodeURIComponent(puzzle.id)}`;
    setAddress(pageUrl(address));
  };

  const enter = () => {
    if (view.isOpen) return;
    gameBoard.hold();
    gameClick = grid.onCellClick;
    grid.onCellClick = (cell) => { trainer.click(cell); };
    view.open();
  };

  const leave = () => {
    if (!view.isOpen) return;
    trainer.stop();
    grid.onCellClick = gameClick;
    gameBoard.release();
    coordinates.show(gameCoordinates);
    view.close();
    rewriteAddress();
  };

  /**
   * Opens the puzzles on a puzzle of the set: the one asked for (an id the set lacks is said and
   * opens nothing), else one near the player's rating.
   * @param {{ id?: string | null, daily?: boolean }} [which]
   */
  const open = async ({ id = null, daily: isDaily = false } = {}) => {
    view.setLoading(true);
    if (!view.isOpen) status.showDetail(strings.puzzleLoading, { busy: true });
    /** @type {Puzzle[] | null} */
    const puzzles = await set.load().catch((error) => {
      status.showDetail(strings.puzzleLoadFailure(error instanceof Error ? error.message : String(error)));
      return null;
    });
    view.setLoading(false);
    if (!puzzles) return;
    const asked = id === null ? undefined : set.byId(id);
    if (id !== null && !asked) {
      if (view.isOpen) view.say(strings.puzzleUnknown(id));
      else status.showDetail(strings.puzzleUnknown(id));
      return;
    }
    if (!view.isOpen) status.showDetail(null);
    enter();
    if (asked) return show(asked, false);
    if (isDaily) return show(dailyPuzzle(puzzles, now()), true);
    const record = progress.read();
    const avoid = new Set(record.recent);
    if (trainer.puzzle) avoid.add(trainer.puzzle.id);
    show(puzzleNear(puzzles, (puzzle) => puzzleRating(record, puzzle).rating, record.player.rating, avoid, random), false);
  };

  view.onOpen = () => open();
  view.onNext = () => open();
  view.onDaily = () => open({ daily: true });
  view.onRetry = () => trainer.retry();
  view.onShow = () => trainer.reveal();
  view.onLeave = leave;
  const openLinked = () => {
    const id = linkedPuzzle(location.hash);
    if (id !== null && id !== trainer.puzzle?.id) open({ id });
  };
  addEventListener('hashchange', openLinked);
  return { openLinked };
}
