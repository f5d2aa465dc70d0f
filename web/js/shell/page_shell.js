// What both game pages share, before any game: initPage() shows the page's language (texts,
// <html lang>, the switch to the others, the link to the other game keeping the query), takes the
// compact layout and reports its height when embedded, registers the service worker for offline
// play, and wires the volume row to the sounds.
import { initEmbed } from './embed.js';
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
