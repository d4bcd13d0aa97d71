// The five member lists: their URL, the client route name that guards them and the counter that counts them.
import type { CounterName, ListKind } from '@app/contract';
import { listKinds } from '@app/contract';
import { paths } from '../../config/paths';

export interface ListRoute {
  kind: ListKind;
  href: string;
  /** Route name in @app/client's permission table. */
  route: string;
  counter: CounterName;
}

export const listRoutes: Record<ListKind, ListRoute> = {
  'who-viewed-me': {
    kind: 'who-viewed-me',
    href: paths.whoViewedMe.href(),
    route: 'lists/wvm',
    counter: 'whoViewedMe',
  },
  'who-liked-me': {
    kind: 'who-liked-me',
    href: paths.whoLikedMe.href(),
    route: 'lists/wlm',
    counter: 'whoLikedMe',
  },
  'who-i-like': { kind: 'who-i-like', href: paths.whoILike.href(), route: 'lists/wyl', counter: 'whoILike' },
  'mutual-likes': {
    kind: 'mutual-likes',
    href: paths.mutualLikes.href(),
    route: 'lists/mutual-likes',
    counter: 'mutualLikes',
  },
  blocklist: {
    kind: 'blocklist',
    href: paths.blocklist.href(),
    route: 'lists/blocklist',
    counter: 'blocklist',
  },
};

/** The list shown at `pathname`, if any. */
export const listKindAt = (pathname: string): ListKind | undefined =>
  listKinds.find((kind) => listRoutes[kind].href === pathname);
