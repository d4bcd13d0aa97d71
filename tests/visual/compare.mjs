#!/usr/bin/env node
// Pixel comparison of a screenshot with its baseline:  node compare.mjs BASELINE ACTUAL DIFF  → prints JSON.
// Its own process because PNG decoding and pixelmatch ran 10-50x slower inside the test-runner's Jest sandbox (a
// 1280x800 diff took a minute there). Only called when the bytes differ, which a deterministic Chromium rarely does.
import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (0..1), and how many differing pixels still count as unchanged. */
const COLOUR_THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 10;

/** The image on a canvas of the given (larger) size, padded with transparency. */
function onCanvas(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

const [baselinePath, actualPath, diffPath] = process.argv.slice(2);
const expected = PNG.sync.read(readFileSync(baselinePath));
const actual = PNG.sync.read(readFileSync(actualPath));
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
const changed = !sameSize || diffPixels > MAX_DIFF_PIXELS;
if (changed) writeFileSync(diffPath, PNG.sync.write(diff, { filterType: 0 }));
console.log(
  JSON.stringify({
    changed,
    diffPixels,
    expectedSize: `${expected.width}x${expected.height}`,
    actualSize: `${actual.width}x${actual.height}`,
  }),
);
