// The interests lists: a member's interests, read from their own profile (member_profiles' choices and
// member_artists), each with how many members share it, and one interest's feed: the members who share it, most
// recently active first (keyset (last_active_at, id), 14 a page). Who shows and counts is the discovery rule plus
// the account side's: never the viewer, nobody across a block either way, disabled or hidden from lists.
import type { InterestKind } from '@app/contract';
import { choiceInterestLabel, interestChoices, interestId, interestKinds } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
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

/** The member row shares the interest. */
function shares({ kind, value }: Pick<OwnInterest, 'kind' | 'value'>): SQL {
  switch (kind) {
    case 'artist':
      return sql`exists (select 1 from member_artists a where a.member_id = ${memberRowId} and a.artist_id = ${value})`;
    case 'relationship':
      return sql`exists (select 1 from member_profiles p where p.member_id = ${memberRowId}
        and p.relationship_type = ${value})`;
    case 'language':
      return sql`exists (select 1 from member_profiles p where p.member_id = ${memberRowId}
        and ${value} = any(p.languages))`;
    case 'pet':
      return sql`exists (select 1 from member_profiles p where p.member_id = ${memberRowId} and ${value} = any(p.pets))`;
    case 'diet':
      return sql`exists (select 1 from member_profiles p where p.member_id = ${memberRowId} and p.diet = ${value})`;
  }
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

  const countSharing = async (viewerId: number, interest: OwnInterest) => {
    const [row] = await db
      .select({ n: count() })
      .from(members)
      .where(and(visibleTo(viewerId), shares(interest)));
    return row?.n ?? 0;
  };

  return {
    own,

    /** The member's interests with how many members share each. */
    async withCounts(memberId: number) {
      const interests = await own(memberId);
      const counts = await Promise.all(interests.map((interest) => countSharing(memberId, interest)));
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
