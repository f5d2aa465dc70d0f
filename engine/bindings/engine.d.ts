// What JavaScript sees of the two wasm modules, written by hand beside the bindings that make them
// (knights_bindings.cpp, reversi_bindings.cpp): each module's default export is a factory
// resolving to the module, which holds one game's class and the engine's codes for it.
//   import createEngine from './knights_engine.mjs';   // or reversi_engine.mjs
//   const engine = await createEngine();               // in node: createEngine({ wasmBinary })
// Objects made with `new` hold wasm memory until delete(). Every method that refuses its input
// (an illegal move, a bad list, level, seed or budget, a finished game, an argument of another type
// or count, a number that is not a whole one in range: nothing is coerced; a text longer than
// 65,536 characters) throws an Error whose message says why, and changes nothing: not the game, nor
// the module's memory. While a method runs (analyze() calling its onProgress), every method of the
// same module's games and classes is refused so, delete() included: call them after it returns.

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
}

/** What every object made with `new` has. */
interface EngineObject {
  /** Frees the object's wasm memory (56–208 bytes; nothing else frees it); the object is unusable afterwards. */
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

declare module '*/knights_engine.mjs' {
  /**
   * A knight-placement game. Squares are 0–63, row-major from the top-left (a8 = 0, d5 = 27,
   * h1 = 63). Solver questions (grundy, isWon, winningMoves, aiMove 'perfect') share one 16 MB
   * table per module: ask them in a worker.
   */
  export interface KnightGame extends EngineObject {
    /** The squares the side to move may take, ascending. */
    legalMoves(): number[];
    /** Places a knight. @throws Error on an occupied, attacked or off-board square, or a finished game. */
    play(square: number): void;
    /** Takes back the last move. @throws Error when there is none. */
    undo(): void;
    /** Plays a move list such as "d5 c3 f6" (or "d5c3f6"), all or none. @throws Error naming the bad move. */
    playMoves(text: string): void;
    /** True when the side to move has no square (and so has lost). */
    isOver(): boolean;
    /** SIDE.FIRST or SIDE.SECOND. */
    sideToMove(): number;
    /** NO_WINNER while the game runs, then the side that placed the last knight. */
    winner(): number;
    /** The moves so far, as squares. */
    history(): number[];
    /** The moves so far, e.g. "d5 c3 f6". */
    historyText(): string;
    /** One code per square: CELL.FREE, CELL.KNIGHT or CELL.ATTACKED. */
    cells(): number[];
    /** The number of move sequences of that length. @throws Error outside 0–64, or when it would build more than 2^26 positions (seconds in wasm). */
    perft(depth: number): number;
    /** A uniformly random legal square for an integer seed (not played). @throws Error on a bad seed or a finished game. */
    randomMove(seed: number): number;
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
    /** The square the AI of that level picks (not played). @throws Error on another level, a bad seed or a finished game. */
    aiMove(level: string, seed: number): number;
    /** null when square may be played now, else why not: a REFUSAL code (OFF_BOARD for a whole number off the board), and for ATTACKED the square of a knight attacking it (else -1). */
    refusal(square: number): { reason: number; by: number } | null;
  }

  export interface KnightsEngine {
    KnightGame: {
      new (): KnightGame;
      /** "d5" for 27. @throws Error off the board. */
      squareName(square: number): string;
      /** The squares of a move list such as "d5 c3 f6" or "d5c3f6" (not played). */
      parseMoves(text: string): ParsedMoves;
    };
    /** The codes of cells(). */
    readonly CELL: { readonly FREE: number; readonly KNIGHT: number; readonly ATTACKED: number };
    /** The codes of sideToMove() and winner(). */
    readonly SIDE: { readonly FIRST: number; readonly SECOND: number };
    /** winner() while the game runs. */
    readonly NO_WINNER: number;
    /** refusal()'s reasons. */
    readonly REFUSAL: { readonly OFF_BOARD: number; readonly OCCUPIED: number; readonly ATTACKED: number; readonly GAME_OVER: number };
    /** Squares per side: 8. */
    readonly BOARD_SIZE: number;
    /** aiMove's levels, weakest first: random, weighted, perfect. */
    readonly LEVELS: readonly string[];
    /** Where the original page's AI opens, whatever its level: d5. */
    readonly OPENING_SQUARE: number;
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
  }

