// The server's words for what the contract's schemas cannot check (apps/server's upload, photos, import and
// verification routes), so the mocks refuse with the same sentences.
import type { ImportProvider } from '@app/contract';
import { importLimits, importProviderNames, photoLimitsCopy, PHOTOS_PER_MEMBER_MAX } from '@app/contract';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The server's words for what the contract's schemas cannot check (apps/server's upload, photos, import routes). */
export const photoMessages = {
  notMultipart: 'Send the photo as multipart/form-data.',
  missingFile: 'Choose a photo to upload.',
  emptyFile: 'The file is empty. Choose a photo.',
  tooLarge: (maxBytes: number) => `This file is too large: photos can be up to ${megabytes(maxBytes)}.`,
  unsupportedType: `This file is not a photo we can use. Choose a ${photoLimitsCopy.types} photo.`,
  corruptImage: 'This photo could not be read: the file is damaged or incomplete. Try another one.',
  photoLimit: `You have ${PHOTOS_PER_MEMBER_MAX} photos, the most a profile can have. Delete one to add another.`,
  photoLimitLeft: (left: number) =>
    `A profile can have up to ${PHOTOS_PER_MEMBER_MAX} photos: choose at most ${plural(left, 'more photo')}.`,
  photoNotFound: 'This photo no longer exists.',
  reorderMismatch: 'List every one of your photos, each once.',
  importLimit: (provider: ImportProvider, left: number) => {
    const limit = importLimits[provider];
    const name = importProviderNames[provider];
    return left === 0
      ? `You can import up to ${limit} photos from ${name}, and you have imported ${limit} already.`
      : `You can import up to ${limit} photos from ${name}: choose at most ${plural(left, 'more photo')}.`;
  },
  importNotConnected: (provider: ImportProvider) =>
    `Connect your ${importProviderNames[provider]} account to import photos from it.`,
  alreadyImported: (provider: ImportProvider, count: number) =>
    `You already imported ${count === 1 ? 'this photo' : 'some of these photos'} from ${importProviderNames[provider]}.`,
  unknownImportPhoto: (provider: ImportProvider, id: string) =>
    `No photo of yours on ${importProviderNames[provider]} has the id ${id}.`,
  albumNotFound: (provider: ImportProvider) => `This album is no longer on ${importProviderNames[provider]}.`,
  expiredCursor: 'This page of the list has expired. Start again.',
  notStarted: 'Start a verification first: we will show you the pose to take your selfie in.',
  alreadyVerified: 'Your profile is verified already.',
} as const;
