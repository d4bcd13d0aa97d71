// The photo pipeline every way in shares (upload, Facebook and Instagram import): recognise the image by its bytes,
// decode it (HEIC through libheif-js, the rest through sharp/libvips), turn it upright by its EXIF orientation,
// resize it to the contract's sizes and store each as a WebP with NO metadata (sharp writes none unless asked: EXIF
// GPS, camera serials and comments all stay behind). Then the files are written under a fresh random key and only
// after that the row is inserted, in a transaction that also enforces the per-member limit; any failure removes the
// files again, so nothing is ever half-stored.
import { randomUUID } from 'node:crypto';
import type { OwnPhoto, PhotoModeration, PhotoSize, PhotoSource } from '@app/contract';
import { errorCopy, photoErrorCodes, PHOTOS_PER_MEMBER_MAX, photoSizes } from '@app/contract';
import { and, count, eq, max } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import { members, photos } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { SniffedType } from '../../http/upload.ts';
import { sniffImageType, uploadErrors } from '../../http/upload.ts';
import type { PhotoStorage } from './storage.ts';
import { photoUrl, photoUrls } from '../../shared/wire.ts';

export type { PhotoStorage } from './storage.ts';
export type PhotoRow = typeof photos.$inferSelect;

/** Images over this many pixels are refused before decoding (a small PNG can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 80_000_000;
const WEBP_QUALITY = 82;
export const photoSizeNames = Object.keys(photoSizes) as PhotoSize[];

export const photoInputErrors = {
  empty: uploadErrors.empty,
  unsupported: uploadErrors.unsupported,
  corrupt: (field: string) => new ApiError(400, photoErrorCodes.corruptImage, errorCopy.corrupt_image, field),
  tooManyPixels: (field: string) =>
    new ApiError(
      413,
      photoErrorCodes.tooLarge,
      errorCopy.file_too_large(`${MAX_INPUT_PIXELS / 1_000_000} megapixels`),
      field,
    ),
};

export interface ProcessedPhoto {
  /** Each size's WebP bytes, without metadata. */
  files: Record<PhotoSize, Buffer>;
  /** Of the `full` size. */
  width: number;
  height: number;
  /** What the bytes were. */
  type: SniffedType;
}

async function decodeHeic(bytes: Buffer, field: string): Promise<Sharp> {
  const { default: decode } = await import('heic-decode');
  try {
    const image = await decode({ buffer: bytes });
    if (image.width * image.height > MAX_INPUT_PIXELS) throw photoInputErrors.tooManyPixels(field);
    // libheif applies the file's own rotation and mirroring, so these pixels are already upright.
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw photoInputErrors.corrupt(field);
  }
}

/**
 * Recognises, decodes and resizes one image into the contract's sizes. Throws ApiError (naming `field`) for
 * an empty file, a type we do not take, or bytes that do not decode.
 */
