// The benchmark community, written with set-based SQL (generate_series) so a million likes take seconds, and
// deterministic (hash-free arithmetic on the row number). Member 1 is the benchmark's viewer: a paying member in
// Austin, TX with long lists (3,000 admirers, 3,000 profile views, 1,500 mutual likes) so deep pages exist.
import type { Database } from '../../apps/server/src/db/database.ts';
import { cities } from '../../apps/server/src/data/cities.ts';

export interface BenchSize {
  members: number;
  likes: number;
  views: number;
}

export const VIEWER_EMAIL = 'viewer@bench.test';
export const FIRST_PROFILE = 3100;
/** The smallest community the benchmark's fixed member ranges fit in. */
const MIN_MEMBERS = 5000;
/**
 * Admirers of the viewer (members 2..3001), the members the viewer likes back (1001..2500); the viewer blocked
 * 3002..3021 and was blocked by 3022..3041. Profile views are measured on members from 3100 on.
 */
const ADMIRERS = 3000;

const loadedTables = [
  'members',
  'photos',
  'likes',
  'profile_views',
  'blocks',
  'mutual_likes',
  'member_events',
];

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A SQL string literal (the values here are our own constants; quoted all the same). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function seedBenchCommunity(db: Database, size: BenchSize, passwordHash: string) {
  const n = size.members;
  if (n < MIN_MEMBERS) throw new Error(`the benchmark needs at least ${MIN_MEMBERS} members`);
  const usCities = cities.filter((c) => c.country === 'US').slice(0, 120);
  const cityRows = usCities.map((c, i) => `(${i}, ${literal(c.name)}, ${literal(c.region)})`).join(', ');
  const steps: Array<[string, string]> = [
    [
      `${n} members`,
      `insert into members (email, password_hash, display_name, birthdate, gender, seeking, city, region, avatar_seed,
            is_full_member, is_paying_member, verification_status, subscription_status, disabled_at,
            last_active_at, created_at)
          select 'bench' || i || '@bench.test', ${literal(passwordHash)}, 'Member ' || i,
            date '1962-01-01' + ((i * 7561) % 16000)::int,
            g.gender, case g.gender when 'woman' then '{man}'::text[] when 'man' then '{woman}'::text[]
              else '{woman,man,nonbinary}'::text[] end,
            c.name, c.region, 'bench-' || i,
            i % 5 = 0, i % 5 = 0, case when i % 10 < 3 then 'verified' else 'none' end,
            case when i % 5 = 0 then 'active' else 'none' end,
            case when i % 97 = 0 then now() - interval '3 days' end,
            now() - case when i % 33 = 0 then (i % 14) else 20 + (i * 7919) % 43200 end * interval '1 minute',
            now() - ((i::bigint * 104729) % 1000) * interval '1 day'
          from generate_series(1, ${n}) i
          cross join lateral (select case when i % 100 < 46 then 'woman' when i % 100 < 92 then 'man'
            else 'nonbinary' end as gender) g
          join (values ${cityRows}) as c(idx, name, region) on c.idx = i % ${usCities.length}`,
    ],
    [
      'the viewer',
      `update members set email = ${literal(VIEWER_EMAIL)}, gender = 'woman', seeking = '{man}', city = 'Austin',
            region = 'TX', is_full_member = true, is_paying_member = true, verification_status = 'verified',
            disabled_at = null, last_active_at = now()
          where id = 1`,
    ],
    [
      'photos',
      `insert into photos (member_id, url, width, height, is_main)
          select i, '/api/avatars/bench-' || i || '.svg', 256, 256, true
          from generate_series(1, ${n}) i where i % 5 <> 4`,
    ],
    [
      "the viewer's likes",
      `insert into likes (liker_id, liked_id, created_at)
          select i, 1, now() - (i * 13) * interval '1 minute' from generate_series(2, ${ADMIRERS + 1}) i
          union all
          select 1, i, now() - ((i * 17) % 50000) * interval '1 minute' from generate_series(1001, 2500) i`,
    ],
    [
      `${size.likes} likes`,
      // Liker k mod n likes 10-ish distinct others: offsets 9973*j (j = k / n) differ modulo n - 1.
      `insert into likes (liker_id, liked_id, created_at)
          select 1 + k % ${n},
                 1 + (k % ${n} + 1 + ((k / ${n}) * 9973 + (k % ${n}) * 31) % (${n} - 1)) % ${n},
                 now() - ((k::bigint * 7907) % 2000000) * interval '1 second'
          from generate_series(0, ${size.likes} - 1) k
          on conflict do nothing`,
    ],
    [
      `${size.views} profile views`,
      `insert into profile_views (viewer_id, viewed_id, viewed_at)
          select i, 1, now() - ((i * 11) % 100000) * interval '1 minute' from generate_series(2, ${ADMIRERS + 1}) i
          union all
          select 1 + k % ${n},
                 1 + (k % ${n} + 1 + ((k / ${n}) * 7919 + (k % ${n}) * 17) % (${n} - 1)) % ${n},
                 now() - ((k::bigint * 6133) % 2000000) * interval '1 second'
          from generate_series(0, ${size.views} - 1) k
          on conflict do nothing`,
    ],
    [
      'blocks',
      `insert into blocks (blocker_id, blocked_id)
          select 1, i from generate_series(3002, 3021) i
          union all select i, 1 from generate_series(3022, 3041) i
          union all select 1 + (k * 7) % ${n}, 1 + (k * 7 + 1 + k % 1000) % ${n}
            from generate_series(1, ${Math.floor(n / 20)}) k
          on conflict do nothing`,
    ],
  ];
  const timings: string[] = [];
  const time = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // Bulk-load practice: foreign-key checks off (the generated rows are consistent by construction; our own
  // triggers, which fill mutual likes and newsfeed events, stay on), and the secondary indexes built once after the
  // load instead of maintained row by row (a third of the time). Unique indexes stay: ON CONFLICT needs them.
  const secondary = rows<{ name: string; definition: string }>(
    await db.execute(`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in (${loadedTables.map(literal).join(', ')})
        and indexdef not like 'CREATE UNIQUE INDEX%'`),
  );
  for (const table of loadedTables) {
    await db.execute(`alter table ${table} disable trigger all`);
    await db.execute(`alter table ${table} enable trigger user`);
  }
  for (const index of secondary) await db.execute(`drop index "${index.name}"`);
  // The list totals' triggers (drizzle/0010_list_totals.sql) probe blocks and members for every row they count:
  // off during the load (50 s of the million likes on PostgreSQL), then one set-based recount. The card photo's
  // (drizzle/0013_card_photo.sql) would look up each member's photos without the index built after the load (PGlite,
  // 16,000 photos: 52 s): off too, then one refresh of every member with photos.
  const deferredTriggers = rows<{ table: string; name: string }>(
    await db.execute(`select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where (t.tgname like '%list_totals%' or t.tgname like 'photos_card_photo_%')
        and c.relname in (${loadedTables.map(literal).join(', ')})
        and t.tgname <> 'members_list_totals_insert'`),
  );
  for (const trigger of deferredTriggers)
    await db.execute(`alter table ${trigger.table} disable trigger ${trigger.name}`);
  try {
    for (const [label, statement] of steps) await time(label, () => db.execute(statement));
  } finally {
    await time(`${secondary.length} indexes`, async () => {
      for (const index of secondary) await db.execute(index.definition);
    });
    for (const table of loadedTables) await db.execute(`alter table ${table} enable trigger all`);
  }
  await time('list totals', () => db.execute('select list_totals_recount()'));
  await time('card photos', () =>
    db.execute('select members_card_photo_refresh(array(select distinct member_id from photos))'),
  );
  await time('vacuum analyze', () => db.execute('vacuum analyze'));
  // The load writes about half a gigabyte of WAL. Unless its pages are written back now, the checkpoint it set off
  // spreads those writes over the next minute, which is the measurement (seen in PostgreSQL's log: 57 s of writes
  // under every row of a run). A role that may not checkpoint measures as before, and says so.
  try {
    await time('checkpoint', () => db.execute('checkpoint'));
  } catch (error) {
    timings.push(`no checkpoint (${error instanceof Error ? error.message : String(error)})`);
  }
  return timings;
}
