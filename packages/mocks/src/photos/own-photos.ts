// The member's own photos over the store's `photos` table: their rows (made from the seeded images on first use),
// upload, main photo, order and delete, and what follows every change: the member's `images` (the current profile)
// and their community record (cards, lists, search, profile view: approved photos only, the main one first).
import type { ImportProvider, OwnPhoto, PhotosState } from '@app/contract';
import {
  errorCodes,
  PHOTO_MAX_BYTES,
  photoErrorCodes,
  photoMediaTypes,
  PHOTOS_PER_MEMBER_MAX,
  uploadPhoto,
} from '@app/contract';
import { iso, MOCK_NOW } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { MockMember } from '../factories.ts';
import type { MockStore, StoredPhoto } from '../store.ts';
import { createStoredPhoto, fullSize } from './factories.ts';
import { photoMessages } from './photo-messages.ts';
import { decode, readUpload, uploadedUrl } from './upload.ts';

/** The own-photo rules over `store`, read at every call; the import and verification rules build on them. */
export function ownPhotosOf(store: MockStore) {
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

  return {
    memberOf,
    photosOf,
    sync,
    toOwn,
    importedFrom,
    state,
    ensureRoom,
    add,
    upload,
    setMain,
    reorder,
    remove,
  };
}
export type OwnPhotos = ReturnType<typeof ownPhotosOf>;
