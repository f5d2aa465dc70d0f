// What JavaScript sees of the two wasm modules, written by hand beside the bindings that make them
// (knights_bindings.cpp, reversi_bindings.cpp): each module's default export is a factory
// resolving to the module, which holds one game's class and the engine's codes for it.
//   import createEngine from './knights_engine.mjs';   // or reversi_engine.mjs
//   const engine = await createEngine();               // in node: createEngine({ wasmBinary })
// Objects made with `new` hold wasm memory until delete(). Every method that refuses its input
// (an illegal move, a bad list, level, seed or budget, a finished game, an argument of another type
// or count, a number that is not a whole one in range: nothing is coerced; a text longer than
// 65,536 characters) throws an Error whose message says why, and changes nothing: not the game, nor
// the module's memory. While a method runs (analyze() or review() calling its onProgress), every
// method of the same module's games and classes is refused so, their constructors (`new`) and
// delete() included: call them after it returns.

/** What a factory takes: all optional; node passes the .wasm file's bytes. */
interface EngineModuleOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?: (path: string, scriptDirectory: string) => string;
}

/** A move list read by parseMoves(): its moves, or where (from 0) and what the first bad one is. */
interface ParsedMoves {
  /** The moves (cells or squares; a Reversi pass as PASS); empty when a move names no square. */
  moves: number[];
  /** -1 when the list parsed, else the place of the first move that names no square. */
  badIndex: number;
  /** That move's text ('' when the list parsed). */
  badText: string;
  /** Where that move starts in the text, in characters from 0 (-1 when the list parsed). */
  badAt: number;
}

/** What every object made with `new` has. */
interface EngineObject {
  /** Frees the object's wasm memory (52 bytes to about 2.4 KB with a whole game's record; nothing else frees it); the object is unusable afterwards. */
  delete(): void;
}

/**
 * What memoryUse() says: the same before and after any call but `new` and delete(), refused or
 * not, once the module's tables exist: the first call that needs one allocates it for the module's
 * life (knights: the solver's 16 MB, at the first aiMove, grundy, isWon, winningMoves or bestTries;
 * Reversi: the search's 6 MB at the first solve, analyze or aiMove, and 3 MB of pattern tables at
 * the first that evaluates by them).
 */
interface MemoryUse {
  /** Bytes the module's allocator has handed out and not had back. */
  heap: number;
  /** Where the module's stack pointer stands inside a call. */
  stack: number;
}

/** Why a move cannot be played now: a REFUSAL code, and for the knights' ATTACKED a knight attacking the square (else -1). */
interface Refusal {
  reason: number;
  by: number;
}

/**
 * What playMoves() throws: an Error whose message says why, with where — the move's place in the
 * list (from 0) and its first character in the text (from 0) — and either the text of a move that
 * names no square or the move and why it cannot be played there (as refusal() says it).
 */
interface MoveListError extends Error {
  index: number;
  at: number;
  text?: string;
  move?: number;
  reason?: number;
  by?: number;
}

/** What fromText() throws: an Error whose message says why, with where in the text (characters from 0). */
interface PositionTextError extends Error {
  at: number;
  /** For knights that attack each other: their two squares. */
  knights?: number[];
}

/** What readRecord() finds in a pasted text: a position, or moves from the usual start. */
interface PastedRecord {
  /** The position's text as positionText() writes it; null for a move list. */
  position: string | null;
  /** The moves as the game writes them ("f5 d6 pass c3"), played from the usual start; '' for a position. */
  moves: string;
}

/**
 * A puzzle of a set that readPuzzles() read: its id (k00001, r00001), the position text (as
 * positionText() writes it), its answers — every winning square (knights) or best move (Reversi) —
 * as square names and as the moves play() takes, ascending, and its rating.
 */
interface Puzzle {
  id: string;
  position: string;
  answers: string[];
  moves: number[];
  rating: number;
}

/** What readPuzzles() throws: an Error whose message names the line and says why, with the line (from 1). */
interface PuzzleSetError extends Error {
  line: number;
}

/** A game's review: a turn for every position of the record, and each side's summary by SIDE code. */
interface Review<Turn, Side> {
  turns: Turn[];
  sides: Side[];
}
/** A side's summary of a review: its moves, their marks, and what they gave away against best play. */
interface SideSummary {
  moves: number;
  /** How many of its moves are marked ??, ? and ?!. */
  blunders: number;
  mistakes: number;
  dubious: number;
  /** Knights: the wins it threw away (one a ??); Reversi: the discs its moves gave away against the best move, summed. */
  lost: number;
  /** Whether none of its moves gave anything away (lost 0). */
  perfect: boolean;
}

