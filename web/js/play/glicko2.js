// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2012), the system lichess rates
// its players and puzzles with: a rating, its deviation (how unsure it is) and a volatility (how
// erratic the results are). A puzzle try is one rating period with one game, the player against
// the puzzle (a solve a win for the player); both sides are updated, as lichess does.

/** @typedef {{ rating: number, deviation: number, volatility: number }} Rating */

// lichess's constants (lila's Glicko defaults): a newcomer at 1500 ± 500, volatility 0.09, the
// system constant τ 0.75, and the deviation kept within 45–500 so that a rating always moves a little.
export const NEWCOMER = Object.freeze({ rating: 1500, deviation: 500, volatility: 0.09 });
export const TAU = 0.75;
export const MIN_DEVIATION = 45;
export const MAX_DEVIATION = 500;
// A puzzle's own deviation at first: its file's rating is a calibration, not a guess.
export const PUZZLE_DEVIATION = 150;

// The paper's scale factor between the Glicko and Glicko-2 scales.
const SCALE = 173.7178;
// The paper's convergence tolerance for the volatility's iteration (step 5).
const EPSILON = 1e-6;

/** @param {number} phi */
const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * The rating after one period's games, by the paper's steps 1–8 (no games: the deviation grows).
 * @param {Rating} player
 * @param {{ opponent: Rating, score: number }[]} games  score 1 a win, 0.5 a draw, 0 a loss
 * @param {number} [tau]  the system constant (the paper's example takes 0.5)
 * @returns {Rating}
 */
export function rate(player, games, tau = TAU) {
  const mu = (player.rating - 1500) / SCALE, phi = player.deviation / SCALE, sigma = player.volatility;
  if (!games.length) return { ...player, deviation: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  const terms = games.map(({ opponent, score }) => {
    const gj = g(opponent.deviation / SCALE);
    const expected = 1 / (1 + Math.exp(-gj * (mu - (opponent.rating - 1500) / SCALE)));
    return { gj, expected, score };
  });
  const v = 1 / terms.reduce((sum, { gj, expected }) => sum + gj * gj * expected * (1 - expected), 0);
  const improvement = terms.reduce((sum, { gj, expected, score }) => sum + gj * (score - expected), 0);
  const delta = v * improvement;
  const newSigma = volatility(delta, phi, v, sigma, tau);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  return { rating: 1500 + SCALE * (mu + newPhi * newPhi * improvement), deviation: SCALE * newPhi, volatility: newSigma };
}

/**
 * The new volatility: the root of the paper's f by its Illinois iteration (step 5).
 * @param {number} delta
 * @param {number} phi
 * @param {number} v
 * @param {number} sigma
 * @param {number} tau
 */
function volatility(delta, phi, v, sigma, tau) {
  const a = Math.log(sigma * sigma);
  const f = (/** @type {number} */ x) => {
    const ex = Math.exp(x), d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  /** @type {number} */
  let B;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A), fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = /** @type {number} */ (A + ((A - B) * fA) / (fB - fA));
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * A puzzle try rated as lichess does: the player and the puzzle each rated by the one game between
 * them, their deviations kept within MIN_DEVIATION–MAX_DEVIATION.
 * @param {Rating} player
 * @param {Rating} puzzle
 * @param {boolean} solved
 * @returns {{ player: Rating, puzzle: Rating }}
 */
export function ratePuzzleTry(player, puzzle, solved) {
  const bounded = (/** @type {Rating} */ r) => ({ ...r, deviation: Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, r.deviation)) });
  return {
    player: bounded(rate(player, [{ opponent: puzzle, score: solved ? 1 : 0 }])),
    puzzle: bounded(rate(puzzle, [{ opponent: player, score: solved ? 0 : 1 }])),
  };
}
