// The member's own editable profile (the contract's `ownProfile`): read in one statement from members (name, birth
// date, gender, city, seeking, about me: what cards and search read), member_profiles (the other sections' fields),
// photos (a count), member_artists and member_answers; and saved section by section, each save in one transaction.
import type { Artist, EditableSection, OwnProfile, SectionValues, UserAnswer } from '@app/contract';
import { unsavedSections } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberRowId } from '../../db/member-row.ts';
import { memberProfiles, members } from '../../db/schema.ts';
import type { ListedCity } from './rules.ts';

type ProfileRow = typeof memberProfiles.$inferSelect;
type ProfileColumns = Omit<typeof memberProfiles.$inferInsert, 'memberId' | 'updatedAt'>;

/** What a member who never saved a section has: the contract's unsaved sections (the member_profiles defaults). */
const { seeking: _seeking, ...unsavedDating } = unsavedSections.dating;
const unsaved: Omit<ProfileRow, 'memberId' | 'updatedAt'> = {
  ...unsavedDating,
  ...unsavedSections.details,
  ...unsavedSections.lifestyle,
  lookingFor: unsavedSections['looking-for'].text,
  favThings: unsavedSections['fav-things'].text,
  leastFavThings: unsavedSections['least-fav-things'].text,
};

/** The member_profiles column of each free-text section stored there (about me is members.about). */
const textColumns = {
  'looking-for': 'lookingFor',
  'fav-things': 'favThings',
  'least-fav-things': 'leastFavThings',
} as const satisfies Partial<Record<EditableSection, keyof ProfileColumns>>;

/** A section's values, as the contract parsed them, with a basic-info city already checked against the city list. */
export type SectionSave = {
  [S in EditableSection]: S extends 'basic-info'
    ? { section: S; values: SectionValues<S>; city: ListedCity }
    : { section: S; values: SectionValues<S> };
}[EditableSection];

export function ownProfileRepository(db: Database) {
  /** The contract's own profile of `memberId`; undefined when there is no such member. */
  async function read(memberId: number): Promise<OwnProfile | undefined> {
    const [row] = await db
      .select({
        member: {
          displayName: members.displayName,
          birthdate: members.birthdate,
          gender: members.gender,
          seeking: members.seeking,
          city: members.city,
          region: members.region,
          country: members.country,
          about: members.about,
          createdAt: members.createdAt,
        },
        profile: memberProfiles,
        photoCount:
          sql<number>`(select count(*)::int from photos p where p.member_id = ${memberRowId})`.mapWith(
            Number,
          ),
        artists: sql<Artist[]>`(select coalesce(json_agg(json_build_object('id', a.artist_id, 'name', a.name,
          'imageUrl', a.image_url, 'genres', a.genres) order by a.position), '[]'::json)
          from member_artists a where a.member_id = ${memberRowId})`,
        answers: sql<UserAnswer[]>`(select coalesce(json_agg(json_build_object('questionId', q.question_id,
          'answer', q.answer) order by q.question_id), '[]'::json)
          from member_answers q where q.member_id = ${memberRowId})`,
      })
      .from(members)
      .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
      .where(eq(members.id, memberId));
    if (!row) return undefined;
    const { member } = row;
    const p = row.profile ?? { ...unsaved, updatedAt: member.createdAt };
    return {
      sections: {
        dating: {
          seeking: member.seeking,
          ageMin: p.ageMin,
          ageMax: p.ageMax,
          distanceMiles: p.distanceMiles,
          relationshipType: p.relationshipType as SectionValues<'dating'>['relationshipType'],
        },
        'basic-info': {
          name: member.displayName,
          birthdate: member.birthdate,
          gender: member.gender,
          city: { name: member.city, region: member.region, country: member.country },
        },
        details: {
          heightInches: p.heightInches,
          bodyType: p.bodyType,
          education: p.education,
          job: p.job,
          languages: p.languages,
          religion: p.religion,
        } as SectionValues<'details'>,
        myself: { text: member.about },
        'looking-for': { text: p.lookingFor },
        lifestyle: {
          smoking: p.smoking,
          drinking: p.drinking,
          kids: p.kids,
          wantsKids: p.wantsKids,
          pets: p.pets,
          diet: p.diet,
          exercise: p.exercise,
        } as SectionValues<'lifestyle'>,
        'fav-things': { text: p.favThings },
        'least-fav-things': { text: p.leastFavThings },
      },
      artists: row.artists,
      answers: row.answers,
      photoCount: row.photoCount,
      updatedAt: new Date(p.updatedAt).toISOString(),
    };
  }

  /**
   * Saves one section in one transaction: the members columns it owns, and the member_profiles row (created on the
   * first save; its updated_at is the profile's last change, whichever section changed).
   */
  async function save(memberId: number, change: SectionSave): Promise<void> {
    await db.transaction(async (tx) => {
      let columns: ProfileColumns = {};
      switch (change.section) {
        case 'basic-info': {
          const { values, city } = change;
          await tx
            .update(members)
            .set({
              displayName: values.name,
              birthdate: values.birthdate,
              gender: values.gender,
              city: city.name,
              region: city.region,
              country: city.country,
            })
            .where(eq(members.id, memberId));
          break;
        }
        case 'dating': {
          const { seeking, ...rest } = change.values;
          await tx.update(members).set({ seeking }).where(eq(members.id, memberId));
          columns = rest;
          break;
        }
        case 'myself':
          await tx.update(members).set({ about: change.values.text }).where(eq(members.id, memberId));
          break;
        case 'details':
        case 'lifestyle':
          columns = change.values;
          break;
        default:
          columns = { [textColumns[change.section]]: change.values.text };
      }
      await tx
        .insert(memberProfiles)
        .values({ memberId, ...columns, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: memberProfiles.memberId, set: { ...columns, updatedAt: sql`now()` } });
    });
  }

  return { read, save };
}