/** A computer player's budget: milliseconds, or { ms, nodes } with either or both. */
type Budget = number | { ms?: number; nodes?: number };

/**
 * A node of the record's tree (GameState.tree): a position the record holds and the move that led
 * to it. Node 0 is the start (parent and move -1).
 */
interface RecordNode {
  /** The node the move was played from; -1 at the start. */
  parent: number;
  /** The move that led here (a cell); -1 at the start. */
  move: number;
  /** The side (SIDE code) that made the move; at the start, the side to move there. */
  mover: number;
  /** The plies from the start. */
  ply: number;
  /** Whether a side had to pass just before this position (Reversi; at the start: the start made its side pass). */
  passed: boolean;
  /** The nodes of the moves recorded from this position: the first is its line's own continuation (on the main line, the game's), the others side lines. */
  children: number[];
}

/**
 * A game's position at the record's cursor and the record around it: everything a page draws a
 * turn from, in one call. Plies count the moves played; a forced pass (Reversi) is no ply of its
 * own: the game makes it with the move that forced it. The record is a tree: its main line is the
 * game, side lines branch off where another move was played; the fields about plies and moves are
 * those of the current line, the line through the cursor (see GameSurface).
 */
interface GameState {
  /** The board's squares a side: 8 (Reversi: or 6); cells has size² of them. */
  size: number;
  /** One CELL code per cell. */
  cells: number[];
  /** The moves the side to move may play, ascending; [] once the game is over. */
  legalMoves: number[];
  /** A SIDE code. */
  sideToMove: number;
  /** Whether neither side can move. */
  over: boolean;
  /** NO_WINNER while the game runs, then a SIDE code (Reversi: or DRAW). */
  winner: number;
  /** Where the cursor stands: the plies played to reach this position. */
  ply: number;
  /** The plies of the current line (ply ≤ length: moves after the cursor stay for redo()). */
  length: number;
  canUndo: boolean;
  canRedo: boolean;
  /** Every move of the current line, beyond the cursor too: moves[i] is ply i + 1. */
  moves: number[];
  /** The side (SIDE code) that made each move of the current line. */
  movers: number[];
  /** The moves to mark as the last: those since the side to move last moved, latest last (the other side's two after a pass); when the other side passed, the last one. */
  lastMoves: number[];
  /** The plies after which a side had to pass (0: the start itself): Reversi's, [] for the knights. */
  passes: number[];
  /** The side that had to pass just before this position, else null. */
  passed: number | null;
  /** positionText() of this position. */
  position: string;
  /** The cursor's node. */
  node: number;
  /** The current line's nodes, from the start (line[ply] is node). */
  line: number[];
  /** Whether the cursor stands on the main line (a position of the game itself). */
  onMainLine: boolean;
  /** The plies of the main line. */
  mainLength: number;
  /** Every node by its number, null for a removed one. */
  tree: (RecordNode | null)[];
  /** The main line's moves as a link writes them, names run together ("f5d6c3"; no pass, which the game makes itself): playMoves() reads it back. */
  mainText: string;
  /** The same of the current line up to the cursor (history()). */
  lineText: string;
}

/**
 * The surface both games' classes share: the game as a record with a cursor. The record is a tree of
 * the moves played: play() at the cursor follows a move recorded there, and otherwise records the
 * new move — the line's continuation where nothing was recorded yet, else a side line, so that the
 * moves after the cursor are kept. The current line runs from the start through the cursor to its
 * end; undo(), redo() and goTo() walk it without changing it (stepping back in a side line and
 * forward again stays in it); goToNode() goes anywhere in the tree, promote() and removeFrom()
 * change it. Nodes keep their numbers: a removed node's is never used again.
 */
