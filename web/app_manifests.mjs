// The web app manifests that make each page installable — added to a phone's home screen, opened
// offline — for web/build_site.mjs: one per page and language, from partials/app.webmanifest. A
// page names its app in its head, <link rel="manifest" data-app-name="title" …>: each data-app-KEY
// fills the template's {{KEY}}, name, short-name and description as text keys of the language's
// table, the others as they are; {{lang}}, {{start}} (the page, with the language's query) and
// {{scope}} (the site's folder) come from the build. Written as v/<hash>/PAGE.LANG.webmanifest,
// with relative URLs, so that they hold under any sub-path; the link names the default language's,
// and a page in another language switches to its own (js/shell/i18n.js).
import { posix } from 'node:path';

export const MANIFEST_TEMPLATE = 'partials/app.webmanifest';
const MANIFEST_LINK = /<link rel="manifest"((?:\s+data-app-[\w-]+="[^"]*")+)>/;
const TEXT_FIELDS = new Set(['name', 'short-name', 'description']);

/**
 * Returns the page with its manifest link pointing at its manifests, and those manifests as
 * [site path, text] pairs; a page without a manifest link as it is, with none.
 * @param {string} page
 * @param {string} html  the page, its partials in place
 * @param {object} site
 * @param {string} site.template   partials/app.webmanifest
 * @param {string} site.assetDir   v/<hash>/
 * @param {Record<string, Record<string, unknown>>} site.languages  the string tables by code
 * @param {string} site.defaultLanguage
 * @param {(where: string, template: string, values: Map<string, string>) => string} site.fill
 */
export function appManifests(page, html, { template, assetDir, languages, defaultLanguage, fill }) {
  const link = MANIFEST_LINK.exec(html);
  if (!link) return { html, manifests: [] };
  const fields = [...link[1].matchAll(/data-app-([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]);
  const scope = `${posix.relative(assetDir, '.')}/`;
  const manifestPath = (language) => `${assetDir}${page.replace(/\.html$/, '')}.${language}.webmanifest`;
  const manifests = Object.entries(languages).map(([language, strings]) => {
    const values = new Map([['lang', language], ['scope', scope],
      ['start', scope + page + (language === defaultLanguage ? '' : `?lang=${language}`)]]);
    for (const [key, value] of fields) {
      const text = TEXT_FIELDS.has(key) ? strings[value] : value;
      if (typeof text !== 'string') throw new Error(`${page}: no ${language} text for data-app-${key}="${value}"`);
      values.set(key, JSON.stringify(text).slice(1, -1));
    }
    const manifest = fill(`${page}'s ${language} manifest`, template, values);
    JSON.parse(manifest);  // a template that is no JSON fails here, not in a browser
    return [manifestPath(language), manifest];
  });
  return { html: html.replace(link[0], `<link rel="manifest" href="./${manifestPath(defaultLanguage)}">`), manifests };
}
