// The interests lists: a member's interests, read from their own profile (member_profiles' choices and
// member_artists), each with how many members share it, and one interest's feed: the members who share it, most
// recently active first (keyset (last_active_at, id), 14 a page). Who shows and counts is the discovery rule plus
// the account side's: never the viewer, nobody across a block either way, disabled or hidden from lists.
import type { InterestKind } from '@app/contract';
import { choiceInterestLabel, interestChoices, interestId, interestKinds } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberArtists, memberProfiles, members } from '../../db/schema.ts';
import { notBlockedEitherWay, notHiddenProfile } from '../../db/visibility.ts';
import { memberRowId } from '../../db/member-row.ts';
import { cardsOfPage, pageColumns } from '../../db/member-page.ts';
import type { PageCursor } from '../../db/page-cursor.ts';
import { pageWithTotal } from '../../db/page-cursor.ts';

export interface OwnInterest {
  kind: InterestKind;
  value: string;
  label: string;
}

/** The members `viewerId` may find in an interest list (the member row is `members`, un-aliased). */
const visibleTo = (viewerId: number): SQL =>
  and(
    ne(members.id, viewerId),
    isNull(members.disabledAt),
    notHiddenProfile(memberRowId),
    notBlockedEitherWay(viewerId, memberRowId),
  )!;

/** The member_profiles row (un-aliased) has the chosen interest. */
function profileHas({ kind, value }: ChoiceInterest): SQL {
  switch (kind) {
    case 'relationship':
      return sql`${memberProfiles.relationshipType} = ${value}`;
    case 'language':
      return sql`${value} = any(${memberProfiles.languages})`;
    case 'pet':
      return sql`${value} = any(${memberProfiles.pets})`;
    case 'diet':
      return sql`${memberProfiles.diet} = ${value}`;
  }
}

type ChoiceInterest = Pick<OwnInterest, 'value'> & { kind: Exclude<InterestKind, 'artist'> };
const isChoice = <T extends Pick<OwnInterest, 'kind' | 'value'>>(
  interest: T,
): interest is T & ChoiceInterest => interest.kind !== 'artist';

/** The member row shares the interest. */
function shares(interest: Pick<OwnInterest, 'kind' | 'value'>): SQL {
  return isChoice(interest)
    ? sql`exists (select 1 from ${memberProfiles} where ${memberProfiles.memberId} = ${memberRowId}
        and ${profileHas(interest)})`
    : sql`exists (select 1 from ${memberArtists} where ${memberArtists.memberId} = ${memberRowId}
        and ${memberArtists.artistId} = ${interest.value})`;
}

export function interestsRepository(db: Database) {
  /** The member's own interests, in the contract's kind order (artists in their profile order). */
  async function own(memberId: number): Promise<OwnInterest[]> {
    const [profiles, artists] = await Promise.all([
      db
        .select({
          relationship: memberProfiles.relationshipType,
          languages: memberProfiles.languages,
          pets: memberProfiles.pets,
          diet: memberProfiles.diet,
        })
        .from(memberProfiles)
        .where(eq(memberProfiles.memberId, memberId)),
      db
        .select({ id: memberArtists.artistId, name: memberArtists.name })
        .from(memberArtists)
        .where(eq(memberArtists.memberId, memberId))
        .orderBy(asc(memberArtists.position)),
    ]);
    const profile = profiles[0];
    const chosen: Record<Exclude<InterestKind, 'artist'>, readonly (string | null)[]> = {
      relationship: [profile?.relationship ?? null],
      language: profile?.languages ?? [],
      pet: profile?.pets ?? [],
      diet: [profile?.diet ?? null],
    };
    return interestKinds.flatMap((kind): OwnInterest[] =>
      kind === 'artist'
        ? artists.map((artist) => ({ kind, value: artist.id, label: artist.name }))
        : chosen[kind]
            .filter((value): value is string => value !== null && interestChoices(kind).includes(value))
            .map((value) => ({ kind, value, label: choiceInterestLabel(kind, value) })),
    );
  }

  /**
   * How many members `viewerId` may see share each interest, in two passes whatever their number: one over the
   * profiles (a filtered count per chosen interest) and one over the chosen artists, grouped. A count per interest
   * walked the members once each (about 190 ms for a profile's interests on PGlite).
   */
  async function countsSharing(viewerId: number, interests: readonly OwnInterest[]): Promise<number[]> {
    const choices = interests.filter(isChoice);
    const artistIds = interests.filter((interest) => !isChoice(interest)).map((interest) => interest.value);
    const [choiceCounts, artistCounts] = await Promise.all([
      choices.length === 0
        ? []
        : db
            .select({
              counts: sql<number[]>`array[${sql.join(
                choices.map((choice) => sql`count(*) filter (where ${profileHas(choice)})`),
                sql`, `,
              )}]::int[]`,
            })
            .from(members)
            .innerJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
            .where(visibleTo(viewerId))
            .then(([row]) => row?.counts ?? []),
      artistIds.length === 0
        ? []
        : db
            .select({ id: memberArtists.artistId, n: count() })
            .from(memberArtists)
            .innerJoin(members, eq(members.id, memberArtists.memberId))
            .where(and(inArray(memberArtists.artistId, artistIds), visibleTo(viewerId)))
            .groupBy(memberArtists.artistId),
    ]);
    const byChoice = new Map<OwnInterest, number>(
      choices.map((choice, index) => [choice, choiceCounts[index] ?? 0]),
    );
    const byArtist = new Map(artistCounts.map((row) => [row.id, row.n]));
    return interests.map((interest) =>
      isChoice(interest) ? (byChoice.get(interest) ?? 0) : (byArtist.get(interest.value) ?? 0),
    );
  }

  const countSharing = async (viewerId: number, interest: OwnInterest) =>
    (await countsSharing(viewerId, [interest]))[0] ?? 0;

  return {
    own,

    /** The member's interests with how many members share each. */
    async withCounts(memberId: number) {
      const interests = await own(memberId);
      const counts = await countsSharing(memberId, interests);
      return interests.map((interest, index) => ({
        id: interestId(interest.kind, interest.value),
        kind: interest.kind,
        label: interest.label,
        sharedBy: counts[index] ?? 0,
      }));
    },

    /** One page of the members who share `interest` with the viewer, most recently active first. */
    async feed(viewerId: number, interest: OwnInterest, cursor: PageCursor | null, limit: number) {
      const after = cursor
        ? sql`(${members.lastActiveAt}, ${members.id}) < (${cursor.after[0]}::timestamptz, ${cursor.after[1]}::int)`
        : undefined;
      const page = db
        .select(pageColumns(members.id, members.lastActiveAt))
        .from(members)
        .where(and(visibleTo(viewerId), shares(interest), after))
        .orderBy(desc(members.lastActiveAt), desc(members.id))
        .limit(limit + 1)
        .as('page');
      const [rows, total] = await Promise.all([
        cardsOfPage(db, viewerId, page),
        cursor?.total ?? countSharing(viewerId, interest),
      ]);
      return pageWithTotal(rows, limit, (row) => [row.position, row.member.id], total);
    },
  };
}
