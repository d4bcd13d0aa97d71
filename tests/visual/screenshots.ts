// Layout check and screenshot of one rendered story at each width, the screenshot compared with its committed baseline.
// Runs in Node inside the test-runner's postVisit hook (.storybook/test-runner.ts); tests/visual/run.mjs configures it
// through the environment and turns the per-story result files into the summary and report.html.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { findLayoutFaults, formatLayoutFaults } from './layout-check.ts';
import type { LayoutFault } from './layout-check.ts';
import { findFontFaults, formatFontFaults } from './font-check.ts';
import type { FontFault } from './font-check.ts';
import { viewportSizes } from '../../.storybook/viewports.ts';
import type { ViewportName } from '../../.storybook/viewports.ts';
import { LAST_API_ACTIVITY, UNMOCKED_API_REQUESTS } from '../../.storybook/window-keys.ts';
import { STORY_SHOWN_FLAG } from './story-shown.js';
import { LAST_CHANGE, watchPageChanges } from './change-watch.js';

/**
 * Environment contract with run.mjs. Without VISUAL_MODE (e.g. test-storybook run by hand) no screenshots are taken;
 * 'capture' (run.mjs --no-compare) takes them into __output__ without comparing. The layout check runs in every mode.
 */
const env = {
  mode: process.env.VISUAL_MODE as 'compare' | 'update' | 'capture' | undefined,
  baselineDir: process.env.VISUAL_BASELINE_DIR ?? '',
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? '',
  /** run.mjs batches stories into files titled like this, each test named "Title / Name". */
  batchTitle: process.env.VISUAL_BATCH_TITLE,
  /** Where run.mjs serves the pixel comparison (compare.mjs). */
  compareUrl: process.env.VISUAL_COMPARE_URL ?? '',
};

/** "Title / Name" of the story a test-runner test renders. */
export const storyLabel = ({ title, name }: { title: string; name: string }) =>
  env.batchTitle && title.startsWith(env.batchTitle) ? name : `${title} / ${name}`;

/**
 * Widths screenshotted: desktop, where the story renders (and axe runs), then mobile. A story pinned to a viewport
 * (`globals: { viewport: ... }`, e.g. a Mobile story) renders and is captured at that width only.
 */
export const defaultModes: readonly ViewportName[] = ['desktop', 'mobile'];
type Mode = ViewportName;

/** The viewport a story pins through its globals, if it is one of ours. */
export function pinnedViewport(globals: { viewport?: unknown } | undefined): ViewportName | undefined {
  const viewport = globals?.viewport;
  const value =
    typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : viewport;
  return typeof value === 'string' && value in viewportSizes ? (value as ViewportName) : undefined;
}

interface Comparison {
  changed: boolean;
  diffPixels: number;
  expectedSize: string;
  actualSize: string;
}

/** Asks run.mjs's comparison service (compare.mjs) to compare two PNG files. */
function comparePngs(paths: {
  baselinePath: string;
  actualPath: string;
  diffPath: string;
}): Promise<Comparison> {
  if (!env.compareUrl)
    throw new Error('VISUAL_COMPARE_URL is not set: run the QA run through tests/visual/run.mjs');
  return new Promise((resolve, reject) => {
    const post = request(env.compareUrl, { method: 'POST' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(JSON.parse(body) as Comparison);
        else reject(new Error(`Screenshot comparison failed: ${body}`));
      });
    });
    post.on('error', reject);
    post.end(JSON.stringify(paths));
  });
}

type ShotResult = {
  mode: Mode;
  status: 'same' | 'changed' | 'missing' | 'written' | 'captured';
  diffPixels?: number;
  expectedSize?: string;
  actualSize?: string;
};
type StoryResult = { id: string; shots: ShotResult[] };

/** Pixels kept around the story root, so focus rings and shadows at its edge are captured. */
const CLIP_MARGIN = 8;
const FREEZE_STYLE_ID = 'visual-test-freeze';
const FREEZE_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** Quiet time after the last /api request or response before a screenshot, and the longest wait for it. */
const API_QUIET_MS = 250;
const API_MAX_WAIT_MS = 5000;
/**
 * Quiet time after the page last changed (a DOM mutation, focus moving, a scroll, a resize) before a screenshot, then
 * two still frames, and the longest wait for both (a page that never stops changing is captured as it is then): what a
 * story does in effects, timers or resize handlers after it has rendered, or after the viewport changed, is in the
 * capture. 100 ms took 6% longer over 202 stories, almost all of it waiting after the resize to mobile width.
 */
