// The package's entry (index.mjs). The engine's own types are in engine_types.d.ts, written by the
// build from the project's engine/bindings/engine.d.ts.
import type { KnightsEngine, ReversiEngine } from './engine_types.js';

export * from './engine_types.js';

export interface KnightsEngineOptions {
  /** Whether to load the package's outcome table before resolving (default true). */
  outcomes?: boolean;
  /** Whether to load the table's values too (default: as outcomes; about 240 KB gzipped). */
  values?: boolean;
}

/**
 * Resolves to the knight game's module: `new engine.KnightGame()`, its codes, readPuzzles(); with
 * its outcome table loaded (the same answers, the solver's questions at four to six knights at
 * once) unless options.outcomes is false, and the table's values (grundy() at once up to five
 * knights) unless options.values is false.
 */
export function createKnightsEngine(options?: KnightsEngineOptions): Promise<KnightsEngine>;

export interface KnightOutcomesOptions {
  /** Whether to load the table's values after it (default true). */
  values?: boolean;
}

/**
 * Loads the package's outcome table into a knight module made without it (loadOutcomes()), then
 * its values (loadValues()) unless options.values is false.
 */
export function loadKnightOutcomes(engine: KnightsEngine, options?: KnightOutcomesOptions): Promise<void>;

export interface ReversiEngineOptions {
  /** Whether to load the package's knowledge before resolving (default true). */
  knowledge?: boolean;
}

/**
 * Resolves to Reversi's module: `new engine.Reversi(8)`, its codes, readPuzzles(); with its
 * knowledge loaded (the strong level and analyze() need it) unless options.knowledge is false.
 */
export function createReversiEngine(options?: ReversiEngineOptions): Promise<ReversiEngine>;

/**
 * Loads the package's Reversi knowledge into a module made without it: the pattern weights with
 * the strong level's opening book (loadKnowledge()) and the 6×6 proven book (loadExactBook()).
 */
export function loadReversiKnowledge(engine: ReversiEngine): Promise<void>;
