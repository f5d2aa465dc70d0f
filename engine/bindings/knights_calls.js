// The knight module's checked calls (see checked_calls.js): the shared surface's, then every method
// of its own that takes an argument or may refuse, and the constructor. A new one goes here with
// its parameters' kinds, in its binding's order.
addOnPostRun(() => {
  checkCalls(Module.KnightGame.prototype, Object.assign({}, gameSurfaceCalls, {
    perft: { depth: 'number' },
    aiMove: { level: 'text', seed: 'number', budget: 'budget?' },
    bestTries: {},
    review: { onProgress: 'listener?' },
  }));
  checkCalls(Module.KnightGame, {
    fromText: { text: 'text' },
  });
  checkCalls(Module, {
    readPuzzles: { text: 'document' },
    loadOutcomes: { bytes: 'bytes' },
  });
  Module.KnightGame = constructedBy(Module.KnightGame, 'KnightGame', null, ['fromText']);
});
