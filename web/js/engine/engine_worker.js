// The engine worker: the wasm engine off the page's thread, where the AIs and the solver may think
// for seconds without freezing the page. engine_requests.js holds the message protocol; each game
// adds its requests here.
import { serveRequests } from './worker_protocol.js';
import { loadEngine } from './engine_loader.js';
import { knightRequests } from '../knights/knight_requests.js';
import { reversiRequests } from '../reversi/reversi_requests.js';

serveRequests(self, loadEngine(), { knights: knightRequests, reversi: reversiRequests });
