// The site's languages: which one a page shows (?lang=…, Japanese by default), filling the page's
// marked elements from that language's table, and links to the other languages that keep the
// page's other query parameters. Adding a language is one more table here.
import en from './strings_en.js';
import ja from './strings_ja.js';

export const DEFAULT_LANGUAGE = 'ja';
export const LANGUAGES = { ja, en };

// Returns the language asked for by the query string when the site has it, else the default.
export function pickLanguage(search) {
  const asked = new URLSearchParams(search).get('lang');
  return asked !== null && Object.hasOwn(LANGUAGES, asked) ? asked : DEFAULT_LANGUAGE;
}

// Sets <html lang>, the text of every [data-text="key"] element and the aria-label of every
// [data-aria-label="key"] element from the language's table.
export function applyStrings(doc, language) {
  const strings = LANGUAGES[language];
  doc.documentElement.lang = language;
  for (const element of doc.querySelectorAll('[data-text]')) {
    element.textContent = text(strings, element.dataset.text);
  }
  for (const element of doc.querySelectorAll('[data-aria-label]')) {
    element.setAttribute('aria-label', text(strings, element.dataset.ariaLabel));
  }
}

function text(strings, key) {
  if (typeof strings[key] !== 'string') throw new Error(`no text "${key}" in the string table`);
  return strings[key];
}

// Returns the URL of the page at href in another language, with its other query parameters.
export function languageUrl(href, language) {
  const url = new URL(href);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

// Fills nav with one link per other language, each named in its own language.
export function showLanguageLinks(nav, current, href) {
  nav.replaceChildren(...Object.keys(LANGUAGES).filter((code) => code !== current).map((code) => {
    const link = nav.ownerDocument.createElement('a');
    link.href = languageUrl(href, code);
    link.lang = link.hreflang = code;
    link.textContent = LANGUAGES[code].languageName;
    return link;
  }));
}
