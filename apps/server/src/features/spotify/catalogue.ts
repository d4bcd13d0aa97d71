// The artist catalogue behind artist search: the offline sandbox (default) or the Spotify Web API. Routes only
// see this interface; which one runs is chosen from the config (SPOTIFY_CLIENT_ID) or given to the app (tests).
import type { Artist } from '@app/contract';

export interface ArtistPage {
  items: Artist[];
  /** Matches in the catalogue (the Spotify adapter caps it at what its paging can reach). */
  total: number;
}

interface ArtistSearch {
  /** A page (from 1) of artists whose name (or genre) matches `q`. */
  search(q: string, page: number, accessToken?: string): Promise<ArtistPage>;
  /** The artists of these ids that the catalogue knows, in the order asked; unknown ids are left out. */
  byIds(ids: readonly string[], accessToken?: string): Promise<Artist[]>;
}

/** Offline: no sign-in, every member can search at once. */
export interface SandboxCatalogue extends ArtistSearch {
  readonly provider: 'sandbox';
}

/** Tokens of a member's Spotify authorization. Never logged. */
export interface SpotifyTokens {
  accessToken: string;
  /** Absent when a refresh answer keeps the previous refresh token. */
  refreshToken: string | undefined;
  expiresAt: Date;
}

/** The Spotify Web API: each member connects their account (OAuth Authorization Code with PKCE) first. */
export interface SpotifyCatalogue extends ArtistSearch {
  readonly provider: 'spotify';
  /** Where to send the member to approve the app. */
  authorizeUrl(state: string, codeChallenge: string): string;
  /** Trades the code of Spotify's redirect (and the PKCE verifier it was started with) for tokens. */
  exchangeCode(code: string, codeVerifier: string): Promise<SpotifyTokens>;
  refresh(refreshToken: string): Promise<SpotifyTokens>;
}

export type ArtistCatalogue = SandboxCatalogue | SpotifyCatalogue;

/**
 * A failed Spotify call. `rejected`: Spotify refused the token or grant (an API 401, a token endpoint
 * `invalid_grant`), which reconnecting fixes; `unavailable`: anything else (5xx, 429, network, a malformed answer).
 * The message names the call and status only, never a token.
 */
export class SpotifyError extends Error {
  override name = 'SpotifyError';

  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    readonly status?: number,
    /** Seconds, from Spotify's Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
