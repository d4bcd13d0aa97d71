// Photo import from Facebook and Instagram: status, connecting (Graph API adapters only: the member's token from the
// provider's login dialog), albums 17 a page, an album's photos, and importing chosen photos through the photo
// pipeline (same processing as an upload, no metadata kept). Importing is all or nothing: over the provider's limit
// (8), over the member's photo limit (20), an id already imported or unknown, or any photo failing refuses the whole
// request and leaves no photo of it behind.
import type { ImportProvider, ImportStatus } from '@app/contract';
import {
  connectImport,
  errorCodes,
  errorCopy,
  getImportAlbumPhotos,
  getImportAlbums,
  getImportStatus,
  importLimits,
  importPhotos,
  importProviderNames,
  PHOTO_MAX_BYTES,
  photoErrorCodes,
  PHOTOS_PER_MEMBER_MAX,
} from '@app/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { ApiError } from '../../../http/errors.ts';
import { contractRoute } from '../../../http/route.ts';
import type { PhotoRow } from '../pipeline.ts';
import { photosState } from '../photos-state.ts';
import { toOwnPhoto } from '../pipeline.ts';
import { facebookGraphProvider } from './facebook-graph.ts';
import { instagramGraphProvider } from './instagram-graph.ts';
import type { ImportProviders, PhotoImportProvider } from './provider.ts';
import { ImportError } from './provider.ts';
import { sandboxFacebookProvider, sandboxInstagramProvider } from './sandbox.ts';

export interface PhotoImportRoutesOptions {
  /** Overrides the providers chosen from the config (tests). */
  providers?: Partial<ImportProviders>;
}

/** The Graph API adapters where FACEBOOK_PHOTO_IMPORT / INSTAGRAM_PHOTO_IMPORT say `graph`, else the sandboxes. */
export function importProvidersFromConfig(config: Config): ImportProviders {
  const { facebook, instagram } = config.photoImport;
  return {
    facebook:
      facebook.kind === 'graph'
        ? facebookGraphProvider({ appSecret: facebook.appSecret })
        : sandboxFacebookProvider(),
    instagram:
      instagram.kind === 'graph'
        ? instagramGraphProvider({ appSecret: instagram.appSecret })
        : sandboxInstagramProvider(),
  };
}

const notConnected = (provider: ImportProvider) =>
  new ApiError(
    409,
    photoErrorCodes.importNotConnected,
    errorCopy.import_not_connected(importProviderNames[provider]),
  );

/** 502 for a failed provider call; the log names the call and status (the error carries no token). */
function unavailable(provider: ImportProvider, error: ImportError, log: FastifyBaseLogger): ApiError {
  log.warn({ photoImport: error.message, status: error.status }, 'photo import call failed');
  return new ApiError(
    502,
    photoErrorCodes.importUnavailable,
    errorCopy.import_unavailable(importProviderNames[provider]),
  );
}

const photoIdsError = (status: number, code: ApiError['code'], message: string) =>
  new ApiError(status, code, message, 'photoIds');

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The member is over the provider's limit with these photos: says the limit and how many are left. */
function importLimitReached(provider: ImportProvider, imported: number): ApiError {
  const limit = importLimits[provider];
  const name = importProviderNames[provider];
  const left = Math.max(0, limit - imported);
  return photoIdsError(400, photoErrorCodes.importLimit, errorCopy.import_limit_reached(name, limit, left));
}

