// The page answering its engine worker's requests itself, for when no worker loads (the first, or a
// fresh one whose files a deploy removed, offline without a service worker, a policy refusing it):
// on the page's own engine, with the handlers the worker would use (GAME_requests.js), in the order
// made and one per task, so that the page paints, and signals abort, between two.
import { answer } from './worker_protocol.js';

/**
 * A request waiting for its answer.
 * @typedef {object} WaitingRequest
 * @property {string} type
 * @property {unknown} payload
 * @property {(result: any) => void} resolve
 * @property {(error: unknown) => void} reject
 * @property {(found: any) => void} onProgress
 */

export class PageAnswers {
  #handlers;
  #next;
  #queued = false;

  /**
   * @param {Record<string, import('./worker_protocol.js').Handler>} handlers
   * @param {() => WaitingRequest | undefined} next  takes the next live request off the client's books
   */
  constructor(handlers, next) {
    this.#handlers = handlers;
    this.#next = next;
  }

  // Answers the waiting requests, each in a task of its own, until none is left.
  wake() {
    if (this.#queued) return;
    this.#queued = true;
    setTimeout(() => {
      this.#queued = false;
      const request = this.#next();
      if (!request) return;
      try {
        request.resolve(answer(this.#handlers, request.type, request.payload, request.onProgress));
      } catch (error) {
        request.reject(error);
      }
      this.wake();
    });
  }
}
