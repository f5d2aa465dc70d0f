// The original page's pace, kept by both games: the computer's reply shows no sooner than 500 ms
// after your move, and its opening move (when it moves first) 1000 ms after the reset.
export const REPLY_DELAY_MS = 500;
export const OPENING_DELAY_MS = 1000;

/**
 * Resolves after ms milliseconds; rejects at once with the signal's reason, clearing the timer,
 * when signal aborts. Either way it stops listening to signal, which may outlive many delays.
 * @param {number} ms
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
export function delay(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
