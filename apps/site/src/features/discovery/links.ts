// Where discovery screens link to: the ui screens take their links from the site's route table.
import { listKinds } from '@app/contract';
import type { ListsScreenLinks, ProfileViewScreenLinks } from '@app/ui';
import { paths } from '../../config/paths';
import { listRoutes } from './list-kinds';

export const discoveryLinks = {
  lists: {
    tabs: Object.fromEntries(
      listKinds.map((kind) => [kind, listRoutes[kind].href]),
    ) as ListsScreenLinks['tabs'],
    profile: (memberId: number) => paths.profileView.href(memberId),
    search: paths.search.href(),
    photos: paths.profilePhotos.href(),
    upgrade: paths.paywall.href(),
  } satisfies ListsScreenLinks,
  profile: {
    message: (memberId: number) => paths.compose.href(memberId),
    report: (memberId: number) => paths.reportUser.href(memberId),
    search: paths.search.href(),
    upgrade: paths.paywall.href(),
  } satisfies ProfileViewScreenLinks,
};
