// The own-profile states the scenarios put a session store in (scenarios.ts builds `profileScenarios` from these).
// Each fills the store through the same rules the handlers use, with values parsed by the contract's own section
// schemas, so a fixture can never hold what the server would refuse. `seedDemoOwnProfiles` gives the demo logins the
// own profiles the server seeds.
import type { EditableSection, SectionInput } from '@app/contract';
import {
  PROFILE_ARTISTS_MAX,
  profileChoices,
  profileSectionSchemas,
  TWENTY_Q_QUESTION_COUNT,
  TWENTY_Q_REWARD_ANSWERS,
  twentyQReward,
} from '@app/contract';
import { demoOwnProfile, sandboxArtists } from '@app/demo-data';
import { daysBefore, iso } from '../clock.ts';
import { cities } from '../discovery/cities.ts';
import { memberIds } from '../factories.ts';
import type { MockStore } from '../store.ts';
import {
  artistsNamed,
  artistsWithIds,
  createAnswers,
  firstAnswers,
  longAnswer,
  longText,
} from './factories.ts';
import { ownProfileOf, unsavedOwnProfile } from './own-profile.ts';

/** Saves `values` as `section` of member `id`, parsed by the contract first (a bad fixture throws here). */
function save<S extends EditableSection>(store: MockStore, id: number, section: S, values: SectionInput<S>) {
  ownProfileOf(store).saveSection(id, section, profileSectionSchemas[section].parse(values) as never);
}

const memberOf = (store: MockStore, id: number) => {
  const member = store.members.find((m) => m.id === id);
  if (!member) throw new Error(`No session member ${id}`);
  return member;
};

/** Nothing filled in beyond sign-up (name, birth date, gender, city): no photo, no text, no answers, no artists. */
function empty(store: MockStore, id: number): void {
  const member = memberOf(store, id);
  member.images = [];
  member.answers = [];
  member.data.about = '';
  store.ownProfiles.delete(id);
  store.memberArtists.delete(id);
  store.rewards.delete(id);
  ownProfileOf(store).syncCommunity(member);
}

/** 20Q answers given directly (as if answered earlier); `grantedDaysAgo` records the reward of the fifth answer. */
function answered(
  store: MockStore,
  id: number,
  answers: ReturnType<typeof createAnswers>,
  grantedDaysAgo?: number,
) {
  const member = memberOf(store, id);
  member.answers = answers;
  if (grantedDaysAgo === undefined) store.rewards.delete(id);
  else
    store.rewards.set(id, {
      grantedAt: iso(daysBefore(grantedDaysAgo)),
      extraSpins: twentyQReward.extraSpins,
    });
  ownProfileOf(store).syncCommunity(member);
}

/** Every section filled the way a member would: the completeness meter at 100%. */
function filled(store: MockStore, id: number): void {
  const member = memberOf(store, id);
  const { data } = member;
  save(store, id, 'basic-info', {
    name: data.name,
    birthdate: data.birthdate,
    gender: data.gender,
    city: { name: 'Austin', region: 'TX', country: 'US' },
  });
  save(store, id, 'dating', {
    seeking: data.seeking,
    ageMin: Math.max(18, data.age - 4),
    ageMax: data.age + 8,
    distanceMiles: 25,
    relationshipType: 'long-term',
  });
  save(store, id, 'details', {
    heightInches: 66,
    bodyType: 'athletic',
    education: 'bachelor',
    job: 'Landscape architect',
    languages: ['english', 'spanish'],
    religion: 'spiritual',
  });
  save(store, id, 'lifestyle', {
    smoking: 'never',
    drinking: 'socially',
    kids: 'none',
    wantsKids: 'maybe',
    pets: ['dog'],
    diet: 'anything',
    exercise: 'regularly',
  });
  save(store, id, 'myself', {
    text: 'Austin transplant by way of Ohio. I design parks for a living, so I will have opinions about your favorite trail. Weekends are for live music, tacos and getting lost on purpose.',
  });
  save(store, id, 'looking-for', {
    text: 'Someone curious and kind who laughs easily, likes a plan but does not mind when it falls apart, and wants something that lasts.',
  });
  save(store, id, 'fav-things', {
    text: 'Breakfast tacos, thunderstorms from the porch, used bookstores, and the first swim of the summer at Barton Springs.',
  });
  save(store, id, 'least-fav-things', {
    text: 'Traffic on I-35, cilantro haters and people who do not tip.',
  });
  ownProfileOf(store).saveArtists(
    id,
    artistsNamed('Leon Bridges', 'Fleetwood Mac', 'Kacey Musgraves').map((a) => a.id),
  );
  if (member.images.length === 0) throw new Error(`Member ${id} has no photo: pick one who has`);
  answered(store, id, createAnswers([1, 3, 5, 8, 13, 18]), 2);
}

/** The longest city name the lookup knows. */
const longestCity = () =>
  [...cities].sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name))[0]!;

