// axe's options in the QA run. Storybook's a11y addon fails a story on violations only, and by default axe also builds
// a selector and an HTML excerpt for every element of every rule that passed or needs review: a QA run over 202
// stories took 191 s with that and 182-184 s without it (the story's render, play and axe 152 s of worker time against
// 141 s). run.mjs sets them as a window property in the iframe.html it serves, and .storybook/preview.tsx passes them
// to the addon, so Storybook opened by a designer keeps the a11y panel's full lists of passes and of what to review.
// Plain JS: run.mjs (Node) and the preview both import it.

/** The window property run.mjs sets to QA_AXE_OPTIONS. */
export const QA_AXE_OPTIONS_KEY = '__qaAxeOptions';

/** Violations reported in full; one element each for passes, incomplete and inapplicable rules. */
export const QA_AXE_OPTIONS = { resultTypes: ['violations'] };
