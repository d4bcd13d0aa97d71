// Hooks of the QA run (tests/visual/run.mjs → @storybook/test-runner). Every story renders at desktop width (or at the
// viewport it pins), its play function and axe checks run (parameters.a11y.test = 'error' in preview.tsx), then: no
// unmocked /api request, no layout faults at either width (tests/visual/layout-check.ts), and its screenshots match the
// committed baselines (tests/visual/screenshots.ts).
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { BrowserContext, Page } from 'playwright-core';
import type { Globals } from 'storybook/internal/csf';
import { viewportSizes } from './viewports';
import type { ViewportName } from './viewports';
import { checkStory, defaultModes, pinnedViewport, storyLabel } from '../tests/visual/screenshots';

/** Widths to check and to capture per story id, decided in preVisit (before rendering), used in postVisit. */
const storyModes = new Map<
  string,
  { layoutModes: readonly ViewportName[]; captureModes: readonly ViewportName[] }
>();

/** What preVisit needs of the prepared story. */
type PreparedStory = { tags: string[]; storyGlobals?: Globals };
type PreviewGlobal = {
  __STORYBOOK_PREVIEW__: { storyStore: { loadStory(options: { storyId: string }): Promise<PreparedStory> } };
};
/**
 * The story's tags and the globals it pins, from the preview's story store. The test-runner's getStoryContext returns
 * the whole prepared story, which Playwright serialises (parameters with their MSW handlers, argTypes, the docs'
 * source): 86 ms a story against 33.
 */
function storyTagsAndGlobals(page: Page, storyId: string): Promise<PreparedStory> {
  return page.evaluate(async (id) => {
    const preview = (globalThis as unknown as PreviewGlobal).__STORYBOOK_PREVIEW__;
    const { tags, storyGlobals } = await preview.storyStore.loadStory({ storyId: id });
    return { tags, storyGlobals };
  }, storyId);
}

/** What the Jest environment of @storybook/test-runner (jest-playwright) puts on the test file's global object. */
type TestRunnerGlobal = {
  page: Page;
  context: BrowserContext;
  jestPlaywright: { resetPage(): Promise<void> };
  __sbSetupPage(page: Page, context: BrowserContext): Promise<void>;
};

/**
 * The story this test file's page is visiting, from preVisit until postVisit has finished with it. Still set when the
 * next story starts, it means Jest gave up on that story (its test timed out) while its render, play function or
 * screenshot still waited on the page. Such a page has answered nothing more in a run: every later story of its batch
 * timed out too, a minute each. So the next story gets a fresh page.
 */
let storyOnPage: string | undefined;

/**
 * Closes the page and opens a fresh one on iframe.html, as the test-runner does when a story navigated away. The
 * generated test reads the global `page` after preVisit, so the story renders on the fresh page.
 */
async function replacePage(stuckStoryId: string): Promise<Page> {
  const runner = globalThis as unknown as TestRunnerGlobal;
  console.warn(`The page did not finish ${stuckStoryId}: the next story gets a fresh page.`);
  await runner.jestPlaywright.resetPage();
  await runner.__sbSetupPage(runner.page, runner.context);
  return runner.page;
}

const config: TestRunnerConfig = {
  logLevel: 'warn',
  async preVisit(pageOfLastStory, story) {
    // The same story again is the test-runner's own retry after a navigation, on a page it has just replaced.
    const stuckStory = storyOnPage === story.id ? undefined : storyOnPage;
    const page = stuckStory === undefined ? pageOfLastStory : await replacePage(stuckStory);
    storyOnPage = story.id;
    const context = await storyTagsAndGlobals(page, story.id);
    const pinned = pinnedViewport(context.storyGlobals);
    const layoutModes = pinned ? [pinned] : defaultModes;
    storyModes.set(story.id, {
      layoutModes,
      captureModes: context.tags.includes('screenshot') ? layoutModes : [],
    });
    const viewport = viewportSizes[pinned ?? 'desktop'];
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height)
      await page.setViewportSize(viewport);
  },
  async postVisit(page, story) {
    try {
      if (story.hasFailure) return;
      const modes = storyModes.get(story.id) ?? { layoutModes: defaultModes, captureModes: [] };
      await checkStory(page, story.id, storyLabel(story), modes);
    } finally {
      // A check that threw has finished with the page; one that never returns leaves the story set.
      if (storyOnPage === story.id) storyOnPage = undefined;
    }
  },
};
export default config;
