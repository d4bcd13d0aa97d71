// The query-key factory: every react-query key of the site, built here so invalidation and the pollers' cache
// writes use exactly the keys the hooks read.
import type { QueryOf } from '@app/contract';
import type { microPlan, webProducts } from '@app/contract';
import type { ImportProvider, InviteBox, ListKind, SearchQuery } from '@app/contract';

export const queryKeys = {
  session: {
    all: ['session'] as const,
    profile: () => [...queryKeys.session.all, 'profile'] as const,
  },
  permissions: {
    all: ['permissions'] as const,
    current: () => [...queryKeys.permissions.all, 'current'] as const,
  },
  counters: {
    all: ['counters'] as const,
    current: () => [...queryKeys.counters.all, 'current'] as const,
  },
  billing: {
    all: ['billing'] as const,
    webProducts: (query: QueryOf<typeof webProducts>) =>
      [...queryKeys.billing.all, 'webproducts', query] as const,
    microPlan: (query: QueryOf<typeof microPlan>) => [...queryKeys.billing.all, 'microplan', query] as const,
    /** The member's membership (state, plan, period, offers, boost). */
    subscription: () => [...queryKeys.billing.all, 'subscription'] as const,
    /** One purchase: a receipt, or a purchase waiting for 3-D Secure. */
    purchase: (reference: string) => [...queryKeys.billing.all, 'purchase', reference] as const,
    /** Every read of the member's checkout of a plan. */
    checkouts: (planId: string) => [...queryKeys.billing.all, 'checkout', planId] as const,
    /** The checkout of a plan as one visit of its page (opened with `checkoutId`, or none) reads it. */
    checkout: (planId: string, checkoutId: string | null) =>
      [...queryKeys.billing.checkouts(planId), checkoutId] as const,
  },
  /** Every query under `discovery` holds members (lists, profiles, search, feeds): likes and blocks update them. */
  discovery: {
    all: ['discovery'] as const,
    lists: () => [...queryKeys.discovery.all, 'lists'] as const,
    /** Every page of one list. */
    listPages: (kind: ListKind) => [...queryKeys.discovery.lists(), kind] as const,
    list: (kind: ListKind, cursor?: string) => [...queryKeys.discovery.listPages(kind), { cursor }] as const,
    profile: (memberId: number) => [...queryKeys.discovery.all, 'profile', memberId] as const,
    searches: () => [...queryKeys.discovery.all, 'search'] as const,
    search: (query: SearchQuery) => [...queryKeys.discovery.searches(), query] as const,
    interestedInMePages: () => [...queryKeys.discovery.all, 'interested-in-me'] as const,
    interestedInMe: (cursor?: string) => [...queryKeys.discovery.interestedInMePages(), { cursor }] as const,
    newsfeedPages: () => [...queryKeys.discovery.all, 'newsfeed'] as const,
    newsfeed: (cursor?: string) => [...queryKeys.discovery.newsfeedPages(), { cursor }] as const,
    /** The member's interests (with counts) and each interest's feed. */
    interests: () => [...queryKeys.discovery.all, 'interests'] as const,
    interestFeed: (interest: string, cursor?: string) =>
      [...queryKeys.discovery.interests(), interest, { cursor }] as const,
    /** Invites received and sent, and the questions that may be asked of a member (under discovery: a block changes them). */
    invites: () => [...queryKeys.discovery.all, 'invites'] as const,
    inviteBox: (box: InviteBox, cursor?: string) =>
      [...queryKeys.discovery.invites(), box, { cursor }] as const,
    inviteOptions: (memberId: number) => [...queryKeys.discovery.invites(), 'options', memberId] as const,
  },
  /** Inbox, threads, the messages waiting to be sent (outbox, client-only), flirts and the hotlist. */
  messaging: {
    all: ['messaging'] as const,
    inbox: () => [...queryKeys.messaging.all, 'inbox'] as const,
    threads: () => [...queryKeys.messaging.all, 'thread'] as const,
    thread: (threadId: string) => [...queryKeys.messaging.threads(), threadId] as const,
    /** Sends not confirmed yet (sending or failed), per thread: never fetched, so a refetch never drops them. */
    outbox: (threadId: string) => [...queryKeys.messaging.all, 'outbox', threadId] as const,
    flirts: () => [...queryKeys.messaging.all, 'flirts'] as const,
    hotlist: () => [...queryKeys.messaging.all, 'hotlist'] as const,
  },
  /** The member's own editable profile (profile/edit and its sections, profile/complete). */
  ownProfile: {
    all: ['own-profile'] as const,
    current: () => [...queryKeys.ownProfile.all, 'current'] as const,
  },
  /** 20Q: the member's answers and the reward. */
  twentyQ: {
    all: ['twenty-q'] as const,
    state: () => [...queryKeys.twentyQ.all, 'state'] as const,
  },
  /** Spotify: the connection and the chosen artists, and artist searches. */
  spotify: {
    all: ['spotify'] as const,
    status: () => [...queryKeys.spotify.all, 'status'] as const,
    searches: () => [...queryKeys.spotify.all, 'search'] as const,
    search: (q: string, page: number) => [...queryKeys.spotify.searches(), { q, page }] as const,
  },
  /** Profile verification: the state, the pose of the attempt in progress and the verified notice. */
  verification: {
    all: ['verification'] as const,
    state: () => [...queryKeys.verification.all, 'state'] as const,
  },
  /** The member's own photos, and what the import providers hold (their albums and photos). */
  photos: {
    all: ['photos'] as const,
    state: () => [...queryKeys.photos.all, 'state'] as const,
    importOf: (provider: ImportProvider) => [...queryKeys.photos.all, 'import', provider] as const,
    importStatus: (provider: ImportProvider) => [...queryKeys.photos.importOf(provider), 'status'] as const,
    albums: (provider: ImportProvider, cursor?: string) =>
      [...queryKeys.photos.importOf(provider), 'albums', { cursor }] as const,
    albumPhotos: (provider: ImportProvider, albumId: string, cursor?: string) =>
      [...queryKeys.photos.importOf(provider), 'album', albumId, { cursor }] as const,
  },
  /** Spin the matches: today's spins left and daily matches. */
  spin: {
    all: ['spin'] as const,
    state: () => [...queryKeys.spin.all, 'state'] as const,
  },
  /** The member's login settings (password, sessions), visibility and the copy of their data. */
  account: {
    all: ['account'] as const,
    loginSettings: () => [...queryKeys.account.all, 'login-settings'] as const,
    visibility: () => [...queryKeys.account.all, 'visibility'] as const,
    dataExport: () => [...queryKeys.account.all, 'data-export'] as const,
    passkeys: () => [...queryKeys.account.all, 'passkeys'] as const,
    twoStep: () => [...queryKeys.account.all, 'two-step'] as const,
  },
  /** The first-run step of a member who joined. */
  onboarding: () => ['onboarding'] as const,
  /** Which CAPTCHA the sign-up form shows (the same for every visitor). */
  captcha: () => ['captcha'] as const,
  /** City suggestions hold no members, so they sit outside `discovery`. */
  cities: (q: string) => ['cities', q] as const,
};
