// Member pages that are built, by router pattern. AppRoutes renders `builtPages[href]` for a member route instead of
// its placeholder; a pattern that is not a member route of config/routes.ts (a page with a parameter, or a public
// slug that needs a member, like report-user) gets its own route inside the member area. Each feature adds its
// pages here; each page guards itself (RequirePermission) and loads lazily.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { paths } from './paths';

type LazyPage = LazyExoticComponent<ComponentType>;

// Discovery (issue 4).
const ListsPage = lazy(() => import('../pages/discovery/ListsPage'));
const ProfileViewPage = lazy(() => import('../pages/discovery/ProfileViewPage'));

export const builtPages: Readonly<Record<string, LazyPage>> = {
  [paths.whoViewedMe.href()]: ListsPage,
  [paths.whoLikedMe.href()]: ListsPage,
  [paths.whoILike.href()]: ListsPage,
  [paths.mutualLikes.href()]: ListsPage,
  [paths.blocklist.href()]: ListsPage,
  [paths.profileView.href()]: ProfileViewPage,
  [paths.profileView.path]: ProfileViewPage,
};
