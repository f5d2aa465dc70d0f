// The seeds' AI: a uniformly random legal square, drawn by the engine from a fresh random seed.
// Its chooseMove(history) has the shape every AI of the page keeps: moves in, a promised square out.
export function createRandomAi(engine) {
  return async function chooseMove(history) {
    const game = new engine.KnightGame();
    try {
      for (const square of history) game.play(square);
      return game.randomMove(randomSeed());
    } finally {
      game.delete();
    }
  };
}

// Returns a random integer below 2^53, the engine's seed range.
function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high >>> 11) * 2 ** 32 + low;
}
