import type { EditableSection, SectionInput } from '@app/contract';
import {
  buildPath,
  editableSections,
  ownProfileEndpoints,
  ownProfileResponse,
  PROFILE_TEXT_MAX,
  profileCompleteness,
  profileSectionSchemas,
  profileWire,
  saveSectionEndpointOf,
  SPOTIFY_ARTISTS_PER_PAGE,
  twentyQuestions,
} from '@app/contract';
import { sandboxArtists } from '@app/demo-data';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemberRecord, toDetail } from '../discovery/factories.ts';
import { discoveryFixtures } from '../discovery/fixtures.ts';
import { memberIds } from '../factories.ts';
import type { HandlerGroups } from '../groups.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario, profileScenario, profileScenarios } from '../scenarios.ts';
import { artistsNamed, longText } from './factories.ts';
import { ownProfileFixtures } from './fixtures.ts';
import { profileScenarioSetups } from './states.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost';
const use = (groups: HandlerGroups) => server.use(...allHandlers(groups));
const call = async (method: string, path: string, body?: unknown, signal?: AbortSignal) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, the handlers parse them
  return { status: response.status, body: (await response.json()) as any };
};
const get = (path: string) => call('GET', path);
const put = (path: string, body: unknown) => call('PUT', path, body);
const sectionPath = (section: EditableSection) => saveSectionEndpointOf(section).path;
const answerPath = (questionId: number | string) =>
  buildPath('/api/user/twenty-q/:questionId', { questionId });
const editPath = ownProfileEndpoints.getOwnProfile.path;

/** Serves a profile scenario and returns its store. */
function serve(name: keyof typeof profileScenarioSetups) {
  const { db, handlers } = profileScenario(name);
  use(handlers);
  return db;
}

/** Valid values of every section, as a form would send them. */
const validSections: { [S in EditableSection]: SectionInput<S> } = {
  dating: {
    seeking: ['man', 'nonbinary'],
    ageMin: 30,
    ageMax: 45,
    distanceMiles: 50,
    relationshipType: 'marriage',
  },
  'basic-info': {
    name: 'Samantha',
    birthdate: '1990-06-15',
    gender: 'woman',
    city: { name: 'portland', region: 'or', country: 'US' },
  },
  details: {
    heightInches: 70,
    bodyType: 'slim',
    education: 'master',
    job: 'Nurse',
    languages: ['english', 'french'],
    religion: null,
  },
  myself: { text: '  I bake bread and climb rocks, not at the same time.  ' },
  'looking-for': { text: 'Someone to share long breakfasts with.' },
  lifestyle: {
    smoking: 'never',
    drinking: null,
    kids: 'none',
    wantsKids: 'yes',
    pets: ['cat', 'fish'],
    diet: 'vegetarian',
    exercise: 'daily',
  },
  'fav-things': { text: 'Rainy Sundays and old maps.' },
  'least-fav-things': { text: 'Loud phone calls on the bus.' },
};

