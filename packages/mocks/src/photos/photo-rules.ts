// The photos' and verification's rules over the one store's tables (no state of their own), the server's rules:
// upload checked by content, main photo, order, delete, moderation, import from the Facebook and Instagram sandboxes
// (or Graph API adapters once connected), and the selfie verification with the offline sandbox reviewer. After
// every change the member's `images` and verification status (the current profile) and their community record
// (cards, lists, search, profile view: approved photos only, the main one first) follow.
import type {
  ImportablePhoto,
  ImportProvider,
  ImportStatus,
  OwnPhoto,
  PhotosState,
  UploadSpec,
  VerificationPoseId,
  VerificationState,
} from '@app/contract';
import {
  errorCodes,
  FACEBOOK_ALBUM_BATCH,
  importLimits,
  importProviderNames,
  PHOTO_MAX_BYTES,
  photoErrorCodes,
  photoLimitsCopy,
  photoMediaTypes,
  photoSizes,
  PHOTOS_PER_MEMBER_MAX,
  sandboxReviewRules,
  submitSelfie as submitSelfieEndpoint,
  uploadPhoto,
  verificationErrorCodes,
  verificationPoses,
} from '@app/contract';
import { iso, MOCK_NOW } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { MockMember } from '../factories.ts';
import type { MockStore, StoredPhoto, StoredVerification } from '../store.ts';
import {
  ALBUM_PHOTOS_PAGE,
  createStoredPhoto,
  fullSize,
  sandboxAlbums,
  sandboxPhotoUrl,
} from './factories.ts';
import type { PhotoMediaType } from './sniff.ts';
import { readPixelSize, sniffMediaType } from './sniff.ts';

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

/** The file the request carries in `spec.field`, checked as the server checks it. */
export interface CheckedUpload {
  bytes: Uint8Array;
  type: PhotoMediaType;
  width: number;
  height: number;
  file: File;
}

const badFile = (status: number, code: string, message: string, field: string) =>
  new ApiError(status, code, message, field);

/**
 * Reads and checks the upload's file part as the server's readUpload does: multipart (415), the field present (400),
 * within the size cap (413), not empty (400), a photo type by its first bytes, never its name or declared type
 * (415). Every refusal names the field. The header is read later (`decode`), after the photo limit, as the server
 * decodes after it.
 */
export async function readUpload(
  request: Request,
  spec: UploadSpec,
): Promise<{ file: File; bytes: Uint8Array; type: PhotoMediaType }> {
  const { field } = spec;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badFile(415, photoErrorCodes.unsupportedType, photoMessages.notMultipart, field);
  const form = await request.formData().catch(() => null);
  const part = form?.get(field);
  if (!part || typeof part === 'string')
    throw badFile(400, errorCodes.invalidRequest, photoMessages.missingFile, field);
  if (part.size > spec.maxBytes)
    throw badFile(413, photoErrorCodes.tooLarge, photoMessages.tooLarge(spec.maxBytes), field);
  if (part.size === 0) throw badFile(400, photoErrorCodes.emptyFile, photoMessages.emptyFile, field);
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = sniffMediaType(bytes);
  if (!type || !spec.mediaTypes.includes(type))
    throw badFile(415, photoErrorCodes.unsupportedType, photoMessages.unsupportedType, field);
  return { file: part, bytes, type };
}

/** The image's pixel size from its header; one that cannot be read is corrupt (400 naming the field). */
function decode(
  upload: { file: File; bytes: Uint8Array; type: PhotoMediaType },
  field: string,
): CheckedUpload {
  const size = readPixelSize(upload.bytes, upload.type);
  if (!size) throw badFile(400, photoErrorCodes.corruptImage, photoMessages.corruptImage, field);
  return { ...upload, ...size };
}