interface GameSurface extends EngineObject {
  /** The position and the record, in one object. */
  state(): GameState;
  /** Plays a move at the cursor (and the pass it forces). @throws Error when refusal() would say why not. */
  play(move: number): void;
  /** null when move may be played now, else why not (OFF_BOARD for a whole number off the board). */
  refusal(move: number): Refusal | null;
  /** Steps the cursor back one ply, keeping the moves after it. @throws Error at ply 0. */
  undo(): void;
  /** Steps the cursor forward one ply of the record. @throws Error at its end. */
  redo(): void;
  /** Puts the cursor at a ply of the current line, from 0 to its length. @throws Error on any other ply. */
  goTo(ply: number): void;
  /** Puts the cursor on a node of the tree; the current line stays when the node is on it, else it becomes the line through the node. @throws Error for a node the tree does not hold. */
  goToNode(node: number): void;
  /** Makes the line through a node the main line (the old main line's moves there become a side line). @throws Error for a node the tree does not hold. */
  promote(node: number): void;
  /** Removes a node's move and everything recorded after it; a cursor among them goes back to where the move was played from. @throws Error for the start or a node the tree does not hold. */
  removeFrom(node: number): void;
  /** The moves the side to move may play, ascending. */
  legalMoves(): number[];
  /** The record's moves up to the cursor. */
  history(): number[];
  /**
   * Plays a move list from the cursor, all or none, in the forms players write: "d5 c3 f6", "d5c3f6",
   * "D5-C3-F6", "d5, c3", numbered ("1. f5 d6 2. c3", "1.F5 2.D6"), spaces of any kind (U+3000 too).
   * @throws MoveListError.
   */
  playMoves(text: string): void;
  /** The moves of a move list on this board (not played). */
  parseMoves(text: string): ParsedMoves;
  /**
   * What a pasted text holds, read on a new game of this board (this game is left as it is): a
   * position when it starts as no move does ('-', '.', a disc or a knight), read as fromText() reads
   * it, else a move list played from the usual start, all or none.
   * @throws PositionTextError or MoveListError as fromText() and playMoves() refuse it; an Error with at 0 for a text with neither.
   */
  readRecord(text: string): PastedRecord;
  /** The name of a square of this board: "d5". @throws Error off the board. */
  squareName(move: number): string;
  /** The position as text (fromText() reads it back). */
  positionText(): string;
  /**
   * The move a computer player of that level picks (not played). budget: milliseconds (above 0, at
   * most 60000), or { ms, nodes } with either or both (nodes 1 to 10^9); left out, a second. The
   * knights check it and answer within milliseconds anyway. @throws Error on another level, a bad
   * seed or budget, or a finished game.
   */
  aiMove(level: string, seed: number, budget?: Budget): number;
}

declare module '*/knights_engine.mjs' {
  /**
   * A knight-placement game. Squares are 0–63, row-major from the top-left (a8 = 0, d5 = 27,
   * h1 = 63). Its position text is the 64 squares in that order, N a knight and - an empty one (the
   * side to move follows from the count). Solver questions (grundy, isWon, winningMoves, aiMove
   * 'perfect') share one 16 MB table per module: ask them in a worker.
   */
  /** The knight game's state: the shared one and the knights each side placed. */
  export interface KnightState extends GameState {
    /** [first, second]: the knights each side placed from the start to the cursor (a position's own start knights not counted). */
    placed: number[];
  }

  export interface KnightGame extends GameSurface {
    state(): KnightState;
    /** The number of move sequences of that length. @throws Error outside 0–64, or when it would build more than 2^26 positions (seconds in wasm). */
    perft(depth: number): number;
    /** The Grundy value; 0 means the side to move loses with best play. Seconds at plies 5–6. */
    grundy(): number;
    /** True when the side to move wins with best play. */
    isWon(): boolean;
    /** The squares that leave the opponent lost (empty in a lost position): the hints. */
    winningMoves(): number[];
    /**
     * The squares that leave the opponent the fewest winning replies (the perfect AI's choice in a
     * lost position; in a won one, the winning moves). Seconds in some lost positions of the
     * opening. @throws Error on a finished game.
     */
    bestTries(): number[];
    /** The square the AI of that level picks (not played): on the empty board d5, as the original page's AI opened. The budget is checked as Reversi's and needs no more than milliseconds. @throws Error on another level, a bad seed or budget, or a finished game. */
    aiMove(level: string, seed: number, budget?: Budget): number;
    /**
     * The review of the whole record (wherever the cursor stands): turns, one KnightTurn a
     * position, the start to the last, in that order, and sides, each side's summary by SIDE code.
     * onProgress hears each position as it is done, from the end toward the opening — who wins
     * everywhere first, then each blunder again with its winning squares and line. Up to seconds
     * when a blunder comes in the opening.
     */
    review(onProgress?: (turn: KnightTurn) => void): Review<KnightTurn, SideSummary>;
  }
  /** One position of a knight game's review. */
  export interface KnightTurn {
    /** The moves played before it. */
    ply: number;
    /** The side to move, and the side that wins from here with perfect play (SIDE codes). */
    toMove: number;
    winner: number;
    /** The square played from it; -1 at the last position. */
    played: number;
    /** Whether the side to move wins with perfect play. */
    won: boolean;
    /** At a blunder, the squares that won there; else []. */
    winning: number[];
    /**
     * At a blunder, a winning line from there (up to 6 moves): one of the winning squares, the
     * loser's best try (bestTries()), and so on; else [].
     */
    line: number[];
    /** '??' for a move that threw a won position away, else ''. */
    mark: string;
  }

