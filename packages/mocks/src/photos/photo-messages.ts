// The server's words for what the contract's schemas cannot check (apps/server's upload, photos, import and
// verification routes), so the mocks refuse with the same sentences.
import type { ImportProvider } from '@app/contract';
import { errorCopy, importLimits, importProviderNames, PHOTOS_PER_MEMBER_MAX } from '@app/contract';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The server's words for what the contract's schemas cannot check (apps/server's upload, photos, import routes). */
export const photoMessages = {
  notMultipart: errorCopy.unsupported_media_type,
  missingFile: 'Choose a photo to upload.',
  emptyFile: errorCopy.empty_file,
  tooLarge: (maxBytes: number) => errorCopy.file_too_large(megabytes(maxBytes)),
  unsupportedType: errorCopy.unsupported_media_type,
  corruptImage: errorCopy.corrupt_image,
  photoLimit: errorCopy.photo_limit_reached,
  photoLimitLeft: (left: number) =>
    `A profile can have up to ${PHOTOS_PER_MEMBER_MAX} photos: choose at most ${plural(left, 'more photo')}.`,
  photoNotFound: errorCopy.not_found('This photo'),
  reorderMismatch: 'List every one of your photos, each once.',
  importLimit: (provider: ImportProvider, left: number) =>
    errorCopy.import_limit_reached(importProviderNames[provider], importLimits[provider], left),
  importNotConnected: (provider: ImportProvider) =>
    errorCopy.import_not_connected(importProviderNames[provider]),
  alreadyImported: (provider: ImportProvider, count: number) =>
    `You already imported ${count === 1 ? 'this photo' : 'some of these photos'} from ${importProviderNames[provider]}.`,
  unknownImportPhoto: (provider: ImportProvider, id: string) =>
    `No photo of yours on ${importProviderNames[provider]} has the id ${id}.`,
  albumNotFound: (provider: ImportProvider) =>
    errorCopy.not_found(`This ${importProviderNames[provider]} album`),
  expiredCursor: 'This page of the list has expired. Start again.',
  notStarted: errorCopy.verification_not_started,
  alreadyVerified: errorCopy.already_verified,
} as const;
