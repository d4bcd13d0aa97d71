// Every URL of the site, once: `path` is the router pattern, `href()` builds a link. Pages, guards, navigation and
// tests import from here, never spell a URL themselves (bulletproof-react `config/paths.ts`). Member paths are the
// route names of @app/client's route table under the root ('lists/wlm' → '/lists/wlm').

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  landing: fixed('/'),
  login: {
    path: '/login',
    /** `redirectTo` brings the member back to the page that sent them to log in. */
    href: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  },
  home: fixed('/home'),
  paywall: {
    path: '/home/paywall',
    /** `feature` is the paywall feature the member was refused (e.g. 'likedMe'); it picks the headline. */
    href: (feature?: string) => withQuery('/home/paywall', { feature }),
  },

  inbox: fixed('/inbox'),
  /** One conversation, under the inbox (guarded like it). */
  thread: { path: '/inbox/:threadId', href: (threadId: string) => `/inbox/${encodeURIComponent(threadId)}` },
  compose: {
    path: '/messaging/compose',
    /** `to`: the member the message goes to (from their profile or a list). */
    href: (to?: number) => withQuery('/messaging/compose', { to: to?.toString() }),
  },
  hotlist: fixed('/hotlist'),

  whoViewedMe: fixed('/lists/wvm'),
  whoLikedMe: fixed('/lists/wlm'),
  whoILike: fixed('/lists/wyl'),
  mutualLikes: fixed('/lists/mutual-likes'),
  blocklist: fixed('/lists/blocklist'),

  profileView: {
    path: '/profile/view/:memberId?',
    /** Another member's profile; without an id, the member's own profile as others see it. */
    href: (memberId?: number) => (memberId === undefined ? '/profile/view' : `/profile/view/${memberId}`),
  },
  profileEdit: {
    path: '/profile/edit/:section?',
    href: (section?: string) => (section ? `/profile/edit/${section}` : '/profile/edit'),
  },
  profilePhotos: fixed('/profile/photos'),
  profileComplete: fixed('/profile/complete'),
  profileDisable: fixed('/profile/disable'),
  profileDisableReasons: fixed('/profile/disable/reasons'),
  profileDisabled: fixed('/profile/disabled'),

  settings: fixed('/profile/settings'),
  accountSettings: fixed('/account-settings'),
  emailSettings: fixed('/email-settings'),
  loginSettings: fixed('/login-settings'),
  verificationSettings: fixed('/verification-settings'),

  search: fixed('/search'),
  newsfeed: fixed('/newsfeed'),
  interestedInMe: fixed('/interested-in-me'),
  reportUser: {
    path: '/report-user',
    href: (memberId?: number) => withQuery('/report-user', { memberId: memberId?.toString() }),
  },
  blockUser: {
    path: '/blocklist/add',
    href: (memberId?: number) => withQuery('/blocklist/add', { memberId: memberId?.toString() }),
  },

  subscription: {
    path: '/subscription/:offer?',
    href: (offer?: string) => (offer ? `/subscription/${offer}` : '/subscription'),
  },

  /** Where choosing a plan on the paywall leads. */
  checkout: { href: (planId: string) => `/subscription?${new URLSearchParams({ plan: planId }).toString()}` },

  /** Public pages other than the landing page ('faq', 'feedback/success-stories', ...). */
  publicPage: { href: (slug: string) => `/${slug}` },
} as const;