/** Every field at its limit: 30-character name, 2,000-character texts, all 20 answers at 500 characters, 12 artists. */
function longTexts(store: MockStore, id: number): void {
  filled(store, id);
  const member = memberOf(store, id);
  const city = longestCity();
  save(store, id, 'basic-info', {
    name: 'Maximiliana Konstantinopoulous',
    birthdate: member.data.birthdate,
    gender: member.data.gender,
    city: { name: city.name, region: city.region, country: city.country },
  });
  save(store, id, 'details', {
    heightInches: 79,
    bodyType: 'a-few-extra-pounds',
    education: 'trade-school',
    job: longText(100),
    languages: ['english', 'spanish', 'vietnamese', 'portuguese', 'japanese'],
    religion: 'spiritual',
  });
  save(store, id, 'lifestyle', {
    smoking: 'trying-to-quit',
    drinking: 'socially',
    kids: 'have-away',
    wantsKids: 'maybe',
    pets: [...profileChoices.pets].filter((pet) => pet !== 'none'),
    diet: 'gluten-free',
    exercise: 'sometimes',
  });
  for (const section of ['myself', 'looking-for', 'fav-things', 'least-fav-things'] as const)
    save(store, id, section, { text: longText() });
  const longestNames = [...sandboxArtists]
    .sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name))
    .slice(0, PROFILE_ARTISTS_MAX);
  ownProfileOf(store).saveArtists(
    id,
    longestNames.map((a) => a.id),
  );
  answered(
    store,
    id,
    Array.from({ length: TWENTY_Q_QUESTION_COUNT }, (_, i) => ({ questionId: i + 1, answer: longAnswer() })),
    2,
  );
}

/**
 * The demo logins' own profiles as the server seeds them (@app/demo-data's `demoOwnProfile`, by login index: 0 free,
 * 1 paying, 2 the new member, who has nothing yet): sections, 20Q answers that fit their questions, artists, and the
 * reward already granted to those with 5 answers or more.
 */
export function seedDemoOwnProfiles(store: MockStore): void {
  const logins = [memberIds.free, memberIds.paying, memberIds.newProfile];
  logins.forEach((id, index) => {
    const member = store.members.find((m) => m.id === id);
    if (!member) return;
    const own = demoOwnProfile(
      index,
      {
        birthdate: member.data.birthdate,
        answers: member.answers.map(({ questionId, answer }): [number, string] => [questionId, answer]),
      },
      profileChoices,
    );
    member.answers = own.answers.map(([questionId, answer]) => ({ questionId, answer }));
    if (own.sections) {
      const { dating, details, lifestyle, lookingFor, favThings, leastFavThings } = own.sections;
      store.ownProfiles.set(id, {
        ...unsavedOwnProfile(member),
        dating,
        details,
        lifestyle,
        texts: { 'looking-for': lookingFor, 'fav-things': favThings, 'least-fav-things': leastFavThings },
      });
    }
    store.memberArtists.set(id, artistsWithIds(own.artistIds));
    if (member.answers.length >= TWENTY_Q_REWARD_ANSWERS)
      store.rewards.set(id, { grantedAt: iso(member.signupDate), extraSpins: twentyQReward.extraSpins });
    ownProfileOf(store).syncCommunity(member);
  });
}

/** A session store's member and the state their profile starts in. */
export interface ProfileScenarioSetup {
  memberId: number;
  apply: (store: MockStore, memberId: number) => void;
}

/**
 * The own-profile scenarios: who is logged in and the state of their profile. Stories pick one with
 * `profileScenarios.<name>()` (scenarios.ts).
 */
export const profileScenarioSetups = {
  /** A new member (the new demo login, 5 days old): nothing filled beyond sign-up, no photo, no answers. */
  emptyProfile: { memberId: memberIds.newProfile, apply: empty },
  /** The free demo member with every section filled, 3 artists, 6 answers and the reward granted. */
  filledProfile: { memberId: memberIds.free, apply: filled },
  /** Every field at its limit: 2,000-character texts, a 30-character name, 20 long answers, 12 artists. */
  longText: { memberId: memberIds.free, apply: longTexts },
  /** The new member with 4 answers: one more grants the reward (that answer's `rewardJustGranted` is true). */
  fourAnswers: {
    memberId: memberIds.newProfile,
    apply: (store, id) => {
      empty(store, id);
      answered(store, id, firstAnswers(4));
    },
  },
  /** The new member with 6 answers and the reward granted yesterday: a seventh answer grants nothing. */
  rewardGranted: {
    memberId: memberIds.newProfile,
    apply: (store, id) => {
      empty(store, id);
      answered(store, id, firstAnswers(6), 1);
    },
  },
  /** The filled profile; every save (sections, 20Q, artists) answers 500 and stores nothing. Reads work. */
  saveFails: {
    memberId: memberIds.free,
    apply: (store, id) => {
      filled(store, id);
      store.profileFaults.save = Number.POSITIVE_INFINITY;
    },
  },
  /** The filled profile; every save waits forever (the "saving" state). Reads work. */
  saveNeverAnswers: {
    memberId: memberIds.free,
    apply: (store, id) => {
      filled(store, id);
      store.profileFaults.saveDelay = 'infinite';
    },
  },
  /**
   * The filled profile without artists, on the real Spotify provider before connecting: getSpotify says not
   * connected, startSpotifyAuth answers Spotify's authorize URL, search and saving artists answer 409
   * `spotify_not_connected` until connectSpotify gets the state startSpotifyAuth issued.
   */
  spotifyNotConnected: {
    memberId: memberIds.free,
    apply: (store, id) => {
      filled(store, id);
      store.memberArtists.delete(id);
      store.spotifyProvider = 'spotify';
      ownProfileOf(store).syncCommunity(memberOf(store, id));
    },
  },
} satisfies Record<string, ProfileScenarioSetup>;
export type ProfileScenarioName = keyof typeof profileScenarioSetups;
