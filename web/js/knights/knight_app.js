// The knight page's entry: the shared page set-up, then, once its engine has loaded, the game on
// the shared flow with the AI and the hints in the knight worker.
import { GridBoard } from '../board/grid_board.js';
import { StatusView } from '../board/status_view.js';
import { runGame } from '../play/run_game.js';
import { byId, byName, initPage } from '../shell/page_shell.js';
import { createHintFinder, createKnightAi } from './knight_ai.js';
import { createKnightBoard } from './knight_board.js';
import { createKnightController } from './knight_controller.js';
import { loadKnightEngine } from './knight_engine.js';
import { KnightHints } from './knight_hints.js';
import { initKnightOptions } from './knight_options.js';

const { strings, sounds, store } = initPage();
const grid = new GridBoard(byId('board', HTMLElement));
const status = new StatusView(byId('status', HTMLElement));
const startFirst = byId('start-first', HTMLButtonElement);
const startSecond = byId('start-second', HTMLButtonElement);
const inputs = { levelInputs: byName('level'), hintsInput: byId('hints', HTMLInputElement) };

await runGame({
  loadEngine: loadKnightEngine,
  workerUrl: new URL('./knight_worker.js', import.meta.url),
  grid, status, loadFailure: strings.loadFailure,
  controls: [startFirst, startSecond, ...inputs.levelInputs, inputs.hintsInput],
  start: (engine, worker) => {
    const board = createKnightBoard(grid, engine, strings);
    const options = initKnightOptions(inputs, store, engine.LEVELS, (on) => hints.setEnabled(on));
    const hints = new KnightHints({ findHints: createHintFinder(worker), board, status, strings, enabled: options.hints() });
    const flow = createKnightController({
      engine, strings, board, status, sounds, chooseMove: createKnightAi(worker, options.level, engine.OPENING_SQUARE),
    });
    flow.onPosition((shown) => hints.show(shown && { moves: shown.game.history(), yourTurn: shown.playersTurn }));
    startFirst.addEventListener('click', () => flow.reset({ humanSide: engine.SIDE.FIRST }));
    startSecond.addEventListener('click', () => flow.reset({ humanSide: engine.SIDE.SECOND }));
    flow.newGame({ humanSide: engine.SIDE.FIRST });
    return flow;
  },
});
