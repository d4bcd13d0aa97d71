// Member search, 16 a page, most recently active first, paged by key (last_active_at, id) down members_active_idx
// (or members_city_active_idx for a city). Filters: age range (as a birthdate range), gender, city or distance
// from the viewer's city (the set of listed cities within that distance), has photo, verified, online recently.
// The total's viewer-independent part is cached for a few seconds (count-cache.ts).
import type { SearchFilters } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Member } from '../db/schema.ts';
import { members } from '../db/schema.ts';
import { isHiddenFrom, notBlockedEitherWay } from './blocks.ts';
import type { CitiesRepository } from './cities.ts';
import { distanceKm } from './cities.ts';
import { memberRowId } from './member-row.ts';
import type { CountCache } from './count-cache.ts';
import { cardsOfPage, pageColumns } from './member-page.ts';
import { afterCursor, pageOfRows } from './messaging-cursor.ts';

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

export function searchRepository(db: Database, cities: CitiesRepository, totals: CountCache) {
  return {
    async search(
      viewer: Pick<Member, 'id' | 'city' | 'region'>,
      filters: SearchFilters,
      after: [string, number] | null,
      now: Date,
    ) {
      const origin = cities.find(viewer.city, viewer.region);
      let place: SQL | undefined;
      let placeKey: unknown = null;
      if (filters.city !== undefined) {
        const { name, region } = cities.parseFilter(filters.city);
        place = and(eq(members.city, name), region === undefined ? undefined : eq(members.region, region));
        placeKey = [name, region ?? null];
      } else if (filters.distanceKm !== undefined) {
        if (!origin) return { error: 'unknown_origin' as const };
        const near = cities.within(origin, filters.distanceKm);
        place = sql`(${members.city}, ${members.region}) in (${sql.join(
          near.map((city) => sql`(${city.name}, ${city.region})`),
          sql`, `,
        )})`;
        placeKey = [origin.name, origin.region, filters.distanceKm];
      }
      const bornAfter = yearsBefore(now, filters.ageMax + 1);
      const bornBy = yearsBefore(now, filters.ageMin);
      /** Minute-rounded for the cached count, so requests within a minute share it. */
      const activeSince = (time: number) => new Date(time - ONLINE_RECENTLY_MS);
      const matches = (active: Date) =>
        and(
          isNull(members.disabledAt),
          gt(members.birthdate, bornAfter),
          lte(members.birthdate, bornBy),
          filters.seeking === undefined ? undefined : eq(members.gender, filters.seeking),
          place,
          filters.hasPhoto
            ? sql`exists (select 1 from photos p where p.member_id = ${memberRowId})`
            : undefined,
          filters.verified ? eq(members.verificationStatus, 'verified') : undefined,
          filters.onlineRecently ? gt(members.lastActiveAt, active) : undefined,
        );
      const roundedActive = activeSince(Math.floor(now.getTime() / 60_000) * 60_000);
      const key = JSON.stringify([
        'search',
        bornAfter,
        bornBy,
        filters.seeking ?? null,
        placeKey,
        Boolean(filters.hasPhoto),
        Boolean(filters.verified),
        filters.onlineRecently ? roundedActive.toISOString() : null,
      ]);
      const countWhere = async (where: SQL | undefined) => {
        const [row] = await db.select({ n: count() }).from(members).where(where);
        return row?.n ?? 0;
      };
      const [rows, everyone, hidden] = await Promise.all([
        cardsOfPage(
          db,
          viewer.id,
          db
            .select(pageColumns(members.id, members.lastActiveAt))
            .from(members)
            .where(
              and(
                matches(activeSince(now.getTime())),
                ne(members.id, viewer.id),
                notBlockedEitherWay(viewer.id, memberRowId),
                after ? afterCursor(members.lastActiveAt, members.id, after) : undefined,
              ),
            )
            .orderBy(desc(members.lastActiveAt), desc(members.id))
            .limit(filters.limit + 1)
            .as('page'),
          { region: members.region },
        ),
        totals.get(key, () => countWhere(matches(roundedActive))),
        countWhere(and(matches(roundedActive), isHiddenFrom(viewer.id, members.id))),
      ]);
      const page = pageOfRows(rows, filters.limit, (row) => [row.position, row.member.id]);
      return {
        nextCursor: page.nextCursor,
        total: Math.max(0, everyone - hidden),
        rows: page.rows.map((row) => {
          const city = cities.find(row.member.city, row.region);
          return { member: row.member, distanceKm: origin && city ? distanceKm(origin, city) : null };
        }),
      };
    },
  };
}
