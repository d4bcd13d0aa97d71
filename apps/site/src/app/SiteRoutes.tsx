// Every route but the landing and login pages, loaded on the first visit to one of them (AppRoutes renders it for
// any other path), so the route table, member routes and page list stay out of the first paint. Every page is
// lazy; member pages share one lazily loaded layout (session, shell, pollers).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../boot/hydration';
import { PageLoading } from '../components/PageLoading';
import {
  builtPages,
  memberRoutePage,
  preloadBuiltPages,
  publicBuiltPage,
  publicBuiltPages,
  signedOutPages,
} from '../config/built-pages';
import { publicInfoOf } from '../config/public-pages';
import { memberPageRoutes, movedPages, publicSlugs } from '../config/routes';
import { paths } from '../config/paths';

const load = {
  notFound: () => import('../pages/not-found/NotFoundPage'),
  publicInfo: () => import('../pages/public/PublicInfoPage'),
  memberLayout: () => import('../pages/member/MemberLayout'),
  home: () => import('../pages/member/HomePage'),
  paywall: () => import('../pages/member/PaywallPage'),
  profileEditSection: () => import('../pages/profile/ProfileEditSectionPage'),
};

/** Loads the code of every page here now (see preloadPages in AppRoutes). */
export const preloadSitePages = () =>
  Promise.all([...Object.values(load).map((loadPage) => loadPage()), preloadBuiltPages()]).then(
    () => undefined,
  );

const NotFoundPage = lazyPage(load.notFound);
const PublicInfoPage = lazyPage(load.publicInfo);
const MemberLayout = lazy(load.memberLayout);
const HomePage = lazyPage(load.home);
const PaywallPage = lazyPage(load.paywall);
const ProfileEditSectionPage = lazyPage(load.profileEditSection);

/** Router patterns are relative to the root: '/lists/blocklist' → 'lists/blocklist'. */
const relative = (path: string) => path.replace(/^\//, '');

/** Built pages that are not member routes (patterns with a parameter, public slugs that need a member). */
const memberHrefs = new Set(memberPageRoutes.map((page) => page.href));
const otherBuiltPages = Object.entries(builtPages).filter(([href]) => !memberHrefs.has(href));
/** Member routes whose page renders inside the member area (a route without a page has none: not found). */
const memberAreaPages = memberPageRoutes.flatMap(({ href }) => {
  const found = memberRoutePage(href);
  return found && !found.signedOut ? [{ href, Page: found.page }] : [];
});
/** Public slugs that open an article or a contact form (the others are built pages). */
const infoSlugs = publicSlugs.flatMap((slug) => {
  const info = publicBuiltPage(slug) ? undefined : publicInfoOf(slug);
  return info ? [{ slug, info }] : [];
});

export default function SiteRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {infoSlugs.map(({ slug, info }) => (
          <Route key={slug} path={slug} element={<PublicInfoPage info={info} />} />
        ))}
        {Object.entries(publicBuiltPages).map(([slug, PublicPage]) => (
          <Route key={slug} path={slug} element={<PublicPage />} />
        ))}
        {Object.entries(signedOutPages).map(([href, SignedOutPage]) => (
          <Route key={href} path={relative(href)} element={<SignedOutPage />} />
        ))}
        <Route element={<MemberLayout />}>
          <Route path={relative(paths.home.path)} element={<HomePage />} />
          <Route path={relative(paths.paywall.path)} element={<PaywallPage />} />
          {memberAreaPages.map(({ href, Page }) => (
            <Route key={href} path={relative(href)} element={<Page />} />
          ))}
          {otherBuiltPages.map(([href, BuiltPage]) => (
            <Route key={href} path={relative(href)} element={<BuiltPage />} />
          ))}
          <Route path="profile/edit/:section" element={<ProfileEditSectionPage />} />
        </Route>
        {movedPages.map(({ from, to }) => (
          <Route key={from} path={relative(from)} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
