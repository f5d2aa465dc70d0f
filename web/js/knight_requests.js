// The knight game's requests to the engine worker, each about the position its move list reaches:
//   aiMove { moves, level, seed } → square                the AI's choice ('random', 'weighted', 'perfect')
//   hints  { moves } → { won, winningMoves: [square…] }  won or lost for the side to move, and the squares that win
//   grundy { moves } → number                            the Grundy value (it may take seconds: ask on demand)
// A bad move list or level is answered with the engine's own error message.
export function knightRequests(engine) {
  const atPosition = (moves, ask) => {
    if (!Array.isArray(moves)) throw new Error('moves must be an array of squares');
    const game = new engine.KnightGame();
    try {
      for (const square of moves) game.play(square);
      return ask(game);
    } finally {
      game.delete();
    }
  };
  return {
    aiMove: ({ moves, level, seed }) => atPosition(moves, (game) => game.aiMove(level, seed)),
    hints: ({ moves }) => atPosition(moves, (game) => {
      const winningMoves = game.winningMoves();
      return { won: winningMoves.length > 0, winningMoves };
    }),
    grundy: ({ moves }) => atPosition(moves, (game) => game.grundy()),
  };
}
