// Refused calls of every kind, for the loops that show a refusal leaving a module as it was (the
// node test, the Chromium test and the bench share them). Plain JavaScript: it runs in a page too.
//   refusalLoops(engine, { count, bigCount }) → { start, after: { kind: state }, gameBefore, gameAfter, ms }

const BIG_TEXT = 'd5 '.repeat(350_000);  // about 1 MB, refused for its length before wasm
const LONGEST_TEXT = 'd5 '.repeat(21_845);  // 65,535 characters, the most a call takes: refused at its second move

// Returns { calls: { kind: () => void }, big: Set of kinds passing a long text, free() } for a
// loaded module (either game): every call throws.
export function refusedCalls(engine) {
  return engine.KnightGame ? knightCalls(engine) : reversiCalls(engine);
}

// A puzzle line whose answer is no legal move (c3, attacked by the knight on d5).
const BAD_PUZZLE = `k00001\t${'-'.repeat(27)}N${'-'.repeat(36)}\tc3\t1500`;

function knightCalls({ KnightGame, readPuzzles, loadOutcomes }) {
  const g = new KnightGame();
  g.play(27);
  const fresh = new KnightGame();
  const over = new KnightGame();
  while (!over.state().over) over.play(over.legalMoves()[0]);
  const calls = {
    'an attacked square': () => g.play(10),
    'an occupied square': () => g.play(27),
    'a square off the board': () => g.play(64),
    'undefined for a square': () => g.play(undefined),
    'a string for a square': () => g.play('27'),
    'a fraction for a square': () => g.play(0.5),
    'a square past 2^32': () => g.play(2 ** 32 + 27),
    'no argument': () => g.play(),
    'a bad move list': () => g.playMoves('d5 zz'),
    'a megabyte move list': () => g.playMoves(BIG_TEXT),
    'the longest move list': () => g.playMoves(LONGEST_TEXT),
    'an unknown level': () => g.aiMove('strong', 1),
    'a megabyte level name': () => g.aiMove(BIG_TEXT, 1),
    'a bad seed': () => g.aiMove('random', -1),
    'a finished game': () => over.aiMove('random', 1),
    'best tries in a finished game': () => over.bestTries(),
    'perft too deep': () => g.perft(65),
    'perft past 2^53': () => g.perft(2 ** 53 + 2),
    'a name off the board': () => g.squareName(NaN),
    'undo with no move': () => fresh.undo(),
    'redo at the end': () => g.redo(),
    'a ply past the record': () => g.goTo(2),
    'a node past the tree': () => g.goToNode(2),
    'removing the start': () => g.removeFrom(0),
    'a bad position': () => KnightGame.fromText('N'),
    'a megabyte position': () => KnightGame.fromText(BIG_TEXT),
    'the longest position': () => KnightGame.fromText(LONGEST_TEXT),
    'a refusal of a fraction': () => g.refusal(0.5),
    'a bad puzzle set': () => readPuzzles(`${BAD_PUZZLE}\n`.repeat(2)),
    'a puzzle set as bytes': () => readPuzzles(new Uint8Array(3)),
    'an outcome table that is none': () => loadOutcomes(new Uint8Array([75, 78, 76, 79, 83, 84, 48, 50, 5, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0])),
    'an outcome table as a string': () => loadOutcomes('KNLOST02'),
  };
  return {
    calls,
    big: new Set(['a megabyte move list', 'the longest move list', 'a megabyte position', 'the longest position', 'a megabyte level name']),
    free: () => [g, fresh, over].forEach((x) => x.delete()),
  };
}

