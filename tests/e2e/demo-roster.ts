// Who is who in the demo community the e2e server seeds. The seed is deterministic (same members, emails and ids
// on every fresh database: apps/server/test/seed/demo.test.ts), so the suite runs the server's own seed once in an
// in-memory database and reads the members it needs (e.g. a second paying member) instead of hard-coding generated
// emails or adding a test-only API to the server. Every demo member's password is DEMO_PASSWORD.
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { blocks, likes, members } from '../../apps/server/src/db/schema.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../apps/server/src/seed/demo.ts';

export { DEMO_PASSWORD, demoLogins };

export interface DemoMember {
  id: number;
  email: string;
  name: string;
  isPayingMember: boolean;
}

export interface DemoRoster {
  free: DemoMember;
  paying: DemoMember;
  newProfile: DemoMember;
  /** A paying member with no like and no block either way with `paying`: the other half of a new mutual like. */
  payingPartner: DemoMember;
}

export async function readDemoRoster(): Promise<DemoRoster> {
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
    const byEmail = (email: string): DemoMember => {
      const found = everyone.find((member) => member.email === email);
      if (!found) throw new Error(`The demo seed has no member ${email}`);
      return { id: found.id, email: found.email, name: found.name, isPayingMember: found.isPayingMember };
    };
    const paying = byEmail(demoLogins.paying);
    const pairs = [
      ...(await db.select({ a: likes.likerId, b: likes.likedId }).from(likes)),
      ...(await db.select({ a: blocks.blockerId, b: blocks.blockedId }).from(blocks)),
    ];
    const related = new Set(
      pairs.filter(({ a, b }) => a === paying.id || b === paying.id).flatMap(({ a, b }) => [a, b]),
    );
    const partner = everyone
      .filter((m) => m.isPayingMember && m.disabledAt === null && m.id !== paying.id && !related.has(m.id))
      .sort((x, y) => x.id - y.id)[0];
    if (!partner) throw new Error('The demo seed has no paying member unrelated to the paying demo login');
    return {
      free: byEmail(demoLogins.free),
      paying,
      newProfile: byEmail(demoLogins.newProfile),
      payingPartner: byEmail(partner.email),
    };
  } finally {
    await handle.close();
  }
}