/** A URL showing the uploaded file (the browser decodes it; HEIC shows where the browser can) or a placeholder. */
function uploadedUrl(upload: CheckedUpload): StoredPhoto['urls'] | null {
  if (typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(upload.file);
  return { grid: url, card: url, full: url };
}

/** Cursors of the import pages: the offset into the list, as text. */
function pageOf<T>(items: readonly T[], cursor: string | undefined, size: number) {
  let offset = 0;
  if (cursor !== undefined) {
    if (!/^\d{1,6}$/.test(cursor) || Number(cursor) <= 0 || Number(cursor) >= items.length)
      throw new ApiError(400, errorCodes.invalidRequest, photoMessages.expiredCursor, 'cursor');
    offset = Number(cursor);
  }
  const page = items.slice(offset, offset + size);
  return { page, nextCursor: offset + size < items.length ? String(offset + size) : null };
}

/** The photos' and verification's rules over `store`, read at every call (so `store.reset()` is seen at once). */
export function photoRulesOf(store: MockStore) {
  function memberOf(id: number): MockMember {
    const member = store.members.find((m) => m.id === id);
    if (!member) throw new Error(`No session member ${id}`);
    return member;
  }

  /** The member's photo rows, made from their seeded images on first use. */
  function photosOf(id: number): StoredPhoto[] {
    let photos = store.photos.get(id);
    if (!photos) {
      photos = memberOf(id).images.map((image, position) =>
        createStoredPhoto(id, image.id, {
          position,
          isMain: image.isMain,
          urls: { grid: image.url, card: image.url, full: image.url },
          width: image.width,
          height: image.height,
          createdAt: iso(memberOf(id).signupDate),
        }),
      );
      store.photos.set(id, photos);
    }
    return photos;
  }

  /** Positions 0…n-1 in order and exactly one main photo when there are any (the first when none is). */
  function normalise(photos: StoredPhoto[]): void {
    photos.forEach((photo, position) => (photo.position = position));
    const chosen = photos.find((p) => p.isMain) ?? photos[0];
    for (const photo of photos) photo.isMain = photo === chosen;
  }

  /** The current profile (`images`, NbOfImages, profileMainImage, VerificationStatus) and the community record. */
  function sync(id: number): void {
    const member = memberOf(id);
    const photos = photosOf(id);
    normalise(photos);
    member.images = photos.map((p) => ({
      id: p.id,
      url: p.urls.full,
      isMain: p.isMain,
      width: p.width,
      height: p.height,
    }));
    const record = store.community.get(id);
    if (!record) return;
    const seen = photos
      .filter((p) => p.moderation === 'approved')
      .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position);
    const verified = member.verificationStatus === 'verified';
    const latest = seen.reduce<string | null>(
      (at, p) => (at === null || p.createdAt > at ? p.createdAt : at),
      null,
    );
    store.community.set(id, {
      ...record,
      photos: seen.map((p) => ({ id: p.id, url: p.urls.full, width: p.width, height: p.height })),
      photoAddedAt: latest ? new Date(latest) : null,
      verified,
      verifiedAt: verified ? (record.verifiedAt ?? MOCK_NOW) : null,
      photoVerified: verified && seen.length > 0 && record.photoVerified,
    });
  }

  const toOwn = (p: StoredPhoto): OwnPhoto => ({
    id: p.id,
    isMain: p.isMain,
    position: p.position,
    moderation: p.moderation,
    rejectionReason: p.rejectionReason,
    source: p.source,
    urls: { ...p.urls },
    width: p.width,
    height: p.height,
    createdAt: p.createdAt,
  });

  const importedFrom = (id: number, provider: ImportProvider) =>
    photosOf(id).filter((p) => p.source === provider).length;

  function state(id: number): PhotosState {
    const photos = photosOf(id);
    normalise(photos);
    return {
      photos: photos.map(toOwn),
      limits: {
        maxPhotos: PHOTOS_PER_MEMBER_MAX,
        maxBytes: PHOTO_MAX_BYTES,
        mediaTypes: [...photoMediaTypes],
        imported: { facebook: importedFrom(id, 'facebook'), instagram: importedFrom(id, 'instagram') },
      },
    };
  }

  function ownPhoto(id: number, photoId: number): StoredPhoto {
    const photo = photosOf(id).find((p) => p.id === photoId);
    if (!photo) throw new ApiError(404, errorCodes.notFound, photoMessages.photoNotFound);
    return photo;
  }

  /** The photo limit (409, as the server answers it), checked before anything is decoded or stored. */
  function ensureRoom(id: number, adding: number, field: string): void {
    const left = Math.max(0, PHOTOS_PER_MEMBER_MAX - photosOf(id).length);
    if (adding > left)
      throw new ApiError(
        409,
        photoErrorCodes.photoLimit,
        left === 0 ? photoMessages.photoLimit : photoMessages.photoLimitLeft(left),
        field,
      );
  }

  function add(id: number, photo: Omit<StoredPhoto, 'id' | 'memberId' | 'position' | 'isMain'>): StoredPhoto {
    const photos = photosOf(id);
    const stored: StoredPhoto = {
      ...photo,
      id: store.nextPhotoId++,
      memberId: id,
      position: photos.length,
      isMain: false,
    };
    photos.push(stored);
    return stored;
  }

  // ------------------------------------------------------------ own photos

  /** In the server's order: the file's checks (readUpload), the photo limit, decoding; then it is stored. */
  async function upload(id: number, request: Request): Promise<PhotosState & { photo: OwnPhoto }> {
    const { field } = uploadPhoto.upload;
    const read = await readUpload(request, uploadPhoto.upload);
    ensureRoom(id, 1, field);
    const file = decode(read, field);
    const size = fullSize(file.width, file.height);
    const placeholderId = store.nextPhotoId;
    const stored = add(id, {
      moderation: store.photoFaults.newPhotoModeration,
      rejectionReason: null,
      source: 'upload',
      sourceId: null,
      urls: uploadedUrl(file) ?? createStoredPhoto(id, placeholderId).urls,
      ...size,
      createdAt: iso(MOCK_NOW),
    });
    sync(id);
    return { ...state(id), photo: toOwn(stored) };
  }

  function setMain(id: number, photoId: number): PhotosState {
    const photo = ownPhoto(id, photoId);
    for (const p of photosOf(id)) p.isMain = p === photo;
    sync(id);
    return state(id);
  }

  function reorder(id: number, photoIds: number[]): PhotosState {
    const photos = photosOf(id);
    const byId = new Map(photos.map((p) => [p.id, p]));
    if (photoIds.length !== photos.length || photoIds.some((photoId) => !byId.has(photoId)))
      throw new ApiError(400, errorCodes.invalidRequest, photoMessages.reorderMismatch, 'photoIds');
    store.photos.set(
      id,
      photoIds.map((photoId) => byId.get(photoId)!),
    );
    sync(id);
    return state(id);
  }

  function remove(id: number, photoId: number): PhotosState {
    const photo = ownPhoto(id, photoId);
    const photos = photosOf(id);
    const index = photos.indexOf(photo);
    photos.splice(index, 1);
    // The first photo in the order becomes main (normalise), as on the server.
    if (photo.urls.full.startsWith('blob:')) URL.revokeObjectURL(photo.urls.full);
    sync(id);
    return state(id);
  }

  // ------------------------------------------------------------ import

  const connectionKey = (id: number, provider: ImportProvider) => `${id}:${provider}`;
  const isSandbox = (provider: ImportProvider) => store.importProviders[provider] === 'sandbox';

  function importStatus(id: number, provider: ImportProvider): ImportStatus {
    return {
      provider,
      connected: isSandbox(provider) || store.importConnections.has(connectionKey(id, provider)),
      sandbox: isSandbox(provider),
      imported: importedFrom(id, provider),
      limit: importLimits[provider],
    };
  }

  function ensureConnected(id: number, provider: ImportProvider): void {
    if (!importStatus(id, provider).connected)
      throw new ApiError(409, photoErrorCodes.importNotConnected, photoMessages.importNotConnected(provider));
  }

  /** The Graph adapters take any token the login dialog gave (the sandbox needs none and stays connected). */
  function connect(id: number, provider: ImportProvider): ImportStatus {
    if (!isSandbox(provider)) store.importConnections.add(connectionKey(id, provider));
    return importStatus(id, provider);
  }

  function albums(id: number, provider: ImportProvider, cursor: string | undefined) {
    ensureConnected(id, provider);
    const { page, nextCursor } = pageOf(sandboxAlbums[provider], cursor, FACEBOOK_ALBUM_BATCH);
    return {
      albums: page.map(({ id: albumId, name, photoCount, coverUrl }) => ({
        id: albumId,
        name,
        photoCount,
        coverUrl,
      })),
      nextCursor,
    };
  }

  function albumOf(provider: ImportProvider, albumId: string) {
    const album = sandboxAlbums[provider].find((a) => a.id === albumId);
    if (!album) throw new ApiError(404, errorCodes.notFound, photoMessages.albumNotFound(provider));
    return album;
  }

  function albumPhotos(id: number, provider: ImportProvider, albumId: string, cursor: string | undefined) {
    ensureConnected(id, provider);
    const album = albumOf(provider, albumId);
    const done = new Set(
      photosOf(id).flatMap((p) => (p.source === provider && p.sourceId ? [p.sourceId] : [])),
    );
    const { page, nextCursor } = pageOf(album.photos, cursor, ALBUM_PHOTOS_PAGE);
    const photos: ImportablePhoto[] = page.map((p) => ({
      id: p.id,
      thumbUrl: sandboxPhotoUrl(p.seed, photoSizes.grid.width, photoSizes.grid.height),
      width: p.width,
      height: p.height,
      imported: done.has(p.id),
    }));
    return { photos, nextCursor };
  }

  /**
   * Every check before anything is stored, in the server's order: connected (409), none imported already (400),
   * within the provider's limit (400 `import_limit_reached`, refused whole), within the photo limit (409), every id
   * one of the member's photos at the provider (400). Each refusal names photoIds.
   */
  function importPhotos(id: number, provider: ImportProvider, photoIds: string[]) {
    ensureConnected(id, provider);
    const done = new Set(
      photosOf(id).flatMap((p) => (p.source === provider && p.sourceId ? [p.sourceId] : [])),
    );
    const again = photoIds.filter((photoId) => done.has(photoId));
    if (again.length > 0)
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        photoMessages.alreadyImported(provider, photoIds.length),
        'photoIds',
      );
    const left = Math.max(0, importLimits[provider] - importedFrom(id, provider));
    if (photoIds.length > left)
      throw new ApiError(
        400,
        photoErrorCodes.importLimit,
        photoMessages.importLimit(provider, left),
        'photoIds',
      );
    ensureRoom(id, photoIds.length, 'photoIds');
    const known = new Map(sandboxAlbums[provider].flatMap((a) => a.photos.map((p) => [p.id, p] as const)));
    const unknown = photoIds.find((photoId) => !known.has(photoId));
    if (unknown !== undefined)
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        photoMessages.unknownImportPhoto(provider, unknown),
        'photoIds',
      );
    const imported = photoIds.map((photoId) => {
      const source = known.get(photoId)!;
      return add(id, {
        moderation: store.photoFaults.newPhotoModeration,
        rejectionReason: null,
        source: provider,
        sourceId: photoId,
        urls: {
          grid: sandboxPhotoUrl(source.seed, photoSizes.grid.width, photoSizes.grid.height),
          card: sandboxPhotoUrl(source.seed, photoSizes.card.width, photoSizes.card.height),
          full: sandboxPhotoUrl(source.seed, source.width, source.height),
        },
        ...fullSize(source.width, source.height),
        createdAt: iso(MOCK_NOW),
      });
    });
    sync(id);
    return { ...state(id), imported: imported.map(toOwn) };
  }

  // ------------------------------------------------------------ verification

  function verificationOf(id: number): StoredVerification {
    let stored = store.verifications.get(id);
    if (!stored) {
      stored = { attempts: [], showVerifiedNotice: false };
      store.verifications.set(id, stored);
    }
    return stored;
  }

  const poseOf = (poseId: VerificationPoseId) => {
    const pose = verificationPoses.find((p) => p.id === poseId)!;
    return { id: pose.id, instruction: pose.instruction };
  };

  function verification(id: number): VerificationState {
    const stored = verificationOf(id);
    const status = memberOf(id).verificationStatus;
    const last = stored.attempts.at(-1);
    const decided = [...stored.attempts].reverse().find((a) => a.submittedAt !== null);
    return {
      status,
      pose: last && last.submittedAt === null ? poseOf(last.pose) : null,
      rejection: status === 'rejected' ? (decided?.rejection ?? null) : null,
      submittedAt: decided?.submittedAt ?? null,
      showVerifiedNotice: status === 'verified' && stored.showVerifiedNotice,
    };
  }

  function setStatus(id: number, status: MockMember['verificationStatus']): void {
    memberOf(id).verificationStatus = status;
    sync(id);
  }

  /**
   * A new attempt with a pose other than the previous attempt's (the server picks one at random; here the next in
   * the list, so stories are stable). An attempt waiting for its selfie, or one under review, is kept as it is. A
   * retry after a rejection puts the member back to "none" while they take the new selfie.
   */
  function start(id: number): VerificationState {
    const member = memberOf(id);
    if (member.verificationStatus === 'verified')
      throw new ApiError(409, verificationErrorCodes.alreadyVerified, photoMessages.alreadyVerified);
    const stored = verificationOf(id);
    const last = stored.attempts.at(-1);
    if (!last || last.outcome === 'verified' || last.outcome === 'rejected') {
      const previous = verificationPoses.findIndex((p) => p.id === last?.pose);
      const pose = verificationPoses[(previous + 1) % verificationPoses.length]!.id;
      if (member.verificationStatus === 'rejected') setStatus(id, 'none');
      stored.attempts.push({
        pose,
        startedAt: iso(MOCK_NOW),
        submittedAt: null,
        outcome: null,
        rejection: null,
      });
    }
    return verification(id);
  }

  /**
   * The selfie of the attempt in progress. The sandbox reviewer (sandboxReviewRules) decides at once: no approved
   * photo → rejected `no_photo`; shorter side under 480 px → rejected `unclear_selfie`; else verified, with the
   * notice to show. With `photoFaults.verificationReviewer = 'provider'` it stays pending.
   */
  async function submitSelfie(id: number, request: Request): Promise<VerificationState> {
    const member = memberOf(id);
    if (member.verificationStatus === 'verified')
      throw new ApiError(409, verificationErrorCodes.alreadyVerified, photoMessages.alreadyVerified);
    const stored = verificationOf(id);
    const attempt = stored.attempts.at(-1);
    if (!attempt || attempt.submittedAt !== null)
      throw new ApiError(409, verificationErrorCodes.noAttempt, photoMessages.notStarted);
    const { field } = submitSelfieEndpoint.upload;
    const selfie = decode(await readUpload(request, submitSelfieEndpoint.upload), field);
    // The reviewer sees the processed selfie (the full size, within 1600 px), as on the server.
    const seen = fullSize(selfie.width, selfie.height);
    attempt.submittedAt = iso(MOCK_NOW);
    if (store.photoFaults.verificationReviewer === 'provider') {
      attempt.outcome = 'pending';
      setStatus(id, 'pending');
      return verification(id);
    }
    const hasApproved = photosOf(id).some((p) => p.moderation === 'approved');
    attempt.rejection =
      sandboxReviewRules.needsApprovedPhoto && !hasApproved
        ? 'no_photo'
        : Math.min(seen.width, seen.height) < sandboxReviewRules.minSelfieSide
          ? 'unclear_selfie'
          : null;
    attempt.outcome = attempt.rejection ? 'rejected' : 'verified';
    if (!attempt.rejection) stored.showVerifiedNotice = true;
    setStatus(id, attempt.outcome);
    return verification(id);
  }

  function dismissNotice(id: number): VerificationState {
    verificationOf(id).showVerifiedNotice = false;
    return verification(id);
  }

  return {
    store,
    photosOf,
    sync,
    state,
    upload,
    setMain,
    reorder,
    remove,
    importStatus,
    connect,
    albums,
    albumPhotos,
    importPhotos,
    verificationOf,
    verification,
    start,
    submitSelfie,
    dismissNotice,
  };
}
export type PhotoRules = ReturnType<typeof photoRulesOf>;
