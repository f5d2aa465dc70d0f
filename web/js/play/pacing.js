// The original page's pace, kept on both games: the computer's reply shows no sooner than 500 ms
// after your move, and its opening move (when you chose to move second) 1000 ms after the reset.
export const AI_REPLY_DELAY_MS = 500;
export const AI_OPENING_DELAY_MS = 1000;

// Resolves after ms milliseconds; rejects at once, clearing the timer, when signal is aborted.
export function delay(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
