// The Reversi page's engine worker: the Reversi module off the page's thread, where the strong
// player may think for a second without freezing the page (the protocol: engine/worker_protocol.js).
import { serveRequests } from '../engine/worker_protocol.js';
import { loadReversiEngine } from './reversi_engine.js';
import { reversiRequests } from './reversi_requests.js';

serveRequests(self, loadReversiEngine(), reversiRequests);
