import {
  PROFILE_ARTISTS_MAX,
  SPOTIFY_ARTISTS_PER_PAGE,
  SPOTIFY_SEARCH_PAGES_MAX,
  apiErrorBody,
  connectSpotify,
  getSpotify,
  saveArtists,
  searchArtists,
  startSpotifyAuth,
} from '@app/contract';
import { sandboxArtistId, sandboxArtists } from '@app/demo-data/artists';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxCatalogue } from '../../../src/features/spotify/sandbox.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';

const idOf = (name: string) => {
  const artist = sandboxArtists.find((a) => a.name === name);
  if (!artist) throw new Error(`${name} is not in the sandbox catalogue`);
  return artist.id;
};

const searchUrl = (q: string, page?: number | string) =>
  `${searchArtists.path}?${new URLSearchParams({ q, ...(page === undefined ? {} : { page: String(page) }) })}`;

describe('the sandbox catalogue', () => {
  it('holds a few hundred distinct artists with Spotify-shaped ids derived from their names', () => {
    expect(sandboxArtists.length).toBeGreaterThanOrEqual(300);
    expect(new Set(sandboxArtists.map((a) => a.id)).size).toBe(sandboxArtists.length);
    expect(new Set(sandboxArtists.map((a) => a.name.toLowerCase())).size).toBe(sandboxArtists.length);
    for (const artist of sandboxArtists) {
      expect(artist.id).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(artist.id).toBe(sandboxArtistId(artist.name));
      expect(artist.genres.length).toBeGreaterThan(0);
      expect(artist.imageUrl).toBeNull();
    }
  });

  it('matches names case-insensitively before genres, 12 a page', async () => {
    const catalogue = sandboxCatalogue();
    const queen = await catalogue.search('QUEEN', 1);
    expect(queen.items.map((a) => a.name)).toEqual(['Queen', 'Queens of the Stone Age']);
    const jazz = await catalogue.search('jazz', 1);
    expect(jazz.items).toHaveLength(SPOTIFY_ARTISTS_PER_PAGE);
    expect(jazz.items.every((a) => a.genres.includes('jazz'))).toBe(true);
    // Names containing the text come first, then the artists of genres containing it.
    const rock = await catalogue.search('rock', 1);
    const names = rock.items.map((a) => a.name.toLowerCase());
    const firstGenreOnly = names.findIndex((name) => !name.includes('rock'));
    expect(firstGenreOnly).toBeGreaterThan(0);
    expect(names.slice(firstGenreOnly).every((name) => !name.includes('rock'))).toBe(true);
  });
});

