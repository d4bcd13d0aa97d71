// The deterministic demo community created on first start (SEED_DEMO, default on) when no member exists:
// @app/demo-data's people (three fixed demo logins and 300 generated members from a fixed faker seed, with DiceBear
// avatars generated offline on request, varied ages, cities and roles), then likes, views, messages and blocks drawn
// from the same faker sequence; most members' own profiles (sections, 20Q answers, artists) come from demo-data's
// per-member generator, which leaves that sequence alone. One transaction: a failure
// leaves no half-seeded database, and the "members table empty" check makes a second run a no-op.
import type { Faker } from '@faker-js/faker';
import { TWENTY_Q_REWARD_ANSWERS, cannedFlirts, profileChoices, twentyQReward } from '@app/contract';
import type { DemoProfileSections } from '@app/demo-data';
import {
  communityFaker,
  communityPeople,
  demoOwnProfile,
  openingLines as messageLines,
  replyLines,
  sandboxArtists,
} from '@app/demo-data';
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import type { NewMember } from '../db/schema.ts';
import {
  blocks,
  likes,
  memberAnswers,
  memberArtists,
  memberProfiles,
  memberRewards,
  members,
  photos,
  profileViews,
} from '../db/schema.ts';
import { hashPassword } from '../features/session/password.ts';
import { avatarUrl } from '../shared/wire.ts';
import type { NewMessage } from '../features/messaging/messages.repository.ts';
import { storeMessages } from '../features/messaging/messages.repository.ts';
import { DEMO_PASSWORD, demoLogins } from './demo-logins.ts';
import { seedDemoMembership } from './billing.ts';
import { seedDiscoveryExtras } from './discovery.ts';

export { DEMO_PASSWORD, demoLogins };

export const GENERATED_MEMBERS = 300;
const AVATAR_SIZE = 256;
const DAY = 86_400_000;

interface Interactions {
  likes: Array<[liker: number, liked: number]>;
  views: Array<[viewer: number, viewed: number]>;
  blocks: Array<[blocker: number, blocked: number]>;
  messages: Array<{ from: number; to: number; read: boolean }>;
}

export interface SeedSummary {
  members: number;
  likes: number;
  views: number;
  messages: number;
}

/** Seeds the demo community when the members table is empty; returns what it created, or null when it did nothing. */
export async function seedDemoCommunity(db: Database, now: Date = new Date()): Promise<SeedSummary | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(members);
  if ((existing?.n ?? 0) > 0) return null;

  const faker = communityFaker();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000);

  const people = buildMembers(faker, passwordHash, daysAgo);
  const plan = planInteractions(faker, people.length);

  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const chunk of chunks(
      people.map((p) => p.member),
      100,
    )) {
      const rows = await tx.insert(members).values(chunk).returning({ id: members.id, email: members.email });
      const byEmail = new Map(rows.map((r) => [r.email, r.id]));
      for (const m of chunk) ids.push(byEmail.get(m.email) as number);
    }
    const id = (index: number) => ids[index] as number;

    await insertAll(
      tx,
      photos,
      people.flatMap((p, i) =>
        p.photoSeeds.map((seed, position) => ({
          memberId: id(i),
          url: avatarUrl(seed),
          width: AVATAR_SIZE,
          height: AVATAR_SIZE,
          position,
          isMain: position === 0,
        })),
      ),
    );
    await insertAll(
      tx,
      memberAnswers,
      people.flatMap((p, i) =>
        p.answers.map(([questionId, answer]) => ({ memberId: id(i), questionId, answer })),
      ),
    );
    // The reward 20Q grants at its fifth answer, already granted to those who answered that many.
    await insertAll(
      tx,
      memberRewards,
      people.flatMap((p, i) =>
        p.answers.length >= TWENTY_Q_REWARD_ANSWERS
          ? [
              {
                memberId: id(i),
                kind: 'twenty_q_extra_spin' as const,
                extraSpins: twentyQReward.extraSpins,
                grantedAt: p.member.createdAt,
              },
            ]
          : [],
      ),
    );
    await insertAll(
      tx,
      memberProfiles,
      people.flatMap((p, i) =>
        p.sections ? [{ memberId: id(i), ...profileColumns(p.sections), updatedAt: p.member.createdAt }] : [],
      ),
    );
    await insertAll(
      tx,
      memberArtists,
      people.flatMap((p, i) =>
        p.artistIds.flatMap((artistId, position) => {
          const artist = artistsById.get(artistId);
          return artist
            ? [
                {
                  memberId: id(i),
                  artistId,
                  name: artist.name,
                  imageUrl: artist.imageUrl,
                  genres: artist.genres,
                  position,
                },
              ]
            : [];
        }),
      ),
    );
    await insertAll(
      tx,
      likes,
      plan.likes.map(([a, b]) => ({
        likerId: id(a),
        likedId: id(b),
        createdAt: daysAgo(faker.number.int({ min: 0, max: 60 }), faker.number.int(1439)),
      })),
    );
    await insertAll(
      tx,
      profileViews,
      plan.views.map(([a, b]) => ({
        viewerId: id(a),
        viewedId: id(b),
        viewedAt: daysAgo(faker.number.int({ min: 0, max: 30 }), faker.number.int(1439)),
      })),
    );
    await insertAll(
      tx,
      blocks,
      plan.blocks.map(([a, b]) => ({ blockerId: id(a), blockedId: id(b) })),
    );
    const conversations = planConversations(faker, plan.messages, id, daysAgo, now);
    await storeMessages(tx, conversations);
    await seedDiscoveryExtras(tx, plan, id, people.length, daysAgo);
    // The paying demo login (index 1) has a real membership behind its paying flags.
    await seedDemoMembership(tx, id(1), now);
    return {
      members: people.length,
      likes: plan.likes.length,
      views: plan.views.length,
      messages: conversations.length,
    };
  });
}

