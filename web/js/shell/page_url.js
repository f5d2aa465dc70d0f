// Returns url, an address of this page with its own query and hash, relative to the page: './name'
// keeps the path as it is, where an absolute path such as //index.html would read as another host.
/** @param {URL} url */
export const pageUrl = (url) => `./${url.pathname.split('/').pop()}${url.search}${url.hash}`;
