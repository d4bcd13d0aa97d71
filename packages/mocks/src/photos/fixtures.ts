// Ready-made photos and verification data for ui stories and component tests (props in): exactly what the handlers of
// each photo scenario answer, read from that scenario's store.
import type {
  ImportablePhoto,
  ImportAlbum,
  ImportProvider,
  ImportStatus,
  PhotosState,
  ProfileWire,
  VerificationState,
} from '@app/contract';
import { createProfileWire } from '../factories.ts';
import { photoScenario } from '../scenarios.ts';
import type { PhotoScenarioName } from './states.ts';
import { photoScenarioSetups } from './states.ts';
import { photoRulesOf } from './photo-rules.ts';

/** One store per scenario, made on first use and only read. */
const stores = new Map<PhotoScenarioName, ReturnType<typeof photoScenario>['db']>();
const rulesOf = (name: PhotoScenarioName) => {
  let db = stores.get(name);
  if (!db) {
    db = photoScenario(name).db;
    stores.set(name, db);
  }
  return photoRulesOf(db);
};
const memberOf = (name: PhotoScenarioName) => photoScenarioSetups[name].memberId;

export const photoFixtures = {
  /** The photo manager's data (GET /api/user/photos), e.g. `photos('pendingPhoto')`. */
  photos: (name: PhotoScenarioName = 'somePhotos'): PhotosState =>
    structuredClone(rulesOf(name).state(memberOf(name))),
  /** The verification state (GET /api/user/verification), e.g. `verification('verificationRejectedNoMatch')`. */
  verification: (name: PhotoScenarioName = 'verificationNone'): VerificationState =>
    structuredClone(rulesOf(name).verification(memberOf(name))),
  /** A provider's import status (GET /api/user/photos/import/:provider). */
  importStatus: (
    name: PhotoScenarioName = 'facebookImport',
    provider: ImportProvider = 'facebook',
  ): ImportStatus => structuredClone(rulesOf(name).importStatus(memberOf(name), provider)),
  /** A page of the sandbox's albums (`cursor` '17' is Facebook's second page). */
  albums: (
    provider: ImportProvider = 'facebook',
    cursor?: string,
  ): { albums: ImportAlbum[]; nextCursor: string | null } =>
    structuredClone(rulesOf('facebookImport').albums(memberOf('facebookImport'), provider, cursor)),
  /** A page of one album's photos, `imported` as in the scenario. */
  albumPhotos: (
    albumId = 'sandbox-album-01',
    name: PhotoScenarioName = 'facebookImport',
    provider: ImportProvider = 'facebook',
    cursor?: string,
  ): { photos: ImportablePhoto[]; nextCursor: string | null } =>
    structuredClone(rulesOf(name).albumPhotos(memberOf(name), provider, albumId, cursor)),
  /** The current profile (GET /api/user/profile): images, NbOfImages, profileMainImage, VerificationStatus. */
  currentProfile: (name: PhotoScenarioName = 'somePhotos'): ProfileWire => {
    const db = rulesOf(name).store;
    const member = db.members.find((m) => m.id === memberOf(name))!;
    return structuredClone(createProfileWire(member));
  },
};
