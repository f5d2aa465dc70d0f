// Starting a game page's game: loads the engine on the page (for the rules) and its worker (for
// the computer player), or says on the status line that the game could not load, and rests the
// board and the controls.
import { EngineClient, startEngineWorker } from '../engine/engine_client.js';

// loadEngine() loads the game's module on the page, workerUrl is its worker's script; start(engine,
// worker) wires the game up and returns its controller (with stop()); board and status are the
// page's views, controls the inputs to disable when there is no game.
export async function runGame({ loadEngine, workerUrl, board, status, controls, start }) {
  const showUnavailable = () => {
    status.showLoadFailure();
    board.setUnavailable();
    for (const control of controls) control.disabled = true;
  };
  const engine = await loadEngine().catch((error) => console.warn('the game engine did not load:', error));
  if (!engine) {
    showUnavailable();
    return;
  }
  const worker = new EngineClient(() => startEngineWorker(workerUrl));
  const controller = start(engine, worker);
  worker.failure.then((error) => {
    console.warn('the engine worker did not load:', error);
    controller.stop();
    showUnavailable();
  });
  performance.mark('board-playable');  // read by tests/bench/site_bench.mjs
}