  export interface KnightsEngine {
    KnightGame: {
      new (): KnightGame;
      /**
       * A game from a position text (64 squares from a8, N a knight, - or . empty; spaces between
       * them, as in rows, are skipped), at ply 0. @throws PositionTextError on malformed text, or
       * knights that attack one another (it names them).
       */
      fromText(text: string): KnightGame;
    };
    /** The codes of state().cells. */
    readonly CELL: { readonly FREE: number; readonly KNIGHT: number; readonly ATTACKED: number };
    /** The codes of the sides. */
    readonly SIDE: { readonly FIRST: number; readonly SECOND: number };
    /** state().winner while the game runs. */
    readonly NO_WINNER: number;
    /** Reversi's state().winner after a draw, the same code here, which the knight game never reports: a side always ends unable to move. */
    readonly DRAW: number;
    /** refusal()'s reasons. */
    readonly REFUSAL: { readonly OFF_BOARD: number; readonly OCCUPIED: number; readonly ATTACKED: number; readonly GAME_OVER: number };
    /** Squares per side: 8. */
    readonly BOARD_SIZE: number;
    /** aiMove's levels, weakest first: random, weighted, perfect. */
    readonly LEVELS: readonly string[];
    /**
     * Reads a puzzle set's text (docs/hosting.md: one puzzle a line, tab-separated id, position,
     * answers, rating): all of it, or nothing.
     * @throws PuzzleSetError on the first bad line (a field count, id, position, answer or rating),
     * or a text longer than 4,194,304 characters.
     */
    readPuzzles(text: string): Puzzle[];
    /**
     * Gives the module its outcome table, fetched apart: the bytes of knights_outcomes.bin (the file
     * engine/knights/outcomes.bin), read and checked by the engine: whether each position of up to
     * five knights is lost, and the winning moves or best tries of the slow positions of five and six
     * knights met against the perfect player. The answers stay the same; isWon(), winningMoves(),
     * bestTries(), aiMove('perfect'), review() and grundy() come at once where they would search them.
     * @throws Error on bytes that are not such a file (the table held before, if any, kept) or on
     * another type than Uint8Array or ArrayBuffer.
     */
    loadOutcomes(bytes: Uint8Array | ArrayBuffer): void;
    /**
     * Gives the outcome table its values: the bytes of knights_values.bin (the file
     * engine/knights/outcome_values.bin), the exact Grundy value of each position of up to five
     * knights and of the slow positions of six met against the perfect player, with which grundy()
     * answers at once there. The npm package's module only: the site's leaves this reader out.
     * @throws Error before the outcome table is loaded, on bytes that are not its values (the
     * values held before, if any, kept) or on another type than Uint8Array or ArrayBuffer.
     */
    loadValues?(bytes: Uint8Array | ArrayBuffer): void;
    /** The module's memory in use, for leak checks. */
    memoryUse(): MemoryUse;
  }

  export default function createEngine(options?: EngineModuleOptions): Promise<KnightsEngine>;
}

declare module '*/reversi_engine.mjs' {
  /** One move's value, from analyze(). */
  export interface MoveValue {
    move: number;
    score: number;
    exact: boolean;
    depth: number;
    /**
     * The line of play behind the value: the move, then the best play after it, in cells, PASS
     * where a side must pass (before the other's move). Exact: to the end of the game, every move
     * one that keeps the value (played out, it ends score discs ahead for the mover). An estimate:
     * as far as the search's table holds it, at most depth moves. Cut short where the budget ran
     * out; an exact value from the proven book (loadExactBook()) goes as far as the book does.
     */
    line: number[];
  }

  /** A named opening of 8×8 Reversi (Tiger 虎定石, Rabbit 兎定石, …): its names and its line's length. */
  export interface OpeningName {
    ja: string;
    en: string;
    /** The ply a game reaches it at: its line's moves. */
    plies: number;
  }

