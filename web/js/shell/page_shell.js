// What both game pages share, before any game: initPage() shows the page's language (texts,
// <html lang>, the switch to the others carrying the game in the address as it stands, the link
// to the other game keeping the query: the language and the embedding, not this game's moves or
// settings, which mean nothing there), takes the compact layout and reports its height when
// embedded, registers the service worker for offline play, and wires the volume row to the sounds. byId() and byName() find the page's elements.
import { initEmbed } from './embed.js';
import { applyStrings, LANGUAGES, pickLanguage, showLanguageLinks } from './i18n.js';
import { registerServiceWorker } from './offline.js';
import { onAddressChange } from './page_url.js';
import { SettingsStore } from './settings_store.js';
import { Sounds } from './sounds.js';
import { initVolumeControl } from './volume_control.js';

/**
 * Returns the page's element with this id, of this type; a page without it is broken, said at once.
 * @template {Element} T
 * @param {string} id
 * @param {{ new (): T }} type  e.g. HTMLInputElement, SVGSVGElement
 * @returns {T}
 */
export function byId(id, type) {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return element;
}

/**
 * Returns the page's inputs of this name (a radio group).
 * @param {string} name
 * @returns {HTMLInputElement[]}
 */
export const byName = (name) => /** @type {HTMLInputElement[]} */ ([...document.getElementsByName(name)]);

/**
 * Returns the text of the label of the input with this value (a radio group's choice, as the page
 * names it), or the value itself.
 * @param {HTMLInputElement[]} inputs
 * @param {string} value
 */
export const labelOf = (inputs, value) => inputs.find((input) => input.value === value)?.labels?.[0]?.textContent ?? value;

/**
 * Returns the page's string table, its sounds at the stored volume, and the settings store for
 * the page's own settings.
 */
export function initPage() {
  const language = pickLanguage(location.search);
  applyStrings(document, language);
  const pointLanguageLinks = showLanguageLinks(byId('languages', HTMLElement), language, location.href);
  onAddressChange(() => pointLanguageLinks(location.href));
  for (const link of document.querySelectorAll('a[data-keep-query]')) {
    if (link instanceof HTMLAnchorElement) link.search = location.search;
  }
  initEmbed(document);
  registerServiceWorker();
  const sounds = new Sounds();
  const store = new SettingsStore();
  initVolumeControl({
    range: byId('volume-range', HTMLInputElement), value: byId('volume-value', HTMLElement), testButton: byId('volume-test', HTMLElement),
  }, sounds, store);
  return { strings: LANGUAGES[language], sounds, store };
}
