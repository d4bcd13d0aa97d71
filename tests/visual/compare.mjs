// Pixel comparison of a screenshot with its baseline. run.mjs serves it on 127.0.0.1 (compareService) and
// screenshots.ts asks it over HTTP, only when the PNG bytes differ from the baseline's: one long-lived process, so
// no Node start per comparison (~200 of them in a whole run), and the test-runner's worker is not blocked while it
// runs. Not inside the test-runner itself: PNG decoding and pixelmatch ran 10-50x slower in Jest's sandbox (a
// 1280x800 diff took a minute there).
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
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

/** Compares two PNG files; writes the difference image to `diffPath` when they differ. */
async function comparePngs({ baselinePath, actualPath, diffPath }) {
  const [expected, actual] = (await Promise.all([readFile(baselinePath), readFile(actualPath)])).map((png) =>
    PNG.sync.read(png),
  );
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
  if (changed) await writeFile(diffPath, PNG.sync.write(diff, { filterType: 0 }));
  return {
    changed,
    diffPixels,
    expectedSize: `${expected.width}x${expected.height}`,
    actualSize: `${actual.width}x${actual.height}`,
  };
}

/** comparePngs over HTTP on a free port of 127.0.0.1: POST a JSON body of its paths, get its result as JSON. */
export function compareService() {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const result = await comparePngs(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.stack ?? error));
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