function reversiCalls({ Reversi, loadKnowledge, loadExactBook, readPuzzles }) {
  const g = new Reversi(8);
  g.play(37);
  const fresh = new Reversi(6);
  const calls = {
    'an occupied cell': () => g.play(27),
    'a flipless cell': () => g.play(0),
    'a cell off the board': () => g.play(64),
    'null for a cell': () => g.play(null),
    'a fraction for a cell': () => g.play(0.5),
    'a pass not due': () => g.playMoves('pass'),
    'a bad move list': () => g.playMoves('d6 j9'),
    'a megabyte move list': () => g.playMoves(BIG_TEXT),
    'the longest move list': () => g.playMoves(LONGEST_TEXT),
    'a bad position': () => Reversi.fromText('x'),
    'a megabyte position': () => Reversi.fromText(BIG_TEXT),
    'the longest position': () => Reversi.fromText(LONGEST_TEXT),
    'a board of 7': () => new Reversi(7),
    'a board of 2^32 + 8': () => new Reversi(2 ** 32 + 8),
    'an unknown level': () => g.aiMove('perfect', 1, 100),
    'a megabyte level name': () => g.aiMove(BIG_TEXT, 1, 100),
    'a bad seed': () => g.aiMove('random', 0.5, 100),
    'an endless budget': () => g.aiMove('strong', 1, Infinity),
    'a budget of 10^18 nodes': () => g.aiMove('strong', 1, { nodes: 1e18 }),
    'an analysis without end': () => g.analyze(Infinity),
    'an analysis told to a number': () => g.analyze(100, 27),
    'perft too deep': () => g.perft(61),
    'solve with 59 empties': () => g.solve(),
    'undo with no move': () => fresh.undo(),
    'redo at the end': () => g.redo(),
    'a ply past the record': () => g.goTo(-1),
    'promoting a node past the tree': () => g.promote(7),
    'a name off the board': () => fresh.squareName(36),
    'knowledge that is no weights file': () => loadKnowledge(new Uint8Array([82, 80, 87, 49, 9, 9, 9])),
    'knowledge as a string': () => loadKnowledge('RPW1'),
    'a book that is no proven book': () => loadExactBook(new Uint8Array([82, 88, 66, 49, 6, 22, 1, 0, 0, 0, 0, 0, 0, 0, 0])),
    'a book as a string': () => loadExactBook('RXB1'),
    'a knight puzzle set': () => readPuzzles(BAD_PUZZLE),
  };
  return {
    calls,
    big: new Set(['a megabyte move list', 'the longest move list', 'a megabyte position', 'the longest position', 'a megabyte level name']),
    free: () => [g, fresh].forEach((x) => x.delete()),
  };
}

// What a refused call must leave as it was: the allocator's bytes in use, the stack pointer, the
// wasm memory's size and Embind's live JavaScript handles.
export function memoryState(engine) {
  return { ...engine.memoryUse(), memoryBytes: engine.HEAP8.length, handles: engine.count_emval_handles() };
}

// Makes call count times in a row; throws unless every one threw an Error.
export function refuseInARow(call, count) {
  for (let i = 0; i < count; i++) {
    let error;
    try {
      call();
    } catch (thrown) {
      error = thrown;
    }
    if (!(error instanceof Error)) throw new Error(`call ${i + 1} was not refused with an Error: ${error}`);
  }
}

// Plays a whole game with the computer on both sides (a fixed seed) and returns its record.
export function playWholeGame(engine) {
  const g = engine.KnightGame ? new engine.KnightGame() : new engine.Reversi(8);
  try {
    for (let seed = 1; !g.state().over; seed++) g.play(engine.KnightGame ? g.aiMove('weighted', seed) : g.aiMove('weighted', seed, 100));
    const { moves, winner } = g.state();
    return { moves, winner };
  } finally {
    g.delete();
  }
}

// Plays a game, makes the first call of every kind once (what a first call sets up, such as a
// static string, is not a leak), notes the memory, makes count calls of each kind in a row
// (bigCount of the long texts) noting the memory after each kind, and plays the game again.
export function refusalLoops(engine, { count, bigCount }) {
  const gameBefore = playWholeGame(engine);
  const { calls, big, free } = refusedCalls(engine);
  try {
    for (const call of Object.values(calls)) refuseInARow(call, 1);
    const start = memoryState(engine);
    const after = {};
    const started = performance.now();
    for (const [kind, call] of Object.entries(calls)) {
      refuseInARow(call, big.has(kind) ? bigCount : count);
      after[kind] = memoryState(engine);
    }
    return { start, after, gameBefore, gameAfter: playWholeGame(engine), ms: performance.now() - started };
  } finally {
    free();
  }
}
