// The one in-memory store behind every MSW handler: the session (accounts, who is logged in, plans, log entries),
// the community (members, likes, views, blocks, reports), messaging (correspondents, threads, messages,
// hotlists), the own profile (sections, chosen artists, the 20Q reward, Spotify connections), photos (with their
// moderation and source, import connections), verification attempts, and paying (memberships, purchases, offers
// taken, boosts). Features are rules over these tables (discovery/community.ts, messaging/mailbox.ts), never stores of
// their own, so a block made from a profile empties the inbox thread, a hotlist entry shows on the profile, and
// `reset()` puts everything back at once.
import type { StoredInvite } from './invites/rules.ts';
import type {
  Artist,
  LogEntry,
  MemberSummary,
  ImportProvider,
  MessageKind,
  MessageWireState,
  Plan,
  PhotoModeration,
  PhotoSource,
  Purchase,
  ReportReason,
  SpinResult,
  RetentionOffer,
  SectionValues,
  VerificationPoseId,
  VerificationRejection,
} from '@app/contract';
import type { MemberRecord } from './discovery/factories.ts';
import type { MockMember } from './factories.ts';
import { MOCK_NOW } from './clock.ts';

export interface Report {
  id: number;
  from: number;
  memberId: number;
  reason: ReportReason;
  text: string | undefined;
  at: string;
}

/** A member as messaging shows them (inbox rows, thread headers, hotlist), and whether they pay. */
export interface MessagingMember {
  summary: MemberSummary;
  /** Paying members are full members (featuresByRole.full); the others are free. */
  paying: boolean;
}

export interface StoredMessage {
  id: string;
  threadId: string;
  senderId: number;
  recipientId: number;
  clientId: string | null;
  kind: MessageKind;
  body: string;
  sentAt: string;
  state: MessageWireState;
}

export interface StoredThread {
  id: string;
  memberIds: readonly [number, number];
  /** Per member: messages sent at or before this time are deleted for them. */
  clearedAt: Map<number, string>;
}

/** Failures the messaging handlers simulate (scenarios set them; tests may change them mid-test). */
export interface MessagingFaults {
  /** How many of the next sends, replies and flirts fail with a 500 (Infinity: all of them). */
  send: number;
  /** The inbox answers 500. */
  inbox: boolean;
  /** Opening a thread answers 500. */
  thread: boolean;
}

/**
 * What profile/edit saves beyond the member's profile data. As on the server's members row, the name, birth date,
 * gender, city name and country, seeking and "about me" stay on the member (`MockMember.data`), where the profile
 * call, cards and search read them; the 20Q answers are the member's `answers` (the profile call's UserAnswers).
 */
export interface StoredOwnProfile {
  /** The region of the member's city (its name and country are `data.city` and `data.country`). */
  region: string;
  dating: Omit<SectionValues<'dating'>, 'seeking'>;
  details: SectionValues<'details'>;
  lifestyle: SectionValues<'lifestyle'>;
  texts: Record<'looking-for' | 'fav-things' | 'least-fav-things', string>;
  /** ISO time of the last saved change. */
  updatedAt: string;
}

/** A granted reward (the 20Q extra spin): at most one per member. */
export interface GrantedReward {
  grantedAt: string;
  extraSpins: number;
}

/** Failures and delays of the own profile's writes (section saves, 20Q answers, artists), for the saving states. */
export interface ProfileFaults {
  /** How many of the next writes answer 500 (Infinity: all of them); nothing is stored. */
  save: number;
  /** Every write waits this long (ms) before answering; 'infinite': it never answers. 0: at once. */
  saveDelay: number | 'infinite';
}

/** One of a member's photos (the server's photos row): files are URLs here (blob:, data: or the seeded avatars). */
export interface StoredPhoto {
  id: number;
  memberId: number;
  /** 0-based place in the member's order. */
  position: number;
  isMain: boolean;
  moderation: PhotoModeration;
  rejectionReason: string | null;
  source: PhotoSource;
  /** The provider's photo id of an imported photo; null for uploads. */
  sourceId: string | null;
  urls: { grid: string; card: string; full: string };
  /** Of the `full` size. */
  width: number;
  height: number;
  createdAt: string;
}

/** One verification attempt: the pose asked for and, once a selfie was sent, the outcome. */
export interface StoredVerificationAttempt {
  pose: VerificationPoseId;
  startedAt: string;
  submittedAt: string | null;
  outcome: 'pending' | 'verified' | 'rejected' | null;
  rejection: VerificationRejection | null;
}

/** A member's verification (the status itself is `MockMember.verificationStatus`, as on the members row). */
export interface StoredVerification {
  /** Oldest first; the last one is the attempt in progress or the latest decided. */
  attempts: StoredVerificationAttempt[];
  /** The profileVerifiedSuccess notice is still to be shown. */
  showVerifiedNotice: boolean;
}