describe('own profile handlers', () => {
  it('answer every endpoint of ownProfileEndpoints, and 401 when nobody is logged in', async () => {
    const handlers = profileScenarios.emptyProfile().profile;
    for (const [name, endpoint] of Object.entries(ownProfileEndpoints)) {
      const answered = handlers.some(
        (h) => h.info.method === endpoint.method && h.info.path === `*${endpoint.path}`,
      );
      expect(answered, name).toBe(true);
    }
    use(memberScenario(null).handlers);
    for (const endpoint of Object.values(ownProfileEndpoints)) {
      const path = buildPath(endpoint.path, { questionId: 1 });
      expect((await call(endpoint.method, path, endpoint.method === 'GET' ? undefined : {})).status).toBe(
        401,
      );
    }
  });

  it('start empty for a new member: defaults, no answers, no artists, only basic info counted as complete', async () => {
    serve('emptyProfile');
    const { status, body } = await get(editPath);
    expect(status).toBe(200);
    const profile = ownProfileResponse.parse(body).data;
    expect(profile.sections.dating).toMatchObject({
      ageMin: 18,
      ageMax: 99,
      distanceMiles: null,
      relationshipType: null,
    });
    expect(profile.sections['basic-info']).toMatchObject({
      name: 'Sam',
      city: { name: 'Austin', region: 'TX', country: 'US' },
    });
    expect(profile.sections.myself.text).toBe('');
    expect(profile.sections.details.languages).toEqual([]);
    expect(profile).toMatchObject({ answers: [], artists: [], photoCount: 0 });
    expect(profileCompleteness(profile).done).toEqual(['basic-info']);
    const current = profileWire.parse((await get('/api/user/profile')).body);
    expect(current.UserAnswers).toEqual([]);
  });

  it('save every section: the answer, GET edit and the current profile (UserAnswers, data) show the change', async () => {
    const db = serve('emptyProfile');
    for (const section of editableSections) {
      const { status, body } = await put(sectionPath(section), validSections[section]);
      expect(status, section).toBe(200);
      const saved = ownProfileResponse.parse(body).data.sections[section];
      const sent = profileSectionSchemas[section].parse(validSections[section]);
      // The city comes back as the lookup spells it (checked below).
      const listed = 'city' in saved ? { city: saved.city } : {};
      expect(saved, section).toEqual({ ...sent, ...listed });
      expect(ownProfileResponse.parse((await get(editPath)).body).data.sections[section], section).toEqual(
        saved,
      );
    }
    const edit = ownProfileResponse.parse((await get(editPath)).body).data;
    // The city is spelled as the lookup spells it; the text trimmed.
    expect(edit.sections['basic-info'].city).toEqual({ name: 'Portland', region: 'OR', country: 'US' });
    expect(edit.sections.myself.text).toBe('I bake bread and climb rocks, not at the same time.');
    const current = profileWire.parse((await get('/api/user/profile')).body);
    expect(current.data).toMatchObject({
      name: 'Samantha',
      birthdate: '1990-06-15',
      age: 36,
      gender: 'woman',
      city: 'Portland',
      country: 'US',
      seeking: ['man', 'nonbinary'],
      about: 'I bake bread and climb rocks, not at the same time.',
    });
    // Cards, search and profile views read the community record: it changed too.
    expect(db.community.get(memberIds.newProfile)).toMatchObject({
      name: 'Samantha',
      city: { name: 'Portland', region: 'OR' },
    });
  });

  it('answer 400 naming the field as the server does, and store nothing', async () => {
    serve('filledProfile');
    const before = (await get(editPath)).body;
    const basic = validSections['basic-info'];
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const cases: [EditableSection, unknown, string][] = [
      ['basic-info', { ...basic, city: { name: 'Atlantis', region: 'XX', country: 'US' } }, 'city'],
      ['basic-info', { ...basic, city: { name: 'Portland', region: 'OR', country: 'CA' } }, 'city'],
      ['basic-info', { ...basic, birthdate: seventeen.toISOString().slice(0, 10) }, 'birthdate'],
      ['basic-info', { ...basic, name: 'A' }, 'name'],
      ['basic-info', { ...basic, city: { ...basic.city, country: 'usa' } }, 'city.country'],
      ['myself', { text: 'x'.repeat(PROFILE_TEXT_MAX + 1) }, 'text'],
      ['fav-things', { text: 42 }, 'text'],
      ['dating', { ...validSections.dating, ageMin: 40, ageMax: 30 }, 'ageMax'],
      ['details', { ...validSections.details, heightInches: 47 }, 'heightInches'],
      ['lifestyle', { ...validSections.lifestyle, pets: ['dragon'] }, 'pets.0'],
      ['lifestyle', null, 'body'],
    ];
    for (const [section, body, field] of cases) {
      const answer = await put(sectionPath(section), body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error, field).toMatchObject({ code: 'invalid_request', field });
    }
    expect((await put(sectionPath('basic-info'), cases[0]![1])).body.error.message).toBe(
      'Choose your city from the list',
    );
    expect((await get(editPath)).body).toEqual(before);
  });

  it('a filled profile is 100% complete; long text holds every field at its limit', async () => {
    expect(profileCompleteness(ownProfileFixtures.ownProfile('filledProfile')).percent).toBe(100);
    const long = ownProfileFixtures.ownProfile('longText');
    for (const section of ['myself', 'looking-for', 'fav-things', 'least-fav-things'] as const)
      expect(long.sections[section].text).toHaveLength(PROFILE_TEXT_MAX);
    expect(long.sections['basic-info'].name).toHaveLength(30);
    expect(long.sections.details.job).toHaveLength(100);
    expect(long.answers).toHaveLength(20);
    expect(long.artists).toHaveLength(12);
    expect(longText()).toHaveLength(PROFILE_TEXT_MAX);
  });
});

