// The Spotify Web API adapter, over fetch: OAuth Authorization Code with PKCE (a public client: the client id and a
// per-authorization code verifier, no client secret), artist search and artists by id. Its HTTP layer is tested
// against recorded responses with an injected fetch (test/features/spotify).
import { createHash, randomBytes } from 'node:crypto';
import type { Artist } from '@app/contract';
import { SPOTIFY_ARTISTS_PER_PAGE, SPOTIFY_SEARCH_PAGES_MAX } from '@app/contract';
import type { SpotifyCatalogue, SpotifyTokens } from './catalogue.ts';
import { SpotifyError } from './catalogue.ts';

export const SPOTIFY_AUTHORIZE_URL = 'https://accounts.spotify.com/authorize';
export const SPOTIFY_TOKEN_URL = 'https://accounts.spotify.com/api/token';
export const SPOTIFY_API_URL = 'https://api.spotify.com/v1';

/** Spotify answers within a second or two; a member waiting longer is better told to try again. */
const TIMEOUT_MS = 5000;
/** Images this wide at least fill the profile's artist tile on a 2x screen. */
const IMAGE_MIN_PX = 160;

export interface SpotifyApiOptions {
  clientId: string;
  /** Registered in the app's Spotify dashboard; Spotify sends the member back here with `code` and `state`. */
  redirectUri: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A PKCE pair: a random verifier (kept on the server) and its S256 challenge (sent in the authorize URL). */
export function createPkcePair(): { codeVerifier: string; codeChallenge: string } {
  // 64 random bytes → 86 base64url characters, inside PKCE's 43–128 and its unreserved alphabet.
  const codeVerifier = randomBytes(64).toString('base64url');
  return { codeVerifier, codeChallenge: pkceChallenge(codeVerifier) };
}

export function pkceChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

interface SpotifyImage {
  url?: unknown;
  width?: unknown;
  height?: unknown;
}

interface SpotifyArtist {
  id?: unknown;
  name?: unknown;
  genres?: unknown;
  images?: unknown;
}

/** The smallest image at least IMAGE_MIN_PX on its shorter side; one without sizes counts as large, after sized ones. */
export function pickImage(images: unknown): string | null {
  if (!Array.isArray(images)) return null;
  let best: { url: string; size: number } | null = null;
  for (const image of images as SpotifyImage[]) {
    if (!image || typeof image.url !== 'string' || !image.url.startsWith('https://')) continue;
    const width = typeof image.width === 'number' ? image.width : undefined;
    const height = typeof image.height === 'number' ? image.height : undefined;
    const size =
      width === undefined && height === undefined
        ? Number.MAX_SAFE_INTEGER
        : Math.min(width ?? Infinity, height ?? Infinity);
    if (size < IMAGE_MIN_PX) continue;
    if (!best || size < best.size) best = { url: image.url, size };
  }
  return best?.url ?? null;
}

const ID = /^[0-9A-Za-z]{22}$/;

/** A Spotify artist object as the contract's artist, or null when it is not one (a null entry, a bad id). */
export function toArtist(raw: unknown): Artist | null {
  if (!raw || typeof raw !== 'object') return null;
  const artist = raw as SpotifyArtist;
  if (typeof artist.id !== 'string' || !ID.test(artist.id) || typeof artist.name !== 'string') return null;
  return {
    id: artist.id,
    name: artist.name,
    imageUrl: pickImage(artist.images),
    // Spotify has been emptying genres; an artist without them is still an artist.
    genres: Array.isArray(artist.genres)
      ? artist.genres.filter((genre): genre is string => typeof genre === 'string')
      : [],
  };
}

function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export function spotifyWebApi(options: SpotifyApiOptions): SpotifyCatalogue {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  /** Network failures and timeouts are Spotify being unavailable; the error names the call, never its headers. */
  async function send(call: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new SpotifyError('unavailable', `Spotify ${call}: no answer`);
    }
  }

