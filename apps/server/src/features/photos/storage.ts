// Where photo files live. Several server instances over one PostgreSQL must all serve every photo, so there the
// files are shared: an S3-compatible bucket (AWS S3, MinIO, R2…) when S3_BUCKET is set, else the database itself.
// Only the embedded PGlite (one process by construction) keeps them on the local disk under DATA_DIR. Keys are ours
// (random, never a file name a member chose), checked again here so a bad key can never leave the storage root.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { pinned } from '../../db/prepared.ts';
import { photoFiles } from '../../db/schema.ts';

export interface PhotoStorage {
  readonly kind: 'disk' | 's3' | 'database';
  /** Writes one file whole (readers never see half of it). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes files; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Files under `root` (DATA_DIR/media by default), one per key. */
export function diskStorage(root: string): PhotoStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a crash mid-write leaves a temp file, never a truncated photo.
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const path = pathOf(key);
        try {
          await unlink(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        folders.add(dirname(path));
      }
      // A photo's folder holds only its sizes: once they are gone, the empty folder goes too.
      for (const folder of folders) {
        // rmdir refuses a folder that still holds a file: only an emptied one goes.
        await rmdir(folder).catch(() => undefined);
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/**
 * An S3-compatible bucket. `client` lets tests pass an S3Client whose HTTP layer answers recorded responses.
 * Credentials come from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, else the SDK's usual chain (instance roles).
 */
export function s3Storage(settings: S3Settings, client?: S3Client): PhotoStorage {
  const s3 = client ?? new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One call per key: DeleteObjects needs a checksum header some S3-compatible stores reject.
      for (const key of keys) {
        assertStorageKey(key);
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }
    },
  };
}

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  };
}

/**
 * Rows of photo_files: what PostgreSQL without a bucket uses. A read is one primary-key lookup (a statement named
 * once per connection); approved photos are immutable and cached for a year by browsers, so few reads reach it.
 */
export function databaseStorage(db: Database): PhotoStorage {
  const read = db
    .select({ bytes: photoFiles.bytes })
    .from(photoFiles)
    .where(eq(photoFiles.key, sql.placeholder('key')))
    .prepare(pinned('photo_file'));
  return {
    kind: 'database',
    async put(key, body, contentType) {
      assertStorageKey(key);
      // One statement: readers see the whole file or none.
      await db
        .insert(photoFiles)
        .values({ key, contentType, bytes: body })
        .onConflictDoUpdate({
          target: photoFiles.key,
          set: { contentType, bytes: body, createdAt: sql`now()` },
        });
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await read.execute({ key });
      return row?.bytes ?? null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertStorageKey);
      await db.delete(photoFiles).where(inArray(photoFiles.key, [...keys]));
    },
  };
}

/** S3 when S3_BUCKET is set, else the database on PostgreSQL (DATABASE_URL), else DATA_DIR/media beside PGlite. */
export function storageFromConfig(config: Config, db: Database): PhotoStorage {
  if (config.s3) return s3Storage(config.s3);
  if (config.databaseUrl) return databaseStorage(db);
  return diskStorage(join(config.dataDir, 'media'));
}