interface Person {
  member: NewMember & { email: string };
  photoSeeds: string[];
  answers: Array<[questionId: number, answer: string]>;
  /** The member_profiles row's sections; null: never filled in. */
  sections: DemoProfileSections | null;
  artistIds: string[];
}

const artistsById = new Map(sandboxArtists.map((artist) => [artist.id, artist]));

/** A demo profile's sections as member_profiles columns. */
function profileColumns(sections: DemoProfileSections) {
  const { dating, details, lifestyle, lookingFor, favThings, leastFavThings } = sections;
  return { ...dating, ...details, ...lifestyle, lookingFor, favThings, leastFavThings };
}

/** The people of @app/demo-data's community (indexes 0..2 the demo logins), as member rows with the password hash. */
function buildMembers(
  faker: Faker,
  passwordHash: string,
  daysAgo: (days: number, minutes?: number) => Date,
): Person[] {
  return communityPeople(faker, GENERATED_MEMBERS, daysAgo).map(
    ({ photoSeeds, answers, ...member }, index) => {
      // The community drew which questions they answered; their words come with the profile.
      const own = demoOwnProfile(index, { birthdate: member.birthdate, answers }, profileChoices);
      return {
        // Demo members are existing members: their addresses count as validated, as the migration marks existing
        // members (the notices about validation then follow an address change, as for anyone).
        member: { ...member, passwordHash, emailValidatedAt: member.createdAt ?? null },
        photoSeeds,
        answers: own.answers,
        sections: own.sections,
        artistIds: own.artistIds,
      };
    },
  );
}

