import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { artist } from './members.ts';

/**
 * Spotify artists on a member's profile. The server searches a catalogue behind a small interface: an offline
 * sandbox catalogue shipped with the repo by default, or the Spotify Web API (OAuth with PKCE, artist search) when
 * its environment variables are set. With the real API a member connects their Spotify account first.
 */

/** Artists a search page holds (SPEC point 9). */
export const SPOTIFY_ARTISTS_PER_PAGE = 12;
/** Most artists a profile shows. */
export const PROFILE_ARTISTS_MAX = 12;
/** Spotify's search reaches offsets up to 1,000. */
export const SPOTIFY_SEARCH_PAGES_MAX = Math.floor(1000 / SPOTIFY_ARTISTS_PER_PAGE);

/**
 * Error codes Spotify calls add to `errorCodes` (same error body): 409 `spotify_not_connected` when the real API needs
 * the member to connect (or reconnect) their Spotify account first; 502 `spotify_unavailable` when Spotify fails.
 */
export const spotifyErrorCodes = {
  notConnected: 'spotify_not_connected',
  unavailable: 'spotify_unavailable',
} as const;

export const artistId = z.string().regex(/^[0-9A-Za-z]{22}$/, 'Not a Spotify artist id');

export const spotifyStatus = z.object({
  /** Which catalogue answers searches. */
  provider: z.enum(['sandbox', 'spotify']),
  /** Searching works now (always with the sandbox; after connecting with Spotify). */
  connected: z.boolean(),
  artists: z.array(artist),
});
export type SpotifyStatus = z.infer<typeof spotifyStatus>;

export const getSpotify = defineEndpoint({
  summary: "Whether artist search is connected, and the member's chosen artists.",
  method: 'GET',
  path: '/api/user/spotify',
  response: z.object({ data: spotifyStatus }),
});

export const startSpotifyAuth = defineEndpoint({
  summary:
    'Start connecting Spotify (OAuth with PKCE): answers the authorize URL, or null when the catalogue needs no sign-in.',
  method: 'POST',
  path: '/api/user/spotify/auth',
  body: z.object({}).strict().optional(),
  response: z.object({ data: z.object({ authorizeUrl: z.string().nullable() }) }),
});

export const connectSpotify = defineEndpoint({
  summary: "Finish connecting Spotify with the authorization code and state of Spotify's redirect.",
  method: 'POST',
  path: '/api/user/spotify/connect',
  body: z.object({
    code: text().min(1, 'Missing the authorization code').max(2048),
    state: text().min(1, 'Missing the state').max(200),
  }),
  response: z.object({ data: spotifyStatus }),
});

export const artistSearchQuery = z.object({
  q: text({ error: 'Type an artist name' }).trim().min(1, 'Type an artist name').max(100),
  page: z.coerce.number().int().min(1).max(SPOTIFY_SEARCH_PAGES_MAX).default(1),
});
export type ArtistSearchQuery = z.input<typeof artistSearchQuery>;

export const artistSearchPage = z.object({
  data: z.object({
    items: z.array(artist).max(SPOTIFY_ARTISTS_PER_PAGE),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
});
export type ArtistSearchPage = z.infer<typeof artistSearchPage>;

export const searchArtists = defineEndpoint({
  summary: `Search artists by name, ${SPOTIFY_ARTISTS_PER_PAGE} a page.`,
  method: 'GET',
  path: '/api/user/spotify/artists',
  query: artistSearchQuery,
  response: artistSearchPage,
});

export const saveArtistsBody = z.object({
  artistIds: z
    .array(artistId)
    .max(PROFILE_ARTISTS_MAX, `Choose up to ${PROFILE_ARTISTS_MAX} artists`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each artist once'),
});
export type SaveArtistsBody = z.input<typeof saveArtistsBody>;

export const saveArtists = defineEndpoint({
  summary: "Set the artists the member's profile shows, in order; unknown ids answer 400 naming artistIds.",
  method: 'PUT',
  path: '/api/user/spotify/my-artists',
  body: saveArtistsBody,
  response: z.object({ data: z.object({ artists: z.array(artist) }) }),
});
