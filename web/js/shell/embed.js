// Embedding in another site's page (a blog post's <iframe>): when framed, or asked with ?embed=1,
// the page takes its compact layout (html.embedded in style.css) and tells the parent its content
// height on load and on every change, as { type: HEIGHT_MESSAGE, height } in CSS pixels, so the
// parent can size the frame without scrollbars (README gives the listener).
export const HEIGHT_MESSAGE = 'knights-and-reversi:height';

/**
 * Returns true when the page is framed or its query string has embed=1.
 * @param {Window} win
 */
export function isEmbedded(win = window) {
  return new URLSearchParams(win.location.search).get('embed') === '1' || win.self !== win.top;
}

/**
 * Applies the compact layout and starts the height messages when the page is embedded.
 * @param {Document} doc
 */
export function initEmbed(doc = document) {
  const win = doc.defaultView;
  if (!win || !isEmbedded(win)) return;
  doc.documentElement.classList.add('embedded');
  if (win.parent === win) return;  // ?embed=1 opened on its own: nobody to tell
  let sent = 0;
  const sendHeight = () => {
    const height = Math.ceil(doc.body.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    win.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');  // a height is no secret
  };
  new win.ResizeObserver(sendHeight).observe(doc.body);  // reports once at once, then on changes
}