const CHANGE_QUIET_MS = 50;
const CHANGE_MAX_WAIT_MS = 1500;

/**
 * Runs in the page. Freezes motion, then waits until the mocked API has been quiet for a moment (data shown, follow-up
 * requests made; a request kept pending on purpose, as in a Loading story, does not hold it up), then for web fonts and
 * images, then until the page has stopped changing for a while and for two frames, so the page is still when captured. Resolves
 * false at once when the page has no change watch.
 */
async function settleHere({ styleId, css, activityKey, changeKey, api, change }: typeof settleOptions) {
  const win = window as unknown as Record<string, number | undefined>;
  if (win[changeKey] === undefined) return false;
  if (!document.getElementById(styleId)) {
    const style = document.createElement('style');
    style.id = styleId;
    style.textContent = css;
    document.head.append(style);
  }
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  const quiet = async (
    key: string,
    { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number },
    deadline = performance.now() + maxWaitMs,
  ) => {
    for (;;) {
      const left = quietMs - (performance.now() - (win[key] ?? -Infinity));
      if (left <= 0 || performance.now() >= deadline) return;
      await sleep(Math.min(left, deadline - performance.now()) + 1);
    }
  };
  await quiet(activityKey, api);
  await document.fonts.ready;
  const pending = [...document.images]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((done) =>
          ['load', 'error'].forEach((e) => img.addEventListener(e, done, { once: true })),
        ),
    );
  await Promise.race([Promise.all(pending), sleep(3000)]);
  // Quiet for a while, then two frames with no change: a change made in a frame (a resize observer setting state) or
  // in a task just after it shows within two frames, even when a busy machine has stretched the frames.
  const changeDeadline = performance.now() + change.maxWaitMs;
  for (;;) {
    await quiet(changeKey, change, changeDeadline);
    const seen: number | undefined = win[changeKey];
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    if (win[changeKey] === seen || performance.now() >= changeDeadline) return true;
  }
}

/**
 * Settles the page (settleHere), then evaluates `expression` (page source) in the same round trip: every check and
 * measure of a width is one round trip from settle to the screenshot. A page not served by run.mjs (test-storybook run
 * by hand) has no change watch until a second round trip installs one.
 */
async function settleThen<T>(page: Page, expression: string): Promise<T> {
  const run = (install: boolean) =>
    page.evaluate<{ settled: boolean; value?: T }>(
      `(async () => {
        ${install ? `(${watchPageChanges})(${JSON.stringify(LAST_CHANGE)});` : ''}
        const settled = await (${settleHere})(${JSON.stringify(settleOptions)});
        return settled ? { settled, value: ${expression} } : { settled };
      })()`,
    );
  const first = await run(false);
  return (first.settled ? first : await run(true)).value as T;
}

/**
 * The region captured: the story root (with any overflow), grown to the viewport when something outside it is shown,
 * such as a dialog or toast portalled into <body>, plus a small margin. A blank page is never captured whole. Also
 * whether something portalled is shown (`overlaid`), and whether the whole page fits the viewport (`fits`).
 */
