// Photo processing figures (`npm run bench`, or `npm run bench -- --photos-only`, or `node scripts/bench/photos.mjs`):
// the server's own pipeline (apps/server/src/features/photos/pipeline.ts: sniff, decode, turn upright, resize to the
// three sizes, WebP without metadata) on a generated 12-megapixel phone-like JPEG (4000×3000, EXIF orientation 6 and
// GPS). Prints the time for one photo (median of 5 after a warm-up) and, with 4 processed at once as 4 uploads would,
// the wall time and the process's peak resident memory (and its rise over the idle process). It runs in a child
// process of its own (tsx, for the TypeScript pipeline) so the figures are the pipeline's, not this script's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const self = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;

/** A phone-like 12-megapixel JPEG: smoothed noise compresses like a photo (a flat colour would be tiny and fast). */
async function generateJpeg(file) {
  const { default: sharp } = await import('sharp');
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  await sharp(noise.data, { raw: noise.info })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 12/1' } })
    .toFile(file);
}

/** In the child: only the pipeline and the file, so the peak memory is theirs. */
async function measure(file) {
  const { default: sharp } = await import('sharp');
  const { processImage } = await import(path.join(root, 'apps/server/src/features/photos/pipeline.ts'));
  const jpeg = readFileSync(file);
  const meta = await sharp(jpeg).metadata();
  const source = `${meta.width}×${meta.height} JPEG, ${(jpeg.length / MB).toFixed(1)} MB`;

  await processImage(jpeg);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await processImage(jpeg);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const idleRss = process.memoryUsage().rss;
  let peakSampled = idleRss;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => processImage(jpeg)));
  const fourMs = performance.now() - started;
  clearInterval(sampler);
  // maxRSS: the kernel's high-water mark of the whole process (libvips' native buffers included).
  const peakRss = Math.max(peakSampled, process.resourceUsage().maxRSS * 1024);

  const lines = [
    `Photo processing (the server's pipeline; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ` +
      `${sharp.concurrency()} libvips threads, ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)})`,
    `  source: ${source} → grid 240², card 480×600, full 1600² inside; WebP, no metadata`,
    `  one photo: median ${times[2].toFixed(0)} ms (fastest ${times[0].toFixed(0)} ms, slowest ${times[4].toFixed(0)} ms, 5 runs)`,
    `  4 at once: ${fourMs.toFixed(0)} ms wall; peak RSS ${(peakRss / MB).toFixed(0)} MB ` +
      `(idle process ${(idleRss / MB).toFixed(0)} MB, +${((peakRss - idleRss) / MB).toFixed(0)} MB while processing)`,
  ];
  console.log(lines.join('\n'));
}

/** Runs the measurement in its own process (tsx) and prints its figures. */
export async function benchPhotos() {
  console.log('\n== Photo processing ==');
  const dir = mkdtempSync(path.join(tmpdir(), 'app-bench-photos-'));
  const file = path.join(dir, '12mp.jpg');
  try {
    await generateJpeg(file);
    await new Promise((resolve, reject) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--expose-gc', self], {
        cwd: root,
        env: { ...process.env, PHOTOS_BENCH_FILE: file },
        stdio: 'inherit',
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`photo benchmark exited with ${code}`)),
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.PHOTOS_BENCH_FILE) await measure(process.env.PHOTOS_BENCH_FILE);
else if (process.argv[1] === self) await benchPhotos();
