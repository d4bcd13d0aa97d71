// Screenshot of one rendered story at each width, compared with its committed baseline. Runs in Node inside the
// test-runner's postVisit hook (.storybook/test-runner.ts); tests/visual/run.mjs configures it through the environment
// and turns the per-story result files into the summary and report.html.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright';
import { breakpoints } from '../../packages/ui/src/theme/tokens.ts';

/** Environment contract with run.mjs. Without VISUAL_MODE (e.g. test-storybook run by hand) no screenshots are taken. */
export const env = {
  mode: process.env.VISUAL_MODE as 'compare' | 'update' | undefined,
  baselineDir: process.env.VISUAL_BASELINE_DIR ?? '',
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? '',
  /** run.mjs batches stories into files titled like this, each test named "Title / Name". */
  batchTitle: process.env.VISUAL_BATCH_TITLE,
};

/** "Title / Name" of the story a test-runner test renders. */
export const storyLabel = ({ title, name }: { title: string; name: string }) =>
  env.batchTitle && title.startsWith(env.batchTitle) ? name : `${title} / ${name}`;

/** Widths screenshotted for every story; rendering (and axe) happens at desktop, then the page narrows to mobile. */
export const widths = [
  { mode: 'desktop', viewport: { width: breakpoints.desktop, height: 800 } },
  { mode: 'mobile', viewport: { width: breakpoints.mobile, height: 844 } },
] as const;
export const defaultViewport = widths[0].viewport;
type Mode = (typeof widths)[number]['mode'];

/** Per-pixel colour distance pixelmatch tolerates (0..1), and how many differing pixels still count as unchanged. */
const COLOUR_THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 10;

export type ShotResult = {
  mode: Mode;
  status: 'same' | 'changed' | 'missing' | 'written';
  diffPixels?: number;
  expectedSize?: string;
  actualSize?: string;
};
export type StoryResult = { id: string; shots: ShotResult[] };

/** Pixels kept around the story root, so focus rings and shadows at its edge are captured. */
const CLIP_MARGIN = 8;
const FREEZE_STYLE_ID = 'visual-test-freeze';
const FREEZE_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** Freezes motion, then waits for web fonts, images and two frames, so the page is still when captured. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    async ({ styleId, css }) => {
      if (!document.getElementById(styleId)) {
        const style = document.createElement('style');
        style.id = styleId;
        style.textContent = css;
        document.head.append(style);
      }
      await document.fonts.ready;
      const pending = [...document.images]
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) =>
              ['load', 'error'].forEach((e) => img.addEventListener(e, done, { once: true })),
            ),
        );
      const timeout = new Promise((done) => setTimeout(done, 3000));
      await Promise.race([Promise.all(pending), timeout]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { styleId: FREEZE_STYLE_ID, css: FREEZE_CSS },
  );
}

/**
 * The region captured: the story root (with any overflow), grown to the viewport when something outside it is shown,
 * such as a dialog or toast portalled into <body>, plus a small margin. A blank page is never captured whole.
 */
function measureClip(margin: number) {
  const internal = ['storybook-root', 'storybook-docs'];
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
      !internal.includes(el.id) &&
      !/^sb-/.test(el.className) &&
      !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName),
  );
  if (right - left < 1 || bottom - top < 1 || portals.some(isShown)) {
    left = Math.min(left, scrollX);
    top = Math.min(top, scrollY);
    right = Math.max(right, scrollX + innerWidth);
    bottom = Math.max(bottom, scrollY + innerHeight);
  }
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  right = Math.min(right + margin, document.documentElement.scrollWidth);
  bottom = Math.min(bottom + margin, document.documentElement.scrollHeight);
  return { x, y, width: Math.max(1, Math.ceil(right) - x), height: Math.max(1, Math.ceil(bottom) - y) };
}

async function capture(page: Page): Promise<Buffer> {
  await settle(page);
  const clip = await page.evaluate(measureClip, CLIP_MARGIN);
  return page.screenshot({ clip, fullPage: true, caret: 'hide' });
}

/** Both images on one canvas of the larger size (the smaller padded with transparency), for pixelmatch. */
function onCanvas(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

function compare(expectedBytes: Buffer, actualBytes: Buffer) {
  const expected = PNG.sync.read(expectedBytes);
  const actual = PNG.sync.read(actualBytes);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    onCanvas(expected, width, height).data,
    onCanvas(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: COLOUR_THRESHOLD },
  );
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  return {
    changed: !sameSize || diffPixels > MAX_DIFF_PIXELS,
    diffPixels,
    diff: PNG.sync.write(diff),
    expectedSize: `${expected.width}x${expected.height}`,
    actualSize: `${actual.width}x${actual.height}`,
  };
}

function check(id: string, mode: Mode, actual: Buffer): ShotResult {
  const file = `${id}.${mode}.png`;
  const baselinePath = join(env.baselineDir, file);
  const output = (kind: string, bytes: Buffer) =>
    writeFileSync(join(env.outputDir, `${id}.${mode}.${kind}.png`), bytes);
  if (!existsSync(baselinePath)) {
    if (env.mode === 'update') {
      writeFileSync(baselinePath, actual);
      return { mode, status: 'written' };
    }
    output('actual', actual);
    return { mode, status: 'missing' };
  }
  const expected = readFileSync(baselinePath);
  if (expected.equals(actual)) return { mode, status: 'same' };
  const result = compare(expected, actual);
  const { diffPixels, expectedSize, actualSize } = result;
  if (!result.changed) return { mode, status: 'same', diffPixels };
  if (env.mode === 'update') {
    writeFileSync(baselinePath, actual);
    return { mode, status: 'written', diffPixels, expectedSize, actualSize };
  }
  output('expected', expected);
  output('actual', actual);
  output('diff', result.diff);
  return { mode, status: 'changed', diffPixels, expectedSize, actualSize };
}

/** Screenshots the rendered story at every width, records the outcome for run.mjs and throws when it differs. */
export async function checkScreenshots(page: Page, id: string, label: string): Promise<void> {
  mkdirSync(join(env.outputDir, 'results'), { recursive: true });
  const shots: ShotResult[] = [];
  for (const { mode, viewport } of widths) {
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height)
      await page.setViewportSize(viewport);
    shots.push(check(id, mode, await capture(page)));
  }
  const result: StoryResult = { id, shots };
  writeFileSync(join(env.outputDir, 'results', `${id}.json`), JSON.stringify(result));

  const problems = shots.filter((shot) => shot.status === 'changed' || shot.status === 'missing');
  if (problems.length === 0) return;
  const describe = (shot: ShotResult) =>
    shot.status === 'missing'
      ? `${shot.mode}: no baseline`
      : `${shot.mode}: ${shot.diffPixels} pixels differ (${shot.expectedSize} -> ${shot.actualSize})`;
  throw new Error(
    `Screenshots of "${label}" differ from tests/visual/__baselines__: ${problems.map(describe).join('; ')}. ` +
      'See tests/visual/__output__/report.html; if the change is intended, run `npm run test:storybook:update` and commit the baselines.',
  );
}