describeBackends('Spotify artists with the sandbox catalogue', (backend) => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    const member = await backend.createMember();
    app = await backend.build();
    client = await loginAs(app, member.email);
  });

  const save = (artistIds: unknown) =>
    client.request({ method: 'PUT', url: saveArtists.path, payload: { artistIds } });

  it('is connected at once and needs no sign-in', async () => {
    const status = parseBody(getSpotify.response, await client.get(getSpotify.path));
    expect(status.data).toEqual({ provider: 'sandbox', connected: true, artists: [] });
    const started = await client.post(startSpotifyAuth.path, {});
    expect(parseBody(startSpotifyAuth.response, started).data.authorizeUrl).toBeNull();
    const bodiless = await client.post(startSpotifyAuth.path);
    expect(bodiless.statusCode).toBe(200);
    const connected = await client.post(connectSpotify.path, { code: 'anything', state: 'anything' });
    expect(parseBody(connectSpotify.response, connected).data.connected).toBe(true);
  });

  it('pages search results 12 at a time, with the total', async () => {
    const first = parseBody(searchArtists.response, await client.get(searchUrl('an'))).data;
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(SPOTIFY_ARTISTS_PER_PAGE);
    expect(first.items).toHaveLength(SPOTIFY_ARTISTS_PER_PAGE);
    expect(first.total).toBeGreaterThan(2 * SPOTIFY_ARTISTS_PER_PAGE);

    const lastPage = Math.ceil(first.total / SPOTIFY_ARTISTS_PER_PAGE);
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page += 1) {
      const data = parseBody(searchArtists.response, await client.get(searchUrl('an', page))).data;
      expect(data.total).toBe(first.total);
      expect(data.items.length).toBe(
        page < lastPage ? SPOTIFY_ARTISTS_PER_PAGE : first.total - (lastPage - 1) * SPOTIFY_ARTISTS_PER_PAGE,
      );
      for (const artist of data.items) {
        expect(seen.has(artist.id)).toBe(false);
        seen.add(artist.id);
        const text = [artist.name, ...artist.genres].join(' ').toLowerCase();
        expect(text).toContain('an');
      }
    }
    expect(seen.size).toBe(first.total);

    const beyond = parseBody(searchArtists.response, await client.get(searchUrl('an', lastPage + 1))).data;
    expect(beyond).toMatchObject({ items: [], total: first.total, page: lastPage + 1 });
  });

  it('finds an artist by part of their name, whatever the case', async () => {
    const data = parseBody(searchArtists.response, await client.get(searchUrl('  rAdIoHeAd '))).data;
    expect(data.total).toBe(1);
    expect(data.items).toEqual([
      { id: idOf('Radiohead'), name: 'Radiohead', imageUrl: null, genres: ['rock', 'alternative rock'] },
    ]);
    const none = parseBody(searchArtists.response, await client.get(searchUrl('zzzxq'))).data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['no q', searchArtists.path, 'q'],
    ['an empty q', searchUrl(''), 'q'],
    ['a blank q', searchUrl('   '), 'q'],
    ['a q over 100 characters', searchUrl('a'.repeat(101)), 'q'],
    ['page 0', searchUrl('queen', 0), 'page'],
    ['a page past the last Spotify reaches', searchUrl('queen', SPOTIFY_SEARCH_PAGES_MAX + 1), 'page'],
    ['a page that is not a number', searchUrl('queen', 'two'), 'page'],
  ])('refuses %s with 400 naming the field', async (_, url, field) => {
    const response = await client.get(url);
    expect(response.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, response).error).toMatchObject({ code: 'invalid_request', field });
  });

  it('saves the chosen artists in order, replaces them, and clears them', async () => {
    const first = ['Nina Simone', 'Daft Punk', 'Dolly Parton'].map(idOf);
    const saved = parseBody(saveArtists.response, await save(first)).data.artists;
    expect(saved.map((a) => a.id)).toEqual(first);
    expect(saved[1]).toEqual({
      id: idOf('Daft Punk'),
      name: 'Daft Punk',
      imageUrl: null,
      genres: ['funk', 'disco'],
    });
    const status = parseBody(getSpotify.response, await client.get(getSpotify.path)).data;
    expect(status.artists).toEqual(saved);

    const second = ['Dolly Parton', 'BTS'].map(idOf);
    await save(second);
    const replaced = parseBody(getSpotify.response, await client.get(getSpotify.path)).data.artists;
    expect(replaced.map((a) => a.name)).toEqual(['Dolly Parton', 'BTS']);

    const twelve = sandboxArtists.slice(0, PROFILE_ARTISTS_MAX).map((a) => a.id);
    expect((await save(twelve)).statusCode).toBe(200);
    const all = parseBody(getSpotify.response, await client.get(getSpotify.path)).data.artists;
    expect(all.map((a) => a.id)).toEqual(twelve);

    expect(parseBody(saveArtists.response, await save([])).data.artists).toEqual([]);
    expect(parseBody(getSpotify.response, await client.get(getSpotify.path)).data.artists).toEqual([]);
  });

  it('refuses an unknown id with 400 naming artistIds and keeps the saved artists', async () => {
    const kept = [idOf('Adele')];
    await save(kept);
    const response = await save([idOf('Prince'), '0000000000000000000000']);
    expect(response.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, response).error).toMatchObject({
      code: 'invalid_request',
      field: 'artistIds',
      message: expect.stringContaining('0000000000000000000000'),
    });
    const status = parseBody(getSpotify.response, await client.get(getSpotify.path)).data;
    expect(status.artists.map((a) => a.id)).toEqual(kept);
  });

  it.each([
    ['an id of the wrong shape', ['not-an-id'], 'artistIds.0'],
    ['the same artist twice', [idOf('Adele'), idOf('Adele')], 'artistIds'],
    ['more than 12 artists', sandboxArtists.slice(0, PROFILE_ARTISTS_MAX + 1).map((a) => a.id), 'artistIds'],
    ['no list', undefined, 'artistIds'],
  ])('refuses %s with 400 naming the field', async (_, artistIds, field) => {
    const response = await save(artistIds);
    expect(response.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, response).error.field).toBe(field);
  });

  it('keeps each member to their own artists', async () => {
    await save([idOf('Adele')]);
    const other = await backend.createMember();
    const otherClient = await loginAs(app, other.email);
    const status = parseBody(getSpotify.response, await otherClient.get(getSpotify.path)).data;
    expect(status.artists).toEqual([]);
  });

  it('answers 401 to a caller without a session', async () => {
    const anonymous = new TestClient(app);
    for (const response of [
      await anonymous.get(getSpotify.path),
      await anonymous.get(searchUrl('queen')),
      await anonymous.request({ method: 'PUT', url: saveArtists.path, payload: { artistIds: [] } }),
      await anonymous.post(startSpotifyAuth.path, {}),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
