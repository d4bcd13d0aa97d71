// The own profile's rules over the one store's tables (no state of their own): read the editable profile, save a
// section, answer and clear 20Q questions (the reward is granted once, at the fifth answer), connect Spotify, search
// the sandbox artist catalogue and choose artists. The same rules as the server, so Storybook shows what members get.
import type {
  Artist,
  EditableSection,
  OwnProfile,
  SectionValues,
  SpotifyStatus,
  TwentyQChange,
  TwentyQState,
  UserAnswer,
} from '@app/contract';
import {
  ageOn,
  errorCodes,
  errorCopy,
  SPOTIFY_ARTISTS_PER_PAGE,
  spotifyErrorCodes,
  TWENTY_Q_REWARD_ANSWERS,
  twentyQReward,
  unsavedSections,
} from '@app/contract';
import { sandboxArtists } from '@app/demo-data';
import { iso, MOCK_NOW } from '../clock.ts';
import { cities, findCity } from '../discovery/cities.ts';
import { ApiError } from '../errors.ts';
import type { MockMember } from '../factories.ts';
import type { MockStore, StoredOwnProfile } from '../store.ts';

/** The server's words for what the contract's schemas cannot check. */
export const profileMessages = {
  unknownCity: 'Choose your city from the list',
  unknownArtists: (ids: readonly string[]) =>
    ids.length === 1 ? `No artist has the id ${ids[0]}.` : `No artists have the ids ${ids.join(', ')}.`,
  notConnected: errorCopy.spotify_not_connected,
  expiredState: 'This Spotify sign-in has expired or was already used. Connect again.',
} as const;

/** The sandbox catalogue by id. */
const catalogueById = new Map(sandboxArtists.map((artist) => [artist.id, artist]));

