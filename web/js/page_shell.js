// What every page of the site does first: shows its language (texts, <html lang>, the switch to
// the others), and takes the compact layout and reports its height when embedded. Returns the
// page's string table.
import { initEmbed } from './embed.js';
import { applyStrings, LANGUAGES, pickLanguage, showLanguageLinks } from './i18n.js';

export function initPage() {
  const language = pickLanguage(location.search);
  applyStrings(document, language);
  showLanguageLinks(document.getElementById('languages'), language, location.href);
  initEmbed(document);
  return LANGUAGES[language];
}
