// What every page of the site does first: shows its language (texts, <html lang>, the switch to
// the others). Returns the page's string table.
import { applyStrings, LANGUAGES, pickLanguage, showLanguageLinks } from './i18n.js';

export function initPage() {
  const language = pickLanguage(location.search);
  applyStrings(document, language);
  showLanguageLinks(document.getElementById('languages'), language, location.href);
  return LANGUAGES[language];
}
