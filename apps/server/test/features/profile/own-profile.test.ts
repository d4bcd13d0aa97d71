// The own profile by section: reading it, saving each of the 8 sections (the whole updated profile answers), the
// field rules the contract declares (each a 400 naming the field, nothing saved), the city lookup, and another member
// seeing the change at once: profile view, cards and search (its cached totals included).
import type { EditableSection, SectionInput } from '@app/contract';
import {
  apiErrorBody,
  editableSections,
  getOwnProfile,
  getProfile,
  getProfileView,
  PROFILE_TEXT_MAX,
  saveSectionEndpointOf,
  searchPage,
} from '@app/contract';
import { expect, it } from 'vitest';
import { memberAnswers, memberArtists, photos } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';

/** A birth date making the member `age` today (their birthday was in January). */
const bornYearsAgo = (age: number) => `${new Date().getUTCFullYear() - age}-01-01`;
/** A birth date making the member 17 until tomorrow. */
const turning18Tomorrow = () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return `${tomorrow.getUTCFullYear() - 18}-${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}-${String(
    tomorrow.getUTCDate(),
  ).padStart(2, '0')}`;
};

const filled: { [S in EditableSection]: SectionInput<S> } = {
  dating: {
    seeking: ['woman', 'nonbinary'],
    ageMin: 27,
    ageMax: 41,
    distanceMiles: 50,
    relationshipType: 'long-term',
  },
  'basic-info': {
    name: 'Robin',
    birthdate: bornYearsAgo(33),
    gender: 'nonbinary',
    city: { name: 'Portland', region: 'OR', country: 'US' },
  },
  details: {
    heightInches: 69,
    bodyType: 'athletic',
    education: 'master',
    job: 'Nurse',
    languages: ['english', 'spanish'],
    religion: 'spiritual',
  },
  myself: { text: 'I bake bread on Sundays and <b>never</b> skip leg day.' },
  'looking-for': { text: 'Someone kind who laughs easily.' },
  lifestyle: {
    smoking: 'never',
    drinking: 'socially',
    kids: 'none',
    wantsKids: 'maybe',
    pets: ['dog', 'cat'],
    diet: 'vegetarian',
    exercise: 'regularly',
  },
  'fav-things': { text: 'Rainy mornings, jazz records, ramen.' },
  'least-fav-things': { text: 'Traffic.' },
};

const put = <S extends EditableSection>(client: TestClient, section: S, body: unknown) =>
  client.request({ method: 'PUT', url: saveSectionEndpointOf(section).path, payload: body as object });

const expect400 = (response: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(apiErrorBody.parse(response.json()).error).toMatchObject({ code: 'invalid_request', field });
};

