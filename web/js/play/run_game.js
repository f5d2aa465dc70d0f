// Starting a game page's game: loads the game's engine on the page (for the rules) and its worker
// (for the computer player), then hands both to the page's start(); or, when the engine cannot
// load, says so on the status line and rests the board and the controls. A worker that cannot load
// (then or later: a deploy removed its files, offline without a service worker, a policy refusing
// it) costs no game: its requests go to the page's engine (engine_client.js).
import { EngineClient } from '../engine/engine_client.js';
import { startEngineWorker } from '../engine/worker_start.js';
import { rest } from '../shell/setting_controls.js';

/**
 * Starts loading the game's engine on the page, first of all: its script and its wasm compile
 * while the page sets itself up; runGame() says if the load failed.
 * @template E
 * @param {() => Promise<E>} loadEngine
 * @returns {Promise<E>}
 */
export function startLoading(loadEngine) {
  const loading = loadEngine();
  loading.catch(() => {});  // handled: runGame() reports it
  return loading;
}

/**
 * @template E  the game's engine module
 * @param {object} page
 * @param {Promise<E>} page.engine               the game's module on the page, loading (startLoading())
 * @param {URL} page.workerUrl                   its worker's script
 * @param {(engine: E) => Record<string, import('../engine/worker_protocol.js').Handler>} page.requests
 *   what the worker answers (knight_requests.js, reversi_requests.js), for the page to answer without it
 * @param {import('../board/grid_board.js').GridBoard} page.grid
 * @param {import('../board/status_view.js').StatusView} page.status
 * @param {string} page.loadFailure              what the status line says when a load fails
 * @param {{ disabled: boolean }[]} page.controls  the inputs to rest when there is no game
 * @param {(engine: E, worker: EngineClient, startWorker: () => Worker) => { stop(): void }} page.start
 *   wires the game up, returns its flow; startWorker starts another worker of the game's, for
 *   work of another kind (an analysis)
 */
export async function runGame({ engine: loading, workerUrl, requests, grid, status, loadFailure, controls, start }) {
  const showUnavailable = () => {
    status.show(loadFailure);
    grid.setUnavailable();
    rest(controls, true);
  };
  const engine = await loading.catch((error) => console.warn('the game engine did not load:', error));
  if (!engine) {
    showUnavailable();
    return;
  }
  const startWorker = () => startEngineWorker(workerUrl);
  const worker = new EngineClient(startWorker, { makePageHandlers: () => requests(engine) });
  const flow = start(engine, worker, startWorker);
  worker.failure.then((error) => {
    console.warn('the engine worker did not load:', error);
    flow.stop();
    showUnavailable();
  });
  performance.mark('board-playable');  // read by tests/bench/site_bench.mjs
}
