// Reversi's wasm module — its rules, perft, solver and computer players — for the page and its
// worker; the knight page never downloads it.
import { loadEngine } from '../engine/engine_loader.js';

export const loadReversiEngine = () => loadEngine(() => import('../engine/reversi_engine.mjs'));
