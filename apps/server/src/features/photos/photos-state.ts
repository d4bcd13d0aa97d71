// The member's photos state (their photos and the limits), the answer of every photo change and of an import: one
// builder, so the photo manager sees the same shape whichever route answered.
import type { PhotosState } from '@app/contract';
import { PHOTOS_PER_MEMBER_MAX, PHOTO_MAX_BYTES, photoMediaTypes } from '@app/contract';
import { toOwnPhoto } from './pipeline.ts';
import type { photosRepository } from './photos.repository.ts';

type PhotosStateRepo = Pick<ReturnType<typeof photosRepository>, 'ownPhotos' | 'importedCounts'>;

export async function photosState(repo: PhotosStateRepo, memberId: number): Promise<PhotosState> {
  const [rows, imported] = await Promise.all([repo.ownPhotos(memberId), repo.importedCounts(memberId)]);
  return {
    photos: rows.map(toOwnPhoto),
    limits: {
      maxPhotos: PHOTOS_PER_MEMBER_MAX,
      maxBytes: PHOTO_MAX_BYTES,
      mediaTypes: [...photoMediaTypes],
      imported,
    },
  };
}