/** Failures, delays and the reviewers of the photo calls, for the uploading and error states. */
export interface PhotoFaults {
  /** How many of the next uploads answer 500 (Infinity: all of them); nothing is stored. */
  upload: number;
  /** Every upload waits this long (ms) before answering; 'infinite': it never answers. 0: at once. */
  uploadDelay: number | 'infinite';
  /** What moderation makes of a new photo: the sandbox approves at once; 'pending' holds it for a moderator. */
  newPhotoModeration: PhotoModeration;
  /** The selfie reviewer: the offline sandbox decides at once (sandboxReviewRules); 'provider' leaves it pending. */
  verificationReviewer: 'sandbox' | 'provider';
}

/** Every table of the mock backend. Pairs are keyed `from>to` (see `pair`), with the time in ms. */
export interface MockTables {
  // ------------------------------------------------------------ session
  /** Members who can log in (the demo logins). */
  members: MockMember[];
  /** The member logged in (stories of member screens start logged in); null: logged out. */
  sessionMemberId: number | null;
  plans: Plan[];
  logEntries: LogEntry[];
  // ------------------------------------------------------------ community
  community: Map<number, MemberRecord>;
  likes: Map<string, number>;
  /** Latest view of `viewer>viewed`. */
  views: Map<string, number>;
  /** Blocks, for discovery and messaging alike. */
  blocks: Map<string, number>;
  reports: Report[];
  // ------------------------------------------------------------ messaging
  correspondents: Map<number, MessagingMember>;
  threads: Map<string, StoredThread>;
  messages: StoredMessage[];
  /** Member id → their hotlist (member id → when added). */
  hotlists: Map<number, Map<number, string>>;
  faults: MessagingFaults;
  /** Messaging's clock (ms): each new message is a second after the previous one. */
  clock: number;
  nextThreadId: number;
  nextMessageId: number;
  // ------------------------------------------------------------ own profile
  /** Member id → what they saved in profile/edit (absent: nothing yet, the defaults). */
  ownProfiles: Map<number, StoredOwnProfile>;
  /** Member id → the artists their profile shows, in order. */
  memberArtists: Map<number, Artist[]>;
  /** Member id → their 20Q reward, once granted. */
  rewards: Map<number, GrantedReward>;
  /** Which catalogue artist search uses: the offline sandbox (no sign-in) or Spotify (connect first). */
  spotifyProvider: 'sandbox' | 'spotify';
  /** Members who connected their Spotify account (the 'spotify' provider only). */
  spotifyConnected: Set<number>;
  /** Pending Spotify authorizations: state → member id. */
  spotifyAuthStates: Map<string, number>;
  profileFaults: ProfileFaults;
  // ------------------------------------------------------------ photos and verification
  /**
   * Member id → their photos in order. A member without an entry has the photos of their seeded `images` (made into
   * rows on first use by photos/own-photos.ts); `MockMember.images` always mirrors this table.
   */
  photos: Map<number, StoredPhoto[]>;
  nextPhotoId: number;
  /** Which import provider each source uses: the offline sandbox (always connected) or the Graph API adapter. */
  importProviders: Record<ImportProvider, 'sandbox' | 'graph'>;
  /** Members who connected a Graph API adapter: `memberId:provider`. */
  importConnections: Set<string>;
  /** Member id → their verification attempts and the verified notice. */
  verifications: Map<number, StoredVerification>;
  photoFaults: PhotoFaults;
  /** Member id → their membership (absent: never subscribed). */
  memberships: Map<number, StoredMembership>;
  /** Every purchase by reference, with its owner and idempotency key. */
  purchases: Map<string, { memberId: number; idempotencyKey: string | null; purchase: Purchase }>;
  /** Every checkout by id: a purchase from its page's opening, with the key its next attempt pays with. */
  checkouts: Map<string, StoredCheckout>;
  /** `memberId:offer` of the retention offers taken. */
  offersTaken: Set<`${number}:${RetentionOffer}`>;
  /** The idempotency key each offer was taken with: a retry with it answers the same, taking nothing again. */
  offerKeys: Map<string, { memberId: number; offer: RetentionOffer }>;
  /** Member id → when their boost ends (ISO). */
  boosts: Map<number, string>;
  billingFaults: BillingFaults;
  // ------------------------------------------------------------ spin the matches
  /** Member id → the spins of their current day (US Eastern), reset when the day changes. */
  spins: Map<number, StoredSpinDay>;
  /** Member id → the day's pool of daily matches and who of it the wheel revealed. */
  dailyMatchPools: Map<number, StoredDailyMatchPool>;
  /** The extra-spin ledger: +n bought or won, -1 spent (the 20Q reward counts from `rewards`). */
  spinCredits: { memberId: number; delta: number; reason: 'purchase' | 'wheel' | 'spent'; at: string }[];
  /** Indexes into `wheelSegments` the next spins stop at (stories reach every outcome); empty: a fixed cycle. */
  spinScript: number[];
  /** Every spin made, oldest first (ids are positions + 1). */
  spinLog: { memberId: number; result: SpinResult }[];
  spinFaults: SpinFaults;
  // ------------------------------------------------------------ invite and reply
  /** Invites to answer a 20Q question, oldest first (ids are positions + 1). */
  invites: StoredInvite[];
}

