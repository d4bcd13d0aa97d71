// The route tree. Every page is lazy-loaded, so the landing and login pages ship only what they use; member pages
// share one lazily loaded layout (session, shell, pollers). Declarative routes, so the same tree renders in the
// browser router and in Storybook's MemoryRouter.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { builtPages } from '../config/built-pages';
import { memberPageRoutes, publicSlugs } from '../config/routes';
import { paths } from '../config/paths';

const LandingPage = lazy(() => import('../pages/landing/LandingPage'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const PublicInfoPage = lazy(() => import('../pages/public/PublicInfoPage'));
const MemberLayout = lazy(() => import('../pages/member/MemberLayout'));
const HomePage = lazy(() => import('../pages/member/HomePage'));
const PaywallPage = lazy(() => import('../pages/member/PaywallPage'));
const PlaceholderPage = lazy(() => import('../pages/member/PlaceholderPage'));
const ProfileEditSectionPage = lazy(() =>
  import('../pages/member/PlaceholderPage').then((module) => ({ default: module.ProfileEditSectionPage })),
);
const SubscriptionPage = lazy(() =>
  import('../pages/member/PlaceholderPage').then((module) => ({ default: module.SubscriptionPage })),
);

/** Router patterns are relative to the root: '/lists/wlm' → 'lists/wlm'. */
const relative = (path: string) => path.replace(/^\//, '');

/** Built pages that are not member routes (patterns with a parameter, public slugs that need a member). */
const memberHrefs = new Set(memberPageRoutes.map((page) => page.href));
const otherBuiltPages = Object.entries(builtPages).filter(([href]) => !memberHrefs.has(href));
const openSlugs = publicSlugs.filter((slug) => !builtPages[`/${slug}`]);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path={relative(paths.login.path)} element={<LoginPage />} />
        {openSlugs.map((slug) => (
          <Route key={slug} path={slug} element={<PublicInfoPage slug={slug} />} />
        ))}
        <Route element={<MemberLayout />}>
          <Route path={relative(paths.home.path)} element={<HomePage />} />
          <Route path={relative(paths.paywall.path)} element={<PaywallPage />} />
          {memberPageRoutes.map((page) => {
            const BuiltPage = builtPages[page.href];
            return (
              <Route
                key={page.href}
                path={relative(page.href)}
                element={BuiltPage ? <BuiltPage /> : <PlaceholderPage href={page.href} />}
              />
            );
          })}
          {otherBuiltPages.map(([href, BuiltPage]) => (
            <Route key={href} path={relative(href)} element={<BuiltPage />} />
          ))}
          <Route path="profile/edit/:section" element={<ProfileEditSectionPage />} />
          <Route path="subscription/:offer" element={<SubscriptionPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
