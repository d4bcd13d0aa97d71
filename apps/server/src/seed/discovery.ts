// Discovery additions to the demo community, run last in the seed's transaction and without faker (so the rest of
// the community stays exactly as seeded): enough entries that the demo logins' lists page (more than 12 mutual
// likes for the paying member, more than 12 likes by the free member), two members who blocked the free member,
// and newsfeed times spread over the community's history instead of all at seed time.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { blocks, likes } from '../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Pair = [from: number, to: number];

/** Indexes of the fixed logins in the seed's member order. */
const FREE = 0;
const PAYING = 1;
const FIRST_GENERATED = 3;

export async function seedDiscoveryExtras(
  tx: Tx,
  plan: { likes: Pair[]; blocks: Pair[] },
  id: (index: number) => number,
  total: number,
  daysAgo: (days: number, minutes?: number) => Date,
): Promise<void> {
  const has = (pairs: Pair[], a: number, b: number) => pairs.some(([x, y]) => x === a && y === b);
  const related = (a: number, b: number) =>
    has(plan.likes, a, b) || has(plan.likes, b, a) || has(plan.blocks, a, b) || has(plan.blocks, b, a);
  const generated = [...Array(total - FIRST_GENERATED).keys()].map((k) => k + FIRST_GENERATED);

  // The paying member likes back six more admirers: 15 mutual likes, two pages.
  const admirers = plan.likes.filter(([a, b]) => b === PAYING && a >= FIRST_GENERATED).map(([a]) => a);
  const likeBack = admirers.filter((a) => !has(plan.likes, PAYING, a)).slice(0, 6);
  // The free member likes six more members they have no tie with: 14 in "who I like", two pages.
  const freeLikes = generated.filter((m) => m >= 40 && !related(FREE, m)).slice(0, 6);
  const newLikes: Pair[] = [
    ...likeBack.map((a): Pair => [PAYING, a]),
    ...freeLikes.map((m): Pair => [FREE, m]),
  ];
  await tx.insert(likes).values(
    newLikes.map(([a, b], k) => ({
      likerId: id(a),
      likedId: id(b),
      createdAt: daysAgo(k % 9, (k * 97) % 1440),
    })),
  );

  // Two members blocked the free member: they never appear to them, anywhere.
  const blockers = generated
    .filter((m) => m >= 200 && !related(FREE, m) && !freeLikes.includes(m))
    .slice(0, 2);
  await tx.insert(blocks).values(blockers.map((m) => ({ blockerId: id(m), blockedId: id(FREE) })));

  // Photos and verifications happened between sign-up and now (the seed wrote them all at once).
  await tx.execute(sql`update photos p set created_at = m.created_at + (now() - m.created_at) * ((m.id * 37 % 100) / 100.0)
    from members m where m.id = p.member_id`);
  await tx.execute(sql`update member_events e set at = (select max(p.created_at) from photos p where p.member_id = e.member_id)
    where e.kind = 'photo_added'`);
  await tx.execute(sql`update member_events e set at = m.created_at + (now() - m.created_at) * ((m.id * 53 % 100) / 100.0)
    from members m where m.id = e.member_id and e.kind = 'verified'`);
}
