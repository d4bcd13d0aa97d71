// The photos and verification states the scenarios put a session store in (scenarios.ts builds `photoScenarios` from
// these). Photos are stored rows drawn as portrait placeholders; verification attempts are recorded as the rules
// would have left them, and the rules' `sync` makes the current profile and the community record follow.
import type { PhotoModeration, PhotoSource, VerificationRejection } from '@app/contract';
import { importLimits, PHOTOS_PER_MEMBER_MAX, verificationPoses } from '@app/contract';
import { daysBefore, iso } from '../clock.ts';
import { memberIds } from '../factories.ts';
import type { MockStore, StoredVerificationAttempt } from '../store.ts';
import { createStoredPhoto, sampleRejectionReason, sandboxAlbums, sandboxPhotoUrl } from './factories.ts';
import { photoRulesOf } from './photo-rules.ts';

interface PhotoSpec {
  moderation?: PhotoModeration;
  source?: PhotoSource;
  isMain?: boolean;
}

/** Replaces member `id`'s photos with these (the first is main unless one says so), a day apart, oldest first. */
function withPhotos(store: MockStore, id: number, specs: PhotoSpec[]): void {
  const hasMain = specs.some((spec) => spec.isMain);
  store.photos.set(
    id,
    specs.map((spec, index) =>
      createStoredPhoto(id, id * 100 + index + 1, {
        position: index,
        isMain: spec.isMain ?? (!hasMain && index === 0),
        moderation: spec.moderation ?? 'approved',
        rejectionReason: spec.moderation === 'rejected' ? sampleRejectionReason : null,
        source: spec.source ?? 'upload',
        createdAt: iso(daysBefore(specs.length - index)),
      }),
    ),
  );
  photoRulesOf(store).sync(id);
}

const approved = (count: number): PhotoSpec[] => Array.from({ length: count }, () => ({}));

/** Four approved photos, the first main. */
const somePhotos = (store: MockStore, id: number) => withPhotos(store, id, approved(4));

/** The first `count` photos of the Facebook sandbox's albums, imported a week ago. */
function importedFromFacebook(store: MockStore, id: number, count: number): void {
  const rules = photoRulesOf(store);
  const photos = rules.photosOf(id);
  const sources = sandboxAlbums.facebook.flatMap((album) => album.photos).slice(0, count);
  for (const source of sources)
    photos.push(
      createStoredPhoto(id, store.nextPhotoId++, {
        position: photos.length,
        source: 'facebook',
        sourceId: source.id,
        urls: {
          grid: sandboxPhotoUrl(source.seed, 240, 240),
          card: sandboxPhotoUrl(source.seed, 480, 600),
          full: sandboxPhotoUrl(source.seed, source.width, source.height),
        },
        width: source.width,
        height: source.height,
        createdAt: iso(daysBefore(7)),
      }),
    );
  rules.sync(id);
}

/** Verification attempts already made: each entry a decided attempt (oldest first), poses in turn. */
function attempted(
  store: MockStore,
  id: number,
  outcomes: (VerificationRejection | 'verified' | 'pending')[],
  showVerifiedNotice = false,
): void {
  const attempts: StoredVerificationAttempt[] = outcomes.map((outcome, index) => ({
    pose: verificationPoses[index % verificationPoses.length]!.id,
    startedAt: iso(daysBefore(outcomes.length - index)),
    submittedAt: iso(daysBefore(outcomes.length - index)),
    outcome: outcome === 'verified' || outcome === 'pending' ? outcome : 'rejected',
    rejection: outcome === 'verified' || outcome === 'pending' ? null : outcome,
  }));
  store.verifications.set(id, { attempts, showVerifiedNotice });
  const last = attempts.at(-1);
  const member = store.members.find((m) => m.id === id)!;
  member.verificationStatus =
    last?.outcome === 'verified' || last?.outcome === 'pending' ? last.outcome : last ? 'rejected' : 'none';
  photoRulesOf(store).sync(id);
}

/** A session store's member and the state of their photos and verification. */
export interface PhotoScenarioSetup {
  memberId: number;
  apply: (store: MockStore, memberId: number) => void;
}

