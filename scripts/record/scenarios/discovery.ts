// Discovery: the member lists, search and its city lookup, the interest feeds, another member's profile, blocking and
// reporting, the invites received, and the home page, for the free, paying and new demo logins (see spin.ts for the
// shape of one).
import { blocks, likes, members } from '../../../apps/server/src/db/schema.ts';
import { cityQueries } from '../../../packages/ui/src/components/SearchFilters/SearchFilters.fixtures.ts';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import { free, newProfile, paying, shell } from './shell.ts';

/** Every member's id and email (drizzle's operators are the server's; plain filtering keeps this file free of them). */
const everyone = ({ db }: ScenarioContext) =>
  db.select({ id: members.id, email: members.email }).from(members);

/** The id of a demo login. */
async function idOf(context: ScenarioContext, email: string): Promise<number> {
  const row = (await everyone(context)).find((m) => m.email === email);
  if (!row) throw new Error(`No member ${email}`);
  return row.id;
}

/** The email of a member, to act as them. */
async function emailOf(context: ScenarioContext, id: number): Promise<string> {
  const row = (await everyone(context)).find((m) => m.id === id);
  if (!row) throw new Error(`No member ${id}`);
  return row.email;
}

const LIST = { limit: 12 } as const;
const FEED = { limit: 14 } as const;
/** The query the search page sends for its default filters (everyone of every age). */
const SEARCH = { limit: 16, ageMin: 18, ageMax: 99 } as const;

/**
 * The member the profile scenarios open: the newest admirer of the paying member whom they do not like back yet, with
 * three photos or more, 20Q answers and favourite artists (every part of profile view, and a like makes it mutual).
 */
async function viewedMember(context: ScenarioContext): Promise<number> {
  const browser = await context.other().login(paying);
  let cursor: string | undefined;
  do {
    const page = (
      await browser.call('getList', { params: { kind: 'who-liked-me' }, query: { ...LIST, cursor } })
    ).body as { data: { items: { id: number; likedByMe: boolean }[]; nextCursor: string | null } };
    for (const { id, likedByMe } of page.data.items) {
      if (likedByMe) continue;
      const { body } = await browser.call('getProfileView', { params: { id } });
      const { data } = body as { data: { photos: unknown[]; answers: unknown[]; artists: unknown[] } };
      if (data.photos.length >= 3 && data.answers.length > 0 && data.artists.length > 0) return id;
    }
    cursor = page.data.nextCursor ?? undefined;
  } while (cursor);
  throw new Error('No admirer of the paying member has every part of a profile');
}

/** Reads page 1 of a cursor-paged list, then page 2 with page 1's cursor, as the site's "Next page" does. */
async function twoPages(read: (cursor?: string) => Promise<{ body: unknown }>): Promise<void> {
  const first = (await read()).body as { data: { nextCursor: string | null } };
  if (first.data.nextCursor) await read(first.data.nextCursor);
}

/** A scenario that logs in as `email` and records the shell, then `then`. */
const asMember =
  (email: string, then: (member: Member, context: ScenarioContext) => Promise<void> = async () => {}) =>
  async (context: ScenarioContext) => {
    await context.member.login(email);
    await shell(context.member);
    await then(context.member, context);
  };

/** The longest name a member may choose (30 characters). */

/** Opens who liked me and likes the first admirer not liked back yet (recorded); answers that admirer. */
async function likeFirstAdmirer(member: Member): Promise<{ id: number }> {
  const page = (await member.call('getList', { params: { kind: 'who-liked-me' }, query: LIST })).body as {
    data: { items: { id: number; likedByMe: boolean }[] };
  };
  const admirer = page.data.items.find((entry) => !entry.likedByMe);
  if (!admirer) throw new Error('The paying member likes every admirer back');
  await member.call('likeMember', { body: { memberId: admirer.id } });
  return admirer;
}
export const LONGEST_NAME = 'Maximiliana Konstantinopoulou';

