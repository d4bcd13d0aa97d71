// The interests lists: the member's interests from their own profile with how many members share each, and each
// interest's feed (14 a page), leaving out the viewer, members across a block either way, disabled and hidden ones.
import type { ListEntry } from '@app/contract';
import { getInterests, interestFeed, INTEREST_FEED_PAGE_SIZE } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Member } from '../../../src/db/schema.ts';
import { memberArtists, memberProfiles, members } from '../../../src/db/schema.ts';
import type { TestBackend } from '../../helper.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { addBlocks, allPages, insertMembers, memberWithClient, minutesAgo } from '../discovery/fixtures.ts';

const ARTIST = { artistId: '06HL4z0CvFAxyc27GXpf02', name: 'Taylor Swift' };
/** An artist nobody else chose. */
const LONELY_ARTIST = { artistId: '0000000000000000000001', name: 'Nobody Else' };

async function giveProfile(
  backend: TestBackend,
  people: readonly Member[],
  profile: Partial<typeof memberProfiles.$inferInsert>,
) {
  if (people.length === 0) return;
  await backend.db.insert(memberProfiles).values(people.map((m) => ({ memberId: m.id, ...profile })));
}

async function giveArtist(backend: TestBackend, people: readonly Member[]) {
  if (people.length === 0) return;
  await backend.db
    .insert(memberArtists)
    .values(people.map((m) => ({ memberId: m.id, ...ARTIST, position: 0 })));
}

describeBackends('interests lists', (backend) => {
  it('lists the member’s interests with how many visible members share each; "none" choices are no interest', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    await giveProfile(backend, [me], {
      relationshipType: 'long-term',
      languages: ['english', 'spanish'],
      pets: ['dog', 'none'],
      diet: 'anything',
    });
    await giveArtist(backend, [me]);
    await backend.db
      .insert(memberArtists)
      .values({ memberId: me.id, artistId: LONELY_ARTIST.artistId, name: LONELY_ARTIST.name, position: 1 });
    const [a, b, blocked, blocker, disabled, hidden] = await insertMembers(backend, 6);
    await giveProfile(backend, [a!, b!, blocked!, blocker!, disabled!, hidden!], {
      languages: ['spanish'],
      pets: ['dog'],
    });
    await giveArtist(backend, [a!]);
    await addBlocks(backend, [
      [me, blocked!],
      [blocker!, me],
    ]);
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled!.id));
    await backend.db.update(members).set({ hidden: true }).where(eq(members.id, hidden!.id));

    const { items } = parseBody(getInterests.response, await client.get('/api/user/interests')).data;
    expect(items.map((i) => [i.id, i.label, i.sharedBy])).toEqual([
      ['relationship-long-term', 'A long-term relationship', 0],
      [`artist-${ARTIST.artistId}`, 'Taylor Swift', 1],
      [`artist-${LONELY_ARTIST.artistId}`, LONELY_ARTIST.name, 0],
      ['language-english', 'English', 0],
      ['language-spanish', 'Spanish', 2],
      ['pet-dog', 'Dog', 2],
    ]);
  });

  it('a member with no profile has no interests', async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const response = await client.get('/api/user/interests');
    expect(response.statusCode).toBe(200);
    expect(parseBody(getInterests.response, response).data.items).toEqual([]);
  });

  it('an interest feed pages 14 at a time, most recently active first, without hidden members', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    await giveProfile(backend, [me], { pets: ['cat'] });
    const sharing = await insertMembers(backend, 20, (i) => ({ lastActiveAt: minutesAgo(5 + i) }));
    const others = await insertMembers(backend, 4);
    const [blocked, blocker, disabled, hidden] = await insertMembers(backend, 4);
    await giveProfile(backend, [...sharing, blocked!, blocker!, disabled!, hidden!], {
      pets: ['cat', 'dog'],
    });
    await giveProfile(backend, others, { pets: ['dog'] });
    await addBlocks(backend, [
      [me, blocked!],
      [blocker!, me],
    ]);
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled!.id));
    await backend.db.update(members).set({ hidden: true }).where(eq(members.id, hidden!.id));

    const pages = await allPages<ListEntry>(client, '/api/user/interests/pet-cat');
    expect(pages.map((p) => p.items.length)).toEqual([INTEREST_FEED_PAGE_SIZE, 6]);
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(sharing.map((m) => m.id));
    expect(pages[0]!.total).toBe(20);
    const first = parseBody(interestFeed, await client.get('/api/user/interests/pet-cat')).data;
    expect(first.interest).toEqual({ id: 'pet-cat', kind: 'pet', label: 'Cat', sharedBy: 20 });
    expect(first.items[0]!.at).toBe(sharing[0]!.lastActiveAt.toISOString());
  });

  it('an interest the member does not have is 404; a malformed one is 400 naming interest', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    await giveProfile(backend, [me], { pets: ['none'], diet: 'vegan' });
    for (const url of [
      '/api/user/interests/pet-dog',
      '/api/user/interests/pet-none',
      '/api/user/interests/diet-kosher',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await client.get('/api/user/interests/diet-vegan')).statusCode).toBe(200);
    const bad = await client.get('/api/user/interests/hobby-golf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_request', field: 'interest' } });
  });
});
