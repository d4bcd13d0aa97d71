// The Spotify Web API adapter's HTTP layer against recorded responses: what it sends (URLs, PKCE, form bodies,
// the bearer token) and what it makes of each answer.
import { SPOTIFY_ARTISTS_PER_PAGE, SPOTIFY_SEARCH_PAGES_MAX } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { SpotifyError } from '../../../src/features/spotify/catalogue.ts';
import {
  createPkcePair,
  pickImage,
  pkceChallenge,
  spotifyWebApi,
} from '../../../src/features/spotify/spotify-api.ts';
import { CLIENT_ID, REDIRECT_URI, fixture, recordedFetch } from './recorded.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const RADIOHEAD = '4Z8W4fKeB5YxbusRsdQVPb';
const DAFT_PUNK = '4tZwfgrHOc3mvqYlEYSvVN';

function adapter() {
  const spotify = recordedFetch();
  const api = spotifyWebApi({
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    fetch: spotify.fetch,
    now: () => NOW,
  });
  return { spotify, api };
}

async function failure(promise: Promise<unknown>): Promise<SpotifyError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpotifyError);
  return error as SpotifyError;
}

describe('PKCE', () => {
  it('makes a random verifier of 43–128 unreserved characters and its S256 challenge', () => {
    const a = createPkcePair();
    const b = createPkcePair();
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(a.codeChallenge).toBe(pkceChallenge(a.codeVerifier));
    // RFC 7636, appendix B.
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('the Spotify Web API adapter', () => {
  it('sends the member to Spotify with the client id, redirect URI, state and S256 challenge', () => {
    const { api } = adapter();
    const url = new URL(api.authorizeUrl('the-state', 'the-challenge'));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.spotify.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
      code_challenge: 'the-challenge',
      state: 'the-state',
    });
  });

  it('trades the code and verifier for tokens with the client id only (no secret)', async () => {
    const { spotify, api } = adapter();
    spotify.expect('token-exchange', (request) => {
      expect(request.form?.get('code_verifier')).toBe('the-verifier');
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.form?.has('client_secret')).toBe(false);
    });
    const tokens = await api.exchangeCode('AQB-test-authorization-code', 'the-verifier');
    expect(tokens).toEqual({
      accessToken: 'BQ-test-access-token-1',
      refreshToken: 'AQ-test-refresh-token-1',
      expiresAt: new Date(NOW.getTime() + 3600_000),
    });
    spotify.done();
  });

  it('refreshes tokens', async () => {
    const { spotify, api } = adapter();
    spotify.expect('token-refresh');
    expect(await api.refresh('AQ-test-refresh-token-1')).toEqual({
      accessToken: 'BQ-test-access-token-2',
      refreshToken: 'AQ-test-refresh-token-2',
      expiresAt: new Date(NOW.getTime() + 3600_000),
    });
    spotify.done();
  });

  it('keeps the refresh token when a refresh answer has none', async () => {
    const { spotify, api } = adapter();
    const recording = fixture('token-refresh');
    const body = recording.response.body as Record<string, unknown>;
    delete body.refresh_token;
    spotify.expect(recording);
    expect((await api.refresh('AQ-test-refresh-token-1')).refreshToken).toBeUndefined();
    spotify.done();
  });

  it('reports a revoked grant as rejected (reconnecting fixes it), never with the token in the message', async () => {
    const { spotify, api } = adapter();
    spotify.expect('token-invalid-grant');
    const error = await failure(api.refresh('AQ-test-refresh-token-1'));
    expect(error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(error.message).not.toContain('AQ-test-refresh-token-1');
    spotify.done();
  });

  it('searches artists 12 a page with the bearer token and maps them to the contract', async () => {
    const { spotify, api } = adapter();
    spotify.expect('search-artists');
    const page = await api.search('radio', 1, 'BQ-test-access-token-1');
    spotify.done();
    expect(page.items).toHaveLength(SPOTIFY_ARTISTS_PER_PAGE);
    // 1,432 matches, but Spotify pages stop below offset 1,000: the total offers only reachable pages.
    expect(page.total).toBe(SPOTIFY_SEARCH_PAGES_MAX * SPOTIFY_ARTISTS_PER_PAGE);
    const [radiohead] = page.items;
    expect(radiohead).toEqual({
      id: RADIOHEAD,
      name: 'Radiohead',
      genres: ['art rock', 'alternative rock'],
      imageUrl: expect.stringMatching(/^https:\/\/i\.scdn\.co\/image\/ab6761610000f178/),
    });
    const byName = new Map(page.items.map((artist) => [artist.name, artist]));
    expect(byName.get('Radio Rebel')).toMatchObject({ imageUrl: null, genres: [] });
    // Only a 320 and a 64: the 320. Only a 64: none. No sizes: taken as large.
    expect(byName.get('Radio Birdman')?.imageUrl).toMatch(/ab67616100005174/);
    expect(byName.get('Radio Free Vestibule')?.imageUrl).toBeNull();
    expect(byName.get('Radiodervish')?.imageUrl).toMatch(/^https:\/\/i\.scdn\.co\//);
  });

  it('asks for the page at its offset', async () => {
    const { spotify, api } = adapter();
    const recording = fixture('search-artists');
    recording.request.url = recording.request.url.replace('offset=0', 'offset=36');
    spotify.expect(recording);
    await api.search('radio', 4, 'BQ-test-access-token-1');
    spotify.done();
  });

  it('encodes the search text', async () => {
    const { spotify, api } = adapter();
    const recording = fixture('search-artists');
    recording.request.url = recording.request.url.replace('q=radio', 'q=AC%2FDC+%26+Guns+N%27+Roses');
    spotify.expect(recording);
    await api.search("AC/DC & Guns N' Roses", 1, 'BQ-test-access-token-1');
    spotify.done();
  });

  it('reads artists by id in the order asked', async () => {
    const { spotify, api } = adapter();
    spotify.expect('artists-by-ids');
    const artists = await api.byIds([DAFT_PUNK, RADIOHEAD], 'BQ-test-access-token-1');
    expect(artists.map((artist) => artist.name)).toEqual(['Daft Punk', 'Radiohead']);
    expect(artists[0]).toMatchObject({ id: DAFT_PUNK, genres: ['french house', 'electro'] });
    spotify.done();
  });

  it('leaves out ids Spotify does not know', async () => {
    const { spotify, api } = adapter();
    spotify.expect('artists-unknown-id');
    const artists = await api.byIds([DAFT_PUNK, '0000000000000000000000'], 'BQ-test-access-token-1');
    expect(artists.map((artist) => artist.id)).toEqual([DAFT_PUNK]);
    spotify.done();
  });

  it('asks nothing for no ids', async () => {
    const { spotify, api } = adapter();
    expect(await api.byIds([], 'BQ-test-access-token-1')).toEqual([]);
    expect(spotify.sent).toHaveLength(0);
  });

  it('reports an expired token (401) as rejected', async () => {
    const { spotify, api } = adapter();
    spotify.expect('error-401');
    expect(await failure(api.search('radio', 1, 'BQ-test-access-token-1'))).toMatchObject({
      kind: 'rejected',
      status: 401,
    });
    spotify.done();
  });

  it("reports a rate limit (429) as unavailable, with Spotify's Retry-After", async () => {
    const { spotify, api } = adapter();
    spotify.expect('error-429');
    expect(await failure(api.search('radio', 1, 'BQ-test-access-token-1'))).toMatchObject({
      kind: 'unavailable',
      status: 429,
      retryAfter: 7,
    });
    spotify.done();
  });

  it('reports a network failure or an answer that is not JSON as unavailable', async () => {
    const offline = spotifyWebApi({
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await failure(offline.search('radio', 1, 'token'))).toMatchObject({ kind: 'unavailable' });
    const html = spotifyWebApi({
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 200 }),
    });
    expect(await failure(html.search('radio', 1, 'token'))).toMatchObject({ kind: 'unavailable' });
    const empty = spotifyWebApi({
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      fetch: async () => Response.json({}),
    });
    expect(await failure(empty.search('radio', 1, 'token'))).toMatchObject({ kind: 'unavailable' });
    expect(await failure(empty.exchangeCode('code', 'verifier'))).toMatchObject({ kind: 'unavailable' });
  });
});

describe('pickImage', () => {
  it('takes the smallest image at least 160 px, else none', () => {
    const image = (size: number | null) => ({ url: `https://i.scdn.co/${size}`, width: size, height: size });
    expect(pickImage([image(640), image(320), image(160)])).toBe('https://i.scdn.co/160');
    expect(pickImage([image(640), image(300), image(64)])).toBe('https://i.scdn.co/300');
    expect(pickImage([image(64)])).toBeNull();
    expect(pickImage([])).toBeNull();
    expect(pickImage(undefined)).toBeNull();
    expect(pickImage([image(null), image(640)])).toBe('https://i.scdn.co/640');
    expect(pickImage([{ url: 'http://insecure.example/a.jpg', width: 640, height: 640 }])).toBeNull();
  });
});
