// The page's side of a game's engine worker (the protocol is in worker_protocol.js): the requests
// and the workers answering them. request(type, payload, signal) returns a promise of the result.
//   - Requests wait until the worker says it is ready, then go in the order made. One whose signal
//     aborts is rejected at once with the signal's reason, and its late reply dropped.
//   - The worker answers in order, so an abandoned request it is still working on would hold up
//     the live ones behind it (a reset's first AI move behind a hint search of seconds): then a
//     fresh worker, which loads the engine in milliseconds, takes the live requests over. Alone, an
//     abandoned request runs to its end, keeping what the solver learns — unless the client stops
//     abandoned work at once (an analysis, which the next position has no use for): such a client
//     keeps a standby worker loaded in advance, which takes over at once.
//   - When a worker cannot load, the page's own engine answers (page_answers.js), if the page gave
//     one; else every request is rejected, now and later, and `failure` resolves with the error.
// Workers start with worker_start.js's startEngineWorker.
import { PageAnswers } from './page_answers.js';

/** @typedef {Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>} WorkerLike  a worker, or a tests' stand-in */

/**
 * A request on the books: sent to the worker or not yet, abandoned (its signal aborted) or live.
 * @typedef {import('./page_answers.js').WaitingRequest
 *   & { id: number, sent: boolean, abandoned: boolean, release: () => void }} PendingRequest
 *   release() stops listening to the request's signal
 */

/** @typedef {{ worker: WorkerLike, ready: boolean }} Slot  a worker, and whether it said it is ready */

/**
 * Where the requests go: to workers (the one at work, and the one standing by, if any), to the
 * page's own engine, or nowhere, after a failure.
 * @typedef {{ on: 'workers', active: Slot, standby: Slot | null }
 *   | { on: 'page', answers: PageAnswers } | { on: 'failed', error: Error }} Mode
 */

export class EngineClient {
  #startWorker;
  #stopAbandoned;
  #makePageHandlers;
  /** @type {Mode | null} null only while the first worker starts */
  #mode = null;
  #nextId = 1;
  /** @type {Map<number, PendingRequest>} by id, in the order made: the sent first, the worker on the first */
  #requests = new Map();
  /** @type {(error: Error) => void} */
  #reportFailure = () => {};

  /** @type {Promise<Error>} resolves with an Error when no worker nor page engine can answer; never otherwise */
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
    this.#start(null);
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
    if (this.#mode?.on === 'failed') return Promise.reject(this.#mode.error);
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const onAbort = () => this.#abandon(id, signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const release = () => signal?.removeEventListener('abort', onAbort);
      this.#requests.set(id, { id, type, payload, resolve, reject, onProgress, sent: false, abandoned: false, release });
      if (this.#mode?.on === 'page') this.#mode.answers.wake();
      this.#unblock();
      this.#send();
    });
  }

  // Puts a worker to work: the standby when there is one (ready, or soon), else a new one; and,
  // when abandoned work stops at once, starts the next standby, loaded before it is needed.
  /** @param {Slot | null} standby */
  #start(standby) {
    let active;
    try {
      active = standby ?? { worker: this.#launch(), ready: false };
    } catch (error) {
      return this.#fail(error instanceof Error ? error : new Error(String(error)));
    }
    /** @type {Mode & { on: 'workers' }} */
    const mode = { on: 'workers', active, standby: null };
    this.#mode = mode;
    this.#send();
    if (!this.#stopAbandoned) return;
    try {
      mode.standby = { worker: this.#launch(), ready: false };
    } catch {}  // no standby: the next replacement starts its own worker, and says so if it cannot
  }

  // Starts a worker whose messages count while it works for the client, and whose 'ready' counts
  // while it stands by; a standby that cannot load is dropped.
  #launch() {
    const worker = this.#startWorker();
    const role = () => (this.#mode?.on !== 'workers' ? null
      : this.#mode.active.worker === worker ? 'active' : this.#mode.standby?.worker === worker ? 'standby' : null);
    worker.addEventListener('message', ({ data }) => {
      if (role() === 'active') this.#receive(data);
      else if (role() === 'standby') this.#standbySaid(data);
    });
    worker.addEventListener('error', (event) => {
      const was = role();
      if (was) event.preventDefault?.();
      if (was === 'standby') this.#dropStandby();
      if (was === 'active') this.#fail(new Error(`the engine worker could not start${event.message ? `: ${event.message}` : ''}`));
    });
    return worker;
  }

  /** @param {any} data  what the standby said: 'ready', or anything else, which drops it */
  #standbySaid(data) {
    const mode = /** @type {Mode & { on: 'workers' }} */ (this.#mode);
    if (data?.type === 'ready' && mode.standby) mode.standby.ready = true;
    else this.#dropStandby();
  }

  #dropStandby() {
    if (this.#mode?.on !== 'workers') return;
    this.#mode.standby?.worker.terminate();
    this.#mode.standby = null;
  }

  // Sends the requests not sent yet, once the worker at work is ready.
  #send() {
    if (this.#mode?.on !== 'workers' || !this.#mode.active.ready) return;
    const { worker } = this.#mode.active;
    for (const [id, request] of this.#requests) {
      if (request.sent) continue;
      try {
        worker.postMessage({ id, type: request.type, payload: request.payload });
        request.sent = true;
      } catch (error) {  // a payload that cannot be cloned
        this.#forget(id).reject(error);
      }
    }
  }

  /** @param {any} data  what the worker at work said, checked here */
  #receive(data) {
    if (data?.type === 'ready') {
      /** @type {Mode & { on: 'workers' }} */ (this.#mode).active.ready = true;
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

  /** @param {number} id  a request on the books, taken off them (its signal no longer heard) and returned */
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
    if (this.#mode?.on !== 'workers') return;
    const requests = [...this.#requests.values()];
    if (!requests[0]?.sent || !requests[0].abandoned) return;
    if (!this.#stopAbandoned && requests.every((request) => request.abandoned)) return;
    this.#mode.active.worker.terminate();
    for (const [id, request] of this.#requests) {
      if (request.abandoned) this.#forget(id);
      else request.sent = false;
    }
    this.#start(this.#mode.standby);
  }

  // No worker: the page's own engine answers from now on, or, without one, every request fails.
  /** @param {Error} error */
  #fail(error) {
    if (this.#mode?.on === 'failed' || this.#mode?.on === 'page') return;
    if (this.#mode?.on === 'workers') {
      this.#mode.active.worker.terminate();
      this.#dropStandby();
    }
    let handlers = null;
    try {
      handlers = this.#makePageHandlers?.() ?? null;
    } catch {
      // no page engine either: the failure below
    }
    if (handlers) {
      console.warn('the engine worker did not load; the page answers its requests:', error);
      this.#mode = { on: 'page', answers: new PageAnswers(handlers, () => this.#nextLive()) };
      this.#mode.answers.wake();
      return;
    }
    this.#mode = { on: 'failed', error };
    // The failure first, so that the page stops its game before the requests' callers hear of it.
    this.#reportFailure(error);
    for (const id of [...this.#requests.keys()]) {
      const request = this.#forget(id);
      if (!request.abandoned) request.reject(error);
    }
  }

  // Takes the first live request off the books, for the page to answer; abandoned ones go unanswered.
  #nextLive() {
    for (const id of this.#requests.keys()) {
      const request = this.#forget(id);
      if (!request.abandoned) return request;
    }
    return undefined;
  }
}
