// The route tree. The landing and login pages are routes of their own, so their first paint loads only their code;
// every other path goes to SiteRoutes (one lazy chunk with the rest of the route tree). Every page is lazy.
// Declarative routes, so the same tree renders in the browser router and in Storybook's MemoryRouter.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyPage } from '../boot/hydration';
import { PageLoading } from '../components/PageLoading';
import { sitePaths } from '../config/site-paths';

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

/** `/landing` is the front page under its old name: it redirects to `/`, keeping the query and section. */
function LandingRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: sitePaths.landing.href(), search, hash }} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="/landing" element={<LandingRedirect />} />
        <Route path={sitePaths.login.path} element={<LoginPage />} />
        <Route path="*" element={<SiteRoutes />} />
      </Routes>
    </Suspense>
  );
}