function measureClip(margin: number) {
  const root = document.getElementById('storybook-root');
  const box = root?.getBoundingClientRect();
  let left = (box?.left ?? 0) + scrollX;
  let top = (box?.top ?? 0) + scrollY;
  let right = left + Math.max(box?.width ?? 0, root?.scrollWidth ?? 0);
  let bottom = top + Math.max(box?.height ?? 0, root?.scrollHeight ?? 0);
  const isShown = (el: Element) =>
    [el, ...el.children].some((node) => {
      const rect = node.getBoundingClientRect();
      return rect.width * rect.height > 4 && node.checkVisibility({ visibilityProperty: true });
    });
  const portals = [...document.body.children].filter(
    (el) =>
      !el.id.startsWith('storybook-') &&
      !/^sb-/.test(el.className) &&
      !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName),
  );
  const overlaid = portals.some(isShown);
  if (right - left < 1 || bottom - top < 1 || overlaid) {
    left = Math.min(left, scrollX);
    top = Math.min(top, scrollY);
    right = Math.max(right, scrollX + innerWidth);
    bottom = Math.max(bottom, scrollY + innerHeight);
  }
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  right = Math.min(right + margin, document.documentElement.scrollWidth);
  bottom = Math.min(bottom + margin, document.documentElement.scrollHeight);
  const width = Math.max(1, Math.ceil(right) - x);
  const height = Math.max(1, Math.ceil(bottom) - y);
  // Playwright's test of whether a full-page capture must lay the page out beyond the viewport.
  const page = [document.body, document.documentElement];
  const fullWidth = Math.max(...page.flatMap((el) => [el.scrollWidth, el.offsetWidth, el.clientWidth]));
  const fullHeight = Math.max(...page.flatMap((el) => [el.scrollHeight, el.offsetHeight, el.clientHeight]));
  return {
    clip: { x, y, width, height },
    overlaid,
    fits: fullWidth <= innerWidth && fullHeight <= innerHeight,
  };
}

/**
 * One DevTools session per page, for captures. A capture with nothing overlaid (measureClip) is Chromium's own, made as
 * Playwright's full-page screenshot makes it (one `Page.captureScreenshot`, laid out beyond the viewport when the page
 * does not fit it) but without its five round trips around it (motion and carets are frozen, fonts awaited and the
 * page settled by settle() already): the same pixels, 200 ms instead of 240 for a page taller than the viewport. A page
 * with a dialog or toast open is left to Playwright, as the baselines were taken: after Chromium's own capture of such
 * a page at desktop width, its mobile capture showed a dialog's body scrolled differently, or a dialog 1 px higher, in
 * some runs and not in others; after Playwright's, never (neither its style toggle, its layout metrics call, nor time
 * after the capture made the difference).
 */
const devtools = new WeakMap<Page, Promise<CDPSession>>();

async function screenshot(
  page: Page,
  { clip, overlaid, fits }: ReturnType<typeof measureClip>,
): Promise<Buffer> {
  if (overlaid) return page.screenshot({ clip, fullPage: true, caret: 'initial' });
  let session = devtools.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    devtools.set(page, session);
  }
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...clip, scale: 1 },
    captureBeyondViewport: !fits,
  });
  return Buffer.from(data, 'base64');
}

/**
 * Photos are painted as flat boxes when a story shows several (lists, grids, pages): their pixels are the mocks'
 * gradient art, which made such screenshots ~1 MB each, while what those stories test is layout. The box keeps its
 * size, position and shape, and whatever is drawn over a photo (a like button) still shows. A story with one or two
 * photos (the Photo or Avatar component) keeps them.
 */
const PHOTO_ATTR = 'data-visual-photo';
const PHOTO_MIN_SIDE = 96;
const PHOTO_MIN_COUNT = 3;
const PHOTO_CSS = `[${PHOTO_ATTR}]{object-position:-100000px 0!important;background:#d6d3d1!important}`;

/** What settleHere() is given. */
const settleOptions = {
  styleId: FREEZE_STYLE_ID,
  css: FREEZE_CSS + PHOTO_CSS,
  activityKey: LAST_API_ACTIVITY,
  changeKey: LAST_CHANGE,
  api: { quietMs: API_QUIET_MS, maxWaitMs: API_MAX_WAIT_MS },
  change: { quietMs: CHANGE_QUIET_MS, maxWaitMs: CHANGE_MAX_WAIT_MS },
};

/** Marks the photos to paint flat (see above) when `mark`; returns what the page shows, to tell if it changed. */
function markPhotos({ attr, minSide, minCount, mark }: PhotoMarking & { mark: boolean }) {
  const photos = [...document.images].filter((img) => {
    const { width, height } = img.getBoundingClientRect();
    return width >= minSide && height >= minSide;
  });
  if (mark) {
    document.querySelectorAll(`[${attr}]`).forEach((img) => img.removeAttribute(attr));
    if (photos.length >= minCount) photos.forEach((img) => img.setAttribute(attr, ''));
  }
  const root = document.getElementById('storybook-root');
  const marked = photos.filter((img) => img.hasAttribute(attr)).length;
  return `${photos.length}:${marked}:${root?.innerHTML.length ?? 0}:${document.body.childElementCount}`;
}