  /** Reversi's state: the shared one, the discs and the named openings. */
  export interface ReversiState extends GameState {
    /** [black, white] discs. */
    counts: number[];
    /**
     * The named opening the game stands in at the cursor: the deepest named position on the way to
     * it, kept once the game has left the table; null before one, on 6×6, or from another start.
     * A position is named under the start's symmetries and whatever the order of the moves.
     */
    opening: OpeningName | null;
    /** By node, as tree: the opening named at that node's position, or null. */
    openings: (OpeningName | null)[];
  }

  /**
   * A Reversi game on 8×8 or 6×6. Cells are the board's own, row-major from a1 at the top-left:
   * 0–63 on 8×8, 0–35 on 6×6. A side without a move passes, made by the game itself with the move
   * that forced it (or at once, from a start where the side to move has none); in a move list a pass
   * may be written ("pass", "--", or Edax's "pa"/"ps"; PASS in parseMoves()) where the game makes one, or left out.
   * Searches (solve, analyze, aiMove 'strong') share one 6 MB table per module: run one at a time,
   * in a worker.
   */
  export interface Reversi extends GameSurface {
    state(): ReversiState;
    /** 8 or 6. */
    size(): number;
    /** Leaves depth plies down (a pass is a ply, a finished game one leaf). @throws Error outside 0–60, or when it would build more than 2^26 positions (seconds in wasm). */
    perft(depth: number): number;
    /**
     * The exact final disc difference for the side to move and a best move (PASS when the game is
     * over); faster once the module has its knowledge. @throws Error beyond 22 empty squares.
     */
    solve(): { score: number; move: number };
    /**
     * The cell the computer player of that level picks (not played). budget: milliseconds (above 0,
     * at most 60000), or { ms, nodes } with either or both (nodes 1 to 10^9; a node budget makes
     * 'medium' and 'strong' reproducible for a seed); left out, a second. @throws Error on another
     * level, a bad seed or budget, a finished game, or a level of knowledgeLevels() before loadKnowledge().
     */
    aiMove(level: string, seed: number, budget?: Budget): number;
    /**
     * Every legal move's value for the side to move, best first: the final disc difference the
     * mover reaches with best play after it (+12: twelve discs ahead), exact, or an estimate from a
     * search of depth plies. Spends about the budget (as aiMove's): every move a ply deeper at a
     * time; then, once the budget left is expected to allow it, the position solved (the best
     * move's value exact: about a second at 20 empty squares) and the other moves in turn. The
     * values a proven book knows (loadExactBook()) are exact at once, each line through the book
     * as far as it goes. Each value comes with its line (MoveValue.line), the best one's the
     * analysis board's best line; proving an exact one costs no time measurable next to its solve.
     * onProgress hears the values so far after each step (a call into the module from it is
     * refused). [] when the game is over. @throws Error on a bad budget, an onProgress that is not
     * a function, or before loadKnowledge().
     */
    analyze(budget: Budget, onProgress?: (values: MoveValue[]) => void): MoveValue[];
    /**
     * The review of the whole record (wherever the cursor stands): turns, one TurnReview a
     * position, the start to the last, in that order, each exact where the solver finishes within
     * its budget (8 million nodes a position: the last twenty or so empty squares) and estimated
     * before (200,000 nodes a position); on a board with a proven book (loadExactBook()), every
     * position exact, from the book or solved whatever it costs (minutes for a game that leaves
     * the book early); and sides, each side's summary by SIDE code. At each move marked ? or ?? a
     * second pass, after all positions, values every move (solved, the best-looking first, within
     * 4 million nodes). onProgress hears each position as it is done, from the end toward the
     * opening, then each position the second pass values again. Seconds for a whole game: ask in
     * a worker. Throws until loadKnowledge().
     */
    review(onProgress?: (turn: TurnReview) => void): Review<TurnReview, ReversiSideSummary>;
  }
  /** One position of a Reversi game's review; values are final disc differences for the side to move. */
  export interface TurnReview {
    /** The moves played before it. */
    ply: number;
    /** A SIDE code. */
    toMove: number;
    /** The cell played from it; PASS at the last position. */
    played: number;
    /** A best move; PASS when the game is over. */
    best: number;
    /** The side to move's result with best play. */
    value: number;
    /** Its result after the move played, with best play after it. */
    playedValue: number;
    exact: boolean;
    playedExact: boolean;
    /** Plies searched for an estimate; the empty squares when exact. */
    depth: number;
    /** '??' (12 discs or more lost against the best), '?' (6–11), '?!' (2–5) or ''. */
    mark: string;
    /**
     * Every legal move's value, best first, as analyze() gives them: at an estimated position, and
     * at a solved one whose move is marked ? or ?? (exact where solved, else the estimate capped
     * at the best value); else [].
     */
    values: MoveValue[];
    /** With values: the moves within one disc of the best value (the tries "learn from your mistakes" accepts), ascending. */
    good: number[];
    /** At a move marked ? or ??: the best line from here, the best move first (up to 8 moves, PASS where a side passes); else []. */
    line: number[];
  }
  /**
   * A Reversi side's summary: lost counts discs; accuracy is the mean over its moves of
   * 100·e^(−loss/6), loss the discs a move gave away (100 for a best move, 37 for a ? of 6 discs,
   * 14 for a ?? of 12); 100 with no move.
   */
  export interface ReversiSideSummary extends SideSummary {
    accuracy: number;
    /** The discs lost a move (lost / moves; 0 with no move). */
    averageLoss: number;
  }

