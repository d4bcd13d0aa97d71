// Generated portrait placeholders as SVG data URIs: deterministic, tiny, and no network (DESIGN.md: nothing loads
// from the internet, so screenshots are identical everywhere).

export const PHOTO_WIDTH = 600;
export const PHOTO_HEIGHT = 800;

/** A soft gradient with a head-and-shoulders silhouette; `seed` picks the colours. */
export function portraitDataUri(seed: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): string {
  const hue = (seed * 47) % 360;
  const hue2 = (hue + 40) % 360;
  const cx = width / 2;
  const head = Math.round(width * 0.2);
  const headY = Math.round(height * 0.41);
  const shoulders = Math.round(height * 0.68);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 62% 80%)"/><stop offset="1" stop-color="hsl(${hue2} 52% 60%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<g fill="hsl(${hue} 30% 30%)" fill-opacity="0.45">` +
    `<circle cx="${cx}" cy="${headY}" r="${head}"/>` +
    `<path d="M${width * 0.12} ${height}C${width * 0.16} ${shoulders} ${width * 0.32} ${shoulders - head * 0.4} ${cx} ${shoulders - head * 0.4}S${width * 0.84} ${shoulders} ${width * 0.88} ${height}Z"/>` +
    `</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
