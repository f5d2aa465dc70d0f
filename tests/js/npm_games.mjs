// A game of each, played through the npm package's documented API (engine/npm/README.md) and
// nothing else, so that it runs as it is under node and in a page: given the package's exports,
// returns what the games came to, for the tests to check and to compare between the two.
// The computer players search by node budgets, so that a seed plays the same game everywhere.

/**
 * Plays a knight game to its end, the perfect player (first) against the weighted one.
 * @param pkg the package's exports
 */
async function playKnights(pkg) {
  const engine = await pkg.createKnightsEngine();
  const game = new engine.KnightGame();
  try {
    for (let ply = 0; !game.state().over; ply += 1) game.play(game.aiMove(ply % 2 === 0 ? 'perfect' : 'weighted', ply));
    const { winner, movers, mainText, ply } = game.state();
    return { winner, lastMover: movers.at(-1), mainText, ply, sides: engine.SIDE };
  } finally {
    game.delete();
  }
}

/**
 * Plays Reversi on 8×8 to its end, strong (black, which needs the knowledge) against medium.
 * @param pkg the package's exports
 */
async function playReversi(pkg) {
  const engine = await pkg.createReversiEngine();
  const game = new engine.Reversi(8);
  try {
    for (let ply = 0; !game.state().over; ply += 1) game.play(game.aiMove(ply % 2 === 0 ? 'strong' : 'medium', ply, { nodes: 2000 }));
    const { winner, counts, mainText, size } = game.state();
    return { winner, counts, mainText, size, sides: engine.SIDE, draw: engine.DRAW };
  } finally {
    game.delete();
  }
}

/**
 * A Reversi module made without its knowledge, refusing the strong level, then given it by the
 * package: the strong level plays, and 6×6 values come exact from the proven book at once.
 * @param pkg the package's exports
 */
async function knowledgeLoadedLater(pkg) {
  const engine = await pkg.createReversiEngine({ knowledge: false });
  const game = new engine.Reversi(6);
  try {
    let refused = '';
    try {
      game.aiMove('strong', 1);
    } catch (error) {
      refused = error.message;
    }
    await pkg.loadReversiKnowledge(engine);
    return { refused, strongMove: game.aiMove('strong', 1, { nodes: 1000 }), values: game.analyze({ nodes: 1000 }) };
  } finally {
    game.delete();
  }
}

/**
 * The knight outcome table, which changes no answer, seen in the module's heap: how much more a
 * module made with it holds than one made without, and how much that one gains when the package
 * loads the table later.
 * @param pkg the package's exports
 */
async function outcomesLoaded(pkg) {
  const [loaded, bare] = await Promise.all([pkg.createKnightsEngine(), pkg.createKnightsEngine({ outcomes: false })]);
  const without = bare.memoryUse().heap;
  await pkg.loadKnightOutcomes(bare);
  return { byDefault: loaded.memoryUse().heap - without, later: bare.memoryUse().heap - without };
}

/**
 * The outcome table's values: the heap of a module made with them against one made without, the
 * value they give grundy() where the solver would take seconds (e8 d1 h1 a8 a2: 13, up to 19 s in
 * wasm without them), and loadValues()'s refusals.
 * @param pkg the package's exports
 */
async function valuesLoaded(pkg) {
  const [loaded, bare, tableless] = await Promise.all([
    pkg.createKnightsEngine(), pkg.createKnightsEngine({ values: false }), pkg.createKnightsEngine({ outcomes: false })]);
  const game = new loaded.KnightGame();
  const refusal = (engine, bytes) => {
    try {
      engine.loadValues(bytes);
      return '';
    } catch (error) {
      return error.message;
    }
  };
  try {
    game.playMoves('e8 d1 h1 a8 a2');
    return {
      heap: loaded.memoryUse().heap - bare.memoryUse().heap,
      grundy: game.grundy(),
      beforeTable: refusal(tableless, new Uint8Array(64)),
      short: refusal(bare, new Uint8Array(8)),
    };
  } finally {
    game.delete();
  }
}

/** @param pkg the package's exports: import * as pkg from 'knights-and-reversi-engine' */
export async function playGames(pkg) {
  return {
    knights: await playKnights(pkg), reversi: await playReversi(pkg), later: await knowledgeLoadedLater(pkg), outcomes: await outcomesLoaded(pkg),
    values: await valuesLoaded(pkg),
  };
}
