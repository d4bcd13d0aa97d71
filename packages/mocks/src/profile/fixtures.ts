// Ready-made own-profile data for ui stories and component tests (props in): exactly what the handlers of each
// profile scenario answer, read from that scenario's store.
import type { ArtistSearchPage, OwnProfile, ProfileWire, SpotifyStatus, TwentyQState } from '@app/contract';
import { createProfileWire } from '../factories.ts';
import { profileScenario } from '../scenarios.ts';
import type { ProfileScenarioName } from './states.ts';
import { profileScenarioSetups } from './states.ts';
import { ownProfileOf } from './own-profile.ts';

/** One store per scenario, made on first use and only read. */
const stores = new Map<ProfileScenarioName, ReturnType<typeof profileScenario>['db']>();
const rulesOf = (name: ProfileScenarioName) => {
  let db = stores.get(name);
  if (!db) {
    db = profileScenario(name).db;
    stores.set(name, db);
  }
  return ownProfileOf(db);
};
const memberOf = (name: ProfileScenarioName) => profileScenarioSetups[name].memberId;

export const ownProfileFixtures = {
  /** The editable profile (GET /api/user/profile/edit's data), e.g. `ownProfile('filledProfile')`. */
  ownProfile: (name: ProfileScenarioName = 'filledProfile'): OwnProfile =>
    structuredClone(rulesOf(name).ownProfile(memberOf(name))),
  /** The 20Q answers and reward (GET /api/user/twenty-q's data). */
  twentyQ: (name: ProfileScenarioName = 'filledProfile'): TwentyQState =>
    structuredClone(rulesOf(name).twentyQ(memberOf(name))),
  /** Spotify's status and the chosen artists (GET /api/user/spotify's data). */
  spotify: (name: ProfileScenarioName = 'filledProfile'): SpotifyStatus =>
    structuredClone(rulesOf(name).spotifyStatus(memberOf(name))),
  /** A page of the sandbox artist search, as the connected handlers answer it. */
  artistSearch: (q: string, page = 1): ArtistSearchPage['data'] =>
    structuredClone(rulesOf('filledProfile').searchArtists(memberOf('filledProfile'), q, page)),
  /** The current profile (GET /api/user/profile), UserAnswers included. */
  currentProfile: (name: ProfileScenarioName = 'filledProfile'): ProfileWire => {
    const db = rulesOf(name).store;
    const member = db.members.find((m) => m.id === memberOf(name))!;
    return structuredClone(createProfileWire(member));
  },
};
