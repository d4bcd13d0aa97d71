// Member search, 16 a page, most recently active first, paged by key (last_active_at, id) down members_active_idx
// (or members_city_active_idx for a city, members_gender_active_idx for a gender sought). Filters: age range (as a
// birthdate range), gender, city or distance from the viewer's city (the set of listed cities within that distance),
// has photo, verified, online recently.
// The total, counted on page 1 and carried by the cursor, is cached for a few seconds (count-cache.ts).
import type { SearchFilters } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gt, is, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { members } from '../../db/schema.ts';
import { isHiddenFrom, notBlockedEitherWay } from '../../db/visibility.ts';
import type { CitiesRepository } from './cities.repository.ts';
import { distanceKm } from './cities.repository.ts';
import { memberRowId } from '../../db/member-row.ts';
import type { CountCache } from '../../db/count-cache.ts';
import { cardsOfPage, pageColumns } from '../../db/member-page.ts';
import type { PageCursor } from '../../db/page-cursor.ts';
import { pageWithTotal } from '../../db/page-cursor.ts';
import { UNNAMED, literalLimit, mappedOnce, pinned, preparedStatements } from '../../db/prepared.ts';
import { BOOSTED_FIRST_MAX, boostRunning } from './boosts.ts';

/** Members active within this many minutes are "online recently" (memberSummary.onlineRecently). */
export const ONLINE_RECENTLY_MS = 15 * 60_000;

/** 'YYYY-MM-DD' of `today` minus `years` (29 February becomes the 28th in other years). */
function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth() + 1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const day = month === 2 && today.getUTCDate() === 29 && !leap ? 28 : today.getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Which parts a search's SQL has: everything that changes its text (the values are bound). */
interface SearchShape {
  seeking: boolean;
  /** A city filter (with or without its region), the listed cities within a distance (how many), or neither. */
  place: 'city' | 'city-region' | `near-${number}` | null;
  hasPhoto: boolean;
  verified: boolean;
  onlineRecently: boolean;
}

const p = sql.placeholder;

/**
 * A filter's value as the planner sees it in every plan: read through a one-row subquery (an InitPlan, evaluated
 * once per run), so a custom plan estimates the filter exactly as the generic plan does (default selectivities), and
 * PostgreSQL, finding the generic plan no costlier, stops planning the statement after its fifth run. Written in
 * directly, each run's custom estimate (an age band's share of the members) undercut the generic one and the named
 * statement was planned anew on every run (pg_prepared_statements: 0 generic plans in 15 runs).
 */
const blind = (name: string, type: 'date' | 'text' | 'timestamptz' | 'int') =>
  sql`(select ${p(name)}::${sql.raw(type)})`;

/** Whether this shape's pages keep their walk with blind values (see pageQuery). */
const blindable = (shape: SearchShape) => !shape.onlineRecently && !shape.place?.startsWith('near-');

/**
 * The search filters as SQL over `members`, their values as placeholders (see SearchValues). `blindValues`: every
 * value read through `blind()`, for the named page statement.
 */
function matches(shape: SearchShape, { blindValues = false } = {}): SQL | undefined {
  const value = (name: string, type: 'date' | 'text' | 'timestamptz') =>
    blindValues ? blind(name, type) : p(name);
  let place: SQL | undefined;
  if (shape.place === 'city') place = eq(members.city, value('city', 'text'));
  else if (shape.place === 'city-region')
    place = and(eq(members.city, value('city', 'text')), eq(members.region, value('region', 'text')));
  else if (shape.place !== null) {
    const count = Number(shape.place.slice('near-'.length));
    place = sql`(${members.city}, ${members.region}) in (${sql.join(
      Array.from(
        { length: count },
        (_, i) => sql`(${value(`city${i}`, 'text')}, ${value(`region${i}`, 'text')})`,
      ),
      sql`, `,
    )})`;
  }
  return and(
    isNull(members.disabledAt),
    // A hidden profile is left out of everyone's search (the viewer never sees themselves anyway).
    blindValues ? sql`not ${members.hidden}` : eq(members.hidden, false),
    gt(members.birthdate, value('bornAfter', 'date')),
    // Blind, `b <= x` beside `b > y` would be costed as a range of unknown bounds (0.5% of the members), and a walk
    // that finds 21 rows in so few looks like a scan of the index; `not (b > x)` is costed as two thirds.
    blindValues
      ? sql`not (${members.birthdate} > ${value('bornBy', 'date')})`
      : lte(members.birthdate, p('bornBy')),
    shape.seeking ? eq(members.gender, value('seeking', 'text')) : undefined,
    place,
    // The card photo is the first approved photo, so it is there exactly when an approved photo is.
    shape.hasPhoto ? isNotNull(members.cardPhotoUrl) : undefined,
    // A value too, blind with the rest: as a constant, PostgreSQL knew how few members are verified and, beside the
    // blind band and gender, costed the walk for a narrow search as a scan of every member and a sort (7 -> 51 ms).
    shape.verified ? eq(members.verificationStatus, value('verified', 'text')) : undefined,
    shape.onlineRecently ? gt(members.lastActiveAt, value('activeSince', 'timestamptz')) : undefined,
  );
}

