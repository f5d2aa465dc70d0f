// The knight game's wasm module — its rules, AIs, solver and opening book — for the page and its
// worker; the Reversi page never downloads it.
import { loadEngine } from '../engine/engine_loader.js';

export const loadKnightEngine = () => loadEngine(() => import('../engine/knights_engine.mjs'));
