// The Reversi page's entry: the shared page set-up, then, once its engine has loaded, the game on
// the shared flow with the CPU in the Reversi worker, the disc counts and the settings row.
import { GridBoard } from '../board/grid_board.js';
import { StatusView } from '../board/status_view.js';
import { runGame } from '../play/run_game.js';
import { byId, byName, initPage } from '../shell/page_shell.js';
import { DiscCounts } from './disc_counts.js';
import { createReversiAi } from './reversi_ai.js';
import { createReversiBoard } from './reversi_board.js';
import { createReversiController } from './reversi_controller.js';
import { loadReversiEngine } from './reversi_engine.js';
import { initReversiOptions, reversiSettings } from './reversi_options.js';

const { strings, sounds, store } = initPage();
const grid = new GridBoard(byId('board', HTMLElement));
const status = new StatusView(byId('status', HTMLElement));
const startFirst = byId('start-first', HTMLButtonElement);
const startSecond = byId('start-second', HTMLButtonElement);
const inputs = { sizeInputs: byName('size'), modeInputs: byName('mode'), levelInputs: byName('level') };

await runGame({
  loadEngine: loadReversiEngine,
  workerUrl: new URL('./reversi_worker.js', import.meta.url),
  grid, status, loadFailure: strings.loadFailure,
  controls: [startFirst, startSecond, ...inputs.sizeInputs, ...inputs.modeInputs, ...inputs.levelInputs],
  start: (engine, worker) => {
    const { SIDE } = engine;
    const board = createReversiBoard(grid, engine, strings);
    const counts = new DiscCounts({ black: byId('count-black', HTMLElement), white: byId('count-white', HTMLElement) }, strings);
    // A new size or opponent starts a new game at once, on the side the player last chose.
    let humanSide = SIDE.BLACK;
    const options = initReversiOptions(inputs, store, reversiSettings(engine), () => flow.newGame(gameOptions()));
    const gameOptions = () => ({ size: options.size(), humanSide: options.twoPlayers() ? null : humanSide });
    const flow = createReversiController({
      engine, strings, board, status, sounds, chooseMove: createReversiAi(worker, options.level),
    });
    flow.onPosition((shown) => shown && counts.show(shown.game.discCounts(), [SIDE.BLACK, SIDE.WHITE].map((side) => side === shown.humanSide)));
    for (const [button, side] of /** @type {[HTMLButtonElement, number][]} */ ([[startFirst, SIDE.BLACK], [startSecond, SIDE.WHITE]])) {
      button.addEventListener('click', () => {
        humanSide = side;
        flow.reset(gameOptions());
      });
    }
    flow.newGame(gameOptions());
    return flow;
  },
});