/**
 * The photos and verification scenarios, all over the free demo member (not verified by the seed). Stories pick one
 * with `photoScenarios.<name>()` (scenarios.ts); README.md lists what each holds.
 */
export const photoScenarioSetups = {
  /** No photo at all: the empty photo manager; verification would be rejected `no_photo`. */
  noPhotos: { memberId: memberIds.free, apply: (store, id) => withPhotos(store, id, []) },
  /** Four approved uploads, the first main. */
  somePhotos: { memberId: memberIds.free, apply: somePhotos },
  /** 20 approved photos: the limit (a further upload or import answers 400 `photo_limit_reached`). */
  fullPhotos: {
    memberId: memberIds.free,
    apply: (store, id) => withPhotos(store, id, approved(PHOTOS_PER_MEMBER_MAX)),
  },
  /** Three approved photos and a fourth pending moderation; new uploads and imports wait for moderation too. */
  pendingPhoto: {
    memberId: memberIds.free,
    apply: (store, id) => {
      withPhotos(store, id, [...approved(3), { moderation: 'pending' }]);
      store.photoFaults.newPhotoModeration = 'pending';
    },
  },
  /** Three approved photos and a fourth moderation rejected (with its reason). */
  rejectedPhoto: {
    memberId: memberIds.free,
    apply: (store, id) => withPhotos(store, id, [...approved(3), { moderation: 'rejected' }]),
  },
  /** Four photos; every upload (photo or selfie) answers 500 and stores nothing. */
  uploadFails: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      store.photoFaults.upload = Number.POSITIVE_INFINITY;
    },
  },
  /** Four photos; every upload never answers (the uploading state stays). */
  uploadNeverAnswers: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      store.photoFaults.uploadDelay = 'infinite';
    },
  },
  /** Four photos; the Facebook sandbox connected: 20 albums on two pages (17 + 3), nothing imported yet. */
  facebookImport: { memberId: memberIds.free, apply: somePhotos },
  /** Four photos and the 8 Facebook photos already imported: a 9th is refused (`import_limit_reached`). */
  facebookLimitReached: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      importedFromFacebook(store, id, importLimits.facebook);
    },
  },
  /** Four photos; Facebook and Instagram on their Graph API adapters, not connected (409 until connectImport). */
  importNotConnected: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      store.importProviders = { facebook: 'graph', instagram: 'graph' };
    },
  },
  /** Four photos, never verified: the flow starts with its pose. */
  verificationNone: { memberId: memberIds.free, apply: somePhotos },
  /** Four photos and an attempt started: the pose is shown (thumbs-up), waiting for the selfie. */
  verificationStarted: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      photoRulesOf(store).start(id);
    },
  },
  /** A selfie sent to a real reviewer (the provider seam): pending; further selfies stay pending too. */
  verificationPending: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      attempted(store, id, ['pending']);
      store.photoFaults.verificationReviewer = 'provider';
    },
  },
  /** No photo, and the last selfie rejected `no_photo`. */
  verificationRejectedNoPhoto: {
    memberId: memberIds.free,
    apply: (store, id) => {
      withPhotos(store, id, []);
      attempted(store, id, ['no_photo']);
    },
  },
  /** Four photos, the last selfie rejected `unclear_selfie` (too small); a retry gets another pose. */
  verificationRejectedUnclearSelfie: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      attempted(store, id, ['unclear_selfie']);
    },
  },
  /** Four photos, the last selfie rejected `no_match`; a retry with a clear selfie verifies. */
  verificationRejectedNoMatch: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      attempted(store, id, ['no_match']);
    },
  },
  /** Verified a moment ago (after one rejection): the profileVerifiedSuccess notice is still to be shown. */
  verifiedNoticeUnseen: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      attempted(store, id, ['unclear_selfie', 'verified'], true);
    },
  },
  /** Verified, the notice already seen: the badge on cards, lists, search and profile view. */
  verified: {
    memberId: memberIds.free,
    apply: (store, id) => {
      somePhotos(store, id);
      attempted(store, id, ['verified']);
    },
  },
} satisfies Record<string, PhotoScenarioSetup>;
export type PhotoScenarioName = keyof typeof photoScenarioSetups;
