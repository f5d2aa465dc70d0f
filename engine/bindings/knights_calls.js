// The knight module's checked calls (see checked_calls.js): every method that takes an argument
// or may refuse. A new one goes here with its parameters' kinds, in its binding's order.
addOnPostRun(() => {
  checkCalls(Module.KnightGame.prototype, {
    play: { square: 'number' },
    undo: {},
    playMoves: { text: 'text' },
    perft: { depth: 'number' },
    randomMove: { seed: 'number' },
    aiMove: { level: 'text', seed: 'number' },
    bestTries: {},
    refusal: { square: 'number' },
  });
  checkCalls(Module.KnightGame, {
    parseMoves: { text: 'text' },
    squareName: { square: 'number' },
  });
});
