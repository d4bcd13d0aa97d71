// The card photo kept on each member's row (members.card_photo_key and card_photo_url, drizzle/0013_card_photo.sql)
// against the same photo chosen from the member's photos, after every write: random sequences of photo inserts
// (one row or several in one statement), moderation changes, a new main photo, new positions, deletes of one photo
// or of all a member's photos, and deleting members.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeBackends } from '../../helper.ts';
import { insertMembers } from '../discovery/fixtures.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const COMMUNITY = 4;

// Mostly approved, so most members have several approved photos to choose from.
const moderation = fc.constantFrom('approved', 'approved', 'pending', 'rejected');
const newPhoto = fc.record({
  member: fc.integer({ min: 0, max: COMMUNITY - 1 }),
  moderation,
  isMain: fc.boolean(),
  position: fc.integer({ min: 0, max: 4 }),
  stored: fc.boolean(),
});
type NewPhoto = typeof newPhoto extends fc.Arbitrary<infer T> ? T : never;

/** A photo is picked by its index among the photos there are at that step (modulo their number). */
const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    photos: fc.array(newPhoto, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('moderate' as const), photo: fc.nat(), moderation }),
  fc.record({ kind: fc.constant('main' as const), photo: fc.nat() }),
  fc.record({
    kind: fc.constant('position' as const),
    photo: fc.nat(),
    position: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), photo: fc.nat() }),
  fc.record({ kind: fc.constant('deleteAll' as const), member: fc.integer({ min: 0, max: COMMUNITY - 1 }) }),
  fc.record({
    kind: fc.constant('deleteMember' as const),
    member: fc.integer({ min: 0, max: COMMUNITY - 1 }),
  }),
);

describeBackends('the card photo kept on the member row', (backend) => {
  it('is the first approved photo by main, position and id after every write', async () => {
    await backend.build();
    const db = backend.db;
    let serial = 0;
    const rows = (photos: NewPhoto[], ids: number[]) =>
      sql.join(
        photos.map((p) => {
          serial += 1;
          const key = p.stored ? `${ids[p.member]}/key-${serial}` : null;
          return sql`(${ids[p.member]}::int, ${`/photo-${serial}.jpg`}, 600, 800, ${p.position}::int, ${p.isMain}::boolean,
            ${p.moderation}::text, ${key}::text)`;
        }),
        sql`, `,
      );
    /** Members whose kept card photo is not the one their photos give. */
    const mismatches = async (ids: number[]) =>
      (
        (await db.execute(sql`select m.id, m.card_photo_key, m.card_photo_url, best.storage_key, best.url
          from members m left join lateral (
            select p.storage_key, p.url from photos p where p.member_id = m.id and p.moderation = 'approved'
            order by p.is_main desc, p.position, p.id limit 1) best on true
          where m.id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})
            and (m.card_photo_key, m.card_photo_url) is distinct from (best.storage_key, best.url)`)) as {
          rows: unknown[];
        }
      ).rows;

    await fc.assert(
      fc.asyncProperty(
        fc.array(newPhoto, { maxLength: 10 }),
        fc.array(op, { minLength: 1, maxLength: 16 }),
        async (start, ops) => {
          const ids = (await insertMembers(backend, COMMUNITY)).map((m) => m.id);
          if (start.length > 0)
            await db.execute(sql`insert into photos (member_id, url, width, height, position, is_main, moderation,
            storage_key) values ${rows(start, ids)}`);
          const photoIds = async () =>
            (
              (await db.execute(
                sql`select id, member_id from photos where member_id in (${sql.join(
                  ids.map((id) => sql`${id}::int`),
                  sql`, `,
                )}) order by id`,
              )) as { rows: Array<{ id: number; member_id: number }> }
            ).rows;
          const done: string[] = [];
          for (const step of ops) {
            const photos = await photoIds();
            const picked =
              photos.length > 0 && 'photo' in step ? photos[step.photo % photos.length] : undefined;
            const statement = (() => {
              switch (step.kind) {
                case 'insert':
                  return sql`insert into photos (member_id, url, width, height, position, is_main, moderation,
                    storage_key) select * from (values ${rows(step.photos, ids)}) v
                    where exists (select 1 from members where members.id = v.column1)`;
                case 'deleteAll':
                  return sql`delete from photos where member_id = ${ids[step.member]}`;
                case 'deleteMember':
                  return sql`delete from members where id = ${ids[step.member]}`;
              }
              if (!picked) return undefined;
              switch (step.kind) {
                case 'moderate':
                  return sql`update photos set moderation = ${step.moderation} where id = ${picked.id}`;
                case 'main':
                  // As the app sets a main photo: one statement over all the member's photos.
                  return sql`update photos set is_main = (id = ${picked.id}) where member_id = ${picked.member_id}`;
                case 'position':
                  return sql`update photos set position = ${step.position} where id = ${picked.id}`;
                case 'delete':
                  return sql`delete from photos where id = ${picked.id}`;
              }
            })();
            if (statement) await db.execute(statement);
            done.push(JSON.stringify(step));
            expect(await mismatches(ids), done.join('\n')).toEqual([]);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