/** `email` renames themselves through profile/edit (not recorded). */
async function rename(context: ScenarioContext, email: string, name: string): Promise<void> {
  const browser = await context.other().login(email);
  const own = (await browser.call('getOwnProfile')).body as {
    data: { sections: { 'basic-info': Record<string, unknown> } };
  };
  const basic = own.data.sections['basic-info'];
  await browser.call('saveBasicInfoSection', { body: { ...basic, name } });
}

/**
 * `from` invites member `to` to answer the `nth` 20Q question still open for them (neither answered nor asked); the
 * invite's id.
 */
async function ask(from: Member, to: number, nth = 0): Promise<number> {
  const options = (await from.call('getInviteOptions', { params: { memberId: to } })).body as {
    data: { questions: { id: number; state: string }[] };
  };
  const question = options.data.questions.filter((q) => q.state === 'open')[nth];
  if (!question) throw new Error(`Member ${to} has no open 20Q question left`);
  const { body } = await from.call('sendInvite', { body: { memberId: to, questionId: question.id } });
  return (body as { data: { id: number } }).data.id;
}

export const discoveryScenarios: Scenario[] = [
  {
    name: 'discovery/home-free',
    description: 'The free demo login (profile older than 15 days) on any page: the shell alone.',
    run: asMember(free),
  },
  {
    name: 'discovery/home-paying',
    description: 'The paying demo login on the home page, with their verification state.',
    run: asMember(paying, (member) => member.call('getVerification').then(() => undefined)),
  },
  {
    name: 'discovery/home-new',
    description: 'The new demo login (joined days ago) on any page: the shell alone.',
    run: asMember(newProfile),
  },
  {
    name: 'discovery/lists-paying',
    description: 'The paying member’s lists: who liked me over two pages, and the first page of the others.',
    run: asMember(paying, async (member) => {
      await twoPages((cursor) =>
        member.call('getList', { params: { kind: 'who-liked-me' }, query: { ...LIST, cursor } }),
      );
      // The first page of every other list, for the ui's list screen stories.
      for (const kind of ['who-i-like', 'who-viewed-me', 'mutual-likes', 'blocklist'])
        await member.call('getList', { params: { kind }, query: LIST });
    }),
  },
  {
    name: 'discovery/like-undo',
    description: 'The paying member likes the first admirer they do not like back yet, then takes it back.',
    run: asMember(paying, async (member) => {
      const admirer = await likeFirstAdmirer(member);
      await member.call('getCounters');
      await member.call('getList', { params: { kind: 'who-liked-me' }, query: LIST });
      await member.call('unlikeMember', { body: { memberId: admirer.id } });
      await member.call('getCounters');
      await member.call('getList', { params: { kind: 'who-liked-me' }, query: LIST });
    }),
  },
  {
    name: 'discovery/lists-free',
    description: 'The free member’s who I like, and mutual likes behind the paywall (its plans).',
    run: asMember(free, async (member) => {
      await member.call('getList', { params: { kind: 'who-i-like' }, query: LIST });
      await member.call('getList', { params: { kind: 'mutual-likes' }, query: LIST });
      // The paywall the gated list leads to.
      const paywall = { action: 'paywall', continueURL: '/lists/mutual-likes', headline: 'mutualLikes' };
      await member.call('getSubscription');
      await member.call('webProducts', { query: paywall });
      await member.call('microPlan', { query: paywall });
    }),
  },
  {
    name: 'discovery/lists-empty',
    description: 'The paying member after everyone who liked them took it back: who liked me is empty.',
    async run(context) {
      const self = await context.other().login(paying);
      const selfId = await idOf(context, paying);
      for (;;) {
        const likers = (await self.call('getList', { params: { kind: 'who-liked-me' }, query: LIST }))
          .body as { data: { items: { id: number }[] } };
        if (likers.data.items.length === 0) break;
        for (const { id } of likers.data.items) {
          const liker = await context.other().login(await emailOf(context, id));
          await liker.call('unlikeMember', { body: { memberId: selfId } });
        }
      }
      await asMember(paying, async (member) => {
        await member.call('getList', { params: { kind: 'who-liked-me' }, query: LIST });
      })(context);
    },
  },
  {
    name: 'discovery/blocklist-unblock',
    description: 'The paying member unblocks the newest member of their blocklist.',
    run: asMember(paying, async (member) => {
      const list = (await member.call('getList', { params: { kind: 'blocklist' }, query: LIST })).body as {
        data: { items: { id: number }[] };
      };
      const [newest] = list.data.items;
      if (!newest) throw new Error('The paying member blocked nobody');
      await member.call('unblockMember', { body: { memberId: newest.id } });
      await member.call('getList', { params: { kind: 'blocklist' }, query: LIST });
      await shell(member);
    }),
  },
  {
    name: 'discovery/feeds-paying',
    description: 'The paying member’s interest feeds: interested in me and the newsfeed.',
    run: asMember(paying, async (member) => {
      await member.call('interestedInMeFeed', { query: FEED });
      await member.call('newsfeed', { query: FEED });
    }),
  },
  {
    name: 'discovery/feeds-free',
    description: 'The free member’s interested-in-me feed.',
    run: asMember(free, async (member) => {
      await member.call('interestedInMeFeed', { query: FEED });
      await member.call('newsfeed', { query: FEED });
    }),
  },
  {
    name: 'discovery/feeds-empty',
    description: 'The new member (nonbinary) after everyone who sought nonbinary members changed their mind.',
    async run(context) {
      const self = await context.other().login(newProfile);
      for (;;) {
        const seekers = (await self.call('interestedInMeFeed', { query: FEED })).body as {
          data: { items: { id: number }[] };
        };
        if (seekers.data.items.length === 0) break;
        for (const { id } of seekers.data.items) {
          const seeker = await context.other().login(await emailOf(context, id));
          const own = (await seeker.call('getOwnProfile')).body as {
            data: { sections: { dating: { seeking: string[] } & Record<string, unknown> } };
          };
          const { dating } = own.data.sections;
          const seeking = dating.seeking.filter((gender) => gender !== 'nonbinary');
          await seeker.call('saveDatingSection', {
            body: { ...dating, seeking: seeking.length > 0 ? seeking : ['woman'] },
          });
        }
      }
      await asMember(newProfile, async (member) => {
        await member.call('interestedInMeFeed', { query: FEED });
      })(context);
    },
  },
  {
    name: 'discovery/search-paying',
    description: 'The paying member searches everyone (two pages), then the filters of a shared link.',
    run: asMember(paying, async (member) => {
      await twoPages((cursor) => member.call('searchMembers', { query: { ...SEARCH, cursor } }));
      await member.call('searchMembers', {
        query: { limit: 16, ageMin: 25, ageMax: 45, seeking: 'woman', verified: true },
      });
    }),
  },
  {
    name: 'discovery/search-filters',
    description:
      'The paying member searches with filters from a link, with new filters, with refused values dropped, and pages.',
    run: asMember(paying, async (member) => {
      const searches = [
        { ...SEARCH, ageMin: 25, ageMax: 40, seeking: 'woman', verified: true },
        { ...SEARCH, seeking: 'woman' },
        { ...SEARCH, ageMin: 30, seeking: 'woman', hasPhoto: true },
      ];
      for (const query of searches) await member.call('searchMembers', { query });
      await twoPages((cursor) => member.call('searchMembers', { query: { ...SEARCH, cursor } }));
    }),
  },
  {
    name: 'discovery/search-free-city',
    description: 'The free member searches everyone, looks up “Aus” and searches the city they chose.',
    run: asMember(free, async (member) => {
      await member.call('searchMembers', { query: SEARCH });
      // The combobox looks up each prefix as the member types, then the city they chose.
      for (const q of ['A', 'Au', 'Aus', 'Austin, TX']) await member.call('lookupCities', { query: { q } });
      await member.call('searchMembers', { query: { ...SEARCH, city: 'Austin, TX' } });
    }),
  },
  {
    name: 'discovery/city-lookup',
    description:
      'The free member types into the city box of the search filters: one lookup for each value the stories type.',
    run: asMember(free, async (member) => {
      for (const q of cityQueries) await member.call('lookupCities', { query: { q } });
    }),
  },
  {
    name: 'discovery/search-empty',
    description: 'The paying member searches verified members aged 98 or 99: nobody matches.',
    run: asMember(paying, async (member) => {
      await member.call('searchMembers', { query: { limit: 16, ageMin: 98, ageMax: 99, verified: true } });
    }),
  },
  {
    name: 'discovery/invites-received',
    description:
      'The paying member received two 20Q invites: Sam’s, which they answered, then Alex’s, still open.',
    async run(context) {
      const jordan = await idOf(context, paying);
      const sam = await context.other().login(newProfile);
      const fromSam = await ask(sam, jordan);
      await (
        await context.other().login(paying)
      ).call('replyToInvite', {
        params: { inviteId: fromSam },
        body: { answer: 'The farmers market, then tacos in the park.', showOnProfile: false },
      });
      await ask(await context.other().login(free), jordan, 1);
      await asMember(paying, async (member) => {
        await member.call('getInvites', { params: { box: 'received' }, query: { limit: 20 } });
      })(context);
    },
  },
  {
    name: 'discovery/profile-paying',
    description:
      'The paying member views an admirer with photos, 20Q answers and artists, blocks them, and sees the block.',
    run: asMember(paying, async (member, context) => {
      const viewed = await viewedMember(context);
      await member.call('getOwnProfile');
      await member.call('getProfileView', { params: { id: viewed } });
      await member.call('blockMember', { body: { memberId: viewed } });
      await member.call('getCounters');
      await member.call('getProfileView', { params: { id: viewed } });
      await shell(member);
    }),
  },
  {
    name: 'discovery/profile-free',
    description: 'The free member (profile older than 15 days, so ads) views the same member.',
    run: asMember(free, async (member, context) => {
      const viewed = await viewedMember(context);
      await member.call('getProfileView', { params: { id: viewed } });
    }),
  },
  {
    name: 'discovery/profile-new',
    description: 'The new member (no ads yet) views the same member.',
    run: asMember(newProfile, async (member, context) => {
      const viewed = await viewedMember(context);
      await member.call('getProfileView', { params: { id: viewed } });
    }),
  },
  {
    name: 'discovery/profile-blocked-viewer',
    description: 'The free member opens the profile of a member who blocked them: it is not found.',
    async run(context) {
      const freeId = await idOf(context, free);
      const blocker = (await context.db.select().from(blocks)).find((b) => b.blockedId === freeId);
      if (!blocker) throw new Error('Nobody blocked the free member');
      await asMember(free, async (member) => {
        await member.call('getProfileView', { params: { id: blocker.blockerId } });
      })(context);
    },
  },
  {
    name: 'discovery/report-member',
    description: 'The paying member reports the member as spam, with a note.',
    run: asMember(paying, async (member, context) => {
      const viewed = await viewedMember(context);
      await member.call('getProfileView', { params: { id: viewed } });
      await member.call('reportMember', {
        body: { memberId: viewed, reason: 'spam', text: 'Sends the same link to everyone.' },
      });
    }),
  },
  {
    name: 'discovery/awkward-members',
    description:
      'The new login (no photo) and the free login took the longest name a member may have and visited the paying member, who finds them first in search, who viewed me and interested in me.',
    async run(context) {
      const payingId = await idOf(context, paying);
      for (const email of [newProfile, free]) {
        await rename(context, email, LONGEST_NAME);
        // A visit puts them at the top of the paying member's who viewed me.
        const visitor = await context.other().login(email);
        await visitor.call('getProfileView', { params: { id: payingId } });
      }
      await asMember(paying, async (member) => {
        await member.call('searchMembers', { query: SEARCH });
        await member.call('getList', { params: { kind: 'who-viewed-me' }, query: LIST });
        await member.call('interestedInMeFeed', { query: FEED });
        await member.call('getProfileView', { params: { id: await idOf(context, newProfile) } });
      })(context);
    },
  },
  {
    name: 'discovery/profile-plain',
    description: 'The paying member views the first member who answered no 20Q question and chose no artist.',
    async run(context) {
      const browser = await context.other().login(paying);
      let plain: number | undefined;
      for (let id = 4; plain === undefined && id < 400; id += 1) {
        const { status, body } = await browser.call('getProfileView', { params: { id } });
        const profile = (body as { data?: { answers: unknown[]; artists: unknown[]; photos: unknown[] } })
          .data;
        if (
          status === 200 &&
          profile?.answers.length === 0 &&
          profile.artists.length === 0 &&
          profile.photos.length > 0
        )
          plain = id;
      }
      if (plain === undefined) throw new Error('Every member answered 20Q or chose artists');
      const id = plain;
      await asMember(paying, async (member) => {
        await member.call('getProfileView', { params: { id } });
      })(context);
    },
  },
];