/** A member who saved nothing yet: the sections' defaults (the server's member_profiles defaults). */
export const unsavedOwnProfile = (member: MockMember): StoredOwnProfile => ({
  region: findCity(member.data.city)?.region ?? '',
  dating: (({ seeking: _, ...wanted }) => wanted)(unsavedSections.dating),
  details: structuredClone(unsavedSections.details),
  lifestyle: structuredClone(unsavedSections.lifestyle),
  texts: { 'looking-for': '', 'fav-things': '', 'least-fav-things': '' },
  updatedAt: iso(member.signupDate),
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Answers in question order (as the server lists them). */
const inQuestionOrder = (answers: UserAnswer[]) => [...answers].sort((a, b) => a.questionId - b.questionId);

/** The own profile's rules over `store`, read at every call (so `store.reset()` is seen at once). */
export function ownProfileOf(store: MockStore) {
  const memberOf = (id: number): MockMember => {
    const member = store.members.find((m) => m.id === id);
    if (!member) throw new Error(`No session member ${id}`);
    return member;
  };
  const storedOf = (member: MockMember): StoredOwnProfile =>
    store.ownProfiles.get(member.id) ?? unsavedOwnProfile(member);

  /** What a save changed, where another member sees it: their card, profile view and search (the community). */
  function syncCommunity(member: MockMember) {
    const record = store.community.get(member.id);
    if (!record) return;
    const { data } = member;
    const region = storedOf(member).region;
    const city =
      cities.find((c) => c.name === data.city && c.region === region && c.country === data.country) ??
      record.city;
    store.community.set(member.id, {
      ...record,
      name: data.name,
      age: data.age,
      gender: data.gender,
      seeking: [...data.seeking],
      city,
      about: data.about,
      answers: inQuestionOrder(member.answers),
      artists: [...(store.memberArtists.get(member.id) ?? [])],
    });
  }

  function ownProfile(id: number): OwnProfile {
    const member = memberOf(id);
    const { data } = member;
    const stored = storedOf(member);
    return {
      sections: {
        dating: { seeking: [...data.seeking], ...stored.dating },
        'basic-info': {
          name: data.name,
          birthdate: data.birthdate,
          gender: data.gender,
          city: { name: data.city, region: stored.region, country: data.country },
        },
        details: stored.details,
        myself: { text: data.about },
        'looking-for': { text: stored.texts['looking-for'] },
        lifestyle: stored.lifestyle,
        'fav-things': { text: stored.texts['fav-things'] },
        'least-fav-things': { text: stored.texts['least-fav-things'] },
      },
      artists: [...(store.memberArtists.get(id) ?? [])],
      answers: inQuestionOrder(member.answers),
      photoCount: member.images.length,
      updatedAt: stored.updatedAt,
    };
  }

  /** Saves one section (values already parsed by the contract) and answers the whole updated profile. */
  function saveSection<S extends EditableSection>(
    id: number,
    section: S,
    values: SectionValues<S>,
  ): OwnProfile {
    const member = memberOf(id);
    const stored: StoredOwnProfile = structuredClone(storedOf(member));
    const { data } = member;
    switch (section) {
      case 'basic-info': {
        const v = values as SectionValues<'basic-info'>;
        // Only a city the lookup knows (name, region and country together), spelled as the list spells it.
        const city = cities.find(
          (c) =>
            fold(c.name) === fold(v.city.name) &&
            fold(c.region) === fold(v.city.region) &&
            c.country === v.city.country,
        );
        if (!city) throw new ApiError(400, errorCodes.invalidRequest, profileMessages.unknownCity, 'city');
        Object.assign(data, {
          name: v.name,
          birthdate: v.birthdate,
          age: ageOn(v.birthdate, MOCK_NOW),
          gender: v.gender,
          city: city.name,
          country: city.country,
        });
        stored.region = city.region;
        break;
      }
      case 'dating': {
        const { seeking, ...rest } = values as SectionValues<'dating'>;
        data.seeking = [...seeking];
        stored.dating = rest;
        break;
      }
      case 'details':
        stored.details = values as SectionValues<'details'>;
        break;
      case 'lifestyle':
        stored.lifestyle = values as SectionValues<'lifestyle'>;
        break;
      case 'myself':
        data.about = (values as SectionValues<'myself'>).text;
        break;
      default:
        stored.texts[section as keyof StoredOwnProfile['texts']] = (values as SectionValues<'myself'>).text;
    }
    stored.updatedAt = iso(MOCK_NOW);
    store.ownProfiles.set(id, stored);
    syncCommunity(member);
    return ownProfile(id);
  }

  // ------------------------------------------------------------ 20Q

  function twentyQ(id: number): TwentyQState {
    const reward = store.rewards.get(id);
    return {
      answers: inQuestionOrder(memberOf(id).answers),
      reward: {
        answersNeeded: TWENTY_Q_REWARD_ANSWERS,
        granted: reward !== undefined,
        grantedAt: reward?.grantedAt ?? null,
      },
    };
  }

  /**
   * Answers (or changes the answer to) a question. From the fifth answer on, the reward is granted if it was not
   * yet: once per member, so changing, clearing and answering again never grants it twice.
   */
  function answer(id: number, questionId: number, text: string): TwentyQChange {
    const member = memberOf(id);
    member.answers = inQuestionOrder([
      ...member.answers.filter((a) => a.questionId !== questionId),
      { questionId, answer: text },
    ]);
    let rewardJustGranted = false;
    if (member.answers.length >= TWENTY_Q_REWARD_ANSWERS && !store.rewards.has(id)) {
      store.rewards.set(id, { grantedAt: iso(MOCK_NOW), extraSpins: twentyQReward.extraSpins });
      rewardJustGranted = true;
    }
    syncCommunity(member);
    return { ...twentyQ(id), rewardJustGranted };
  }

  /** Takes an answer back (answering nothing is fine); a granted reward stays granted. */
  function clearAnswer(id: number, questionId: number): TwentyQChange {
    const member = memberOf(id);
    member.answers = member.answers.filter((a) => a.questionId !== questionId);
    syncCommunity(member);
    return { ...twentyQ(id), rewardJustGranted: false };
  }

  // ------------------------------------------------------------ Spotify

  const connected = (id: number) => store.spotifyProvider === 'sandbox' || store.spotifyConnected.has(id);
  const requireConnected = (id: number) => {
    if (!connected(id)) throw new ApiError(409, spotifyErrorCodes.notConnected, profileMessages.notConnected);
  };

  function spotifyStatus(id: number): SpotifyStatus {
    return {
      provider: store.spotifyProvider,
      connected: connected(id),
      artists: [...(store.memberArtists.get(id) ?? [])],
    };
  }

  /** The URL to approve the app at (Spotify's authorize page, PKCE), or null with the sandbox. */
  function startAuth(id: number, origin: string): string | null {
    if (store.spotifyProvider === 'sandbox') return null;
    const state = `mock-state-${id}-${store.spotifyAuthStates.size + 1}`;
    store.spotifyAuthStates.set(state, id);
    const params = new URLSearchParams({
      client_id: 'mock-spotify-client-id',
      response_type: 'code',
      redirect_uri: `${origin}/profile/edit/spotify`,
      state,
      code_challenge_method: 'S256',
      code_challenge: 'mock-code-challenge-0123456789abcdefghijklmnopq',
    });
    return `https://accounts.spotify.com/authorize?${params}`;
  }

  /** Finishes the authorization started by `startAuth` (the state must be this member's and unused). */
  function connect(id: number, state: string): SpotifyStatus {
    if (store.spotifyProvider === 'spotify') {
      if (store.spotifyAuthStates.get(state) !== id)
        throw new ApiError(400, errorCodes.invalidRequest, profileMessages.expiredState, 'state');
      store.spotifyAuthStates.delete(state);
      store.spotifyConnected.add(id);
    }
    return spotifyStatus(id);
  }

  /** A page of the catalogue, as the server's sandbox orders it: names starting with `q`, containing it, then genres. */
  function searchArtists(id: number, q: string, page: number) {
    requireConnected(id);
    const needle = q.trim().toLowerCase();
    const starts: Artist[] = [];
    const contains: Artist[] = [];
    const genre: Artist[] = [];
    for (const artist of sandboxArtists) {
      const name = artist.name.toLowerCase();
      if (name.startsWith(needle)) starts.push(artist);
      else if (name.includes(needle)) contains.push(artist);
      else if (artist.genres.some((g) => g.toLowerCase().includes(needle))) genre.push(artist);
    }
    const matches = [...starts, ...contains, ...genre];
    const from = (page - 1) * SPOTIFY_ARTISTS_PER_PAGE;
    return {
      items: matches.slice(from, from + SPOTIFY_ARTISTS_PER_PAGE),
      page,
      pageSize: SPOTIFY_ARTISTS_PER_PAGE,
      total: matches.length,
    };
  }

  /** Sets the artists the profile shows, in order; every id must be one the catalogue knows. */
  function saveArtists(id: number, artistIds: readonly string[]): Artist[] {
    // Clearing needs no catalogue, so no connection either.
    if (artistIds.length > 0) requireConnected(id);
    const unknown = artistIds.filter((artistId) => !catalogueById.has(artistId));
    if (unknown.length > 0)
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        profileMessages.unknownArtists(unknown),
        'artistIds',
      );
    const artists = artistIds.map((artistId) => catalogueById.get(artistId) as Artist);
    store.memberArtists.set(id, artists);
    syncCommunity(memberOf(id));
    return [...artists];
  }

  return {
    store,
    ownProfile,
    saveSection,
    twentyQ,
    answer,
    clearAnswer,
    spotifyStatus,
    startAuth,
    connect,
    searchArtists,
    saveArtists,
    syncCommunity,
  };
}

export type OwnProfileRules = ReturnType<typeof ownProfileOf>;
