// Storybook marks a story "preparing" 100 ms after it is selected (a timer), which hides everything in <body> but its
// spinner, and shows the story again once its play function has finished. Rendering a story does not cancel that
// timer (it only adds the shown class), so when the render starts within the 100 ms and render plus play outlast them,
// the story is hidden mid-render: a control it focuses on mount (or a dialog on open) silently stays unfocused, so its
// screenshot lacks the focus ring, and a play's `toBeVisible()` can fail. Whether that happens depends on how busy the
// cores are, so on the number of browser pages. run.mjs puts keepRenderingStoryShown first into the iframe.html it
// serves to the browser: the timer is cancelled as the story starts rendering, so a story is never hidden once it
// renders. It sets STORY_SHOWN_FLAG, which screenshots.ts requires: a Storybook whose internals changed fails the run
// loudly instead of flakily. Plain JS: run.mjs (Node) and screenshots.ts both import it.

/** The window property set once the preview is patched. */
export const STORY_SHOWN_FLAG = '__qaStoryStaysShown';

/**
 * Runs in the page before Storybook's preview (serialised into a <script>): when the preview is created, its
 * showStoryDuringRender also cancels the pending "preparing" timer.
 * @param {string} flag
 */
export function keepRenderingStoryShown(flag) {
  Object.defineProperty(window, '__STORYBOOK_PREVIEW__', {
    configurable: true,
    get: () => undefined,
    set(preview) {
      Object.defineProperty(window, '__STORYBOOK_PREVIEW__', {
        value: preview,
        writable: true,
        configurable: true,
      });
      const view = preview?.view;
      const showDuringRender = view?.showStoryDuringRender;
      if (
        typeof showDuringRender !== 'function' ||
        !String(view.showPreparingStory).includes('preparingTimeout')
      )
        return;
      view.showStoryDuringRender = function showStoryDuringRender(...args) {
        clearTimeout(this.preparingTimeout);
        return showDuringRender.apply(this, args);
      };
      window[flag] = true;
    },
  });
}
