// The knight page's entry: the shared page set-up, then the game once the engine has loaded, with
// its AI and hints in the engine worker.
import { HintAdvisor } from './knight_hints.js';
import { createHintFinder, createKnightAi } from './knight_ai.js';
import { KnightBoard } from './knight_board.js';
import { KnightController } from './knight_controller.js';
import { initPage } from '../shell/page_shell.js';
import { runGame } from '../play/run_game.js';
import { loadKnightEngine } from './knight_engine.js';
import { initPlayOptions } from './knight_options.js';
import { StatusView } from '../board/status_view.js';

const { strings, sounds, store } = initPage();
const byId = (id) => document.getElementById(id);
const board = new KnightBoard(byId('board'), strings);
const status = new StatusView(byId('status'), strings);
const controls = [byId('start-first'), byId('start-second'), ...document.getElementsByName('level'), byId('hints')];

await runGame({
  loadEngine: loadKnightEngine,
  workerUrl: new URL('./knight_worker.js', import.meta.url),
  board, status, controls,
  start: (engine, worker) => {
    const hints = new HintAdvisor({ findHints: createHintFinder(worker), board, status });
    const options = initPlayOptions({ levelInputs: document.getElementsByName('level'), hintsInput: byId('hints') },
      store, (on) => hints.setEnabled(on));
    hints.setEnabled(options.hints());
    const controller = new KnightController({
      engine, chooseMove: createKnightAi(worker, options.level), hints, board, status, sounds,
    });
    byId('start-first').addEventListener('click', () => controller.reset(true));
    byId('start-second').addEventListener('click', () => controller.reset(false));
    controller.newGame(true);
    return controller;
  },
});
