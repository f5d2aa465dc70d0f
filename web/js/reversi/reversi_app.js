// The Reversi page's entry: the shared page set-up, then, once its engine has loaded, the game on
// the shared flow with the CPU in the Reversi worker, the moves' values in a worker of their own
// (at every position but the CPU's live turn), the disc counts, the settings row, the controls
// around the game, and the game in the address (a link opens its game). The engine's knowledge is
// fetched once the level or the values need it.
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
import { DiscCounts } from '../views/disc_counts.js';
import { TextLine } from '../views/text_line.js';
import { EngineClient } from '../engine/engine_client.js';
import { bindToggle } from '../shell/setting_controls.js';
import { createAnalyzer, createReversiAi } from './reversi_ai.js';
import { createReversiBoard } from './reversi_board.js';
import { createReversiController, readReversiLink, reversiEditing, reversiLinkFields, reversiRefusalText, reversiResultText } from './reversi_controller.js';
import { loadReversiEngine } from './reversi_engine.js';
import { openingNotes, showOpening } from './opening_line.js';
import { knowledgeBytes, knowledgeLoader } from './reversi_knowledge.js';
import { COORDINATES_KEY, initReversiOptions, nameLevels, PUZZLES_KEY, reversiSettings, SIDE_LINES_KEY, TALLY_KEY, VALUES_KEY } from './reversi_options.js';
import { REVERSI_PUZZLES_URL, reversiPuzzleLook } from './reversi_puzzles.js';
import { reversiRequests } from './reversi_requests.js';
import { reversiReviewLook } from './reversi_review.js';
import { ReversiValues } from './reversi_values.js';

const engineLoading = startLoading(loadReversiEngine);
const { strings, sounds, store } = initPage();
const { grid, status, startFirst, startSecond, panelButtons, coordinatesInput, editor, puzzleView, controls: viewControls } = pageViews();
const inputs = { sizeInputs: byName('size'), modeInputs: byName('mode'), levelInputs: byName('level') };
const valuesInput = byId('values', HTMLInputElement);
// The values' line keeps its room at once, not when the engine has come.
const bestLine = new TextLine(byId('best-line', HTMLElement), { shown: store.get(VALUES_KEY) === 'on' });
const openingLine = new TextLine(byId('opening', HTMLElement));

