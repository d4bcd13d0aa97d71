// The page's change watch, which settle() (screenshots.ts) waits on before a layout check or a screenshot: the time
// of the page's last change (a DOM mutation, focus moving, a scroll, a resize), kept in a window property. run.mjs
// puts it into the iframe.html it serves, so it sees a story's whole render: a story that has been still since (while
// its play function and axe ran) is captured without waiting. settle() installs it itself on a page served otherwise.
// Plain JS: run.mjs (Node) and screenshots.ts both import it.

/** The window property the watch keeps its last change time in (performance.now()). */
export const LAST_CHANGE = '__qaLastChange';

/**
 * Runs in the page (serialised into a <script>, or evaluated).
 * @param {string} key
 */
export function watchPageChanges(key) {
  if (window[key] !== undefined) return;
  const changed = () => {
    window[key] = performance.now();
  };
  changed();
  new MutationObserver(changed).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  for (const type of ['focusin', 'focusout', 'scroll', 'resize']) addEventListener(type, changed, true);
}
