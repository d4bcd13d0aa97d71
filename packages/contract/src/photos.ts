import { z } from 'zod';
import type { UploadSpec } from './endpoint.ts';
import { defineEndpoint } from './endpoint.ts';
import { dbId, dbIdFromText, text } from './fields.ts';
import {
  FACEBOOK_ALBUM_BATCH,
  MAX_FACEBOOK_PHOTOS,
  MAX_INSTAGRAM_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MEMBER_MAX,
  photoMediaTypes,
} from './photo-limits.ts';

export const photoModeration = z.enum(['pending', 'approved', 'rejected']);
export type PhotoModeration = z.infer<typeof photoModeration>;
export const photoSource = z.enum(['upload', 'facebook', 'instagram']);
export type PhotoSource = z.infer<typeof photoSource>;
export const importProvider = z.enum(['facebook', 'instagram']);
export type ImportProvider = z.infer<typeof importProvider>;

/** Most photos a member may import from each provider. */
export const importLimits: Record<ImportProvider, number> = {
  facebook: MAX_FACEBOOK_PHOTOS,
  instagram: MAX_INSTAGRAM_PHOTOS,
};
export const importProviderNames: Record<ImportProvider, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** One of the member's own photos (the photo manager). Other members see approved photos only. */
export const ownPhoto = z.object({
  id: z.number().int().positive(),
  isMain: z.boolean(),
  /** 0-based place in the member's order; the main photo is shown first wherever others see the photos. */
  position: z.number().int().nonnegative(),
  moderation: photoModeration,
  /** Why moderation rejected it; null otherwise. */
  rejectionReason: z.string().nullable(),
  source: photoSource,
  urls: z.object({ grid: z.string(), card: z.string(), full: z.string() }),
  /** Of the `full` size. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhoto>;

export const photoLimits = z.object({
  maxPhotos: z.number().int().positive(),
  maxBytes: z.number().int().positive(),
  mediaTypes: z.array(z.string()),
  /** Photos already imported from each provider (each capped by `importLimits`). */
  imported: z.object({ facebook: z.number().int().nonnegative(), instagram: z.number().int().nonnegative() }),
});

export const photosState = z.object({ photos: z.array(ownPhoto), limits: photoLimits });
export type PhotosState = z.infer<typeof photosState>;
const photosResponse = z.object({ data: photosState });

export const getPhotos = defineEndpoint({
  summary: "The member's own photos, in order, with their moderation state and the upload limits.",
  method: 'GET',
  path: '/api/user/photos',
  response: photosResponse,
});

export const photoUpload: UploadSpec = {
  field: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  mediaTypes: photoMediaTypes,
};

export const uploadPhoto = defineEndpoint({
  summary:
    'Upload one photo (multipart/form-data, field "photo"): checked by content, resized, metadata stripped, stored; answers the new photo and all photos.',
  method: 'POST',
  path: '/api/user/photos',
  upload: photoUpload,
  response: z.object({ data: photosState.extend({ photo: ownPhoto }) }),
});

export const setMainPhoto = defineEndpoint({
  summary: 'Make one of the member’s photos the main photo (shown on cards, lists and search at once).',
  method: 'PUT',
  path: '/api/user/photos/main',
  body: z.object({ photoId: dbId }),
  response: photosResponse,
});

export const reorderPhotos = defineEndpoint({
  summary: "Put the member's photos in a new order: every photo id once.",
  method: 'PUT',
  path: '/api/user/photos/order',
  body: z.object({
    photoIds: z
      .array(dbId)
      .min(1, 'List your photos')
      .max(PHOTOS_PER_MEMBER_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'List each photo once'),
  }),
  response: photosResponse,
});

export const deletePhoto = defineEndpoint({
  summary: 'Delete one of the member’s photos and its files; the next photo becomes main if it was.',
  method: 'DELETE',
  path: '/api/user/photos/:photoId',
  params: z.object({ photoId: dbIdFromText }),
  response: photosResponse,
});

// ---------------------------------------------------------------- import from Facebook and Instagram

export const importAlbum = z.object({
  id: z.string(),
  name: z.string(),
  photoCount: z.number().int().nonnegative(),
  coverUrl: z.string().nullable(),
});
export type ImportAlbum = z.infer<typeof importAlbum>;

export const importablePhoto = z.object({
  id: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Already imported by this member (shown, not selectable). */
  imported: z.boolean(),
});
export type ImportablePhoto = z.infer<typeof importablePhoto>;

const providerParams = z.object({ provider: importProvider });
const importCursor = z.object({ cursor: text().max(500).optional() });

export const importStatus = z.object({
  provider: importProvider,
  /** The sandbox is always connected; the Graph API adapters after `connectImport`. */
  connected: z.boolean(),
  sandbox: z.boolean(),
  imported: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type ImportStatus = z.infer<typeof importStatus>;

export const getImportStatus = defineEndpoint({
  summary:
    'Whether the provider is connected, and how many photos the member imported from it (of the limit).',
  method: 'GET',
  path: '/api/user/photos/import/:provider',
  params: providerParams,
  response: z.object({ data: importStatus }),
});

export const connectImport = defineEndpoint({
  summary:
    "Connect the provider with the member's access token from its login dialog (Graph API adapters only).",
  method: 'POST',
  path: '/api/user/photos/import/:provider/connect',
  params: providerParams,
  body: z.object({ accessToken: text().min(1, 'Missing the access token').max(4096) }),
  response: z.object({ data: importStatus }),
});

export const getImportAlbums = defineEndpoint({
  summary: `The member's albums at the provider, ${FACEBOOK_ALBUM_BATCH} a page (Instagram: one album of all media).`,
  method: 'GET',
  path: '/api/user/photos/import/:provider/albums',
  params: providerParams,
  query: importCursor,
  response: z.object({ data: z.object({ albums: z.array(importAlbum), nextCursor: z.string().nullable() }) }),
});

export const getImportAlbumPhotos = defineEndpoint({
  summary: 'The photos of one album at the provider, a page at a time.',
  method: 'GET',
  path: '/api/user/photos/import/:provider/albums/:albumId',
  params: providerParams.extend({ albumId: text().min(1).max(200) }),
  query: importCursor,
  response: z.object({
    data: z.object({ photos: z.array(importablePhoto), nextCursor: z.string().nullable() }),
  }),
});

export const importPhotos = defineEndpoint({
  summary:
    'Import chosen photos from the provider; more than the provider limit (8) is refused whole, naming photoIds.',
  method: 'POST',
  path: '/api/user/photos/import/:provider',
  params: providerParams,
  body: z.object({
    photoIds: z
      .array(text().min(1).max(200))
      .min(1, 'Choose at least one photo')
      .max(PHOTOS_PER_MEMBER_MAX, `Choose up to ${PHOTOS_PER_MEMBER_MAX} photos`)
      .refine((ids) => new Set(ids).size === ids.length, 'Choose each photo once'),
  }),
  response: z.object({ data: photosState.extend({ imported: z.array(ownPhoto) }) }),
});

/** Error codes photos add (same error body). */
export const photoErrorCodes = {
  unsupportedType: 'unsupported_media_type',
  tooLarge: 'file_too_large',
  emptyFile: 'empty_file',
  corruptImage: 'corrupt_image',
  photoLimit: 'photo_limit_reached',
  importLimit: 'import_limit_reached',
  importNotConnected: 'import_not_connected',
  importUnavailable: 'import_unavailable',
} as const;