  async function json(call: string, response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new SpotifyError('unavailable', `Spotify ${call}: the answer is not JSON`, response.status);
    }
  }

  async function tokenRequest(call: string, form: Record<string, string>): Promise<SpotifyTokens> {
    const response = await send(call, SPOTIFY_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const body = (await json(call, response)) as {
      access_token?: unknown;
      refresh_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok) {
      // invalid_grant: the code or refresh token is expired, used or revoked — the member must connect again.
      const rejected = response.status === 400 && body?.error === 'invalid_grant';
      throw new SpotifyError(
        rejected ? 'rejected' : 'unavailable',
        `Spotify ${call}: ${response.status} ${typeof body?.error === 'string' ? body.error : ''}`.trim(),
        response.status,
        retryAfterOf(response),
      );
    }
    if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new SpotifyError(
        'unavailable',
        `Spotify ${call}: the answer has no access token`,
        response.status,
      );
    }
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
      expiresAt: new Date(now().getTime() + body.expires_in * 1000),
    };
  }

  async function apiGet(call: string, url: URL, accessToken: string | undefined): Promise<unknown> {
    if (!accessToken) throw new SpotifyError('rejected', `Spotify ${call}: no access token`);
    const response = await send(call, url.toString(), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) {
      throw new SpotifyError(
        response.status === 401 ? 'rejected' : 'unavailable',
        `Spotify ${call}: ${response.status}`,
        response.status,
        retryAfterOf(response),
      );
    }
    return json(call, response);
  }

  return {
    provider: 'spotify',

    authorizeUrl(state, codeChallenge) {
      const url = new URL(SPOTIFY_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        code_challenge_method: 'S256',
        code_challenge: codeChallenge,
        state,
        // Artist search and artists by id need no scope: the member grants nothing beyond a sign-in.
      }).toString();
      return url.toString();
    },

    exchangeCode(code, codeVerifier) {
      return tokenRequest('token exchange', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.redirectUri,
        client_id: options.clientId,
        code_verifier: codeVerifier,
      });
    },

    refresh(refreshToken) {
      return tokenRequest('token refresh', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: options.clientId,
      });
    },

    async search(q, page, accessToken) {
      const url = new URL(`${SPOTIFY_API_URL}/search`);
      url.search = new URLSearchParams({
        type: 'artist',
        q,
        limit: String(SPOTIFY_ARTISTS_PER_PAGE),
        offset: String((page - 1) * SPOTIFY_ARTISTS_PER_PAGE),
      }).toString();
      const body = (await apiGet('search', url, accessToken)) as {
        artists?: { items?: unknown; total?: unknown };
      } | null;
      const items = Array.isArray(body?.artists?.items) ? body.artists.items : undefined;
      if (!items) throw new SpotifyError('unavailable', 'Spotify search: the answer has no artists');
      const total = typeof body?.artists?.total === 'number' ? body.artists.total : 0;
      return {
        items: items.flatMap((raw: unknown) => toArtist(raw) ?? []).slice(0, SPOTIFY_ARTISTS_PER_PAGE),
        // Spotify reaches offsets below 1,000 only: a total beyond the last reachable page would offer pages that
        // cannot load.
        total: Math.max(0, Math.min(total, SPOTIFY_SEARCH_PAGES_MAX * SPOTIFY_ARTISTS_PER_PAGE)),
      };
    },

    async byIds(ids, accessToken) {
      if (ids.length === 0) return [];
      const url = new URL(`${SPOTIFY_API_URL}/artists`);
      url.searchParams.set('ids', ids.join(','));
      let body: { artists?: unknown } | null;
      try {
        body = (await apiGet('artists', url, accessToken)) as { artists?: unknown } | null;
      } catch (error) {
        // 400 "invalid id": Spotify knows none of them by that id, which is what an unknown id means here.
        if (error instanceof SpotifyError && error.status === 400) return [];
        throw error;
      }
      if (!Array.isArray(body?.artists)) {
        throw new SpotifyError('unavailable', 'Spotify artists: the answer has no artists');
      }
      // Unknown ids come back as null entries; keep the order asked and leave them out.
      const found = new Map(
        (body.artists as unknown[]).flatMap((raw) => {
          const artist = toArtist(raw);
          return artist ? [[artist.id, artist] as const] : [];
        }),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
