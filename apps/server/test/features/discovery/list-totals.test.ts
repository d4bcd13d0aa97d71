// List totals kept by triggers (member_list_totals, drizzle/0010_list_totals.sql) against the same totals counted
// over each list's entries, after every write: random sequences of likes, unlikes, views, blocks (with the likes a
// block removes), unblocks, disabling and re-enabling, hiding and showing, deleting members, in single rows and
// in multi-row statements, through the app's repositories and through plain SQL as seeds and imports write; then
// racing writers on the same pair of members (PostgreSQL runs them on separate connections).
import { listKinds } from '@app/contract';
import type { ListKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Member } from '../../../src/db/schema.ts';
import { countedListTotal, listTotal } from '../../../src/features/discovery/lists.repository.ts';
import type { TestBackend } from '../../helper.ts';
import { describeBackends } from '../../helper.ts';
import { insertMembers } from './fixtures.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const COMMUNITY = 6;

type Op =
  | {
      kind: 'like' | 'unlike' | 'view' | 'unview' | 'block' | 'unblock';
      a: number;
      b: number;
      via: 'app' | 'sql';
    }
  | { kind: 'likeMany' | 'unlikeMany' | 'blockMany' | 'unblockAll'; pairs: Array<[number, number]> }
  | { kind: 'disable' | 'enable' | 'hide' | 'show' | 'delete'; a: number };

const member = fc.integer({ min: 0, max: COMMUNITY - 1 });
const pair = fc.tuple(member, member).filter(([a, b]) => a !== b);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('like', 'unlike', 'view', 'unview', 'block', 'unblock'),
    a: member,
    b: member,
    via: fc.constantFrom('app', 'sql'),
  }) as fc.Arbitrary<Op>,
  fc.record({
    kind: fc.constantFrom('likeMany', 'unlikeMany', 'blockMany', 'unblockAll'),
    pairs: fc.array(pair, { minLength: 1, maxLength: 6 }),
  }) as fc.Arbitrary<Op>,
  fc.record({
    kind: fc.constantFrom('disable', 'enable', 'hide', 'show', 'delete'),
    a: member,
  }) as fc.Arbitrary<Op>,
);

/** Every member's totals, kept and counted, for each list, where they differ. */
async function mismatches(backend: TestBackend, ids: number[]) {
  const found: string[] = [];
  for (const id of ids) {
    const [row] = (await backend.db
      .select(
        Object.fromEntries(
          listKinds.flatMap((kind: ListKind) => [
            [`${kind} kept`, listTotal(kind, id)],
            [`${kind} counted`, countedListTotal(kind, id)],
          ]),
        ),
      )
      .from(sql`(select 1) as one`)) as Array<Record<string, number>>;
    for (const kind of listKinds)
      if (row?.[`${kind} kept`] !== row?.[`${kind} counted`])
        found.push(
          `member ${id} ${kind}: kept ${row?.[`${kind} kept`]}, counted ${row?.[`${kind} counted`]}`,
        );
  }
  return found;
}

const values = (pairs: Array<[number, number]>) =>
  sql.join(
    pairs.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
    sql`, `,
  );

