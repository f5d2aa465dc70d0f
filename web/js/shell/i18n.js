// The site's languages: which one a page shows (?lang=…, Japanese by default), filling the page's
// marked elements from that language's table, and links to the other languages that keep the
// page's other query parameters. Adding a language is one more table here.
import { pageUrl } from './page_url.js';
import en from './strings_en.js';
import ja from './strings_ja.js';

/**
 * A language's table: every text the pages show, by key, the same keys in every language (the
 * Japanese table, the default, is the reference).
 * @typedef {typeof ja} Strings
 */

export const LANGUAGES = { ja, en };
/** @typedef {keyof typeof LANGUAGES} Language */

/** @type {Language} */
export const DEFAULT_LANGUAGE = 'ja';

/**
 * Returns the language asked for by the query string when the site has it, else the default.
 * @param {string} search
 * @returns {Language}
 */
export function pickLanguage(search) {
  const asked = new URLSearchParams(search).get('lang');
  return asked !== null && Object.hasOwn(LANGUAGES, asked) ? /** @type {Language} */ (asked) : DEFAULT_LANGUAGE;
}

/**
 * Sets <html lang>, the text of every [data-text="key"] element, the aria-label of every
 * [data-aria-label="key"] element and the content of every [data-content="key"] meta tag (the
 * description and the share card's texts) from the language's table, and links the page's web app manifest
 * in that language (the build writes one per language: PAGE.LANG.webmanifest).
 * @param {Document} doc
 * @param {Language} language
 */
export function applyStrings(doc, language) {
  const strings = LANGUAGES[language];
  doc.documentElement.lang = language;
  for (const link of doc.querySelectorAll('link[rel="manifest"]')) {
    if (link instanceof HTMLLinkElement) link.href = link.href.replace(/\.[\w-]+\.webmanifest$/, `.${language}.webmanifest`);
  }
  for (const element of doc.querySelectorAll('[data-text]')) {
    element.textContent = text(strings, element.getAttribute('data-text'));
  }
  for (const element of doc.querySelectorAll('[data-aria-label]')) {
    element.setAttribute('aria-label', text(strings, element.getAttribute('data-aria-label')));
  }
  for (const element of doc.querySelectorAll('meta[data-content]')) {
    element.setAttribute('content', text(strings, element.getAttribute('data-content')));
  }
}

/**
 * @param {Strings} strings
 * @param {string | null} key
 */
function text(strings, key) {
  const value = key !== null && Object.hasOwn(strings, key) ? strings[/** @type {keyof Strings} */ (key)] : undefined;
  if (typeof value !== 'string') throw new Error(`no text "${key}" in the string table`);
  return value;
}

/**
 * Returns the URL of the page at href in another language, with its other query parameters,
 * relative to the page.
 * @param {string} href
 * @param {Language} language
 */
export function languageUrl(href, language) {
  const url = new URL(href);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  return pageUrl(url);
}

/**
 * Fills nav with one link per other language, each named in its own language, to the page at href
 * (its game in the fragment included); returns a function that points them at another href (the
 * page's address as the game goes on), the links kept (and the focus on them).
 * @param {HTMLElement} nav
 * @param {Language} current
 * @param {string} href
 * @returns {(href: string) => void}
 */
export function showLanguageLinks(nav, current, href) {
  const codes = /** @type {Language[]} */ (Object.keys(LANGUAGES));
  const links = codes.filter((code) => code !== current).map((code) => {
    const link = nav.ownerDocument.createElement('a');
    link.lang = link.hreflang = code;
    link.textContent = LANGUAGES[code].languageName;
    return link;
  });
  const pointAt = (/** @type {string} */ address) => {
    for (const link of links) link.href = languageUrl(address, /** @type {Language} */ (link.lang));
  };
  pointAt(href);
  nav.replaceChildren(...links);
  return pointAt;
}