describe('the session scenarios', () => {
  it('give the demo logins the own profiles the server seeds: filled for free and paying, empty for the new member', async () => {
    for (const [id, filled] of [
      [memberIds.free, true],
      [memberIds.paying, true],
      [memberIds.newProfile, false],
    ] as const) {
      const { db, handlers } = memberScenario(id);
      server.resetHandlers(...allHandlers(handlers));
      const profile = ownProfileResponse.parse((await get(editPath)).body).data;
      expect(profile.sections['looking-for'].text !== '', String(id)).toBe(filled);
      const twentyQ = (await get('/api/user/twenty-q')).body.data;
      expect(twentyQ.reward.granted, String(id)).toBe(twentyQ.answers.length >= 5);
      // Answers that fit their questions (demo-data's lines), not the session factory's yes/no.
      for (const { answer } of twentyQ.answers as { answer: string }[])
        expect(answer, String(id)).not.toMatch(/^(Yes|No|Sometimes|Definitely)$/);
      // Their community record shows the same answers and artists.
      expect(db.community.get(id)?.answers, String(id)).toEqual(twentyQ.answers);
      expect(db.community.get(id)?.artists, String(id)).toEqual(profile.artists);
    }
  });
});

describe('20Q handlers', () => {
  it('grant the reward on the fifth answer only: rewardJustGranted is true once, changing or re-answering never', async () => {
    const db = serve('fourAnswers');
    const state = (await get('/api/user/twenty-q')).body.data;
    expect(state.answers).toHaveLength(4);
    expect(state.reward).toEqual({ answersNeeded: 5, granted: false, grantedAt: null });

    const fifth = await put(answerPath(12), { answer: '  Showing up.  ' });
    expect(fifth.status).toBe(200);
    expect(fifth.body.data).toMatchObject({ rewardJustGranted: true, reward: { granted: true } });
    expect(fifth.body.data.answers.map((a: { questionId: number }) => a.questionId)).toEqual([
      1, 2, 3, 4, 12,
    ]);
    expect(fifth.body.data.answers[4].answer).toBe('Showing up.');

    const changed = await put(answerPath(12), { answer: 'Being there.' });
    expect(changed.body.data.rewardJustGranted).toBe(false);
    const cleared = await call('DELETE', answerPath(12));
    expect(cleared.body.data).toMatchObject({ rewardJustGranted: false, reward: { granted: true } });
    expect(cleared.body.data.answers).toHaveLength(4);
    const again = await put(answerPath(13), { answer: 'Yoga.' });
    expect(again.body.data).toMatchObject({ rewardJustGranted: false, reward: { granted: true } });
    const sixth = await put(answerPath(14), { answer: 'Calm.' });
    expect(sixth.body.data.rewardJustGranted).toBe(false);
    expect(db.rewards.size).toBe(1);

    // The current profile's UserAnswers and the editable profile hold the answers.
    const current = profileWire.parse((await get('/api/user/profile')).body);
    expect(current.UserAnswers?.map((a) => a.questionId)).toEqual([1, 2, 3, 4, 13, 14]);
    expect((await get(editPath)).body.data.answers).toEqual(current.UserAnswers);
  });

  it('a granted reward stays granted; clearing an unanswered question is harmless', async () => {
    serve('rewardGranted');
    const state = (await get('/api/user/twenty-q')).body.data;
    expect(state.reward).toMatchObject({ granted: true, grantedAt: '2026-11-19T12:00:00.000Z' });
    expect((await put(answerPath(7), { answer: 'Pottery.' })).body.data.rewardJustGranted).toBe(false);
    const cleared = await call('DELETE', answerPath(20));
    expect(cleared).toMatchObject({ status: 200, body: { data: { rewardJustGranted: false } } });
  });

  it('answer 400 naming questionId or answer', async () => {
    serve('emptyProfile');
    for (const id of [0, 21, 'x'])
      expect((await put(answerPath(id), { answer: 'Hi' })).body.error.field).toBe('questionId');
    expect((await put(answerPath(1), { answer: '   ' })).body.error).toMatchObject({ field: 'answer' });
    expect((await put(answerPath(1), { answer: 'x'.repeat(501) })).body.error).toMatchObject({
      field: 'answer',
    });
    expect((await get('/api/user/twenty-q')).body.data.answers).toEqual([]);
  });

  it('the other members of the community show their answers with the question, and their artists', () => {
    const details = Array.from({ length: 120 }, (_, i) => toDetail(createMemberRecord(i + 1)));
    const withAnswers = details.filter((d) => d.answers.length > 0);
    expect(withAnswers.length).toBeGreaterThan(40);
    expect(details.filter((d) => d.answers.length === 0).length).toBeGreaterThan(20);
    expect(details.filter((d) => d.artists.length > 0).length).toBeGreaterThan(30);
    const answer = withAnswers[0]!.answers[0]!;
    expect(answer.question).toBe(twentyQuestions.find((q) => q.id === answer.questionId)?.text);
    const showcase = discoveryFixtures.profileWithAnswersAndArtists();
    expect(showcase.answers.length).toBeGreaterThanOrEqual(5);
    expect(showcase.artists.length).toBeGreaterThanOrEqual(3);
    expect(discoveryFixtures.profileWithoutAnswersOrArtists()).toMatchObject({ answers: [], artists: [] });
  });
});

