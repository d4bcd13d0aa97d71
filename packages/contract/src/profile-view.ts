import type { z } from 'zod';
import type { ProfileSection } from './discovery.ts';
import type { SectionValues } from './own-profile.ts';
import { profileSectionTitles } from './profile-section-titles.ts';
import { profileChoiceLabels } from './profile-choices.ts';
import type { gender } from './profile.ts';

/**
 * Another member's profile view, by section: what they filled in, in the words members read, with the section titles
 * of own-profile.ts and the choice labels of profile-choices.ts. Declared once here so the server, the mocks and the
 * site's preview of the own profile show the same view. An item without a label is the member's own free text (the
 * ui shows it as a paragraph); a section with nothing to say is left out.
 */

type Gender = z.infer<typeof gender>;

const genderPlural: Record<Gender, string> = {
  woman: 'Women',
  man: 'Men',
  nonbinary: 'Non-binary people',
};

/** What the view's sections are made of; `profile` is null for a member who never saved a section. */
export interface ProfileFacts {
  seeking: Gender[];
  city: string;
  region: string;
  profile:
    | (Omit<SectionValues<'dating'>, 'seeking'> &
        SectionValues<'details'> &
        SectionValues<'lifestyle'> & { lookingFor: string; favThings: string; leastFavThings: string })
    | null;
}

/** 69 → `5' 9"`. */
export const feetAndInches = (inches: number) => `${Math.floor(inches / 12)}' ${inches % 12}"`;

type Item = ProfileSection['items'][number];
const item = (label: string, value: string | null | undefined): Item[] => (value ? [{ label, value }] : []);
const words = (text: string): Item[] => item('', text.trim());

/** The profile view's sections of a member. */
export function profileViewSections({ seeking, city, region, profile: p }: ProfileFacts): ProfileSection[] {
  const labels = profileChoiceLabels;
  const section = (id: ProfileSection['id'], items: Item[]): ProfileSection => ({
    id,
    title: profileSectionTitles[id],
    items,
  });
  const sections = [
    section('looking-for', [
      ...words(p?.lookingFor ?? ''),
      ...item('Interested in', seeking.map((g) => genderPlural[g]).join(', ')),
      ...(p ? item('Ages', `${p.ageMin}–${p.ageMax}`) : []),
      ...item('Relationship', p?.relationshipType && labels.relationshipType[p.relationshipType]),
      ...item('Distance', p?.distanceMiles ? `Within ${p.distanceMiles} miles` : null),
    ]),
    section('details', [
      ...item('Height', p?.heightInches ? feetAndInches(p.heightInches) : null),
      ...item('Body type', p?.bodyType && labels.bodyType[p.bodyType]),
      ...item('Education', p?.education && labels.education[p.education]),
      ...item('Work', p?.job),
      ...item('Languages', p?.languages.map((l) => labels.language[l]).join(', ')),
      ...item('Religion', p?.religion && labels.religion[p.religion]),
      ...item('Lives in', [city, region].filter(Boolean).join(', ')),
    ]),
    section('lifestyle', [
      ...item('Smoking', p?.smoking && labels.smoking[p.smoking]),
      ...item('Drinking', p?.drinking && labels.drinking[p.drinking]),
      ...item('Kids', p?.kids && labels.kids[p.kids]),
      ...item('Family plans', p?.wantsKids && labels.wantsKids[p.wantsKids]),
      ...item('Pets', p?.pets.map((pet) => labels.pets[pet]).join(', ')),
      ...item('Diet', p?.diet && labels.diet[p.diet]),
      ...item('Exercise', p?.exercise && labels.exercise[p.exercise]),
    ]),
    section('fav-things', words(p?.favThings ?? '')),
    section('least-fav-things', words(p?.leastFavThings ?? '')),
  ];
  return sections.filter((s) => s.items.length > 0);
}
