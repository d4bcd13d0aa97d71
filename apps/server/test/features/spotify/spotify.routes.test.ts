// The routes with the real Spotify adapter over recorded responses: start auth → connect with the returned state
// → search and save, token refresh, and what a member sees when Spotify refuses or fails.
import {
  apiErrorBody,
  connectSpotify,
  getSpotify,
  saveArtists,
  searchArtists,
  startSpotifyAuth,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import type { Member } from '../../../src/db/schema.ts';
import { spotifyAuthStates, spotifyConnections } from '../../../src/db/schema.ts';
import { pkceChallenge, spotifyWebApi } from '../../../src/features/spotify/spotify-api.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { CLIENT_ID, REDIRECT_URI, fixture, recordedFetch, useCatalogueApp } from './recorded.ts';

const CODE = 'AQB-test-authorization-code';
const DAFT_PUNK = '4tZwfgrHOc3mvqYlEYSvVN';
const RADIOHEAD = '4Z8W4fKeB5YxbusRsdQVPb';
const searchUrl = (q: string) => `${searchArtists.path}?${new URLSearchParams({ q })}`;

describeBackends('Spotify artists with the Spotify Web API', (backend) => {
  const build = useCatalogueApp(backend);
  let spotify: ReturnType<typeof recordedFetch>;
  let app: FastifyInstance;
  let member: Member;
  let client: TestClient;

  beforeEach(async () => {
    spotify = recordedFetch();
    app = await build(
      spotifyWebApi({ clientId: CLIENT_ID, redirectUri: REDIRECT_URI, fetch: spotify.fetch }),
    );
    member = await backend.createMember();
    client = await loginAs(app, member.email);
  });

  /** Starts an authorization; answers its state and the challenge the authorize URL carries. */
  async function start() {
    const response = await client.post(startSpotifyAuth.path, {});
    const authorizeUrl = parseBody(startSpotifyAuth.response, response).data.authorizeUrl;
    if (!authorizeUrl) throw new Error('no authorize URL');
    const url = new URL(authorizeUrl);
    return {
      url,
      state: url.searchParams.get('state') ?? '',
      challenge: url.searchParams.get('code_challenge') ?? '',
    };
  }

  /** Connects through start → Spotify's redirect → connect, checking the PKCE verifier sent. */
  async function connect() {
    const { state, challenge } = await start();
    spotify.expect('token-exchange', (request) => {
      expect(pkceChallenge(request.form?.get('code_verifier') ?? '')).toBe(challenge);
    });
    const response = await client.post(connectSpotify.path, { code: CODE, state });
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(connectSpotify.response, response).data;
  }

  const expectError = (
    response: Awaited<ReturnType<TestClient['get']>>,
    status: number,
    error: Record<string, unknown>,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(parseBody(apiErrorBody, response).error).toMatchObject(error);
  };

  const storedConnection = async () =>
    (await backend.db.select().from(spotifyConnections).where(eq(spotifyConnections.memberId, member.id)))[0];

  it('connects with the state it started, then searches with the member’s token', async () => {
    const before = parseBody(getSpotify.response, await client.get(getSpotify.path)).data;
    expect(before).toEqual({ provider: 'spotify', connected: false, artists: [] });

    const { url } = await start();
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.spotify.com/authorize');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(spotify.sent).toHaveLength(0);

    expect(await connect()).toEqual({ provider: 'spotify', connected: true, artists: [] });
    const stored = await storedConnection();
    expect(stored).toMatchObject({
      accessToken: 'BQ-test-access-token-1',
      refreshToken: 'AQ-test-refresh-token-1',
    });
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    spotify.expect('search-artists');
    const page = parseBody(searchArtists.response, await client.get(searchUrl('radio'))).data;
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: 996 });
    expect(page.items[0]).toMatchObject({ id: RADIOHEAD, name: 'Radiohead' });
    spotify.done();
  });

  it('refuses a state that is unknown, used, another member’s or older than 10 minutes (400 naming state)', async () => {
    const stateError = { code: 'invalid_request', field: 'state' };
    expectError(await client.post(connectSpotify.path, { code: CODE, state: 'made-up' }), 400, stateError);

    // Used: the first connect takes it.
    const { state } = await start();
    spotify.expect('token-exchange');
    expect((await client.post(connectSpotify.path, { code: CODE, state })).statusCode).toBe(200);
    expectError(await client.post(connectSpotify.path, { code: CODE, state }), 400, stateError);

    // Another member's: refused, and still theirs to use.
    const theirs = await start();
    const other = await backend.createMember();
    const otherClient = await loginAs(app, other.email);
    expectError(
      await otherClient.post(connectSpotify.path, { code: CODE, state: theirs.state }),
      400,
      stateError,
    );
    spotify.expect('token-exchange');
    expect((await client.post(connectSpotify.path, { code: CODE, state: theirs.state })).statusCode).toBe(
      200,
    );

    // Expired.
    const old = await start();
    await backend.db
      .update(spotifyAuthStates)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(spotifyAuthStates.state, old.state));
    expectError(await client.post(connectSpotify.path, { code: CODE, state: old.state }), 400, stateError);
    spotify.done();
  });

  it('keeps a few pending authorizations per member', async () => {
    const states = [];
    for (let i = 0; i < 7; i += 1) states.push((await start()).state);
    const rows = await backend.db
      .select({ state: spotifyAuthStates.state })
      .from(spotifyAuthStates)
      .where(eq(spotifyAuthStates.memberId, member.id));
    expect(rows.length).toBe(5);
    expect(new Set(states).size).toBe(7);
  });

  it('answers 400 naming code when Spotify refuses the code', async () => {
    const { state } = await start();
    spotify.expect({ ...fixture('token-invalid-grant'), request: fixture('token-exchange').request });
    expectError(await client.post(connectSpotify.path, { code: CODE, state }), 400, {
      code: 'invalid_request',
      field: 'code',
    });
    expect(parseBody(getSpotify.response, await client.get(getSpotify.path)).data.connected).toBe(false);
    spotify.done();
  });

  it('asks a member who has not connected to connect first (409)', async () => {
    const notConnected = { code: 'spotify_not_connected' };
    expectError(await client.get(searchUrl('radio')), 409, notConnected);
    expectError(
      await client.request({ method: 'PUT', url: saveArtists.path, payload: { artistIds: [DAFT_PUNK] } }),
      409,
      notConnected,
    );
    // Clearing needs no Spotify.
    const cleared = await client.request({
      method: 'PUT',
      url: saveArtists.path,
      payload: { artistIds: [] },
    });
    expect(parseBody(saveArtists.response, cleared).data.artists).toEqual([]);
    expect(spotify.sent).toHaveLength(0);
  });

  it('saves artists as Spotify describes them, and refuses ids it does not know', async () => {
    await connect();
    spotify.expect('artists-by-ids');
    const saved = await client.request({
      method: 'PUT',
      url: saveArtists.path,
      payload: { artistIds: [DAFT_PUNK, RADIOHEAD] },
    });
    const artists = parseBody(saveArtists.response, saved).data.artists;
    expect(artists.map((a) => a.name)).toEqual(['Daft Punk', 'Radiohead']);
    expect(artists[0]?.imageUrl).toMatch(/^https:\/\/i\.scdn\.co\/image\//);
    const status = parseBody(getSpotify.response, await client.get(getSpotify.path)).data;
    expect(status.artists).toEqual(artists);

    spotify.expect('artists-unknown-id');
    const unknown = await client.request({
      method: 'PUT',
      url: saveArtists.path,
      payload: { artistIds: [DAFT_PUNK, '0000000000000000000000'] },
    });
    expectError(unknown, 400, { code: 'invalid_request', field: 'artistIds' });
    const kept = parseBody(getSpotify.response, await client.get(getSpotify.path)).data;
    expect(kept.artists).toEqual(artists);
    spotify.done();
  });

  /** The recorded search, as sent with the refreshed token. */
  const searchWithToken2 = () => {
    const recording = fixture('search-artists');
    recording.request.headers = { authorization: 'Bearer BQ-test-access-token-2' };
    return recording;
  };

  it('refreshes an expired token before searching and keeps the new tokens', async () => {
    await connect();
    await backend.db
      .update(spotifyConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(spotifyConnections.memberId, member.id));
    spotify.expect('token-refresh').expect(searchWithToken2());
    const response = await client.get(searchUrl('radio'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedConnection()).toMatchObject({
      accessToken: 'BQ-test-access-token-2',
      refreshToken: 'AQ-test-refresh-token-2',
    });
    spotify.done();
  });

  it('refreshes once and retries when Spotify refuses a token before its expiry', async () => {
    await connect();
    spotify.expect('error-401').expect('token-refresh').expect(searchWithToken2());
    const response = await client.get(searchUrl('radio'));
    expect(response.statusCode, response.body).toBe(200);
    spotify.done();
  });

  it('drops the connection when Spotify revokes the refresh token, and asks to connect again (409)', async () => {
    await connect();
    spotify.expect('error-401').expect('token-invalid-grant');
    expectError(await client.get(searchUrl('radio')), 409, { code: 'spotify_not_connected' });
    expect(await storedConnection()).toBeUndefined();
    expect(parseBody(getSpotify.response, await client.get(getSpotify.path)).data.connected).toBe(false);
    spotify.done();
  });

  it('answers 502 with the contract’s error body when Spotify fails, passing on its Retry-After', async () => {
    await connect();
    spotify.expect('error-429');
    const response = await client.get(searchUrl('radio'));
    expectError(response, 502, { code: 'spotify_unavailable' });
    expect(response.headers['retry-after']).toBe('7');
    expect(response.body).not.toContain('BQ-test');
    // Still connected: a failing Spotify is not the member's doing.
    expect(parseBody(getSpotify.response, await client.get(getSpotify.path)).data.connected).toBe(true);
    spotify.done();
  });

  it('answers 502 when Spotify cannot be reached while connecting, and the state is spent', async () => {
    const offline = await build(
      spotifyWebApi({
        clientId: CLIENT_ID,
        redirectUri: REDIRECT_URI,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      }),
    );
    const offlineClient = await loginAs(offline, member.email);
    const started = await offlineClient.post(startSpotifyAuth.path, {});
    const authorizeUrl = parseBody(startSpotifyAuth.response, started).data.authorizeUrl ?? '';
    const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
    expectError(await offlineClient.post(connectSpotify.path, { code: CODE, state }), 502, {
      code: 'spotify_unavailable',
    });
    expectError(await offlineClient.post(connectSpotify.path, { code: CODE, state }), 400, {
      field: 'state',
    });
  });

  it('never writes a token, code or verifier to the logs', async () => {
    const logs: string[] = [];
    spotify = recordedFetch();
    app = await build(
      spotifyWebApi({ clientId: CLIENT_ID, redirectUri: REDIRECT_URI, fetch: spotify.fetch }),
      logs,
    );
    client = await loginAs(app, member.email);
    const verifiers: string[] = [];
    const { state } = await start();
    spotify.expect('token-exchange', (request) => verifiers.push(request.form?.get('code_verifier') ?? ''));
    await client.post(connectSpotify.path, { code: CODE, state });
    spotify.expect('error-429');
    await client.get(searchUrl('radio'));
    spotify.expect('error-401').expect('token-invalid-grant');
    await client.get(searchUrl('radio'));
    spotify.done();

    const written = logs.join('\n');
    expect(written).toContain('Spotify call failed');
    for (const secret of ['BQ-test-access-token', 'AQ-test-refresh-token', CODE, ...verifiers]) {
      expect(written).not.toContain(secret);
    }
  });
});
