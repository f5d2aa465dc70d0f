// The Reversi page's entry: the shared page set-up, then the game once the engine has loaded, with
// the CPU in the engine worker.
import { initPage } from '../shell/page_shell.js';
import { runGame } from '../play/run_game.js';
import { loadReversiEngine } from './reversi_engine.js';
import { createReversiAi } from './reversi_ai.js';
import { ReversiBoard } from './reversi_board.js';
import { ReversiController } from './reversi_controller.js';
import { initReversiOptions } from './reversi_options.js';
import { StatusView } from '../board/status_view.js';

const { strings, sounds, store } = initPage();
const byId = (id) => document.getElementById(id);
const byName = (name) => [...document.getElementsByName(name)];
const board = new ReversiBoard(byId('board'), { black: byId('count-black'), white: byId('count-white') }, strings);
const status = new StatusView(byId('status'), strings);
const controls = [byId('start-first'), byId('start-second'), ...byName('size'), ...byName('mode'), ...byName('level')];

await runGame({
  loadEngine: loadReversiEngine,
  workerUrl: new URL('./reversi_worker.js', import.meta.url),
  board, status, controls,
  start: (engine, worker) => {
    let humanFirst = true;
    let controller = null;
    // A new size or opponent starts a new game at once, on the side the player last chose.
    const options = initReversiOptions({ sizeInputs: byName('size'), modeInputs: byName('mode'), levelInputs: byName('level') },
      store, () => controller.newGame(gameOptions()));
    // Between two players the CPU's level means nothing: its buttons rest.
    const gameOptions = () => {
      const twoPlayers = options.mode() === 'friend';
      for (const input of byName('level')) input.disabled = twoPlayers;
      return { size: options.size(), humanSide: twoPlayers ? null : humanFirst ? 0 : 1 };
    };
    controller = new ReversiController({
      engine, chooseMove: createReversiAi(worker, options.level), board, status, sounds, strings,
    });
    for (const [button, first] of [[byId('start-first'), true], [byId('start-second'), false]]) {
      button.addEventListener('click', () => {
        humanFirst = first;
        controller.reset(gameOptions());
      });
    }
    controller.newGame(gameOptions());
    return controller;
  },
});
