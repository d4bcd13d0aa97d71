// The route tree. The landing and login pages are routes of their own, so their first paint loads only their code;
// every other path goes to SiteRoutes (one lazy chunk with the rest of the route tree). Every page is lazy.
// Declarative routes, so the same tree renders in the browser router and in Storybook's MemoryRouter.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyPage } from '../boot/hydration';
import { entryPaths } from '../config/entry-paths';

const load = {
  landing: () => import('../pages/landing/LandingPage'),
  login: () => import('../pages/login/LoginPage'),
  site: () => import('./SiteRoutes'),
};

/** Loads every page's code now (Storybook does, so a story never waits for a chunk); the site loads them on demand. */
export const preloadPages = () =>
  Promise.all([load.landing(), load.login(), load.site().then((site) => site.preloadSitePages())]).then(
    () => undefined,
  );

const LandingPage = lazyPage(load.landing);
const LoginPage = lazyPage(load.login);
const SiteRoutes = lazy(load.site);
/**
 * The placeholder while a page's code loads, itself loaded when first needed: a server page hydrates without it, and
 * a navigation (a transition) keeps the page shown until the next one is ready, so only the SPA shell's first render
 * shows it (and SiteRoutes, which has its own). Landing and login do not carry the skeleton.
 */
const PageLoading = lazy(() =>
  import('../components/PageLoading').then(({ PageLoading: Loading }) => ({ default: Loading })),
);

/** `/landing` is the front page under its old name: it redirects to `/`, keeping the query and section. */
function LandingRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: entryPaths.landing.href(), search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="/landing" element={<LandingRedirect />} />
        <Route path={entryPaths.login.path} element={<LoginPage />} />
        <Route path="*" element={<SiteRoutes />} />
      </Routes>
    </Suspense>
  );
}
