// Search at 16 a page with its filters, and the geo city lookup over the offline city list.
import { apiErrorBody, lookupCities, searchPage } from '@app/contract';
import type { SearchResult } from '@app/contract';
import { expect, it } from 'vitest';
import type { TestClient } from '../../helper.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { addPhoto, allPages, insertMembers, memberWithClient, minutesAgo } from './fixtures.ts';

const ids = async (client: TestClient, query: string) =>
  parseBody(searchPage, await client.get(`/api/user/search?${query}`)).data.items.map((m) => m.id);

/** A birthdate making the member `age` today. */
const bornYearsAgo = (age: number) => {
  const today = new Date();
  return `${today.getUTCFullYear() - age}-01-01`;
};

describeBackends('search', (backend) => {
  it('answers 16 a page, most recently active first, with the total and cursors to the end', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    const community = await insertMembers(backend, 40, (i) => ({ lastActiveAt: minutesAgo(30 + i) }));
    await insertMembers(backend, 2, () => ({ disabledAt: new Date() }));

    const pages = await allPages<SearchResult>(client, '/api/user/search');
    expect(pages.map((p) => p.items.length)).toEqual([16, 16, 8]);
    expect(pages.every((p) => p.total === 40)).toBe(true);
    const found = pages.flatMap((p) => p.items.map((m) => m.id));
    expect(found).toEqual(community.map((m) => m.id));
    expect(found).not.toContain(me.id);
    expect(pages[0]!.items[0]).toMatchObject({ city: 'Austin', distanceKm: 0, likedByMe: false });
  });

  it('filters by age range, gender, photo, verification and recent activity', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const [young, old, woman, verified, online, pictured] = await insertMembers(backend, 6, (i) => ({
      birthdate: bornYearsAgo([22, 61, 40, 40, 40, 40][i]!),
      gender: i === 2 ? 'woman' : 'man',
      verificationStatus: i === 3 ? 'verified' : 'none',
      lastActiveAt: i === 4 ? minutesAgo(2) : minutesAgo(120 + i),
    }));
    await addPhoto(backend, pictured!);

    expect(await ids(client, 'ageMin=18&ageMax=25')).toEqual([young!.id]);
    expect(await ids(client, 'ageMin=60')).toEqual([old!.id]);
    expect((await ids(client, 'ageMin=30&ageMax=50')).sort()).toEqual(
      [woman, verified, online, pictured].map((m) => m!.id).sort(),
    );
    expect(await ids(client, 'seeking=woman')).toEqual([woman!.id]);
    expect(await ids(client, 'verified=true')).toEqual([verified!.id]);
    expect(await ids(client, 'onlineRecently=1')).toEqual([online!.id]);
    expect(await ids(client, 'hasPhoto=true')).toEqual([pictured!.id]);
    const page = parseBody(searchPage, await client.get('/api/user/search?hasPhoto=true')).data;
    expect(page.total).toBe(1);
    // A generated avatar shows on cards as WebP at the card size.
    expect(page.items[0]!.photoUrl).toMatch(/^\/api\/avatars\/[^/]+\.card\.webp$/);
  });

  it('filters by city (name, or name and region) or by distance from the member’s own city', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app, { city: 'Dallas', region: 'TX' });
    const [austin, fortWorth, portlandOr, portlandMe, nowhere] = await insertMembers(backend, 5, (i) => ({
      city: ['Austin', 'Fort Worth', 'Portland', 'Portland', 'Atlantis'][i],
      region: ['TX', 'TX', 'OR', 'ME', ''][i],
    }));

    expect((await ids(client, 'city=Portland')).sort()).toEqual([portlandOr!.id, portlandMe!.id].sort());
    expect(await ids(client, 'city=Portland%2C%20OR')).toEqual([portlandOr!.id]);
    expect(await ids(client, 'city=portland%2C%20Maine')).toEqual([portlandMe!.id]);
    expect(await ids(client, 'distanceKm=100')).toEqual([fortWorth!.id]);
    const near = parseBody(searchPage, await client.get('/api/user/search?distanceKm=400')).data;
    expect(near.items.map((m) => [m.id, m.distanceKm])).toEqual([
      [austin!.id, 293],
      [fortWorth!.id, 50],
    ]);
    const everyone = parseBody(searchPage, await client.get('/api/user/search')).data.items;
    expect(everyone.find((m) => m.id === nowhere!.id)?.distanceKm).toBeNull();
  });

  it('answers 400 naming the field for filters that cannot work', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app, { city: 'Atlantis', region: '' });
    const cases: Array<[string, string]> = [
      ['ageMin=17', 'ageMin'],
      ['ageMin=40&ageMax=30', 'ageMax'],
      ['seeking=robot', 'seeking'],
      ['city=Austin&distanceKm=50', 'distanceKm'],
      ['distanceKm=0', 'distanceKm'],
      ['distanceKm=50', 'distanceKm'], // their own city is not on the list
      ['limit=17', 'limit'],
      ['verified=maybe', 'verified'],
    ];
    for (const [query, field] of cases) {
      const response = await client.get(`/api/user/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(parseBody(apiErrorBody, response).error, query).toMatchObject({
        code: 'invalid_request',
        field,
      });
    }
  });

  it('looks cities up offline: names starting with the text first, then containing it, ten at most', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const lookup = async (q: string) =>
      parseBody(lookupCities.response, await client.get(`/api/user/geo/cities?q=${encodeURIComponent(q)}`))
        .data.items;

    const portland = await lookup('portl');
    expect(portland.map((c) => `${c.name}, ${c.region}`)).toEqual(['Portland, ME', 'Portland, OR']);
    expect(portland[1]).toMatchObject({
      country: 'US',
      lat: expect.closeTo(45.52, 1),
      lon: expect.closeTo(-122.68, 1),
    });
    const san = await lookup('san');
    expect(san).toHaveLength(10);
    expect(san.every((c) => c.name.toLowerCase().startsWith('san'))).toBe(true);
    const contains = await lookup('ville');
    expect(contains.length).toBeGreaterThan(3);
    expect(contains.every((c) => c.name.toLowerCase().includes('ville'))).toBe(true);
    expect((await lookup('zurich')).map((c) => c.name)).toEqual(['Zürich']);
    expect(await lookup('qqqq')).toEqual([]);

    const empty = await client.get('/api/user/geo/cities?q=%20');
    expect(parseBody(apiErrorBody, empty).error.field).toBe('q');
  });
});
