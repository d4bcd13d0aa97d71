// Importing photos from Facebook and Instagram: the sandbox albums (or a Graph API adapter once connected), pages of
// albums and of an album's photos, and the import itself with the server's checks in the server's order.
import type { ImportablePhoto, ImportProvider, ImportStatus } from '@app/contract';
import { errorCodes, FACEBOOK_ALBUM_BATCH, importLimits, photoErrorCodes, photoSizes } from '@app/contract';
import { iso, MOCK_NOW } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { MockStore } from '../store.ts';
import { ALBUM_PHOTOS_PAGE, fullSize, sandboxAlbums, sandboxPhotoUrl } from './factories.ts';
import type { OwnPhotos } from './own-photos.ts';
import { photoMessages } from './photo-messages.ts';

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

/** The import rules over `store`, storing imported photos through the own-photo rules. */
export function importRulesOf(store: MockStore, own: OwnPhotos) {
  const { photosOf, sync, state, toOwn, importedFrom, ensureRoom, add } = own;

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

  return { importStatus, connect, albums, albumPhotos, importPhotos };
}
