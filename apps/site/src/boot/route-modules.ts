// The modules of the route table the build plans around (build only; chunk-groups.ts and vite-plugin.ts): where the
// route tree starts, the pages that have a chunk group or route preloads of their own, and the paths that open them.
// Each is named once; the build fails when one no longer exists, so a renamed page cannot drop out of its plan.
import { sitePaths } from '../config/site-paths';

/** Site-relative module paths. */
export const routeModules = {
  entry: 'src/main.tsx',
  landing: 'src/pages/landing/LandingPage.tsx',
  login: 'src/pages/login/LoginPage.tsx',
  /** The login form's rules (zod and the schemas it validates with), loaded while the member types. */
  loginForm: 'src/features/session/login-form.ts',
  /** Every path but landing and login: the rest of the route tree (AppRoutes). */
  routeTree: 'src/app/SiteRoutes.tsx',
  /** The layout every member page renders in, and the client core it starts. */
  memberLayout: 'src/pages/member/MemberLayout.tsx',
  client: 'src/lib/client.ts',
  /** The site's QueryClient, which main.tsx loads to hydrate a server page's queries. */
  queryClient: 'src/lib/react-query.ts',
  list: 'src/pages/discovery/ListsPage.tsx',
  inbox: 'src/pages/messaging/InboxPage.tsx',
  search: 'src/pages/discovery/SearchPage.tsx',
  profileView: 'src/pages/discovery/ProfileViewPage.tsx',
} as const;

const m = routeModules;
/** What any member page loads before its own page: the route tree, the member layout and the client core. */
const memberPage = (page: string) => [m.routeTree, m.memberLayout, page, m.client];

/**
 * Path patterns (loader.ts `matchesPath`) and the chunks the inline loader preloads there, first match wins. Without
 * them a page's lazy chunks are requested one after another as each runs: three round trips on a member page.
 * routes.test.ts checks each pattern against the route table.
 */
export const routePreloads: ReadonlyArray<readonly [string, readonly string[]]> = [
  [sitePaths.landing.path, [m.landing]],
  [sitePaths.login.path, [m.login]],
  ['/lists/*', memberPage(m.list)],
  ['/inbox', memberPage(m.inbox)],
  ['/search', memberPage(m.search)],
  [`${sitePaths.profileView.href()}/*`, memberPage(m.profileView)],
  ['*', [m.routeTree]],
];