interface PhotoMarking {
  attr: string;
  minSide: number;
  minCount: number;
}

const photoMarking: PhotoMarking = { attr: PHOTO_ATTR, minSide: PHOTO_MIN_SIDE, minCount: PHOTO_MIN_COUNT };
const CAPTURE_ATTEMPTS = 3;

/** The photos marked (markPhotos' report of the page) and the region to capture, in one page expression. */
const MARK_AND_MEASURE = `({ before: (${markPhotos})(${JSON.stringify({ ...photoMarking, mark: true })}),
  region: (${measureClip})(${CLIP_MARGIN}) })`;
type Prepared = { before: string; region: ReturnType<typeof measureClip> };

/**
 * Settles the page, marks its photos and takes the screenshot; if the page changed while it was taken (a late
 * render: new nodes would miss the photo marks, or show a state between two), it settles and takes it again.
 * `prepared`: the first attempt's marks and region, made with the layout check that has just settled the page.
 */
async function capture(page: Page, prepared: Prepared | undefined): Promise<Buffer> {
  for (let attempt = 1; ; attempt += 1) {
    const { before, region } =
      attempt === 1 && prepared ? prepared : await settleThen<Prepared>(page, MARK_AND_MEASURE);
    const shot = await screenshot(page, region);
    const after = await page.evaluate(markPhotos, { ...photoMarking, mark: false });
    if (before === after || attempt === CAPTURE_ATTEMPTS) return shot;
  }
}

/** Compares one screenshot with its baseline; in update mode a changed or missing baseline is (re)written. */
async function check(id: string, mode: Mode, actual: Buffer): Promise<ShotResult> {
  const baselinePath = join(env.baselineDir, `${id}.${mode}.png`);
  const outputPath = (kind: 'expected' | 'actual' | 'diff') =>
    join(env.outputDir, `${id}.${mode}.${kind}.png`);
  if (env.mode === 'capture') {
    writeFileSync(outputPath('actual'), actual);
    return { mode, status: 'captured' };
  }
  if (!existsSync(baselinePath)) {
    if (env.mode === 'update') {
      writeFileSync(baselinePath, actual);
      return { mode, status: 'written' };
    }
    writeFileSync(outputPath('actual'), actual);
    return { mode, status: 'missing' };
  }
  const expected = readFileSync(baselinePath);
  if (expected.equals(actual)) return { mode, status: 'same' };

  writeFileSync(outputPath('actual'), actual);
  const { changed, ...details } = await comparePngs({
    baselinePath,
    actualPath: outputPath('actual'),
    diffPath: outputPath('diff'),
  });
  if (!changed || env.mode === 'update') {
    rmSync(outputPath('actual'));
    rmSync(outputPath('diff'), { force: true });
    if (!changed) return { mode, status: 'same', diffPixels: details.diffPixels };
    writeFileSync(baselinePath, actual);
    return { mode, status: 'written', ...details };
  }
  writeFileSync(outputPath('expected'), expected);
  return { mode, status: 'changed', ...details };
}

/** Pages whose preview was found patched by story-shown.js. */
const pagesShowingStories = new WeakSet<Page>();

/**
 * Checks the rendered story: first that it made no /api request the story's MSW handlers left unanswered (.storybook/
 * msw.ts records them) and that its text is drawn only with fonts the page ships (tests/visual/font-check.ts; at the
 * first width), then at every width of `layoutModes` its layout (tests/visual/layout-check.ts: sideways scroll,
 * clipped or covered controls, overflowing text), then, at the widths of `captureModes` and when run.mjs set a
 * VISUAL_MODE, its screenshot. Records the screenshot outcome for run.mjs; throws when the fonts or the layout have
 * faults (listed first) or a screenshot differs.
 */
