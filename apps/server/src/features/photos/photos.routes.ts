// The member's photos: list, upload (multipart, through the shared pipeline), main photo, order and delete; and
// the media route serving stored files from the same origin. Every change answers the whole new state, so the
// photo manager, the current profile (images, NbOfImages, profileMainImage) and the cards agree at once.
import type { PhotoSize } from '@app/contract';
import {
  deletePhoto,
  errorCodes,
  errorCopy,
  getPhotos,
  photoSizes,
  reorderPhotos,
  setMainPhoto,
  uploadPhoto,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { photosState } from './photos-state.ts';
import { toOwnPhoto } from './pipeline.ts';

/** If-None-Match names this tag (among others, weak or strong). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

const photoNotFound = () => new ApiError(404, errorCodes.notFound, errorCopy.not_found('This photo'));

const MEDIA_PATH = /^(\d{1,10})$/;
const KEY_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE_PATH = new RegExp(`^(${Object.keys(photoSizes).join('|')})\\.webp$`);

export default async function photoRoutes(app: FastifyInstance) {
  const repo = app.repos.photos;
  const pipeline = app.photoPipeline;

  const state = (memberId: number) => photosState(repo, memberId);

  contractRoute(app, getPhotos, 'member', async ({ member }) => ({ data: await state(member.id) }));

  contractRoute(app, uploadPhoto, 'member', async ({ member, file }) => {
    const row = await pipeline.store({ memberId: member.id, bytes: file.bytes, source: 'upload' });
    return { data: { ...(await state(member.id)), photo: toOwnPhoto(row) } };
  });

  contractRoute(app, setMainPhoto, 'member', async ({ member, body }) => {
    if (!(await repo.setMain(member.id, body.photoId))) throw photoNotFound();
    return { data: await state(member.id) };
  });

  contractRoute(app, reorderPhotos, 'member', async ({ member, body }) => {
    if ((await repo.reorder(member.id, body.photoIds)) === 'mismatch') {
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'List every one of your photos, each once.',
        'photoIds',
      );
    }
    return { data: await state(member.id) };
  });

  contractRoute(app, deletePhoto, 'member', async ({ member, params, request }) => {
    const deleted = await repo.remove(member.id, params.photoId);
    if (!deleted) throw photoNotFound();
    // The row is gone first: a file left by a failed delete is unreachable, never a broken photo on a profile.
    await pipeline.removeFiles(deleted).catch((error: unknown) => {
      request.log.warn({ err: error, photoId: deleted.id }, 'photo files not removed');
    });
    return { data: await state(member.id) };
  });

  /**
   * Stored photo files, same origin. Approved photos are public and immutable (a new photo gets a new random key).
   * A pending or rejected photo is served only to its owner (their photo manager shows it), privately and never
   * cached; to anyone else it does not exist (404).
   */
  app.get<{ Params: { memberId: string; key: string; file: string } }>(
    '/media/photos/:memberId/:key/:file',
    async (request, reply) => {
      const { memberId: memberText, key, file } = request.params;
      const size = FILE_PATH.exec(file)?.[1] as PhotoSize | undefined;
      if (!MEDIA_PATH.test(memberText) || !KEY_PATH.test(key) || !size) throw photoNotFound();
      const memberId = Number(memberText);
      const storageKey = `${memberId}/${key}`;
      const photo = await repo.byStorageKey(memberId, storageKey);
      if (!photo) throw photoNotFound();
      const approved = photo.moderation === 'approved';
      if (!approved) {
        const viewer = await app.auth.currentMember(request);
        if (viewer?.id !== photo.memberId) throw photoNotFound();
      }
      // A key's bytes never change, so the key is the tag: a revalidation (a reload, a cache in between) answers
      // 304 without reading the file from storage, which on PostgreSQL is the database.
      const etag = `"${key}-${size}"`;
      const headers = {
        'x-content-type-options': 'nosniff',
        'cache-control': approved ? 'public, max-age=31536000, immutable' : 'private, no-store',
        etag,
      };
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.headers(headers).code(304).send();
      const bytes = await pipeline.readFile(storageKey, size);
      if (!bytes) throw photoNotFound();
      return reply.headers({ ...headers, 'content-type': 'image/webp' }).send(bytes);
    },
  );
}