await runGame({
  engine: engineLoading,
  workerUrl: new URL('./reversi_worker.js', import.meta.url),
  requests: reversiRequests,
  grid, status, loadFailure: strings.loadFailure,
  controls: [...viewControls, ...inputs.sizeInputs, ...inputs.modeInputs, ...inputs.levelInputs, valuesInput],
  start: (engine, worker, startWorker) => {
    const { SIDE } = engine;
    const board = createReversiBoard(grid, engine, strings);
    const counts = new DiscCounts({ black: byId('count-black', HTMLElement), white: byId('count-white', HTMLElement) }, strings);
    // A new size or opponent starts a new game at once, on the side the player last chose; the
    // game left behind stays a step back in the browser's history.
    const options = initReversiOptions(inputs, store, reversiSettings(engine), () => {
      opponent.show();
      controls.pushNext();
      flow.newGame(gameOptions());
      fetchKnowledgeIfNeeded();
    }, () => fetchKnowledgeIfNeeded());
    const twoPlayers = options.mode.twoPlayers;
    const opponent = initOpponent((onStart) => new StartButtons({ startFirst, startSecond }, onStart), [SIDE.BLACK, SIDE.WHITE], options.mode, strings, () => flow.reset(gameOptions()));
    const gameOptions = () => ({ size: Number(options.size.get()), humanSide: opponent.humanSide() });
    const knowledge = knowledgeLoader();
    const knowledgeLevels = engine.knowledgeLevels();
    const size = () => Number(options.size.get());
    const flow = createReversiController({
      engine, strings, board, status, sounds, chooseMove: createReversiAi(worker, options.level.get, {
        knowledge, knowledgeLevels, size, waiting: () => {
          status.showDetail(strings.strongLoading, { busy: true });
          // Once it has come, the CPU thinks on: the line no longer says it is loading.
          knowledge.load(size()).then(() => status.showDetail(null), () => {});
        },
      }),
    });
    // The values' worker starts when they are first wanted.
    /** @type {EngineClient | null} */
    let analysisWorker = null;
    const analyze = createAnalyzer(() => (analysisWorker ??= new EngineClient(startWorker, { stopAbandoned: true })), {
      knowledge, size, waiting: () => status.showDetail(strings.valuesLoading, { busy: true }),
    });
    const valuesOn = bindToggle(valuesInput, store, VALUES_KEY, (on) => {
      values.setEnabled(on);
      fetchKnowledgeIfNeeded();
    });
    const values = new ReversiValues({ analyze, board, status, line: bestLine, strings, enabled: valuesOn(), onShown: () => result.helpShown() });
    // The knowledge (on 6×6 with its proven book) on its way as soon as the level or the values
    // need it, before the CPU's turn.
    const fetchKnowledgeIfNeeded = () => {
      if (valuesOn() || (!twoPlayers() && knowledgeLevels.includes(options.level.get()))) knowledge.load(size()).catch(() => {});
    };
    const coordinates = initCoordinates({ frame: byId('board-frame', HTMLElement), input: coordinatesInput, store, key: COORDINATES_KEY, flow });
    const analysed = analysedPositions();
    flow.onPosition((shown) => values.show(analysed(shown)));
    flow.onPosition((shown) => shown && showOpening(openingLine, shown.state, strings));
    flow.onPosition((shown) => shown && counts.show(shown.state.counts, [SIDE.BLACK, SIDE.WHITE].map((side) => side === shown.humanSide)));
    const { review, controls, sideLines } = initRecordPanel({
      flow, views: recordPanelViews(panelButtons, board, strings), startWorker, strings, look: (chart) => reversiReviewLook({ engine, board, chart, strings }),
      prepare: async (record) => ({ ...record, ...await knowledgeBytes(knowledge, record.size, () => {}) }),
      linkOf: (shown) => reversiLinkFields(shown, engine, options.level.get()),
      sideLinesKey: SIDE_LINES_KEY, notesOf: (shown) => openingNotes(shown.state, strings),
    });
    const result = initGameResult({
      flow, store, key: TALLY_KEY, level: options.level.get, levelName: (level) => labelOf(inputs.levelInputs, level),
      resultText: (shown) => reversiResultText(shown, engine, strings),
      tallyText: (level, { won, lost, drawn }) => strings.tallyWithDraws(level, won, lost, drawn),
      helpedText: ({ won, lost, drawn }) => strings.tallyHelpedWithDraws(won, lost, drawn), notCounted: { link: strings.linkNotCounted },
      view: (onAgain) => new ResultView(panelButtons.game.again, onAgain),
    });
    // The settings row follows the game shown, the strong level named for its board (perfect on 6×6).
    const showLevelHelp = showChoiceHelp(inputs.levelInputs, byId('level-help', HTMLElement), strings);
    let namedFor = 0;
    flow.onPosition((shown) => {
      if (!shown) return;
      options.size.set(String(shown.size));
      if (shown.size === namedFor) return;
      namedFor = shown.size;
      nameLevels(inputs.levelInputs, knowledgeLevels, shown.size, strings);
      showLevelHelp();
      fetchKnowledgeIfNeeded();
    });
    initBroughtGames({
      fresh: () => new engine.Reversi(size()), options: gameOptions, refusalText: reversiRefusalText(engine, strings), spec: reversiEditing(engine, strings),
      flow, opponent, controls, editor, board, status, strings,
    });
    // The puzzles are 8×8 positions, analysed in the values' worker whatever the game's board.
    const puzzleAnalyze = createAnalyzer(() => (analysisWorker ??= new EngineClient(startWorker, { stopAbandoned: true })), {
      knowledge, size: () => 8, waiting: () => {},
    });
    const puzzles = initPuzzleMode({
      look: reversiPuzzleLook({ engine, analyze: puzzleAnalyze, strings }), set: puzzleSet(REVERSI_PUZZLES_URL, (text) => engine.readPuzzles(text)),
      progress: puzzleProgress(store, PUZZLES_KEY), view: puzzleView, grid, gameBoard: board, puzzleBoard: createReversiBoard(grid, engine, strings),
      coordinates, flow, rewriteAddress: () => controls.rewrite(), status, strings,
    });
    puzzles.openLinked();  // before the game's link is read: its address replaces the puzzle's
    openLinkedGames({
      readLink: (link) => readReversiLink(link, engine, strings), newOptions: gameOptions, flow, opponent, level: options.level,
      showLevelHelp, review, sideLines,
    });
    fetchKnowledgeIfNeeded();
    return flow;
  },
});
