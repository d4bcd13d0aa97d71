// Hooks of the QA run (tests/visual/run.mjs → @storybook/test-runner). Every story renders at desktop width (or at the
// viewport it pins), its play function and axe checks run (parameters.a11y.test = 'error' in preview.tsx), then: no
// unmocked /api request, no layout faults at either width (tests/visual/layout-check.ts), and its screenshots match the
// committed baselines (tests/visual/screenshots.ts).
import { getStoryContext } from '@storybook/test-runner';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Globals } from 'storybook/internal/csf';
import { UNMOCKED_API_REQUESTS } from './window-keys';
import { viewportSizes } from './viewports';
import type { ViewportName } from './viewports';
import { checkStory, defaultModes, pinnedViewport, storyLabel } from '../tests/visual/screenshots';

/** Widths to check and to capture per story id, decided in preVisit (before rendering), used in postVisit. */
const storyModes = new Map<
  string,
  { layoutModes: readonly ViewportName[]; captureModes: readonly ViewportName[] }
>();

const config: TestRunnerConfig = {
  logLevel: 'warn',
  async preVisit(page, story) {
    // The prepared story (its type omits storyGlobals, which it carries).
    const context: { tags: string[]; storyGlobals?: Globals } = await getStoryContext(page, story);
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
    const unmocked = await page.evaluate(
      (key) => (window as unknown as Record<string, string[] | undefined>)[key] ?? [],
      UNMOCKED_API_REQUESTS,
    );
    if (unmocked.length > 0) {
      throw new Error(
        `${storyLabel(story)} made unmocked API requests (add handlers in parameters.msw): ${unmocked.join(', ')}`,
      );
    }
    const modes = storyModes.get(story.id) ?? { layoutModes: defaultModes, captureModes: [] };
    await checkStory(page, story.id, storyLabel(story), modes);
  },
};
export default config;