  /**
   * A Reversi game on 8×8 or 6×6. Cells are the board's own, row-major from a1 at the top-left:
   * 0–63 on 8×8, 0–35 on 6×6; PASS is a pass. Searches (solve, analyze, aiMove 'strong') share one 6 MB
   * table per module: run one at a time, in a worker.
   */
  export interface Reversi extends EngineObject {
    /** 8 or 6. */
    size(): number;
    /** The cells where the side to move may play, ascending; empty when it must pass. */
    legalMoves(): number[];
    /** Plays a disc. @throws Error on an occupied, flipless or off-board cell, a due pass, or a finished game. */
    play(cell: number): void;
    /** Passes. @throws Error unless passing is the only option. */
    pass(): void;
    /** True when the side to move has no move but the game goes on. */
    mustPass(): boolean;
    /** Takes back the last move or pass. @throws Error when there is none. */
    undo(): void;
    /** Plays a list such as "f5 d6 c3" (passes as "pass" or "--", or left out where forced), all or none. @throws Error naming the bad move. */
    playMoves(text: string): void;
    /** True when neither side can move. */
    isOver(): boolean;
    /** SIDE.BLACK or SIDE.WHITE. */
    sideToMove(): number;
    /** [black, white]. */
    discCounts(): number[];
    /** NO_WINNER while the game runs, then SIDE.BLACK, SIDE.WHITE or DRAW. */
    winner(): number;
    /** One code per cell: CELL.EMPTY, CELL.BLACK or CELL.WHITE. */
    cells(): number[];
    /** The moves so far, as cells (PASS for a pass). */
    history(): number[];
    /** The moves so far, e.g. "f5 d6 pass c3". */
    historyText(): string;
    /** The position: 64 or 36 of X, O, -, a space, then X or O to move. */
    positionText(): string;
    /** Leaves depth plies down (a pass is a ply, a finished game one leaf). @throws Error outside 0–60, or when it would build more than 2^26 positions (seconds in wasm). */
    perft(depth: number): number;
    /**
     * The exact final disc difference for the side to move and a best move (PASS when forced or
     * over); faster once the module has its knowledge. @throws Error beyond 22 empty squares.
     */
    solve(): { score: number; move: number };
    /**
     * The cell the computer player of that level picks (not played), PASS when a pass is forced.
     * budget: milliseconds (above 0, at most 60000), or { ms, nodes } with either or both (nodes 1 to
     * 10^9; a node budget makes 'medium' and 'strong' reproducible for a seed). @throws Error on another level, a
     * bad seed or budget, a finished game, or a level of knowledgeLevels() before loadKnowledge().
     */
    aiMove(level: string, seed: number, budget: number | { ms?: number; nodes?: number }): number;
    /**
     * Every legal move's value for the side to move, best first: the final disc difference the
     * mover reaches with best play after it (+12: twelve discs ahead), exact, or an estimate from a
     * search of depth plies. Spends about the budget (as aiMove's): every move a ply deeper at a
     * time; then, once the budget left is expected to allow it, the position solved (the best
     * move's value exact: about a second at 20 empty squares) and the other moves in turn.
     * onProgress hears the values so far after each step (a call into the module from it is
     * refused). [] when a pass is forced or the game is over. @throws Error on a bad budget, an
     * onProgress that is not a function, or before loadKnowledge().
     */
    analyze(budget: number | { ms?: number; nodes?: number }, onProgress?: (values: MoveValue[]) => void): MoveValue[];
    /** "f5" for 37 on 8×8. @throws Error off the board. */
    squareName(cell: number): string;
    /** null when cell may be played now, else why not: a REFUSAL code (OFF_BOARD for a whole number off the board). */
    refusal(cell: number): { reason: number } | null;
    /** The cells of a move list on this board, such as "f5 d6 pass c3" or "f5d6c3" (not played). */
    parseMoves(text: string): ParsedMoves;
  }

  export interface ReversiEngine {
    Reversi: {
      /** @throws Error unless size is one of SIZES. */
      new (size: number): Reversi;
      /** A game from a position text. @throws Error on malformed text. */
      fromText(text: string): Reversi;
    };
    /** The codes of cells(). */
    readonly CELL: { readonly EMPTY: number; readonly BLACK: number; readonly WHITE: number };
    /** The codes of sideToMove() and winner(). */
    readonly SIDE: { readonly BLACK: number; readonly WHITE: number };
    /** A pass, in history() and from aiMove(). */
    readonly PASS: number;
    /** refusal()'s reasons. */
    readonly REFUSAL: {
      readonly OFF_BOARD: number; readonly OCCUPIED: number; readonly NO_FLIP: number; readonly MUST_PASS: number; readonly GAME_OVER: number;
    };
    /** winner() while the game runs. */
    readonly NO_WINNER: number;
    /** winner() after a draw. */
    readonly DRAW: number;
    /** The board sizes: 8 and 6. */
    readonly SIZES: readonly number[];
    /** aiMove's levels, weakest first: random, weighted, medium, strong. */
    readonly LEVELS: readonly string[];
    /**
     * Gives the module its knowledge, which it has not compiled in: the bytes of
     * reversi_knowledge.bin (today the pattern weights, the file engine/reversi/pattern_weights.bin),
     * read by the engine. @throws Error on bytes that are not such a file (the knowledge held before,
     * if any, kept) or on another type than Uint8Array or ArrayBuffer.
     */
    loadKnowledge(bytes: Uint8Array | ArrayBuffer): void;
    /** The levels that search with the knowledge (refused before loadKnowledge()): strong. */
    knowledgeLevels(): string[];
    /** The module's memory in use, for leak checks. */
    memoryUse(): MemoryUse;
  }

  export default function createEngine(options?: EngineModuleOptions): Promise<ReversiEngine>;
}
