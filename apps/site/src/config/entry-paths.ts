// The URLs the entry (the route tree) and the login page read, as `{ path, href() }`: apart from the rest of
// site-paths.ts (which spreads them), so the entry chunk every page loads carries these four and not every member
// URL. Everywhere else reads them from `paths` (paths.ts) or `sitePaths`.
export const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

export const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const entryPaths = {
  landing: fixed('/'),
  login: {
    path: '/login',
    /** `redirectTo` brings the member back to the page that sent them to log in. */
    href: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  },
  home: fixed('/home'),
  /** The sign-up form (the landing page's first way in). */
  signup: fixed('/signup'),

  /** Public pages other than the landing page ('faq', 'feedback/success-stories', ...). */
  publicPage: { href: (slug: string) => `/${slug}` },
} as const;