/** Who likes, views, blocks and writes to whom, by member index (0 free, 1 paying, 2 new, 3.. generated). */
function planInteractions(faker: Faker, total: number): Interactions {
  const seen = { likes: new Set<string>(), views: new Set<string>(), blocks: new Set<string>() };
  const out: Interactions = { likes: [], views: [], blocks: [], messages: [] };
  const add = (kind: 'likes' | 'views' | 'blocks', a: number, b: number) => {
    const key = `${a}>${b}`;
    if (a === b || seen[kind].has(key)) return;
    seen[kind].add(key);
    out[kind].push([a, b]);
  };
  const others = (count: number, except: number) =>
    faker.helpers.arrayElements(
      [...Array(total - 3).keys()].map((k) => k + 3).filter((k) => k !== except),
      count,
    );

  // The fixed logins get enough of everything that every counter and list shows something.
  const fixedShape = [
    { me: 0, likedBy: 24, viewedBy: 31, iLike: 8, likeBack: 5, unread: 9, read: 4, blocked: 2 },
    { me: 1, likedBy: 37, viewedBy: 45, iLike: 15, likeBack: 9, unread: 6, read: 12, blocked: 3 },
    { me: 2, likedBy: 2, viewedBy: 3, iLike: 0, likeBack: 0, unread: 1, read: 0, blocked: 0 },
  ];
  for (const s of fixedShape) {
    const admirers = others(s.likedBy, -1);
    admirers.forEach((a) => add('likes', a, s.me));
    admirers.slice(0, s.likeBack).forEach((a) => add('likes', s.me, a));
    others(s.iLike - s.likeBack, -1).forEach((b) => add('likes', s.me, b));
    others(s.viewedBy, -1).forEach((a) => add('views', a, s.me));
    others(s.blocked, -1).forEach((b) => add('blocks', s.me, b));
    others(s.unread + s.read, -1).forEach((from, k) =>
      out.messages.push({ from, to: s.me, read: k >= s.unread }),
    );
  }
  for (let m = 3; m < total; m++) {
    others(faker.number.int({ min: 0, max: 12 }), m).forEach((b) => add('likes', m, b));
    others(faker.number.int({ min: 0, max: 15 }), m).forEach((b) => add('views', m, b));
    if (faker.datatype.boolean({ probability: 0.1 })) add('blocks', m, others(1, m)[0] as number);
    others(faker.number.int({ min: 0, max: 3 }), m).forEach((to) =>
      out.messages.push({ from: m, to, read: faker.datatype.boolean({ probability: 0.6 }) }),
    );
  }
  return out;
}

/**
 * Turns each planned first message into a short conversation (alternating; one thread per pair), so
 * inboxes show replies, delivered and read states. An unread plan ends with that member's unread message; a read
 * one may end with the other member's reply, not yet read. Draws after every other draw, so the rest of the
 * community does not depend on it.
 */
function planConversations(
  faker: Faker,
  planned: Interactions['messages'],
  id: (index: number) => number,
  daysAgo: (days: number, minutes?: number) => Date,
  now: Date,
): NewMessage[] {
  const pairs = new Set<string>();
  const out: NewMessage[] = [];
  const at = (date: Date, plusMinutes: number) =>
    new Date(Math.min(now.getTime(), date.getTime() + plusMinutes * 60_000));
  for (const plan of planned) {
    const pair = [plan.from, plan.to].sort((a, b) => a - b).join(':');
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    // The demo logins' threads are longer; the rest stay short so seeding stays quick.
    const count = faker.number.int({ min: 1, max: Math.min(plan.from, plan.to) < 3 ? 6 : 2 });
    const gapMinutes = faker.number.int({ min: 7, max: 180 });
    const end = daysAgo(faker.number.int({ min: 0, max: 20 }), faker.number.int(1439));
    const endsWithReply = plan.read && count > 1 && faker.datatype.boolean();
    const lastState = faker.helpers.weightedArrayElement([
      { weight: 2, value: 'sent' as const },
      { weight: 3, value: 'delivered' as const },
      { weight: 5, value: 'read' as const },
    ]);
    for (let i = 0; i < count; i++) {
      const fromEnd = count - 1 - i;
      const byPlanner = (fromEnd + (endsWithReply ? 1 : 0)) % 2 === 0;
      const [from, to] = byPlanner ? [plan.from, plan.to] : [plan.to, plan.from];
      const sentAt = new Date(end.getTime() - fromEnd * gapMinutes * 60_000);
      const flirt = i === 0 && faker.datatype.boolean({ probability: 0.15 });
      // Earlier messages are read; an unread plan's last message is not (yet); a closing reply may be in any state.
      let state: typeof lastState = 'read';
      if (fromEnd === 0 && !plan.read) state = lastState === 'read' ? 'delivered' : lastState;
      else if (fromEnd === 0 && endsWithReply) state = lastState;
      out.push({
        senderId: id(from),
        recipientId: id(to),
        kind: flirt ? 'flirt' : 'text',
        body: flirt
          ? faker.helpers.arrayElement(cannedFlirts).text
          : faker.helpers.arrayElement(i === 0 ? messageLines : replyLines),
        createdAt: sentAt,
        deliveredAt: state === 'sent' ? null : at(sentAt, 1),
        readAt: state === 'read' ? at(sentAt, 2) : null,
      });
    }
  }
  return out;
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts rows in batches of 2000 (one statement each, well under PostgreSQL's parameter limit). */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (const chunk of chunks(rows, 2000)) await tx.insert(table).values(chunk);
}
