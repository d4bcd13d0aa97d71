// Hooks of the QA run (tests/visual/run.mjs → @storybook/test-runner). Every story renders at desktop width (or at the
// viewport it pins), its play function and axe checks run (parameters.a11y.test = 'error' in preview.tsx), then: no
// unmocked /api request, no layout faults at either width (tests/visual/layout-check.ts), and its screenshots match the
// committed baselines (tests/visual/screenshots.ts).
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
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

const config: TestRunnerConfig = {
  logLevel: 'warn',
  async preVisit(page, story) {
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
    if (story.hasFailure) return;
    const modes = storyModes.get(story.id) ?? { layoutModes: defaultModes, captureModes: [] };
    await checkStory(page, story.id, storyLabel(story), modes);
  },
};
export default config;
