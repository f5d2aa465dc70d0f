// The engine worker's side of its message protocol (engine_client.js is the page's side). Each game
// has its own worker, holding its own module (knights/knight_worker.js, reversi/reversi_worker.js):
//   worker → page  { type: 'ready' } once the engine has loaded and requests are listened to, or
//                  { type: 'failed', message } when the engine could not load (then nothing more)
//   page → worker  { id, type, payload }, sent only after 'ready'; payload.position is the position
//                  text the request is about (askAtPosition), in both games, or for a review the
//                  game's record (askOnRecord): its start and its moves
//   worker → page  { id, progress } any number of times while a request is worked on (what it has
//                  found so far, for requests that say), then
//                  { id, result } or { id, error } (a message), in the order the requests came
// The requests a game answers live in its own module: makeHandlers(engine) returns
// { type: (payload, progress) => result }.

/**
 * What the protocol needs of a worker's global scope.
 * @typedef {object} WorkerScope
 * @property {(type: 'message', listener: (event: MessageEvent) => void) => void} addEventListener
 * @property {(message: unknown) => void} postMessage
 */

/**
 * What answers one type of request: the payload as the page sent it (checked by the engine), the
 * result to send back; progress(found) sends what it has found so far.
 * @typedef {(payload: any, progress: (found: unknown) => void) => unknown} Handler
 */

/**
 * @template E
 * @param {WorkerScope} scope  the worker's global scope (self)
 * @param {Promise<E>} enginePromise
 * @param {(engine: E) => Record<string, Handler>} makeHandlers
 */
export function serveRequests(scope, enginePromise, makeHandlers) {
  enginePromise.then((engine) => {
    const handlers = makeHandlers(engine);
    scope.addEventListener('message', ({ data }) => {
      const { id, type, payload } = data ?? {};
      try {
        scope.postMessage({ id, result: answer(handlers, type, payload, (found) => scope.postMessage({ id, progress: found })) });
      } catch (error) {
        scope.postMessage({ id, error: messageOf(error) });
      }
    });
    scope.postMessage({ type: 'ready' });
  }, (error) => {
    scope.postMessage({ type: 'failed', message: messageOf(error) });
  });
}

/**
 * Returns the answer to a request of that type, from the handlers (the worker's, or the page's own
 * when the worker cannot load: engine_client.js), progress(found) hearing what it finds on the
 * way; throws the engine's error, or for an unknown type.
 * @param {Record<string, Handler>} handlers
 * @param {unknown} type
 * @param {unknown} payload
 * @param {(found: unknown) => void} progress
 */
export function answer(handlers, type, payload, progress) {
  const handle = typeof type === 'string' && Object.hasOwn(handlers, type) ? handlers[type] : null;
  if (!handle) throw new Error(`unknown request ${type}`);
  return handle(payload, progress);
}

/** @param {unknown} error */
const messageOf = (error) => String(error instanceof Error ? error.message : error);

/**
 * Answers a request about a position (its position text, as the engine's positionText() gives it):
 * ask(game) on a game made from it (the engine throws on a bad text), freed whatever happens.
 * @template {{ delete(): void }} G
 * @template R
 * @param {{ fromText(text: string): G }} GameClass  the module's game class
 * @param {unknown} position
 * @param {(game: G) => R} ask
 * @returns {R}
 */
export function askAtPosition(GameClass, position, ask) {
  const game = GameClass.fromText(/** @type {string} */ (position));
  try {
    return ask(game);
  } finally {
    game.delete();
  }
}

/**
 * Answers a request about a game's record: ask(game) on game once it has played the moves (a move
 * list's text; the engine throws on a bad one), the game freed whatever happens.
 * @template {{ delete(): void, playMoves(text: string): void }} G
 * @template R
 * @param {G} game  a new game at the record's start
 * @param {unknown} moves
 * @param {(game: G) => R} ask
 * @returns {R}
 */
export function askOnRecord(game, moves, ask) {
  try {
    game.playMoves(/** @type {string} */ (moves));
    return ask(game);
  } finally {
    game.delete();
  }
}
