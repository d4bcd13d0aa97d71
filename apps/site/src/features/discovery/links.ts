// Where discovery screens link to: the ui screens take their links from the site's route table.
import type { ProfileViewScreenLinks } from '@app/ui';
import { paths } from '../../config/paths';

export const discoveryLinks = {
  profile: {
    message: (memberId: number) => paths.compose.href(memberId),
    report: (memberId: number) => paths.reportUser.href(memberId),
    search: paths.search.href(),
    upgrade: paths.paywall.href(),
  } satisfies ProfileViewScreenLinks,
};
