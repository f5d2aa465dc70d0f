// The page's side of a game's engine worker (the protocol is in worker_protocol.js):
// request(type, payload, signal) sends one request and returns a promise of its result.
//   - Requests wait on the page until the worker says it is ready, then go in the order made.
//   - A request whose signal aborts is rejected at once with the signal's reason, and its reply,
//     should one come, is dropped.
//   - The worker answers in order, so an abandoned request it is still working on would hold up
//     the live ones behind it (a reset's first AI move behind a hint search of seconds): then the
//     worker is terminated and a fresh one, which loads the engine again in milliseconds, takes
//     the live requests over. An abandoned request with nothing live behind it runs to its end,
//     keeping what the solver learns on the way — unless the client was made to stop abandoned
//     work at once (an analysis, whose worker has nothing to learn for the next position); such a
//     client keeps a second worker loaded in advance, which takes over at once.
//   - When a worker or its engine cannot load (the first, or a fresh one after a deploy removed its
//     files, or offline without a service worker, or a policy refusing it), the requests go on to
//     the page's own engine, if the page gave one: answered there in order, one per task, the game
//     kept. Without one, every request is rejected, now and later, and `failure` resolves with the
//     error, for the page to say so.

import { answer } from './worker_protocol.js';

/** @type {Map<string, string>} a worker's URL → its blob bootstrap, made once */
const bootstrapUrls = new Map();

// Starts the engine worker whose module script is at url. A page whose origin is not its scripts'
// (a frame sandboxed without allow-same-origin has an opaque one) may start no worker from their
// URL, nor a module worker from a blob: there a classic worker from a blob imports the same
// script, which the site serves to any origin (as GitHub Pages does).
/**
 * @param {URL} url
 * @returns {Worker}
 */
