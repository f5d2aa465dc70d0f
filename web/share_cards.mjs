// The card a shared link to a page shows, for web/build_site.mjs: the page's <meta property="og:image"
// content="./icons/…"> pointed at the picture's versioned file, and its empty <meta property="og:url">
// given the page's address. Open Graph wants both absolute (its schema: "a valid URL having the http
// or https scheme"; Facebook resolves a relative og:image with a warning, other sites may show no
// picture at all), so a build that knows the site's address (SITE_URL, https://USER.github.io/REPO/,
// docs/hosting.md) writes them absolute; one that does not writes og:image relative and no og:url.

/**
 * Returns siteUrl with its trailing slash, or undefined for none; refuses anything but an http(s)
 * address of a folder without query or fragment.
 * @param {string | undefined} siteUrl
 */
export function siteAddress(siteUrl) {
  if (siteUrl === undefined || siteUrl === '') return undefined;
  const folder = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  let url;
  try {
    url = new URL(folder);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.href !== folder) {
    throw new Error(`SITE_URL '${siteUrl}' is no http(s) address of the site's folder (such as https://user.github.io/repo/)`);
  }
  return folder;
}

/**
 * Returns the page with its card's picture and address filled in.
 * @param {string} page      the page's site path (index.html)
 * @param {string} html      the page, its asset URLs already versioned
 * @param {object} site
 * @param {string} site.assetDir  v/<hash>/
 * @param {string | undefined} site.siteUrl  from siteAddress()
 * @param {(path: string) => boolean} site.exists  whether a file (a site path before versioning) is the site's
 */
export function withShareCard(page, html, { assetDir, siteUrl, exists }) {
  const withImage = html.replace(/(<meta property="og:image" content=")([^"]*)(">)/g, (meta, open, url, close) => {
    const path = url.replace(/^\.\//, '');
    if (!exists(path)) throw new Error(`${page}: og:image ${url} is no file of the site`);
    return `${open}${siteUrl ?? './'}${assetDir}${path}${close}`;
  });
  const address = page === 'index.html' ? '' : page;  // a folder's address serves its index.html
  return withImage.replace(/<meta property="og:url">\n?/, siteUrl ? `<meta property="og:url" content="${siteUrl}${address}">\n` : '');
}

/**
 * Returns the pictures of the page's share card, as URLs relative to the page (those under siteUrl
 * made relative again), for site_needs.mjs.
 * @param {string} html
 * @param {string | undefined} siteUrl
 */
export function shareImages(html, siteUrl) {
  return [...html.matchAll(/<meta property="og:image" content="([^"]*)">/g)]
    .map(([, url]) => (siteUrl && url.startsWith(siteUrl) ? `./${url.slice(siteUrl.length)}` : url));
}
