// Returns a random integer below 2^53, the engine's seed range: a fresh one for each AI move.
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high >>> 11) * 2 ** 32 + low;
}