export async function checkStory(
  page: Page,
  id: string,
  label: string,
  {
    layoutModes,
    captureModes,
  }: { layoutModes: readonly ViewportName[]; captureModes: readonly ViewportName[] },
): Promise<void> {
  // Without it a story can be hidden while it renders, and lose the focus it takes on mount (story-shown.js). Checked
  // once a page: every load of the page is served the same iframe.html.
  if (env.mode !== undefined && !pagesShowingStories.has(page)) {
    if (await page.evaluate((flag) => flag in window, STORY_SHOWN_FLAG)) pagesShowingStories.add(page);
    else
      throw new Error(
        `Storybook's preview was not patched to keep a rendering story shown (tests/visual/story-shown.js): ` +
          'its internals have changed; adapt keepRenderingStoryShown.',
      );
  }
  const capturing = env.mode !== undefined && captureModes.length > 0;
  const modes = (['desktop', 'tablet', 'mobile'] as const).filter(
    (mode) => layoutModes.includes(mode) || (capturing && captureModes.includes(mode)),
  );
  const shots: ShotResult[] = [];
  const layout: { mode: Mode; width: number; faults: LayoutFault[] }[] = [];
  let fonts: FontFault[] = [];
  for (const mode of modes) {
    const viewport = viewportSizes[mode];
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height)
      await page.setViewportSize(viewport);
    const shoot = capturing && captureModes.includes(mode);
    let prepared: Prepared | undefined;
    if (layoutModes.includes(mode)) {
      // The fonts a story's text asks for do not change with the width: checked once.
      const checkFonts = mode === layoutModes[0];
      const checked = await settleThen<{
        unmocked: string[];
        fonts: FontFault[];
        faults: LayoutFault[];
        prepared?: Prepared;
      }>(
        page,
        `{ unmocked: window[${JSON.stringify(UNMOCKED_API_REQUESTS)}] ?? [],
           fonts: ${checkFonts ? `(${findFontFaults})({})` : '[]'},
           faults: (${findLayoutFaults})({}), prepared: ${shoot ? MARK_AND_MEASURE : 'undefined'} }`,
      );
      // Any width's check sees every request the story made: the first one's report is the whole story's.
      if (checked.unmocked.length > 0)
        throw new Error(
          `${label} made unmocked API requests (add handlers in parameters.msw): ${checked.unmocked.join(', ')}`,
        );
      if (checkFonts) fonts = checked.fonts;
      if (checked.faults.length > 0) layout.push({ mode, width: viewport.width, faults: checked.faults });
      prepared = checked.prepared;
    }
    if (shoot) shots.push(await check(id, mode, await capture(page, prepared)));
  }
  if (capturing) {
    mkdirSync(join(env.outputDir, 'results'), { recursive: true });
    const result: StoryResult = { id, shots };
    writeFileSync(join(env.outputDir, 'results', `${id}.json`), JSON.stringify(result));
  }
  const messages: string[] = [];
  if (fonts.length > 0) {
    messages.push(
      `Text of "${label}" is drawn with fonts the page does not ship, which differ between machines:\n` +
        formatFontFaults(fonts) +
        '\n(tests/visual/font-check.ts describes the rules; the ui ships its fonts in packages/ui/src/fonts.ts.)',
    );
  }
  if (layout.length > 0) {
    messages.push(
      `Layout faults in "${label}":\n` +
        layout
          .map(({ mode, width, faults }) => `${mode} (${width}px):\n${formatLayoutFaults(faults)}`)
          .join('\n') +
        '\n(tests/visual/layout-check.ts describes the rules.)',
    );
  }
  const problems = shots.filter((shot) => shot.status === 'changed' || shot.status === 'missing');
  if (problems.length > 0) messages.push(screenshotMessage(label, problems));
  if (messages.length > 0) throw new Error(messages.join('\n\n'));
}

function screenshotMessage(label: string, problems: readonly ShotResult[]): string {
  const describe = (shot: ShotResult) =>
    shot.status === 'missing'
      ? `${shot.mode}: no baseline`
      : `${shot.mode}: ${shot.diffPixels} pixels differ (${shot.expectedSize} -> ${shot.actualSize})`;
  return (
    `Screenshots of "${label}" differ from tests/visual/__baselines__: ${problems.map(describe).join('; ')}. ` +
    'See tests/visual/__output__/report.html; if the change is intended, run `npm run test:storybook:update` and commit the baselines.'
  );
}
