// The knight page's entry: the page's language, embedding and offline support first, the volume
// row at once; the game starts once the engine has loaded on the page (for the rules), with its AI
// and hints in the engine worker. Should either engine fail to load, the status line says so.
import { BoardView } from './board_view.js';
import { EngineClient } from './engine_client.js';
import { loadEngine } from './engine_loader.js';
import { HintAdvisor } from './hint_advisor.js';
import { createHintFinder, createKnightAi } from './knight_ai.js';
import { KnightController } from './knight_controller.js';
import { initPage } from './page_shell.js';
import { initPlayOptions } from './play_options.js';
import { SettingsStore } from './settings_store.js';
import { Sounds } from './sounds.js';
import { StatusView } from './status_view.js';
import { initVolumeControl } from './volume_control.js';

const strings = initPage();
const byId = (id) => document.getElementById(id);
const board = new BoardView(byId('board'), strings);
const status = new StatusView(byId('status'), strings);
const sounds = new Sounds();
const store = new SettingsStore();
const controls = [byId('start-first'), byId('start-second'), ...document.getElementsByName('level'), byId('hints')];
initVolumeControl(
  { range: byId('volume-range'), value: byId('volume-value'), testButton: byId('volume-test') }, sounds, store);

// The board without a game: the status line says why, nothing can be played.
function showUnavailable() {
  status.showLoadFailure();
  board.setUnavailable();
  for (const control of controls) control.disabled = true;
}

const engine = await loadEngine().catch((error) => console.warn('the game engine did not load:', error));
if (engine) {
  const worker = new EngineClient();
  const hints = new HintAdvisor({ findHints: createHintFinder(worker), board, status });
  const options = initPlayOptions({ levelInputs: document.getElementsByName('level'), hintsInput: byId('hints') },
    store, (on) => hints.setEnabled(on));
  hints.setEnabled(options.hints());
  const controller = new KnightController({
    engine, chooseMove: createKnightAi(worker, options.level), hints, board, status, sounds,
  });
  byId('start-first').addEventListener('click', () => controller.reset(true));
  byId('start-second').addEventListener('click', () => controller.reset(false));
  worker.failure.then((error) => {
    console.warn('the engine worker did not load:', error);
    controller.stop();
    showUnavailable();
  });
  controller.newGame(true);
  performance.mark('board-playable');  // read by tests/bench/site_bench.mjs
} else {
  showUnavailable();
}
