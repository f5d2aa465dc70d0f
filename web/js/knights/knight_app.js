// The knight page's entry: the shared page set-up, then, once its engine has loaded, the game on
// the shared flow against the AI (its moves and the hints in the knight worker, the hints at every
// position but the AI's live turn) or between two players, the controls around it, and the game in
// the address (a link opens its game).
import { pageViews } from '../views/page_views.js';
import { recordPanelViews } from '../views/record_panel_view.js';
import { ResultView } from '../views/result_view.js';
import { StartButtons } from '../views/start_buttons.js';
import { analysedPositions } from '../play/analysed_position.js';
import { initBroughtGames } from '../play/brought_games.js';
import { initCoordinates } from '../play/coordinates_setting.js';
import { initGameResult } from '../play/game_result.js';
import { initOpponent } from '../play/opponent_mode.js';
import { openLinkedGames } from '../play/linked_games.js';
import { initPuzzleMode } from '../play/puzzle_mode.js';
import { puzzleProgress } from '../play/puzzle_progress.js';
import { puzzleSet } from '../play/puzzle_set.js';
import { initRecordPanel } from '../play/record_panel.js';
import { runGame, startLoading } from '../play/run_game.js';
import { showChoiceHelp } from '../shell/choice_help.js';
import { byId, byName, initPage, labelOf } from '../shell/page_shell.js';
import { createHintFinder, createKnightAi } from './knight_ai.js';
import { createKnightBoard } from './knight_board.js';
import { createKnightController, knightEditing, knightLinkFields, knightRefusalText, knightResultText, readKnightLink } from './knight_controller.js';
import { loadKnightEngine } from './knight_engine.js';
import { KnightHints } from './knight_hints.js';
import { outcomesCarrier } from './knight_outcomes.js';
import { COORDINATES_KEY, initKnightOptions, PUZZLES_KEY, SIDE_LINES_KEY, TALLY_KEY } from './knight_options.js';
import { KNIGHT_PUZZLES_URL, knightPuzzleLook } from './knight_puzzles.js';
import { knightRequests } from './knight_requests.js';
import { knightReviewLook } from './knight_review.js';

const engineLoading = startLoading(loadKnightEngine);
const { strings, sounds, store } = initPage();
const { grid, status, startFirst, startSecond, panelButtons, coordinatesInput, editor, puzzleView, controls: viewControls } = pageViews();
const inputs = { modeInputs: byName('mode'), levelInputs: byName('level'), hintsInput: byId('hints', HTMLInputElement), hintsAllInput: byId('hints-all', HTMLInputElement) };

await runGame({
  engine: engineLoading,
  workerUrl: new URL('./knight_worker.js', import.meta.url),
  requests: knightRequests,
  grid, status, loadFailure: strings.loadFailure,
  controls: [...viewControls, ...inputs.modeInputs, ...inputs.levelInputs, inputs.hintsInput, inputs.hintsAllInput],
  start: (engine, worker, startWorker) => {
    const { SIDE } = engine;
    const board = createKnightBoard(grid, engine, strings);
    // The table read by the worker as soon as it comes, not by the question after it.
    const withOutcomes = outcomesCarrier(undefined, (outcomes) => { worker.request('outcomes', { outcomes }).catch(() => {}); });
    // A new opponent starts a new game at once, on the side the player last chose; the game left
    // behind stays a step back in the browser's history.
    const options = initKnightOptions(inputs, store, engine.LEVELS, {
      onModeChange: () => {
        opponent.show();
        controls.pushNext();
        flow.newGame(gameOptions());
      },
      onHintsChange: (on) => hints.setEnabled(on), onShowAllChange: (on) => hints.setShowAll(on),
    });
    const opponent = initOpponent((onStart) => new StartButtons({ startFirst, startSecond }, onStart), [SIDE.FIRST, SIDE.SECOND], options.mode, strings, () => flow.reset(gameOptions()));
    const gameOptions = () => ({ humanSide: opponent.humanSide() });
    const hints = new KnightHints({
      findHints: createHintFinder(worker, withOutcomes), board, status, strings, enabled: options.hints(), showAll: options.showAll(), onShown: () => result.helpShown(),
    });
    const flow = createKnightController({
      engine, strings, board, status, sounds, chooseMove: createKnightAi(worker, options.level.get, withOutcomes),
    });
    const coordinates = initCoordinates({ frame: byId('board-frame', HTMLElement), input: coordinatesInput, store, key: COORDINATES_KEY, flow });
    const analysed = analysedPositions();
    flow.onPosition((shown) => hints.show(analysed(shown)));
    const { review, controls, sideLines } = initRecordPanel({
      flow, views: recordPanelViews(panelButtons, board, strings), startWorker, strings, look: (chart) => knightReviewLook({ engine, board, chart, strings }),
      prepare: async (record) => withOutcomes(record),
      linkOf: (shown) => knightLinkFields(shown, engine, options.level.get()),
      sideLinesKey: SIDE_LINES_KEY,
    });
    const result = initGameResult({
      flow, store, key: TALLY_KEY, level: options.level.get, levelName: (level) => labelOf(inputs.levelInputs, level),
      resultText: (shown) => knightResultText(shown, engine, strings),
      tallyText: (level, { won, lost }) => strings.tally(level, won, lost),
      helpedText: ({ won, lost }) => strings.tallyHelped(won, lost), notCounted: { link: strings.linkNotCounted },
      view: (onAgain) => new ResultView(panelButtons.game.again, onAgain),
    });
    initBroughtGames({
      fresh: () => new engine.KnightGame(), options: gameOptions, refusalText: knightRefusalText(engine, strings), spec: knightEditing(engine, strings),
      flow, opponent, controls, editor, board, status, strings,
    });
    const puzzles = initPuzzleMode({
      look: knightPuzzleLook({ engine, worker, strings }), set: puzzleSet(KNIGHT_PUZZLES_URL, (text) => engine.readPuzzles(text)),
      progress: puzzleProgress(store, PUZZLES_KEY), view: puzzleView, grid, gameBoard: board, puzzleBoard: createKnightBoard(grid, engine, strings),
      coordinates, flow, rewriteAddress: () => controls.rewrite(), status, strings,
    });
    puzzles.openLinked();  // before the game's link is read: its address replaces the puzzle's
    openLinkedGames({
      readLink: (link) => readKnightLink(link, engine, strings), newOptions: gameOptions, flow, opponent, level: options.level,
      showLevelHelp: showChoiceHelp(inputs.levelInputs, byId('level-help', HTMLElement), strings), review, sideLines,
    });
    return flow;
  },
});