describe('Spotify handlers', () => {
  it('the sandbox: connected at once, no authorize URL, 12 a page in the server sandbox order', async () => {
    serve('emptyProfile');
    expect((await get('/api/user/spotify')).body.data).toEqual({
      provider: 'sandbox',
      connected: true,
      artists: [],
    });
    expect((await call('POST', '/api/user/spotify/auth')).body).toEqual({ data: { authorizeUrl: null } });
    const queen = (await get('/api/user/spotify/artists?q=queen')).body.data;
    expect(queen.items[0].name).toBe('Queen');
    expect(queen.items[1].name).toBe('Queens of the Stone Age');
    const pop = (await get('/api/user/spotify/artists?q=pop')).body.data;
    expect(pop).toMatchObject({ page: 1, pageSize: SPOTIFY_ARTISTS_PER_PAGE });
    expect(pop.items).toHaveLength(SPOTIFY_ARTISTS_PER_PAGE);
    expect(pop.total).toBeGreaterThan(24);
    const second = (await get('/api/user/spotify/artists?q=pop&page=2')).body.data;
    expect(second.items[0].id).not.toBe(pop.items[0].id);
    expect((await get('/api/user/spotify/artists?q=zzzzzz')).body.data).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await get('/api/user/spotify/artists?q=')).body.error.field).toBe('q');
    expect((await call('POST', '/api/user/spotify/auth', { extra: 1 })).body.error).toMatchObject({
      field: 'extra',
      message: 'Unknown field: extra',
    });
  });

  it('saves the chosen artists in order; they show in the editable profile; unknown ids answer 400 naming artistIds', async () => {
    serve('emptyProfile');
    const chosen = artistsNamed('Bad Bunny', 'Adele', 'Miles Davis');
    const saved = await put('/api/user/spotify/my-artists', { artistIds: chosen.map((a) => a.id) });
    expect(saved).toEqual({ status: 200, body: { data: { artists: chosen } } });
    expect((await get(editPath)).body.data.artists).toEqual(chosen);
    expect((await get('/api/user/spotify')).body.data.artists).toEqual(chosen);
    const ids = sandboxArtists.slice(0, 13).map((a) => a.id);
    for (const artistIds of [['0000000000000000000000'], ids, [ids[0], ids[0]], ['short']]) {
      const answer = await put('/api/user/spotify/my-artists', { artistIds });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toMatch(/^artistIds/);
    }
    expect(
      (await put('/api/user/spotify/my-artists', { artistIds: ['0000000000000000000000'] })).body.error,
    ).toEqual({
      code: 'invalid_request',
      message: 'No artist has the id 0000000000000000000000.',
      field: 'artistIds',
    });
    expect((await get(editPath)).body.data.artists).toEqual(chosen);
  });

  it('not connected (the real provider): 409 until the member connects with the state the authorize URL carried', async () => {
    serve('spotifyNotConnected');
    expect((await get('/api/user/spotify')).body.data).toEqual({
      provider: 'spotify',
      connected: false,
      artists: [],
    });
    const refused = await get('/api/user/spotify/artists?q=queen');
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'spotify_not_connected' } } });
    const someone = artistsNamed('Adele').map((a) => a.id);
    expect((await put('/api/user/spotify/my-artists', { artistIds: someone })).status).toBe(409);
    // Clearing needs no connection.
    expect((await put('/api/user/spotify/my-artists', { artistIds: [] })).body).toEqual({
      data: { artists: [] },
    });
    const { authorizeUrl } = (await call('POST', '/api/user/spotify/auth', {})).body.data;
    const url = new URL(authorizeUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.spotify.com/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state');
    const wrong = await call('POST', '/api/user/spotify/connect', { code: 'abc', state: 'forged' });
    expect(wrong).toMatchObject({ status: 400, body: { error: { field: 'state' } } });
    const connected = await call('POST', '/api/user/spotify/connect', { code: 'abc', state });
    expect(connected.body.data).toMatchObject({ provider: 'spotify', connected: true });
    expect((await get('/api/user/spotify/artists?q=queen')).status).toBe(200);
    // A state is used once.
    expect((await call('POST', '/api/user/spotify/connect', { code: 'abc', state })).body.error).toEqual({
      code: 'invalid_request',
      message: 'This Spotify sign-in has expired or was already used. Connect again.',
      field: 'state',
    });
  });
});