export function startEngineWorker(url) {
  if (url.origin === self.origin) return new Worker(url, { type: 'module' });
  if (!bootstrapUrls.has(url.href)) {
    const bootstrap = `import(${JSON.stringify(url.href)}).catch((error) => postMessage({ type: 'failed', message: String(error) }));`;
    bootstrapUrls.set(url.href, URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' })));
  }
  return new Worker(/** @type {string} */ (bootstrapUrls.get(url.href)));
}

/**
 * A worker, or anything that behaves as one (the tests' stand-ins).
 * @typedef {Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>} WorkerLike
 */

/**
 * @typedef {object} PendingRequest
 * @property {{ id: number, type: string, payload: unknown }} message
 * @property {(result: any) => void} resolve
 * @property {(found: any) => void} onProgress
 * @property {(error: unknown) => void} reject
 * @property {boolean} sent
 * @property {boolean} abandoned
 * @property {() => void} release  stops listening to the request's signal
 */

export class EngineClient {
  #startWorker;
  #stopAbandoned;
  /** @type {WorkerLike | null} */
  #worker = null;
  #ready = false;
  /** @type {{ worker: WorkerLike, ready: boolean } | null} the next worker, loaded in advance */
  #standby = null;
  #nextId = 1;
  /**
   * By id, in the order made; the sent ones come first, and the worker is working on the first.
   * @type {Map<number, PendingRequest>}
   */
  #requests = new Map();
  /** @type {Error | null} */
  #error = null;
  /** @type {(error: Error) => void} */
  #reportFailure = () => {};
  /** @type {(() => Record<string, import('./worker_protocol.js').Handler>) | null} */
  #makePageHandlers;
  /** @type {Record<string, import('./worker_protocol.js').Handler> | null} the page's, once no worker loads */
  #pageHandlers = null;
  #pageTurn = false;

  /**
   * Resolves with an Error when the worker or its engine could not load; never otherwise.
   * @type {Promise<Error>}
   */
  failure = new Promise((resolve) => { this.#reportFailure = resolve; });

  /**
   * @param {() => WorkerLike} startWorker  starts a new worker, e.g.
   *   () => startEngineWorker(new URL('./knight_worker.js', import.meta.url))
   * @param {object} [options]
   * @param {(() => Record<string, import('./worker_protocol.js').Handler>) | null} [options.makePageHandlers]
   *   the worker's handlers on the page's own engine, for when no worker loads
   * @param {boolean} [options.stopAbandoned]  replace the worker as soon as the request it works on
   *   is abandoned, even with nothing live behind it, by a standby worker loaded in advance
   */
  constructor(startWorker, { makePageHandlers = null, stopAbandoned = false } = {}) {
    this.#startWorker = startWorker;
    this.#makePageHandlers = makePageHandlers;
    this.#stopAbandoned = stopAbandoned;
    this.#start();
  }

  /**
   * Sends one request; resolves with its result, rejects with the engine's error or, at once, with
   * the signal's reason when it aborts. onProgress hears what the worker says it has found so
   * far, until then.
   * @param {string} type
   * @param {unknown} payload
   * @param {AbortSignal} [signal]
   * @param {(found: any) => void} [onProgress]
   * @returns {Promise<any>}
   */
  request(type, payload, signal, onProgress = () => {}) {
    if (this.#error) return Promise.reject(this.#error);
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const onAbort = () => this.#abandon(id, signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const release = () => signal?.removeEventListener('abort', onAbort);
      this.#requests.set(id, { message: { id, type, payload }, resolve, reject, onProgress, sent: false, abandoned: false, release });
      if (this.#pageHandlers) this.#answerOnPage();
      this.#unblock();
      if (this.#ready) this.#send();
    });
  }

  // Puts a worker to work: the standby when there is one (ready, or soon), else a new one; and,
  // when abandoned work stops at once, starts the next standby, so that a replacement need not
  // wait for its engine to load.
  #start() {
    const standby = this.#standby;
    this.#standby = null;
    try {
      this.#worker = standby?.worker ?? this.#launch();
    } catch (error) {
      this.#fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#ready = standby?.ready ?? false;
    if (this.#ready) this.#send();
    if (!this.#stopAbandoned) return;
    try {
      this.#standby = { worker: this.#launch(), ready: false };
    } catch {
      // No standby: the next replacement starts its own worker, and says so if it cannot.
    }
  }

  // Starts a worker whose messages count while it works for the client, and whose 'ready' counts
  // while it stands by; a standby that cannot load is dropped.
  #launch() {
    const worker = this.#startWorker();
    worker.addEventListener('message', ({ data }) => {
      if (worker === this.#worker) this.#receive(data);
      else if (worker === this.#standby?.worker) {
        if (data?.type === 'ready' && this.#standby) this.#standby.ready = true;
        else this.#dropStandby();
      }
    });
    worker.addEventListener('error', (event) => {
      if (worker === this.#standby?.worker) {
        event.preventDefault?.();
        this.#dropStandby();
      }
      if (worker !== this.#worker) return;
      event.preventDefault?.();
      this.#fail(new Error(`the engine worker could not start${event.message ? `: ${event.message}` : ''}`));
    });
    return worker;
  }

  #dropStandby() {
    this.#standby?.worker.terminate();
    this.#standby = null;
  }

  // Sends the requests not sent yet.
  #send() {
    for (const [id, request] of this.#requests) {
      if (request.sent) continue;
      try {
        this.#worker?.postMessage(request.message);
        request.sent = true;
      } catch (error) {  // a payload that cannot be cloned
        this.#forget(id).reject(error);
      }
    }
  }

  /** @param {any} data  what the worker said, checked here */
  #receive(data) {
    if (data?.type === 'ready') {
      this.#ready = true;
      this.#send();
    } else if (data?.type === 'failed') {
      this.#fail(new Error(`the engine could not load in its worker: ${data.message}`));
    } else if (this.#requests.has(data?.id) && 'progress' in data) {
      const request = /** @type {PendingRequest} */ (this.#requests.get(data.id));
      if (!request.abandoned) request.onProgress(data.progress);
    } else if (this.#requests.has(data?.id)) {
      const request = this.#forget(data.id);
      if (request.abandoned) return;
      if ('error' in data) request.reject(new Error(data.error));
      else request.resolve(data.result);
    }
  }

  /**
   * Takes a request off the books (no longer listening to its signal) and returns it.
   * @param {number} id  a request on the books
   */
  #forget(id) {
    const request = /** @type {PendingRequest} */ (this.#requests.get(id));
    this.#requests.delete(id);
    request.release();
    return request;
  }

  /**
   * @param {number} id
   * @param {unknown} reason
   */
  #abandon(id, reason) {
    const request = this.#requests.get(id);
    if (!request || request.abandoned) return;
    request.abandoned = true;
    request.reject(reason);
    if (!request.sent) this.#forget(id);
    this.#unblock();
  }

  // Restarts the worker when the request it is working on (the first sent) was abandoned and a
  // live one waits behind it, or at once when abandoned work stops; the live ones go to the new
  // worker once it is ready.
  #unblock() {
    if (this.#pageHandlers) return;
    const requests = [...this.#requests.values()];
    if (!requests[0]?.sent || !requests[0].abandoned) return;
    if (!this.#stopAbandoned && requests.every((request) => request.abandoned)) return;
    this.#worker?.terminate();
    for (const [id, request] of this.#requests) {
      if (request.abandoned) this.#forget(id);
      else request.sent = false;
    }
    this.#start();
  }

  /** @param {Error} error */
  #fail(error) {
    if (this.#error || this.#pageHandlers) return;
    this.#worker?.terminate();
    this.#worker = null;
    this.#dropStandby();
    this.#ready = false;
    try {
      this.#pageHandlers = this.#makePageHandlers?.() ?? null;
    } catch {
      // no page engine either: the failure below
    }
    if (this.#pageHandlers) {
      console.warn('the engine worker did not load; the page answers its requests:', error);
      for (const request of this.#requests.values()) request.sent = false;
      this.#answerOnPage();
      return;
    }
    this.#error = error;
    // The failure first, so that the page stops its game before the requests' callers hear of it.
    this.#reportFailure(error);
    for (const id of [...this.#requests.keys()]) {
      const request = this.#forget(id);
      if (!request.abandoned) request.reject(error);
    }
  }

  // Answers the first request on the page's engine in a task of its own (the page paints, and
  // signals abort, between two), then the next, in order.
  #answerOnPage() {
    if (this.#pageTurn) return;
    this.#pageTurn = true;
    setTimeout(() => {
      this.#pageTurn = false;
      const [id] = this.#requests.keys();
      if (id === undefined) return;
      const request = this.#forget(id);
      if (!request.abandoned) {
        try {
          request.resolve(answer(/** @type {Record<string, any>} */ (this.#pageHandlers), request.message.type, request.message.payload, request.onProgress));
        } catch (error) {
          request.reject(error);
        }
      }
      this.#answerOnPage();
    });
  }
}
