// Hooks of the QA run (tests/visual/run.mjs → @storybook/test-runner). Every story is rendered at desktop width, its
// play function and axe checks run (parameters.a11y.test = 'error' in preview.tsx), then: no unmocked /api request,
// and screenshots at desktop and mobile width match the committed baselines.
import type { TestRunnerConfig } from '@storybook/test-runner';
import { UNMOCKED_API_REQUESTS } from './msw';
import { checkScreenshots, defaultViewport, env, storyLabel } from '../tests/visual/screenshots';

/** Story ids tagged `!screenshot` (the tag is on by default in preview.tsx), read once per worker from index.json. */
let screenshotTagged: Promise<Set<string>> | undefined;
function storiesWithScreenshots(): Promise<Set<string>> {
  screenshotTagged ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then(
      (response) => response.json() as Promise<{ entries: Record<string, { id: string; tags?: string[] }> }>,
    )
    .then(
      ({ entries }) =>
        new Set(
          Object.values(entries)
            .filter((e) => e.tags?.includes('screenshot'))
            .map((e) => e.id),
        ),
    );
  return screenshotTagged;
}

const config: TestRunnerConfig = {
  logLevel: 'warn',
  async preVisit(page) {
    // The previous story may have left the page at mobile width.
    const size = page.viewportSize();
    if (size?.width !== defaultViewport.width || size.height !== defaultViewport.height) {
      await page.setViewportSize(defaultViewport);
    }
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
    if (env.mode && (await storiesWithScreenshots()).has(story.id))
      await checkScreenshots(page, story.id, storyLabel(story));
  },
};
export default config;
