// The knight page's engine worker: the knight module off the page's thread, where the AIs and the
// solver may think for seconds without freezing the page (the protocol: engine/worker_protocol.js).
import { serveRequests } from '../engine/worker_protocol.js';
import { loadKnightEngine } from './knight_engine.js';
import { knightRequests } from './knight_requests.js';

serveRequests(self, loadKnightEngine(), knightRequests);