export function searchRepository(db: Database, cities: CitiesRepository, totals: CountCache) {
  const viewer = p('viewer');
  // PGlite answers in-process, so a round trip costs it nothing to save, and its planner (PostgreSQL 18) joined the
  // one-statement page to a scan of every member (benchmark search page 1: 12 -> 45 ms of CPU a request): there
  // page 1 keeps three statements and values PostgreSQL plans per run.
  const inProcess = is(db, PgliteDatabase);
  const planOnce = (shape: SearchShape) => !inProcess && blindable(shape);
  // Boosts: the matches with a boost running, most recently active first, lead page 1 (boosts.ts).
  const boostedWhere = (shape: SearchShape, { blindValues = false } = {}) =>
    and(
      matches(shape, { blindValues }),
      ne(members.id, viewer),
      notBlockedEitherWay(viewer, memberRowId),
      boostRunning(memberRowId),
    );
  // The boosted lead is driven by the few running boosts and the viewer's part of the total by the viewer's few
  // blocks: primary-key probes whatever the filters, so both are named (db/prepared.ts).
  // Every page's walk leaves out the lead (boosts.ts). For a blind shape, one named statement a page (pageQuery):
  // page 1 reads the lead and the walk without the lead's ids; a later page, the walk without the lead's ids from its
  // cursor. Otherwise (PGlite, a distance, "online recently") the lead is a statement of its own and the walk reads
  // BOOSTED_FIRST_MAX rows more, the lead's ids dropped here: planned on every run, one statement cost more planning
  // than the round trips it saved (2.5-2.7 ms of CPU a request against 2.3).
  const boostedQuery = (shape: SearchShape, key: string) =>
    mappedOnce(
      cardsOfPage(
        db,
        viewer,
        db
          .select(pageColumns(members.id, members.lastActiveAt))
          .from(members)
          .where(boostedWhere(shape))
          .orderBy(desc(members.lastActiveAt), desc(members.id))
          .limit(BOOSTED_FIRST_MAX)
          .as('page'),
        { region: members.region },
      ).prepare(pinned(`search_boosted_${key}`)),
    );
  // A blind shape's pages are named, their values blind (blind()), the cursor's too: the plan is then the walk down
  // the activity index (or the city's) from the cursor whatever the values, and PostgreSQL plans it once per
  // connection (checked for each shape on the benchmark community, page 1 and a later page: `npm run bench --
  // --explain` prints the custom and the generic plan). Not blind: a distance (the blind estimate of a set of cities
  // is a few members, and the plan became a sort of every match in them: 4 -> 35 ms) and "online recently" (its time
  // bounds the walk; blind, a sort of the recent members: 1.2 -> 4.7 ms); their pages are planned on every run.
  const pageQuery = (shape: SearchShape, afterCursor: boolean, limit: number, key: string) => {
    const oneStatement = planOnce(shape);
    const walk = (lead: boolean) =>
      db.select({
        ...pageColumns(members.id, members.lastActiveAt),
        lead: sql<boolean>`${sql.raw(String(lead))}`.as('page_lead'),
      });
    // The lead: page 1's first rows (flagged), and the ids every page's walk leaves out (`<> all`, an InitPlan run
    // once and costed as leaving out almost nothing, so the plan stays the walk, which reads limit + 1 rows).
    // Built anew for each use: a set operation (unionAll) changes the query it is called on.
    const lead = () =>
      walk(true)
        .from(members)
        .where(boostedWhere(shape, { blindValues: true }))
        .orderBy(desc(members.lastActiveAt), desc(members.id))
        .limit(literalLimit(BOOSTED_FIRST_MAX));
    const regular = walk(false)
      .from(members)
      .where(
        and(
          matches(shape, { blindValues: oneStatement }),
          ne(members.id, viewer),
          notBlockedEitherWay(viewer, memberRowId, { perRow: true }),
          afterCursor
            ? oneStatement
              ? sql`(${members.lastActiveAt}, ${members.id}) < (${blind('at', 'timestamptz')}, ${blind('id', 'int')})`
              : sql`(${members.lastActiveAt}, ${members.id}) < (${p('at')}::timestamptz, ${p('id')}::int)`
            : undefined,
          oneStatement
            ? sql`${members.id} <> all(array(select lead_ids.page_member_id from ${lead()} lead_ids))`
            : undefined,
        ),
      )
      .orderBy(desc(members.lastActiveAt), desc(members.id))
      .limit(
        oneStatement
          ? literalLimit(limit + 1)
          : afterCursor
            ? limit + 1 + BOOSTED_FIRST_MAX
            : literalLimit(limit + 1 + BOOSTED_FIRST_MAX),
      );
    const page = (oneStatement && !afterCursor ? lead().unionAll(regular) : regular).as('page');
    return mappedOnce(
      cardsOfPage(db, viewer, page, { region: members.region, lead: page.lead }).prepare(
        oneStatement ? pinned(`search_${afterCursor ? 'after' : 'first'}_${key}_${limit}`) : UNNAMED,
      ),
    );
  };
  const countQuery = (shape: SearchShape, hiddenOnly: boolean, key: string) =>
    db
      .select({ n: count() })
      .from(members)
      .where(and(matches(shape), hiddenOnly ? isHiddenFrom(viewer, members.id) : undefined))
      .prepare(hiddenOnly ? pinned(`search_count_hidden_${key}`) : UNNAMED);
  const pages = preparedStatements<ReturnType<typeof pageQuery>>();
  const boostedPages = preparedStatements<ReturnType<typeof boostedQuery>>();
  const counts = preparedStatements<ReturnType<typeof countQuery>>();

  return {
    /** One page of matches after `cursor`, and the total: counted for page 1, the cursor's on later pages. */
    async search(
      viewerMember: Pick<Member, 'id' | 'city' | 'region'>,
      filters: SearchFilters,
      cursor: PageCursor | null,
      now: Date,
    ) {
      const origin = cities.find(viewerMember.city, viewerMember.region);
      const values: Record<string, unknown> = {
        viewer: viewerMember.id,
        bornAfter: yearsBefore(now, filters.ageMax + 1),
        bornBy: yearsBefore(now, filters.ageMin),
        seeking: filters.seeking,
        verified: 'verified',
      };
      let place: SearchShape['place'] = null;
      let placeKey: unknown = null;
      if (filters.city !== undefined) {
        const { name, region } = cities.parseFilter(filters.city);
        place = region === undefined ? 'city' : 'city-region';
        Object.assign(values, { city: name, region });
        placeKey = [name, region ?? null];
      } else if (filters.distanceKm !== undefined) {
        if (!origin) return { error: 'unknown_origin' as const };
        const near = cities.within(origin, filters.distanceKm);
        place = `near-${near.length}`;
        near.forEach((city, i) =>
          Object.assign(values, { [`city${i}`]: city.name, [`region${i}`]: city.region }),
        );
        placeKey = [origin.name, origin.region, filters.distanceKm];
      }
      const shape: SearchShape = {
        seeking: filters.seeking !== undefined,
        place,
        hasPhoto: Boolean(filters.hasPhoto),
        verified: Boolean(filters.verified),
        onlineRecently: Boolean(filters.onlineRecently),
      };
      const shapeKey = [
        shape.seeking ? 's' : '',
        shape.place ?? '',
        shape.hasPhoto ? 'p' : '',
        shape.verified ? 'v' : '',
        shape.onlineRecently ? 'o' : '',
      ].join('_');
      const after = cursor?.after;
      /** Minute-rounded for the cached count, so requests within a minute share it. */
      const roundedActive = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - ONLINE_RECENTLY_MS);
      const countValues = { ...values, activeSince: roundedActive };
      const key = JSON.stringify([
        'search',
        values.bornAfter,
        values.bornBy,
        filters.seeking ?? null,
        placeKey,
        shape.hasPhoto,
        shape.verified,
        filters.onlineRecently ? roundedActive.toISOString() : null,
      ]);
      const countOf = async (hiddenOnly: boolean) => {
        const [row] = await counts(`search_count_${hiddenOnly ? 'hidden' : 'all'}_${shapeKey}`, () =>
          countQuery(shape, hiddenOnly, shapeKey),
        ).execute(countValues);
        return row?.n ?? 0;
      };
      const page = pages(`search_${shapeKey}_${after ? 'after' : 'first'}_${filters.limit}`, () =>
        pageQuery(shape, after !== undefined, filters.limit, shapeKey),
      );
      const pageValues = {
        ...values,
        activeSince: new Date(now.getTime() - ONLINE_RECENTLY_MS),
        at: after?.[0],
        id: after?.[1],
      };
      const oneStatement = planOnce(shape);
      const counting = cursor?.total === undefined;
      const [separateLead, found, everyone, hidden] = await Promise.all([
        oneStatement
          ? []
          : boostedPages(`search_boosted_${shapeKey}`, () => boostedQuery(shape, shapeKey)).execute(
              pageValues,
            ),
        page.execute(pageValues),
        counting ? totals.get(key, () => countOf(false)) : 0,
        counting ? totals.getForViewer(viewerMember.id, key, () => countOf(true)) : 0,
      ]);
      const total = cursor?.total ?? Math.max(0, everyone - hidden);
      const boosted = oneStatement ? found.filter((row) => row.lead) : separateLead;
      // Page 1: the boosted lead, then the regular walk fills the rest; its last row is the cursor.
      const lead = after ? [] : boosted;
      const leading = new Set(boosted.map((row) => row.member.id));
      const rows = found.filter((row) => !row.lead && !leading.has(row.member.id));
      const result = pageWithTotal(
        rows.slice(0, filters.limit - lead.length + 1),
        filters.limit - lead.length,
        (row) => [row.position, row.member.id],
        total,
      );
      return {
        nextCursor: result.nextCursor,
        total,
        rows: [...lead, ...result.rows].map((row) => {
          const city = cities.find(row.member.city, row.region);
          return { member: row.member, distanceKm: origin && city ? distanceKm(origin, city) : null };
        }),
      };
    },
  };
}