/** A PostgreSQL unique violation: the same provider photo imported by a concurrent request. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  return (
    codeOf(error) === '23505' ||
    (typeof error === 'object' && error !== null && codeOf((error as { cause?: unknown }).cause) === '23505')
  );
}

export default async function photoImportRoutes(app: FastifyInstance, options: PhotoImportRoutesOptions) {
  const configured = importProvidersFromConfig(app.config);
  const providers: ImportProviders = { ...configured, ...options.providers };
  const repo = app.repos.photoImport;
  const photosRepo = app.repos.photos;
  const pipeline = app.photoPipeline;

  async function status(memberId: number, provider: PhotoImportProvider): Promise<{ data: ImportStatus }> {
    const [connected, imported] = await Promise.all([
      provider.sandbox ? true : repo.tokenOf(memberId, provider.provider).then(Boolean),
      repo.importedCount(memberId, provider.provider),
    ]);
    return {
      data: {
        provider: provider.provider,
        connected,
        sandbox: provider.sandbox,
        imported,
        limit: importLimits[provider.provider],
      },
    };
  }

  /**
   * Runs provider calls with the member's token (none for the sandbox), turning provider failures into the API's
   * answers: a refused token drops the connection (409, so the member connects again), a bad cursor is a 400
   * naming `cursor`, a missing album a 404, anything else a 502.
   */
  async function withToken<T>(
    memberId: number,
    provider: PhotoImportProvider,
    log: FastifyBaseLogger,
    call: (accessToken: string | undefined) => Promise<T>,
  ): Promise<T> {
    const name = provider.provider;
    const token = provider.sandbox ? undefined : await repo.tokenOf(memberId, name);
    if (!provider.sandbox && !token) throw notConnected(name);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      switch (error.kind) {
        case 'rejected':
          await repo.disconnect(memberId, name);
          throw notConnected(name);
        case 'bad_cursor':
          throw new ApiError(
            400,
            errorCodes.invalidRequest,
            'This page of the list has expired. Start again.',
            'cursor',
          );
        case 'not_found':
          throw new ApiError(
            404,
            errorCodes.notFound,
            errorCopy.not_found(`This ${importProviderNames[name]} album`),
          );
        case 'too_large':
          throw photoIdsError(
            413,
            photoErrorCodes.tooLarge,
            `A photo on ${importProviderNames[name]} is too large to import.`,
          );
        case 'unavailable':
          throw unavailable(name, error, log);
      }
    }
  }

  contractRoute(app, getImportStatus, 'member', async ({ member, params }) =>
    status(member.id, providers[params.provider]),
  );

  contractRoute(app, connectImport, 'member', async ({ member, params, body, request }) => {
    const provider = providers[params.provider];
    // The sandbox has no accounts: the member is connected already.
    if (provider.sandbox) return status(member.id, provider);
    try {
      await provider.verifyToken(body.accessToken);
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      if (error.kind === 'unavailable') throw unavailable(provider.provider, error, request.log);
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        `${importProviderNames[provider.provider]} did not accept this sign-in. Connect again.`,
        'accessToken',
      );
    }
    await repo.saveToken(member.id, provider.provider, body.accessToken);
    return status(member.id, provider);
  });

  contractRoute(app, getImportAlbums, 'member', async ({ member, params, query, request }) => {
    const provider = providers[params.provider];
    const page = await withToken(member.id, provider, request.log, (token) =>
      provider.albums(token, query.cursor),
    );
    return { data: page };
  });

  contractRoute(app, getImportAlbumPhotos, 'member', async ({ member, params, query, request }) => {
    const provider = providers[params.provider];
    const page = await withToken(member.id, provider, request.log, (token) =>
      provider.albumPhotos(token, params.albumId, query.cursor),
    );
    const imported = await repo.importedIds(
      member.id,
      provider.provider,
      page.photos.map((photo) => photo.id),
    );
    return {
      data: {
        photos: page.photos.map((photo) => ({ ...photo, imported: imported.has(photo.id) })),
        nextCursor: page.nextCursor,
      },
    };
  });

  contractRoute(app, importPhotos, 'member', async ({ member, params, body, request }) => {
    const provider = providers[params.provider];
    const name = provider.provider;
    const ids = body.photoIds;
    const alreadyImported = () =>
      photoIdsError(
        400,
        errorCodes.invalidRequest,
        `You already imported ${ids.length === 1 ? 'this photo' : 'some of these photos'} from ${importProviderNames[name]}.`,
      );

    // Every check before any work: a refused import stores nothing.
    if (!provider.sandbox && !(await repo.tokenOf(member.id, name))) throw notConnected(name);
    if ((await repo.importedIds(member.id, name, ids)).size > 0) throw alreadyImported();
    const imported = await repo.importedCount(member.id, name);
    if (imported + ids.length > importLimits[name]) throw importLimitReached(name, imported);
    const total = await repo.photoCount(member.id);
    if (total + ids.length > PHOTOS_PER_MEMBER_MAX) {
      const left = Math.max(0, PHOTOS_PER_MEMBER_MAX - total);
      throw photoIdsError(
        409,
        photoErrorCodes.photoLimit,
        left === 0
          ? `You have ${PHOTOS_PER_MEMBER_MAX} photos, the most a profile can have. Delete one to add another.`
          : `A profile can have up to ${PHOTOS_PER_MEMBER_MAX} photos: choose at most ${plural(left, 'more photo')}.`,
      );
    }

    const stored: PhotoRow[] = [];
    /** Takes back what this request stored (rows first, then their files), so a refused import leaves nothing. */
    const rollBack = async () => {
      for (const row of stored.splice(0).reverse()) {
        const removed = await photosRepo.remove(member.id, row.id);
        if (removed) {
          await pipeline.removeFiles(removed).catch((error: unknown) => {
            request.log.warn({ err: error, photoId: removed.id }, 'imported photo files not removed');
          });
        }
      }
    };
    try {
      await withToken(member.id, provider, request.log, async (token) => {
        // One at a time: a member's import holds at most one photo's bytes and pixels in memory.
        for (const id of ids) {
          let bytes: Buffer;
          try {
            bytes = await provider.photoBytes(token, id, PHOTO_MAX_BYTES);
          } catch (error) {
            if (error instanceof ImportError && error.kind === 'not_found') {
              throw photoIdsError(
                400,
                errorCodes.invalidRequest,
                `No photo of yours on ${importProviderNames[name]} has the id ${id}.`,
              );
            }
            throw error;
          }
          stored.push(
            await pipeline.store({
              memberId: member.id,
              bytes,
              source: name,
              sourceId: id,
              field: 'photoIds',
            }),
          );
        }
      });
      // A concurrent import may have passed the same checks: whoever ends over the limit takes theirs back.
      const after = await repo.importedCount(member.id, name);
      if (after > importLimits[name]) throw importLimitReached(name, after - stored.length);
    } catch (error) {
      await rollBack();
      if (isUniqueViolation(error)) throw alreadyImported();
      if (
        error instanceof ApiError &&
        error.code === photoErrorCodes.photoLimit &&
        error.field !== 'photoIds'
      ) {
        throw photoIdsError(error.statusCode, error.code, error.message);
      }
      throw error;
    }
    return { data: { ...(await photosState(photosRepo, member.id)), imported: stored.map(toOwnPhoto) } };
  });
}
