// The knight page's entry: the page's language, embedding and offline support first, the volume
// row at once; the game starts once the engine has loaded, or the status line says it could not.
import { BoardView } from './board_view.js';
import { KnightController } from './knight_controller.js';
import { initPage } from './page_shell.js';
import { createRandomAi } from './random_ai.js';
import { SettingsStore } from './settings_store.js';
import { Sounds } from './sounds.js';
import { StatusView } from './status_view.js';
import { initVolumeControl } from './volume_control.js';

const strings = initPage();
const byId = (id) => document.getElementById(id);
const board = new BoardView(byId('board'), strings);
const status = new StatusView(byId('status'), strings);
const sounds = new Sounds();
const resetButtons = { first: byId('start-first'), second: byId('start-second') };
initVolumeControl(
  { range: byId('volume-range'), value: byId('volume-value'), testButton: byId('volume-test') },
  sounds, new SettingsStore());

// Returns the engine module, or null when its script or its wasm could not be fetched or compiled.
async function loadEngine() {
  try {
    const { default: createEngine } = await import('./engine.mjs');
    return await createEngine();
  } catch (error) {
    console.warn('the game engine did not load:', error);
    return null;
  }
}

const engine = await loadEngine();
if (engine) {
  const controller = new KnightController({ engine, chooseMove: createRandomAi(engine), board, status, sounds });
  resetButtons.first.addEventListener('click', () => controller.reset(true));
  resetButtons.second.addEventListener('click', () => controller.reset(false));
  controller.newGame(true);
  performance.mark('board-playable');  // read by tests/bench/site_bench.mjs
} else {
  status.showLoadFailure();
  board.setUnavailable();
  resetButtons.first.disabled = resetButtons.second.disabled = true;
}
