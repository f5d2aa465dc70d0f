// The engine worker's side of its message protocol (engine_client.js is the page's side). Each game
// has its own worker, holding its own module (knights/knight_worker.js, reversi/reversi_worker.js):
//   worker → page  { type: 'ready' } once the engine has loaded and requests are listened to, or
//                  { type: 'failed', message } when the engine could not load (then nothing more)
//   page → worker  { id, type, payload }, sent only after 'ready'
//   worker → page  { id, result } or { id, error } (a message), in the order the requests came
// The requests a game answers live in its own module: makeHandlers(engine) returns
// { type: (payload) => result }.
export function serveRequests(scope, enginePromise, makeHandlers) {
  enginePromise.then((engine) => {
    const handlers = makeHandlers(engine);
    scope.addEventListener('message', ({ data }) => {
      const { id, type, payload } = data ?? {};
      try {
        const handle = Object.hasOwn(handlers, type) ? handlers[type] : null;
        if (!handle) throw new Error(`unknown request ${type}`);
        scope.postMessage({ id, result: handle(payload) });
      } catch (error) {
        scope.postMessage({ id, error: String(error?.message ?? error) });
      }
    });
    scope.postMessage({ type: 'ready' });
  }, (error) => {
    scope.postMessage({ type: 'failed', message: String(error?.message ?? error) });
  });
}

// Answers a request about the position a move list reaches: plays moves on the fresh game (with
// playMove(game, move), which throws the engine's error on a bad move), returns ask(game), and
// frees the game whatever happens.
export function askAtPosition(game, moves, playMove, ask) {
  try {
    if (!Array.isArray(moves)) throw new Error('moves must be an array');
    for (const move of moves) playMove(game, move);
    return ask(game);
  } finally {
    game.delete();
  }
}
