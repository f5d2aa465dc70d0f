// The Reversi module's checked calls (see checked_calls.js): the shared surface's, then every method
// of its own that takes an argument or may refuse, and the constructor. A new one goes here with its
// parameters' kinds, in its binding's order.
addOnPostRun(() => {
  checkCalls(Module.Reversi.prototype, Object.assign({}, gameSurfaceCalls, {
    perft: { depth: 'number' },
    solve: {},
    aiMove: { level: 'text', seed: 'number', budget: 'budget?' },
    analyze: { budget: 'budget', onProgress: 'listener?' },
    review: { onProgress: 'listener?' },
  }));
  checkCalls(Module.Reversi, {
    create: { size: 'number' },
    fromText: { text: 'text' },
  });
  checkCalls(Module, {
    loadKnowledge: { bytes: 'bytes' },
    loadExactBook: { bytes: 'bytes' },
    readPuzzles: { text: 'document' },
  });
  Module.Reversi = constructedBy(Module.Reversi, 'Reversi', 'create', ['fromText']);
});
