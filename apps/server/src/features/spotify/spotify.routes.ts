// Spotify artists on a member's profile: status, connecting with Spotify (real API only), artist search and the
// member's chosen artists. Searching and saving with the real API need the member's connection (409
// `spotify_not_connected` otherwise: the request was fine, the account state is what is missing); Spotify failing
// answers 502 `spotify_unavailable`. Tokens are refreshed when expired and never logged.
import { randomBytes } from 'node:crypto';
import type { Artist, SpotifyStatus } from '@app/contract';
import {
  connectSpotify,
  errorCodes,
  errorCopy,
  getSpotify,
  saveArtists,
  searchArtists,
  SPOTIFY_ARTISTS_PER_PAGE,
  spotifyErrorCodes,
  startSpotifyAuth,
} from '@app/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import type { ArtistCatalogue, SpotifyCatalogue } from './catalogue.ts';
import { SpotifyError } from './catalogue.ts';
import { sandboxCatalogue } from './sandbox.ts';
import type { SpotifyConnection } from './spotify.repository.ts';
import { createPkcePair, spotifyWebApi } from './spotify-api.ts';

/** A token this close to its expiry is refreshed first, so it does not run out on the way to Spotify. */
const EXPIRY_MARGIN_MS = 60_000;

export interface SpotifyRoutesOptions {
  /** Overrides the catalogue chosen from the config (tests). */
  catalogue?: ArtistCatalogue;
}

/** The Spotify Web API when SPOTIFY_CLIENT_ID and SPOTIFY_REDIRECT_URI are set, else the offline sandbox. */
export function catalogueFromConfig(config: Config): ArtistCatalogue {
  return config.spotify ? spotifyWebApi(config.spotify) : sandboxCatalogue();
}

const notConnected = () => new ApiError(409, spotifyErrorCodes.notConnected, errorCopy.spotify_not_connected);

/** 502 for a failed Spotify call; the log names the call and status (the error carries no token). */
function unavailable(error: SpotifyError, log: FastifyBaseLogger): ApiError {
  log.warn({ spotify: error.message, status: error.status }, 'Spotify call failed');
  return new ApiError(
    502,
    spotifyErrorCodes.unavailable,
    errorCopy.spotify_unavailable,
    undefined,
    error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {},
  );
}

export default async function spotifyRoutes(app: FastifyInstance, options: SpotifyRoutesOptions) {
  const catalogue = options.catalogue ?? catalogueFromConfig(app.config);
  const { spotify } = app.repos;

  async function status(memberId: number): Promise<{ data: SpotifyStatus }> {
    const [connected, artists] = await Promise.all([
      catalogue.provider === 'sandbox' ? true : spotify.isConnected(memberId),
      spotify.artistsOf(memberId),
    ]);
    return { data: { provider: catalogue.provider, connected, artists } };
  }

  async function refreshed(
    api: SpotifyCatalogue,
    memberId: number,
    connection: SpotifyConnection,
  ): Promise<string> {
    if (!connection.refreshToken) throw new SpotifyError('rejected', 'Spotify: no refresh token');
    const tokens = await api.refresh(connection.refreshToken);
    await spotify.saveConnection(memberId, tokens);
    return tokens.accessToken;
  }

  /**
   * Runs a catalogue call with the member's access token (none for the sandbox): refreshed first when expired,
   * and once more when Spotify refuses it early (revoked, or expired sooner than announced). A refused refresh
   * drops the connection, so the member is asked to connect again.
   */
  async function withToken<T>(
    memberId: number,
    log: FastifyBaseLogger,
    call: (accessToken: string | undefined) => Promise<T>,
  ): Promise<T> {
    if (catalogue.provider === 'sandbox') return call(undefined);
    const connection = await spotify.connectionOf(memberId);
    if (!connection) throw notConnected();
    try {
      const fresh = connection.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
      const token = fresh ? connection.accessToken : await refreshed(catalogue, memberId, connection);
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof SpotifyError && error.kind === 'rejected' && fresh)) throw error;
        return await call(await refreshed(catalogue, memberId, connection));
      }
    } catch (error) {
      if (!(error instanceof SpotifyError)) throw error;
      if (error.kind === 'rejected') {
        await spotify.disconnect(memberId);
        throw notConnected();
      }
      throw unavailable(error, log);
    }
  }

  contractRoute(app, getSpotify, 'member', async ({ member }) => status(member.id));

  contractRoute(app, startSpotifyAuth, 'member', async ({ member }) => {
    if (catalogue.provider === 'sandbox') return { data: { authorizeUrl: null } };
    const state = randomBytes(24).toString('base64url');
    const { codeVerifier, codeChallenge } = createPkcePair();
    await spotify.startAuthorization(member.id, state, codeVerifier);
    return { data: { authorizeUrl: catalogue.authorizeUrl(state, codeChallenge) } };
  });

  contractRoute(app, connectSpotify, 'member', async ({ member, body, request }) => {
    // The sandbox needs no sign-in: the member is connected already.
    if (catalogue.provider === 'sandbox') return status(member.id);
    const codeVerifier = await spotify.takeAuthorization(member.id, body.state);
    if (!codeVerifier) {
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'This Spotify sign-in has expired or was already used. Connect again.',
        'state',
      );
    }
    try {
      await spotify.saveConnection(member.id, await catalogue.exchangeCode(body.code, codeVerifier));
    } catch (error) {
      if (!(error instanceof SpotifyError)) throw error;
      if (error.kind === 'rejected') {
        throw new ApiError(
          400,
          errorCodes.invalidRequest,
          'Spotify did not accept this sign-in. Connect again.',
          'code',
        );
      }
      throw unavailable(error, request.log);
    }
    return status(member.id);
  });

  contractRoute(app, searchArtists, 'member', async ({ member, query, request }) => {
    const page = await withToken(member.id, request.log, (token) =>
      catalogue.search(query.q, query.page, token),
    );
    return {
      data: { items: page.items, page: query.page, pageSize: SPOTIFY_ARTISTS_PER_PAGE, total: page.total },
    };
  });

  contractRoute(app, saveArtists, 'member', async ({ member, body, request }) => {
    const ids = body.artistIds;
    // Clearing needs no catalogue (nor a connection).
    const artists: Artist[] =
      ids.length === 0 ? [] : await withToken(member.id, request.log, (token) => catalogue.byIds(ids, token));
    const unknown = ids.filter((id) => !artists.some((artist) => artist.id === id));
    if (unknown.length > 0) {
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        unknown.length === 1
          ? `No artist has the id ${unknown[0]}.`
          : `No artists have the ids ${unknown.join(', ')}.`,
        'artistIds',
      );
    }
    await spotify.replaceArtists(member.id, artists);
    return { data: { artists } };
  });
}
