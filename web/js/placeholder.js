// Placeholder until the game page lands: proves the wasm engine loads and runs in the browser.
import createEngine from './engine.mjs';

const engine = await createEngine();
const game = new engine.KnightGame();
document.getElementById('perft').textContent = String(game.perft(3));
game.delete();