// The match moment (the live channel's `match` event, apps/server/src/features/live): the paying member's tab listens.
discoveryScenarios.push(
  {
    name: 'discovery/live-match',
    description:
      'The paying member on who liked me likes the first admirer they do not like back yet: a match, for both.',
    async run(context) {
      const { member } = context;
      await member.login(paying);
      await member.listen();
      await shell(member);
      await likeFirstAdmirer(member);
      // What the page reads after the like and its match: the counters and the list on screen.
      await member.call('getCounters');
      await member.call('getList', { params: { kind: 'who-liked-me' }, query: LIST });
    },
  },
  {
    name: 'discovery/live-matched',
    description:
      'The paying member liked a member earlier and is on who I like when that member likes them back: a match.',
    async run(context) {
      const { member } = context;
      const me = await idOf(context, paying);
      const liked = await context.db.select({ liker: likes.likerId, liked: likes.likedId }).from(likes);
      const blocked = await context.db.select({ a: blocks.blockerId, b: blocks.blockedId }).from(blocks);
      const near = new Set([
        ...liked.filter((l) => l.liked === me).map((l) => l.liker),
        ...liked.filter((l) => l.liker === me).map((l) => l.liked),
        ...blocked.filter((b) => b.a === me).map((b) => b.b),
        ...blocked.filter((b) => b.b === me).map((b) => b.a),
      ]);
      const logins: string[] = [free, paying, newProfile];
      const rows = await context.db
        .select({ id: members.id, email: members.email, disabledAt: members.disabledAt })
        .from(members);
      const stranger = rows
        .filter((m) => m.id !== me && !m.disabledAt && !near.has(m.id) && !logins.includes(m.email))
        .sort((a, b) => a.id - b.id)[0];
      if (!stranger) throw new Error('No member the paying member has no like with');
      // Earlier, from another tab: the paying member likes them.
      await (await context.other().login(paying)).call('likeMember', { body: { memberId: stranger.id } });
      await member.login(paying);
      await member.listen();
      await shell(member);
      await member.call('getList', { params: { kind: 'who-i-like' }, query: LIST });
      await (await context.other().login(stranger.email)).call('likeMember', { body: { memberId: me } });
      // The match event refreshes the lists on screen; the counters event the counters.
      await member.call('getList', { params: { kind: 'who-i-like' }, query: LIST });
      await member.call('getCounters');
    },
  },
);