describeBackends('own profile by section', (backend) => {
  it('reads a new member’s profile: their account fields and empty sections', async () => {
    const member = await backend.createMember({ displayName: 'Sam', birthdate: '1999-04-12', about: '' });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const profile = parseBody(getOwnProfile.response, await client.get(getOwnProfile.path)).data;
    expect(profile.sections).toEqual({
      dating: { seeking: ['man'], ageMin: 18, ageMax: 99, distanceMiles: null, relationshipType: null },
      'basic-info': {
        name: 'Sam',
        birthdate: '1999-04-12',
        gender: 'woman',
        city: { name: 'Austin', region: 'TX', country: 'US' },
      },
      details: {
        heightInches: null,
        bodyType: null,
        education: null,
        job: '',
        languages: [],
        religion: null,
      },
      myself: { text: '' },
      'looking-for': { text: '' },
      lifestyle: {
        smoking: null,
        drinking: null,
        kids: null,
        wantsKids: null,
        pets: [],
        diet: null,
        exercise: null,
      },
      'fav-things': { text: '' },
      'least-fav-things': { text: '' },
    });
    expect(profile).toMatchObject({ artists: [], answers: [], photoCount: 0 });
    expect(profile.updatedAt).toBe(member.createdAt.toISOString());
  });

  it('saves every section and answers the whole updated profile each time', async () => {
    const member = await backend.createMember();
    await backend.db.insert(photos).values({ memberId: member.id, url: '/a.svg', width: 256, height: 256 });
    await backend.db.insert(memberAnswers).values({ memberId: member.id, questionId: 3, answer: 'Lisbon' });
    await backend.db.insert(memberArtists).values([
      { memberId: member.id, artistId: 'B'.repeat(22), name: 'Second', position: 1, genres: ['jazz'] },
      { memberId: member.id, artistId: 'A'.repeat(22), name: 'First', position: 0 },
    ]);
    const app = await backend.build();
    const client = await loginAs(app, member.email);

    for (const section of editableSections) {
      const before = Date.now();
      const response = await put(client, section, filled[section]);
      expect(response.statusCode, `${section}: ${response.body}`).toBe(200);
      const profile = parseBody(getOwnProfile.response, response).data;
      expect(profile.sections[section], section).toEqual(filled[section]);
      expect(new Date(profile.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const profile = parseBody(getOwnProfile.response, await client.get(getOwnProfile.path)).data;
    expect(profile.sections).toEqual(filled);
    expect(profile.photoCount).toBe(1);
    expect(profile.answers).toEqual([{ questionId: 3, answer: 'Lisbon' }]);
    expect(profile.artists.map((a) => a.name)).toEqual(['First', 'Second']);
    expect(profile.artists[1]).toEqual({
      id: 'B'.repeat(22),
      name: 'Second',
      imageUrl: null,
      genres: ['jazz'],
    });

    // The current profile (SPEC point 3) reads the same row.
    const current = parseBody(getProfile.response, await client.get(getProfile.path)).data;
    expect(current).toMatchObject({
      name: 'Robin',
      birthdate: filled['basic-info'].birthdate,
      age: 33,
      gender: 'nonbinary',
      seeking: ['woman', 'nonbinary'],
      city: 'Portland',
      about: filled.myself.text,
    });
  });

  it('trims text and keeps markup as plain text; a section saved again replaces its values', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    await put(client, 'details', filled.details);
    const again = await put(client, 'details', {
      ...filled.details,
      heightInches: null,
      languages: [],
      job: '  ',
    });
    expect(parseBody(getOwnProfile.response, again).data.sections.details).toEqual({
      ...filled.details,
      heightInches: null,
      languages: [],
      job: '',
    });
    const text = await put(client, 'fav-things', { text: '  <script>alert(1)</script>\n' });
    expect(parseBody(getOwnProfile.response, text).data.sections['fav-things'].text).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('refuses each broken field rule with a 400 naming the field, and saves nothing', async () => {
    const member = await backend.createMember({ displayName: 'Kept', about: 'Kept about' });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const basic = filled['basic-info'];

    expect400(await put(client, 'basic-info', { ...basic, birthdate: turning18Tomorrow() }), 'birthdate');
    expect400(await put(client, 'basic-info', { ...basic, birthdate: bornYearsAgo(17) }), 'birthdate');
    expect400(await put(client, 'basic-info', { ...basic, birthdate: '1990-02-30' }), 'birthdate');
    expect400(await put(client, 'basic-info', { ...basic, name: 'R' }), 'name');
    expect400(await put(client, 'basic-info', { ...basic, name: 'R'.repeat(31) }), 'name');
    expect400(await put(client, 'basic-info', { ...basic, name: '<b>Robin</b>' }), 'name');
    expect400(
      await put(client, 'basic-info', { ...basic, city: { name: 'Atlantis', region: 'OR', country: 'US' } }),
      'city',
    );
    expect400(
      await put(client, 'basic-info', { ...basic, city: { name: 'Portland', region: 'ME', country: 'CA' } }),
      'city',
    );
    const tooLong = 'x'.repeat(PROFILE_TEXT_MAX + 1);
    for (const section of ['myself', 'looking-for', 'fav-things', 'least-fav-things'] as const)
      expect400(await put(client, section, { text: tooLong }), 'text');
    expect400(await put(client, 'dating', { ...filled.dating, ageMin: 40, ageMax: 30 }), 'ageMax');
    expect400(await put(client, 'dating', { ...filled.dating, seeking: [] }), 'seeking');
    expect400(await put(client, 'details', { ...filled.details, heightInches: 96 }), 'heightInches');
    expect400(await put(client, 'details', { ...filled.details, languages: ['klingon'] }), 'languages.0');
    expect400(await put(client, 'lifestyle', { ...filled.lifestyle, pets: ['dog', 'dog'] }), 'pets');

    const profile = parseBody(getOwnProfile.response, await client.get(getOwnProfile.path)).data;
    expect(profile.sections['basic-info'].name).toBe('Kept');
    expect(profile.sections.myself.text).toBe('Kept about');
    expect(profile.sections.dating.ageMin).toBe(18);

    // Exactly 2,000 characters is fine.
    const longest = await put(client, 'myself', { text: 'x'.repeat(PROFILE_TEXT_MAX) });
    expect(longest.statusCode).toBe(200);
  });

  it('refuses “No pets” beside a pet with a 400 naming pets, keeping the pets saved before', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    expect((await put(client, 'lifestyle', { ...filled.lifestyle, pets: ['dog'] })).statusCode).toBe(200);

    for (const pets of [
      ['none', 'cat'],
      ['dog', 'none'],
    ]) {
      const refused = await put(client, 'lifestyle', { ...filled.lifestyle, pets });
      expect400(refused, 'pets');
      expect(apiErrorBody.parse(refused.json()).error.message).toBe(
        'Choose “No pets” or your pets, not both',
      );
    }
    const profile = parseBody(getOwnProfile.response, await client.get(getOwnProfile.path)).data;
    expect(profile.sections.lifestyle.pets).toEqual(['dog']);

    const none = await put(client, 'lifestyle', { ...filled.lifestyle, pets: ['none'] });
    expect(parseBody(getOwnProfile.response, none).data.sections.lifestyle.pets).toEqual(['none']);
  });

  it('stores the city as the city lookup spells it (region names and accents folded)', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const response = await put(client, 'basic-info', {
      ...filled['basic-info'],
      city: { name: 'portland', region: 'Oregon', country: 'US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(parseBody(getOwnProfile.response, response).data.sections['basic-info'].city).toEqual({
      name: 'Portland',
      region: 'OR',
      country: 'US',
    });
  });

  it('needs a session', async () => {
    const app = await backend.build();
    const anonymous = await app.inject({ method: 'GET', url: getOwnProfile.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the change to another member at once: profile view, card and search with its totals', async () => {
    const member = await backend.createMember({ displayName: 'Robin', birthdate: bornYearsAgo(50) });
    const viewer = await backend.createMember({ displayName: 'Viewer', email: 'viewer@test.example' });
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const other = await loginAs(app, viewer.email);
    const search = async (query: string) =>
      parseBody(searchPage, await other.get(`/api/user/search?${query}`)).data;

    // Totals are cached for a few seconds per filter set: these fill the cache before the change.
    expect(await search('city=Portland%2C%20OR&ageMin=30&ageMax=35')).toMatchObject({ total: 0, items: [] });
    expect((await search('ageMin=45')).items.map((m) => m.id)).toEqual([member.id]);

    for (const section of [
      'basic-info',
      'dating',
      'details',
      'lifestyle',
      'looking-for',
      'fav-things',
    ] as const)
      expect((await put(client, section, filled[section])).statusCode).toBe(200);
    await put(client, 'myself', { text: 'New about me' });

    const found = await search('city=Portland%2C%20OR&ageMin=30&ageMax=35');
    expect(found.total).toBe(1);
    expect(
      found.items.map((m) => m).map(({ id, name, age, city, gender }) => ({ id, name, age, city, gender })),
    ).toEqual([{ id: member.id, name: 'Robin', age: 33, city: 'Portland', gender: 'nonbinary' }]);
    expect(await search('ageMin=45')).toMatchObject({ total: 0, items: [] });
    expect((await search('city=Austin')).items.map((m) => m.id)).not.toContain(member.id);

    const view = parseBody(getProfileView.response, await other.get(`/api/user/profiles/${member.id}`)).data;
    expect(view).toMatchObject({ name: 'Robin', age: 33, city: 'Portland', about: 'New about me' });
    expect(view.sections).toEqual([
      {
        id: 'looking-for',
        title: 'What I am looking for',
        items: [
          { label: '', value: 'Someone kind who laughs easily.' },
          { label: 'Interested in', value: 'Women, Non-binary people' },
          { label: 'Ages', value: '27–41' },
          { label: 'Relationship', value: 'A long-term relationship' },
          { label: 'Distance', value: 'Within 50 miles' },
        ],
      },
      {
        id: 'details',
        title: 'Details',
        items: [
          { label: 'Height', value: `5' 9"` },
          { label: 'Body type', value: 'Athletic' },
          { label: 'Education', value: "Master's degree" },
          { label: 'Work', value: 'Nurse' },
          { label: 'Languages', value: 'English, Spanish' },
          { label: 'Religion', value: 'Spiritual' },
          { label: 'Lives in', value: 'Portland, OR' },
        ],
      },
      {
        id: 'lifestyle',
        title: 'Lifestyle',
        items: [
          { label: 'Smoking', value: 'Never' },
          { label: 'Drinking', value: 'Socially' },
          { label: 'Kids', value: 'No kids' },
          { label: 'Family plans', value: 'Might want kids' },
          { label: 'Pets', value: 'Dog, Cat' },
          { label: 'Diet', value: 'Vegetarian' },
          { label: 'Exercise', value: 'Regularly' },
        ],
      },
      {
        id: 'fav-things',
        title: 'Favourite things',
        items: [{ label: '', value: filled['fav-things'].text }],
      },
    ]);
  });

  it('shows a member who saved nothing with only what their account row says', async () => {
    const member = await backend.createMember({ seeking: ['man'], city: 'Austin', region: 'TX' });
    const viewer = await backend.createMember();
    const app = await backend.build();
    const other = await loginAs(app, viewer.email);
    const view = parseBody(getProfileView.response, await other.get(`/api/user/profiles/${member.id}`)).data;
    expect(view.sections).toEqual([
      {
        id: 'looking-for',
        title: 'What I am looking for',
        items: [{ label: 'Interested in', value: 'Men' }],
      },
      { id: 'details', title: 'Details', items: [{ label: 'Lives in', value: 'Austin, TX' }] },
    ]);
    expect(view).toMatchObject({ answers: [], artists: [] });
  });
});