/** A member's spins on one day (US Eastern date). */
export interface StoredSpinDay {
  day: string;
  dailyUsed: number;
  doubleUsed: number;
}

/** One day's daily matches of a member: the pool the wheel reveals from, in order, and who it revealed. */
export interface StoredDailyMatchPool {
  day: string;
  pool: number[];
  revealed: { memberId: number; revealedAt: string; skipped: boolean }[];
}

/** Failures of the spin calls, for the error states. */
export interface SpinFaults {
  /** The spin state answers 500. */
  state: boolean;
  /** How many of the next spins answer 500 (Infinity: all of them); nothing is spent. */
  spin: number;
}

/**
 * A member's membership (the server's memberships row). The member's role and `subscriptionStatus` follow it, as the
 * server's members row does: a purchase makes the member `paying`, the end of a cancelled period makes them `free`.
 */
export interface StoredMembership {
  planId: string;
  status: 'active' | 'cancelled' | 'expired';
  startedAt: string;
  periodEndsAt: string;
  cancelledAt: string | null;
  renewalPlanId: string;
  renewalPriceCents: number;
  card: { brand: string; last4: string } | null;
}

/** Failures and delays of the billing calls, for the processing and error states. */
export interface StoredCheckout {
  memberId: number;
  planId: string;
  idempotencyKey: string;
  /** The latest attempt's purchase. */
  reference: string | null;
  paid: boolean;
  createdAt: string;
}

export interface BillingFaults {
  /** How many of the next billing calls answer 500 (Infinity: all of them); nothing is stored. */
  fail: number;
  /** Every purchase waits this long (ms) before answering; 'infinite': it never answers. */
  purchaseDelay: number | 'infinite';
}

export interface MockStore extends MockTables {
  /** Empties every table and runs the seed again. */
  reset(): void;
  findByEmail(email: string): MockMember | undefined;
  /** The logged-in member, if any. */
  currentMember(): MockMember | undefined;
}

/** The key of a directed pair in `likes`, `views` and `blocks`. */
export const pair = (from: number, to: number): string => `${from}>${to}`;

export const emptyTables = (): MockTables => ({
  members: [],
  sessionMemberId: null,
  plans: [],
  logEntries: [],
  community: new Map(),
  likes: new Map(),
  views: new Map(),
  blocks: new Map(),
  reports: [],
  correspondents: new Map(),
  threads: new Map(),
  messages: [],
  hotlists: new Map(),
  faults: { send: 0, inbox: false, thread: false },
  clock: MOCK_NOW.getTime(),
  nextThreadId: 1,
  nextMessageId: 1,
  ownProfiles: new Map(),
  memberArtists: new Map(),
  rewards: new Map(),
  spotifyProvider: 'sandbox',
  spotifyConnected: new Set(),
  spotifyAuthStates: new Map(),
  profileFaults: { save: 0, saveDelay: 0 },
  photos: new Map(),
  nextPhotoId: 900_001,
  importProviders: { facebook: 'sandbox', instagram: 'sandbox' },
  importConnections: new Set(),
  verifications: new Map(),
  photoFaults: { upload: 0, uploadDelay: 0, newPhotoModeration: 'approved', verificationReviewer: 'sandbox' },
  memberships: new Map(),
  purchases: new Map(),
  checkouts: new Map(),
  offersTaken: new Set(),
  offerKeys: new Map(),
  boosts: new Map(),
  billingFaults: { fail: 0, purchaseDelay: 0 },
  spins: new Map(),
  dailyMatchPools: new Map(),
  spinCredits: [],
  spinScript: [],
  spinLog: [],
  spinFaults: { state: false, spin: 0 },
  invites: [],
});

/**
 * The stores made with a seed, which `reset()` rebuilds whole. Held weakly: a test file makes hundreds of stores, and
 * Storybook's few are kept alive by the stories that use them.
 */
const seededStores = new Set<WeakRef<MockStore>>();

/**
 * Puts every seeded store back to its seed, so no story or test sees what an earlier one saved, whichever scenario's
 * store it used. A store filled after creation instead (a messaging store) is left alone: its reset would empty it.
 */
export function resetSeededStores(): void {
  for (const ref of seededStores) {
    const store = ref.deref();
    if (store) store.reset();
    else seededStores.delete(ref);
  }
}

/** A store filled by `seed` (scenarios.ts has the seeds); `reset()` refills it in place, so handlers keep working. */
export function createStore(seed?: (store: MockStore) => void): MockStore {
  const store: MockStore = {
    ...emptyTables(),
    reset() {
      Object.assign(store, emptyTables());
      seed?.(store);
    },
    findByEmail: (email) => store.members.find((m) => m.email === email.trim().toLowerCase()),
    currentMember: () => store.members.find((m) => m.id === store.sessionMemberId),
  };
  store.reset();
  if (seed) seededStores.add(new WeakRef(store));
  return store;
}