describe('profile scenarios', () => {
  it('a failing save answers 500 and stores nothing; reads still work; a retry after the fault succeeds', async () => {
    const db = serve('saveFails');
    const before = (await get(editPath)).body;
    const failed = await put(sectionPath('myself'), { text: 'A new me.' });
    expect(failed).toEqual({
      status: 500,
      body: { error: { code: 'internal_error', message: 'Something went wrong on our side. Try again.' } },
    });
    expect((await put(answerPath(2), { answer: 'Hi' })).status).toBe(500);
    expect((await put('/api/user/spotify/my-artists', { artistIds: [] })).status).toBe(500);
    expect((await get(editPath)).body).toEqual(before);
    // Invalid input is still a 400 (validation comes first, as on the server).
    expect((await put(sectionPath('myself'), { text: 'x'.repeat(2001) })).status).toBe(400);
    db.profileFaults.save = 0;
    expect((await put(sectionPath('myself'), { text: 'A new me.' })).body.data.sections.myself.text).toBe(
      'A new me.',
    );
  });

  it('a save that never answers stays pending (the saving state) while reads answer', async () => {
    serve('saveNeverAnswers');
    const abort = new AbortController();
    const pending = call('PUT', sectionPath('myself'), { text: 'Still saving' }, abort.signal).then(
      () => 'answered',
      () => 'aborted',
    );
    expect((await get(editPath)).status).toBe(200);
    const settled = await Promise.race([pending, new Promise((r) => setTimeout(() => r('pending'), 300))]);
    expect(settled).toBe('pending');
    abort.abort();
    expect(await pending).toBe('aborted');
  });

  it('every scenario parses with the contract, and db.reset() restores its state', async () => {
    for (const name of Object.keys(profileScenarioSetups) as (keyof typeof profileScenarioSetups)[]) {
      const { db, handlers } = profileScenario(name);
      server.resetHandlers(...allHandlers(handlers));
      const first = await get(editPath);
      expect(first.status, name).toBe(200);
      expect((await get('/api/user/twenty-q')).status, name).toBe(200);
      expect((await get('/api/user/spotify')).status, name).toBe(200);
      db.reset();
      expect((await get(editPath)).body, name).toEqual(first.body);
    }
  });

  it('fixtures for stories are the scenarios’ own answers', () => {
    expect(ownProfileFixtures.twentyQ('fourAnswers').answers).toHaveLength(4);
    expect(ownProfileFixtures.twentyQ('rewardGranted').reward.granted).toBe(true);
    expect(ownProfileFixtures.spotify('spotifyNotConnected')).toMatchObject({ connected: false });
    expect(ownProfileFixtures.artistSearch('queen').items[0]?.name).toBe('Queen');
    expect(ownProfileFixtures.currentProfile('filledProfile').UserAnswers).toHaveLength(6);
  });
});