  export interface ReversiEngine {
    Reversi: {
      /** @throws Error unless size is one of SIZES. */
      new (size: number): Reversi;
      /**
       * A game from a position text, at ply 0: the squares from a1 (X, B or * black, O or W white,
       * - or . empty; spaces skipped) and the side to move (a character, after a space or not, or
       * "Black to move" as FFO writes it; Edax's ';' and notes after it are skipped).
       * @throws PositionTextError on malformed text.
       */
      fromText(text: string): Reversi;
    };
    /** The codes of state().cells. */
    readonly CELL: { readonly EMPTY: number; readonly BLACK: number; readonly WHITE: number };
    /** The codes of the sides. */
    readonly SIDE: { readonly BLACK: number; readonly WHITE: number };
    /** A pass written in a move list, as parseMoves() reads it. */
    readonly PASS: number;
    /** refusal()'s reasons; CANNOT_PASS only in a MoveListError, for a pass written where none was due. */
    readonly REFUSAL: {
      readonly OFF_BOARD: number; readonly OCCUPIED: number; readonly NO_FLIP: number; readonly GAME_OVER: number; readonly CANNOT_PASS: number;
    };
    /** state().winner while the game runs. */
    readonly NO_WINNER: number;
    /** state().winner after a draw. */
    readonly DRAW: number;
    /** The board sizes: 8 and 6. */
    readonly SIZES: readonly number[];
    /** aiMove's levels, weakest first: random, weighted, medium, strong. */
    readonly LEVELS: readonly string[];
    /**
     * Gives the module its knowledge, which it has not compiled in: the bytes of
     * reversi_knowledge.bin (today the pattern weights, the file engine/reversi/pattern_weights.bin),
     * read by the engine. @throws Error on bytes that are not such a file, or carry a number the
     * search cannot use (the knowledge held before, if any, kept), or on another type than
     * Uint8Array or ArrayBuffer.
     */
    loadKnowledge(bytes: Uint8Array | ArrayBuffer): void;
    /**
     * Gives the module a proven book, fetched apart: the bytes of reversi_book6.bin (the file
     * engine/reversi/exact_book6.bin), read and checked by the engine. With it and the knowledge,
     * 'strong' plays perfectly on its board (a move keeping the exact value, from the book, then the
     * solver: a time budget does not cut a solve short there), analyze() gives the book's values
     * exact at once and review() is exact at every position. Kept when the knowledge is replaced.
     * @throws Error on bytes that are not such a file (the book held before, if any, kept) or on
     * another type than Uint8Array or ArrayBuffer.
     */
    loadExactBook(bytes: Uint8Array | ArrayBuffer): void;
    /**
     * Reads a puzzle set's text (docs/hosting.md: one puzzle a line, tab-separated id, position,
     * answers, rating): all of it, or nothing.
     * @throws PuzzleSetError on the first bad line (a field count, id, position, answer or rating),
     * or a text longer than 4,194,304 characters.
     */
    readPuzzles(text: string): Puzzle[];
    /** The levels that search with the knowledge (refused before loadKnowledge()): strong. */
    knowledgeLevels(): string[];
    /** The module's memory in use, for leak checks. */
    memoryUse(): MemoryUse;
  }

  export default function createEngine(options?: EngineModuleOptions): Promise<ReversiEngine>;
}
