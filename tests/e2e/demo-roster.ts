// Who is who in the demo community the e2e server seeds. The seed is deterministic (same members, emails and ids
// on every fresh database: apps/server/test/seed/demo.test.ts), so the suite runs the server's own seed once in an
// in-memory database and reads the members it needs (e.g. a second paying member) instead of hard-coding generated
// emails or adding a test-only API to the server. Every demo member's password is the seed's DEMO_PASSWORD.
//
// The seed runs once per worker (the roster is memoised; the suite runs in one worker). Specs that change a member
// (pay, spin, disable …) take their own members with `spareMembers`, so no two specs share one.
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { blocks, likes, members } from '../../apps/server/src/db/schema.ts';
import { demoLogins, seedDemoCommunity } from '../../apps/server/src/seed/demo.ts';

export interface DemoMember {
  id: number;
  email: string;
  name: string;
  isPayingMember: boolean;
}

/** A seeded member who is no demo login, with how many members like them. */
export interface SpareMember extends DemoMember {
  likedBy: number;
}

export interface DemoRoster {
  free: DemoMember;
  paying: DemoMember;
  newProfile: DemoMember;
  /** A paying member with no like and no block either way with `paying`: the other half of a new mutual like. */
  payingPartner: DemoMember;
  /** Every active seeded member who is no demo login, by id from the last (the specs above take the first ones). */
  spare: readonly SpareMember[];
  /** Every seeded member by id. */
  byId: ReadonlyMap<number, DemoMember>;
}

/**
 * The spare members each spec takes, in this order: free members with likes first (a free member's "who liked me"
 * then has a list once they pay), then the others. Add a spec at the end so the members of the others stay put.
 */
const spareTable = {
  subscription: { free: 3, paying: 1 },
  spin: { free: 0, paying: 1 },
  disable: { free: 2, paying: 0 },
  account: { free: 2, paying: 0 },
  email: { free: 2, paying: 0 },
  invites: { free: 2, paying: 0 },
  checkout: { free: 3, paying: 0 },
  live: { free: 1, paying: 0 },
  dataExport: { free: 1, paying: 0 },
} as const satisfies Record<string, { free: number; paying: number }>;
export type SpareSpec = keyof typeof spareTable;

/** The members `spec` alone logs in as, by kind. */
export function spareMembers(
  roster: DemoRoster,
  spec: SpareSpec,
): { free: SpareMember[]; paying: SpareMember[] } {
  const free = roster.spare
    .filter((m) => !m.isPayingMember)
    .sort((a, b) => Number(b.likedBy > 0) - Number(a.likedBy > 0));
  const paying = roster.spare.filter((m) => m.isPayingMember);
  let takenFree = 0;
  let takenPaying = 0;
  for (const [name, wanted] of Object.entries(spareTable)) {
    if (name === spec) {
      const taken = {
        free: free.slice(takenFree, takenFree + wanted.free),
        paying: paying.slice(takenPaying, takenPaying + wanted.paying),
      };
      if (taken.free.length < wanted.free || taken.paying.length < wanted.paying)
        throw new Error(`The demo seed has too few spare members for ${spec}`);
      return taken;
    }
    takenFree += wanted.free;
    takenPaying += wanted.paying;
  }
  throw new Error(`No spare members are set aside for ${spec}`);
}

let roster: Promise<DemoRoster> | undefined;

/** The roster, read once per worker. */
export function readDemoRoster(): Promise<DemoRoster> {
  roster ??= readRoster();
  return roster;
}

async function readRoster(): Promise<DemoRoster> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    await handle.prepare(async (db) => {
      await seedDemoCommunity(db);
    });
    const { db } = handle;
    // A few hundred members and a few thousand likes: read them whole and pick in code.
    const everyone = await db
      .select({
        id: members.id,
        email: members.email,
        name: members.displayName,
        isPayingMember: members.isPayingMember,
        disabledAt: members.disabledAt,
      })
      .from(members);
    const byId = new Map(
      everyone.map(({ id, email, name, isPayingMember }) => [id, { id, email, name, isPayingMember }]),
    );
    const byEmail = (email: string): DemoMember => {
      const found = everyone.find((member) => member.email === email);
      if (!found) throw new Error(`The demo seed has no member ${email}`);
      return byId.get(found.id)!;
    };
    const paying = byEmail(demoLogins.paying);
    const likePairs = await db.select({ a: likes.likerId, b: likes.likedId }).from(likes);
    const pairs = [
      ...likePairs,
      ...(await db.select({ a: blocks.blockerId, b: blocks.blockedId }).from(blocks)),
    ];
    const related = new Set(
      pairs.filter(({ a, b }) => a === paying.id || b === paying.id).flatMap(({ a, b }) => [a, b]),
    );
    const partner = everyone
      .filter((m) => m.isPayingMember && m.disabledAt === null && m.id !== paying.id && !related.has(m.id))
      .sort((x, y) => x.id - y.id)[0];
    if (!partner) throw new Error('The demo seed has no paying member unrelated to the paying demo login');
    const likedBy = new Map<number, number>();
    for (const { b } of likePairs) likedBy.set(b, (likedBy.get(b) ?? 0) + 1);
    const logins = new Set<string>(Object.values(demoLogins));
    const spare = everyone
      .filter((m) => m.disabledAt === null && !logins.has(m.email))
      .sort((a, b) => b.id - a.id)
      .map((m) => ({ ...byId.get(m.id)!, likedBy: likedBy.get(m.id) ?? 0 }));
    return {
      free: byEmail(demoLogins.free),
      paying,
      newProfile: byEmail(demoLogins.newProfile),
      payingPartner: byEmail(partner.email),
      spare,
      byId,
    };
  } finally {
    await handle.close();
  }
}