export async function processImage(bytes: Buffer, field = 'photo'): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw photoInputErrors.empty(field);
  const type = sniffImageType(bytes);
  if (!type) throw photoInputErrors.unsupported(field);
  try {
    const source =
      type === 'image/heic' || type === 'image/heif'
        ? await decodeHeic(bytes, field)
        : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // Decoded once, upright, at the largest size we keep; the smaller sizes come from these pixels.
    const { data, info } = await source
      .rotate()
      .resize({ ...photoSizes.full, withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const encode = async (size: PhotoSize) => {
      const box = photoSizes[size];
      const pipeline = sharp(data, raw);
      if (size !== 'full') pipeline.resize({ width: box.width, height: box.height, fit: box.fit });
      // Opaque photos drop the alpha channel we added for the shared buffer.
      return pipeline.removeAlpha().webp({ quality: WEBP_QUALITY }).toBuffer();
    };
    const [grid, card, full] = await Promise.all([encode('grid'), encode('card'), encode('full')]);
    return { files: { grid, card, full }, width: info.width, height: info.height, type };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw photoInputErrors.tooManyPixels(field);
    throw photoInputErrors.corrupt(field);
  }
}

// ---------------------------------------------------------------- moderation

export interface ModerationDecision {
  moderation: PhotoModeration;
  reason: string | null;
}

/**
 * Decides whether other members may see a new photo. The sandbox approves at once; a real service (or a human
 * queue) answers `pending` and decides later through `decideModeration`.
 */
export interface PhotoModerator {
  review(photo: {
    memberId: number;
    source: PhotoSource;
    width: number;
    height: number;
    full: Buffer;
  }): Promise<ModerationDecision>;
}

export const sandboxModerator: PhotoModerator = {
  review: () => Promise.resolve({ moderation: 'approved', reason: null }),
};

// ---------------------------------------------------------------- storing

/** Storage keys: `photos/<memberId>/<random>/<size>.webp`; the row keeps `<memberId>/<random>`. */
export const photoFileKey = (storageKey: string, size: PhotoSize) => `photos/${storageKey}/${size}.webp`;

export function toOwnPhoto(row: PhotoRow): OwnPhoto {
  return {
    id: row.id,
    isMain: row.isMain,
    position: row.position,
    moderation: row.moderation,
    rejectionReason: row.rejectionReason,
    source: row.source,
    urls: photoUrls(row),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

export const photoLimitReached = () =>
  new ApiError(409, photoErrorCodes.photoLimit, errorCopy.photo_limit_reached, 'photo');

export interface StorePhotoInput {
  memberId: number;
  bytes: Buffer;
  source: PhotoSource;
  /** The provider's photo id (imports): one import per photo (unique per member and source). */
  sourceId?: string | null;
  /** The request field named in errors (`photo` for uploads, `photoIds` for imports). */
  field?: string;
}

export interface PhotoPipeline {
  readonly storage: PhotoStorage;
  readonly moderator: PhotoModerator;
  /**
   * Processes and stores one photo for a member: files first under a fresh key, then the row (position last, main
   * when it is the member's first). Throws ApiError for bad bytes and ApiError 409 `photo_limit_reached`
   * at the limit; on any failure no row and no files remain.
   */
  store(input: StorePhotoInput): Promise<PhotoRow>;
  /** Removes a photo's stored files (after its row is gone); demo photos have none. */
  removeFiles(row: Pick<PhotoRow, 'storageKey'>): Promise<void>;
  /** One stored size of a photo (the storage layout is this module's), or null when there is no such file. */
  readFile(storageKey: string, size: PhotoSize): Promise<Buffer | null>;
  /**
   * Recognises, decodes, turns upright and resizes an image without storing a photo (the verification selfie,
   * which other features reach through app.photoPipeline rather than importing this module).
   */
  process(bytes: Buffer, field?: string): Promise<ProcessedPhoto>;
}

export function createPhotoPipeline(deps: {
  db: Database;
  storage: PhotoStorage;
  moderator?: PhotoModerator;
}): PhotoPipeline {
  const { db, storage } = deps;
  const moderator = deps.moderator ?? sandboxModerator;

  const photoCount = async (memberId: number) => {
    const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.memberId, memberId));
    return row?.n ?? 0;
  };

  async function removeFiles(row: Pick<PhotoRow, 'storageKey'>) {
    if (!row.storageKey) return;
    await storage.delete(photoSizeNames.map((size) => photoFileKey(row.storageKey as string, size)));
  }

  return {
    storage,
    moderator,
    removeFiles,
    readFile: (storageKey, size) => storage.get(photoFileKey(storageKey, size)),
    process: processImage,
    async store({ memberId, bytes, source, sourceId = null, field = 'photo' }) {
      // Checked before the work (and again under the lock below, where it counts).
      if ((await photoCount(memberId)) >= PHOTOS_PER_MEMBER_MAX) throw photoLimitReached();
      const processed = await processImage(bytes, field);
      const decision = await moderator.review({
        memberId,
        source,
        width: processed.width,
        height: processed.height,
        full: processed.files.full,
      });
      const storageKey = `${memberId}/${randomUUID()}`;
      const written: string[] = [];
      try {
        for (const size of photoSizeNames) {
          const key = photoFileKey(storageKey, size);
          written.push(key);
          await storage.put(key, processed.files[size], 'image/webp');
        }
        return await db.transaction(async (tx) => {
          // One writer per member at a time: two uploads at once cannot both take the 20th place.
          await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
          const [stats] = await tx
            .select({ n: count(), last: max(photos.position) })
            .from(photos)
            .where(eq(photos.memberId, memberId));
          const existing = stats?.n ?? 0;
          if (existing >= PHOTOS_PER_MEMBER_MAX) throw photoLimitReached();
          const [hasMain] = await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.memberId, memberId), eq(photos.isMain, true)))
            .limit(1);
          const [row] = await tx
            .insert(photos)
            .values({
              memberId,
              url: photoUrl(storageKey, 'full'),
              width: processed.width,
              height: processed.height,
              position: existing === 0 ? 0 : (stats?.last ?? -1) + 1,
              isMain: !hasMain,
              moderation: decision.moderation,
              rejectionReason: decision.reason,
              source,
              sourceId,
              storageKey,
            })
            .returning();
          if (!row) throw new Error('photo insert returned no row');
          return row;
        });
      } catch (error) {
        await storage.delete(written).catch(() => undefined);
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared photo pipeline (upload and import) and its storage. */
    photoPipeline: PhotoPipeline;
  }
}
