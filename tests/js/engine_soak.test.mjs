// Issue 14's soak: 200 scripted games, alternately knights and Reversi, played as the pages and
// their workers use the modules — a storm of refused clicks and hostile arguments before every
// move, undos, games reset mid-way, the worker's requests answered by a worker module that is
// replaced (a fresh module, as a fresh worker loads) every few games, bad requests among them —
// ends with each page module's heap, stack pointer, memory size and handles where they began.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from './load_engine.mjs';
import { memoryState, refuseInARow } from './refused_calls.mjs';
import { knightRequests } from '../../web/js/knights/knight_requests.js';
import { reversiRequests } from '../../web/js/reversi/reversi_requests.js';
import { answer } from '../../web/js/engine/worker_protocol.js';

const GAMES = 200;
const HOSTILE = [undefined, null, NaN, -1, 64, 0.5, 2 ** 32 + 27, '27', {}, [27], true, 27n];

const GAMES_OF = {
  knights: {
    requests: knightRequests,
    newGame: (engine) => new engine.KnightGame(),
    // The worker's requests about the game: the AI's move, and the hints.
    ask: (worker, g, seed) => {
      const { position } = g.state();
      answer(worker, 'hints', { position });
      return answer(worker, 'aiMove', { position, level: 'weighted', seed });
    },
    badRequests: [['aiMove', { position: `N${'-'.repeat(9)}N${'-'.repeat(53)}`, level: 'weighted', seed: 1 }], ['hints', { position: 27 }],
      ['aiMove', { position: '-'.repeat(64), level: 'strong', seed: 1 }]],
  },
  reversi: {
    requests: reversiRequests,
    newGame: (engine) => new engine.Reversi(8),
    // The worker's requests about the game: the moves' values, and the CPU's move.
    ask: (worker, g, seed) => {
      const position = g.positionText();
      answer(worker, 'analyze', { position, budget: { nodes: 500 } }, () => {});
      return answer(worker, 'aiMove', { position, level: 'weighted', seed, budget: 50 });
    },
    badRequests: [['aiMove', { position: 'XO X', level: 'weighted', seed: 1, budget: 50 }],
      ['aiMove', { position: undefined, level: 'weighted', seed: 1, budget: 50 }], ['analyze', { position: '', budget: 50 }],
      ['aiMove', { position: '---------------------------OX------XO--------------------------- X', level: 'weighted', seed: 1, budget: Infinity }]],
  },
};

// Plays one game to its end (or resets it half-way when `reset`), with storms, undos and bad requests.
function playGame(engine, spec, worker, number, reset) {
  let g = spec.newGame(engine);
  for (let ply = 0; !g.state().over; ply++) {
    for (const value of HOSTILE) refuseInARow(() => g.play(value), 1);
    const [occupied] = g.history();
    if (occupied !== undefined) refuseInARow(() => g.play(occupied), 3);
    for (const [type, payload] of spec.badRequests) assert.throws(() => answer(worker, type, payload), Error);
    if (reset && ply === 10) {  // a new game mid-way
      g.delete();
      g = spec.newGame(engine);
    }
    if (ply % 7 === 6) g.undo();  // taken back, and played again below (or another move in its place)
    if (ply === 15) g.goTo(g.state().ply >> 1);  // half-way back, once; a move there replaces the rest,
    if (ply === 16) g.goTo(g.state().length);  // or it is played again
    g.play(spec.ask(worker, g, number * 100 + ply));
  }
  g.delete();
}

test(`${GAMES} games with storms, resets and worker replacements end with memory and stack where they began`, async () => {
  const pages = { knights: await loadEngine('knights'), reversi: await loadEngine('reversi') };
  const workers = {};
  const replaceWorker = async (game) => { workers[game] = GAMES_OF[game].requests(await loadEngine(game)); };
  for (const game of Object.keys(GAMES_OF)) {
    await replaceWorker(game);
    playGame(pages[game], GAMES_OF[game], workers[game], 0, false);  // what a first game sets up, once
  }
  const start = { knights: memoryState(pages.knights), reversi: memoryState(pages.reversi) };
  for (let number = 1; number <= GAMES; number++) {
    const game = number % 2 ? 'knights' : 'reversi';
    if (number % 10 === 0) await replaceWorker(game);
    playGame(pages[game], GAMES_OF[game], workers[game], number, number % 3 === 0);
  }
  assert.deepEqual({ knights: memoryState(pages.knights), reversi: memoryState(pages.reversi) }, start);
});
