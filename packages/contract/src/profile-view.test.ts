import { describe, expect, it } from 'vitest';
import { feetAndInches, profileViewSections } from './profile-view.ts';

describe('profileViewSections', () => {
  it('writes heights in feet and inches', () => {
    expect(feetAndInches(69)).toBe(`5' 9"`);
    expect(feetAndInches(48)).toBe(`4' 0"`);
    expect(feetAndInches(95)).toBe(`7' 11"`);
  });

  it('shows what a member who saved nothing has, and leaves empty sections out', () => {
    expect(profileViewSections({ seeking: ['woman', 'man'], city: '', region: '', profile: null })).toEqual([
      {
        id: 'looking-for',
        title: 'What I am looking for',
        items: [{ label: 'Interested in', value: 'Women, Men' }],
      },
    ]);
  });

  it('labels choices and keeps the member’s own words as unlabelled items', () => {
    const sections = profileViewSections({
      seeking: ['nonbinary'],
      city: 'Austin',
      region: 'TX',
      profile: {
        ageMin: 25,
        ageMax: 40,
        distanceMiles: null,
        relationshipType: null,
        heightInches: null,
        bodyType: 'curvy',
        education: null,
        job: '',
        languages: [],
        religion: null,
        smoking: null,
        drinking: null,
        kids: null,
        wantsKids: 'no',
        pets: [],
        diet: null,
        exercise: null,
        lookingFor: '  Someone kind.  ',
        favThings: '',
        leastFavThings: 'Traffic.',
      },
    });
    expect(sections.map((s) => s.id)).toEqual(['looking-for', 'details', 'lifestyle', 'least-fav-things']);
    expect(sections[0]!.items).toEqual([
      { label: '', value: 'Someone kind.' },
      { label: 'Interested in', value: 'Non-binary people' },
      { label: 'Ages', value: '25–40' },
    ]);
    expect(sections[1]!.items).toEqual([
      { label: 'Body type', value: 'Curvy' },
      { label: 'Lives in', value: 'Austin, TX' },
    ]);
    expect(sections[2]!.items).toEqual([{ label: 'Family plans', value: "Doesn't want kids" }]);
  });
});
