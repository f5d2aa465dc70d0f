// What both game pages share. initPage() runs first: it shows the page's language (texts,
// <html lang>, the switch to the others, the link to the other game keeping the query), takes the
// compact layout and reports its height when embedded, registers the service worker for offline
// play, and wires the volume row to the sounds. runGame() then loads the engine on the page (for
// the rules) and its worker (for the computer player), or says on the status line that the game
// could not load, and rests the board and the controls.
import { initEmbed } from './embed.js';
import { EngineClient } from './engine_client.js';
import { loadEngine } from './engine_loader.js';
import { applyStrings, LANGUAGES, pickLanguage, showLanguageLinks } from './i18n.js';
import { registerServiceWorker } from './offline.js';
import { SettingsStore } from './settings_store.js';
import { Sounds } from './sounds.js';
import { initVolumeControl } from './volume_control.js';

const byId = (id) => document.getElementById(id);

// Returns { strings, sounds, store }: the page's string table, its sounds at the stored volume, and
// the settings store for the page's own settings.
export function initPage() {
  const language = pickLanguage(location.search);
  applyStrings(document, language);
  showLanguageLinks(byId('languages'), language, location.href);
  for (const link of document.querySelectorAll('a[data-keep-query]')) link.search = location.search;
  initEmbed(document);
  registerServiceWorker();
  const sounds = new Sounds();
  const store = new SettingsStore();
  initVolumeControl({ range: byId('volume-range'), value: byId('volume-value'), testButton: byId('volume-test') }, sounds, store);
  return { strings: LANGUAGES[language], sounds, store };
}

// start(engine, worker) wires the game up and returns its controller (with stop()); board and
// status are the page's views, controls the inputs to disable when there is no game.
export async function runGame({ board, status, controls, start }) {
  const showUnavailable = () => {
    status.showLoadFailure();
    board.setUnavailable();
    for (const control of controls) control.disabled = true;
  };
  const engine = await loadEngine().catch((error) => console.warn('the game engine did not load:', error));
  if (!engine) {
    showUnavailable();
    return;
  }
  const worker = new EngineClient();
  const controller = start(engine, worker);
  worker.failure.then((error) => {
    console.warn('the engine worker did not load:', error);
    controller.stop();
    showUnavailable();
  });
  performance.mark('board-playable');  // read by tests/bench/site_bench.mjs
}
