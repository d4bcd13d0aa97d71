// The photo limits and sizes, without zod: member cards on every list page read them. photos.ts holds the schemas.

/**
 * The member's photos: upload (multipart), main photo, order, delete, moderation, and import from Facebook and
 * Instagram. Files are processed on the server (decoded by content, resized to the sizes below, every piece of
 * metadata stripped: EXIF GPS above all) and kept behind a storage interface (local disk or S3).
 *
 * Limits chosen for this product (the SPEC gives only the import ones):
 * - a member keeps at most 20 photos (uploaded and imported together);
 * - an uploaded file is at most 15 MB (a 12-megapixel phone JPEG or HEIC is 3–8 MB);
 * - JPEG, PNG, WebP and HEIC/HEIF, recognised by the file's content, never by its name;
 * - at most 8 photos imported from Facebook and 8 from Instagram (SPEC point 9), Facebook albums listed 17 a page.
 */

export const PHOTOS_PER_MEMBER_MAX = 20;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Media types an upload may be (detected from the bytes). */
export const photoMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** What the file picker offers (`accept`): the media types and the extensions phones use. */
export const photoAccept = [...photoMediaTypes, '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(',');
/** SPEC point 9. */
export const FACEBOOK_ALBUM_BATCH = 17;
export const MAX_FACEBOOK_PHOTOS = 8;
export const MAX_INSTAGRAM_PHOTOS = 8;
/** SPEC point 9: photo cards appear this long after their page (ms). */
export const PHOTO_CARD_DELAY_MS = 100;

/** How members read the limits (upload copy, errors). */
export const photoLimitsCopy = {
  types: 'JPEG, PNG, WebP or HEIC',
  size: `up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB each`,
  count: `up to ${PHOTOS_PER_MEMBER_MAX} photos`,
} as const;

/**
 * The stored sizes, each a WebP without metadata: `grid` (the photo manager and thumbnails), `card` (member cards,
 * lists, search) and `full` (profile view). `cover` crops to the box; `inside` keeps the whole photo within it.
 */
export const photoSizes = {
  grid: { width: 240, height: 240, fit: 'cover' },
  card: { width: 480, height: 600, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
} as const;
export type PhotoSize = keyof typeof photoSizes;