describeBackends('list totals kept by triggers', (backend) => {
  it('equal the counted totals after every write, whoever writes', async () => {
    const app = await backend.build();
    const { likes, blocks } = app.repos;
    const db = backend.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(pair, { maxLength: 20 }),
        fc.array(pair, { maxLength: 12 }),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        async (startLikes, startViews, ops) => {
          run += 1;
          const community: Member[] = await insertMembers(backend, COMMUNITY, (i) => ({
            // Some start hidden or disabled: the insert itself must count them right.
            hidden: (run + i) % 5 === 0,
            disabledAt: (run + i) % 7 === 0 ? new Date() : null,
          }));
          const id = (i: number) => community[i]!.id;
          const ids = community.map((m) => m.id);
          // A dense start: several entries per member, so one statement's rows often share an owner.
          if (startLikes.length)
            await db.execute(sql`insert into likes (liker_id, liked_id)
            select distinct a, b from (values ${values(startLikes.map(([a, b]) => [id(a), id(b)]))}) v(a, b)`);
          if (startViews.length)
            await db.execute(sql`insert into profile_views (viewer_id, viewed_id)
            select distinct a, b from (values ${values(startViews.map(([a, b]) => [id(a), id(b)]))}) v(a, b)`);
          const done: string[] = [];
          const gone = new Set<number>();
          for (const step of ops) {
            // A single-row insert naming a deleted member would only fail its foreign key.
            if (
              'b' in step &&
              (gone.has(step.a) || gone.has(step.b)) &&
              /^(like|view|block)$/.test(step.kind)
            )
              continue;
            switch (step.kind) {
              case 'like':
                if (step.a === step.b) break;
                if (step.via === 'app') await likes.like(id(step.a), id(step.b));
                else
                  await db.execute(
                    sql`insert into likes (liker_id, liked_id) values (${id(step.a)}, ${id(step.b)}) on conflict do nothing`,
                  );
                break;
              case 'unlike':
                if (step.via === 'app') await likes.unlike(id(step.a), id(step.b));
                else
                  await db.execute(
                    sql`delete from likes where liker_id = ${id(step.a)} and liked_id = ${id(step.b)}`,
                  );
                break;
              case 'view':
                if (step.a === step.b) break;
                await db.execute(sql`insert into profile_views (viewer_id, viewed_id) values (${id(step.a)}, ${id(step.b)})
                on conflict (viewer_id, viewed_id) do update set viewed_at = now()`);
                break;
              case 'unview':
                await db.execute(
                  sql`delete from profile_views where viewer_id = ${id(step.a)} and viewed_id = ${id(step.b)}`,
                );
                break;
              case 'block':
                if (step.a === step.b) break;
                if (step.via === 'app') await blocks.block(id(step.a), id(step.b));
                else
                  await db.execute(
                    sql`insert into blocks (blocker_id, blocked_id) values (${id(step.a)}, ${id(step.b)}) on conflict do nothing`,
                  );
                break;
              case 'unblock':
                if (step.via === 'app') await blocks.unblock(id(step.a), id(step.b));
                else
                  await db.execute(
                    sql`delete from blocks where blocker_id = ${id(step.a)} and blocked_id = ${id(step.b)}`,
                  );
                break;
              case 'likeMany':
                await db.execute(sql`insert into likes (liker_id, liked_id)
                select distinct a, b from (values ${values(step.pairs.map(([a, b]) => [id(a), id(b)]))}) v(a, b)
                where exists (select 1 from members where members.id = a) and exists (select 1 from members where members.id = b)
                on conflict do nothing`);
                break;
              case 'unlikeMany':
                await db.execute(
                  sql`delete from likes where (liker_id, liked_id) in (${values(
                    step.pairs.map(([a, b]) => [id(a), id(b)]),
                  )})`,
                );
                break;
              case 'blockMany':
                // Both directions of a pair may arrive in one statement.
                await db.execute(sql`insert into blocks (blocker_id, blocked_id)
                select distinct a, b from (values ${values(step.pairs.map(([a, b]) => [id(a), id(b)]))}) v(a, b)
                where exists (select 1 from members where members.id = a) and exists (select 1 from members where members.id = b)
                on conflict do nothing`);
                break;
              case 'unblockAll':
                await db.execute(
                  sql`delete from blocks where blocker_id in (${sql.join(
                    step.pairs.map(([a]) => sql`${id(a)}::int`),
                    sql`, `,
                  )})`,
                );
                break;
              case 'disable':
                await db.execute(
                  sql`update members set disabled_at = coalesce(disabled_at, now()) where id = ${id(step.a)}`,
                );
                break;
              case 'enable':
                await db.execute(sql`update members set disabled_at = null where id = ${id(step.a)}`);
                break;
              case 'hide':
              case 'show':
                await db.execute(
                  sql`update members set hidden = ${step.kind === 'hide'} where id = ${id(step.a)}`,
                );
                break;
              case 'delete':
                await db.execute(sql`delete from members where id = ${id(step.a)}`);
                gone.add(step.a);
                break;
            }
            done.push(JSON.stringify(step));
            const wrong = await mismatches(backend, ids);
            expect(wrong, `after ${done.join(' → ')}`).toEqual([]);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
    );
  }, 240_000);

  it('count a new member, a deleted one and a bulk load with hidden, disabled and blocked members', async () => {
    const db = backend.db;
    const [me, ...others] = await insertMembers(backend, 40, (i) => ({
      hidden: i % 9 === 3,
      disabledAt: i % 11 === 5 ? new Date() : null,
    }));
    await db.execute(sql`insert into blocks (blocker_id, blocked_id)
      select ${me!.id}::int, id from members where id between ${others[0]!.id} and ${others[3]!.id}
      union all select id, ${me!.id}::int from members where id between ${others[4]!.id} and ${others[6]!.id}`);
    await db.execute(sql`insert into likes (liker_id, liked_id)
      select a.id, b.id from members a, members b where a.id <> b.id and (a.id + b.id) % 3 = 0`);
    await db.execute(sql`insert into profile_views (viewer_id, viewed_id)
      select a.id, b.id from members a, members b where a.id <> b.id and (a.id * b.id) % 4 = 1`);
    const ids = [me!, ...others].map((m) => m.id);
    expect(await mismatches(backend, ids)).toEqual([]);
    await db.execute(sql`delete from members where id in (${others[10]!.id}, ${others[20]!.id})`);
    await db.execute(
      sql`update members set hidden = not hidden, disabled_at = case when id % 2 = 0 then now() end`,
    );
    expect(await mismatches(backend, ids)).toEqual([]);
    await db.execute(sql`delete from blocks`);
    await db.execute(sql`delete from likes where liker_id % 2 = 0`);
    expect(await mismatches(backend, ids)).toEqual([]);
  });

  it('equal the counted totals when writers race on the same members', async () => {
    const app = await backend.build();
    const { likes, blocks } = app.repos;
    const db = backend.db;
    for (let round = 0; round < 12; round += 1) {
      const [a, b, c] = await insertMembers(backend, 3);
      const ids = [a!.id, b!.id, c!.id];
      await Promise.all([
        likes.like(a!.id, b!.id),
        likes.like(b!.id, a!.id),
        blocks.block(b!.id, a!.id),
        likes.like(c!.id, a!.id),
        db.execute(sql`update members set disabled_at = now() where id = ${c!.id}`),
        db.execute(sql`insert into profile_views (viewer_id, viewed_id) values (${c!.id}, ${b!.id})
          on conflict do nothing`),
        db.execute(sql`update members set hidden = true where id = ${a!.id}`),
        round % 2 ? blocks.unblock(b!.id, a!.id) : likes.like(a!.id, c!.id),
      ]);
      expect(await mismatches(backend, ids), `round ${round}`).toEqual([]);
    }
  });
});
