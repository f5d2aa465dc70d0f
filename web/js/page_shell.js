// What every page of the site does first: shows its language (texts, <html lang>, the switch to
// the others), takes the compact layout and reports its height when embedded, and registers the
// service worker for offline play. Returns the page's string table.
import { initEmbed } from './embed.js';
import { applyStrings, LANGUAGES, pickLanguage, showLanguageLinks } from './i18n.js';
import { registerServiceWorker } from './offline.js';

export function initPage() {
  const language = pickLanguage(location.search);
  applyStrings(document, language);
  showLanguageLinks(document.getElementById('languages'), language, location.href);
  initEmbed(document);
  registerServiceWorker();
  return LANGUAGES[language];
}
