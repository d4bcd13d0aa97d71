import { showHomeAds } from '@app/client';
import { HomeScreen } from '@app/ui';
import type { HomeShortcut } from '@app/ui';
import { paths } from '../../config/paths';
import { useNow } from '../../lib/clock';
import { useCounters } from '../../features/counters/api/get-counters';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { useCurrentProfile } from '../../features/session/api/get-profile';

const shortcuts: readonly (Omit<HomeShortcut, 'count'> & { counter: string })[] = [
  {
    title: 'Who liked me',
    href: paths.whoLikedMe.href(),
    icon: 'heart',
    countLabel: 'likes',
    counter: 'whoLikedMe',
  },
  {
    title: 'Who viewed me',
    href: paths.whoViewedMe.href(),
    icon: 'user',
    countLabel: 'profile views',
    counter: 'whoViewedMe',
  },
  {
    title: 'Inbox',
    href: paths.inbox.href(),
    icon: 'message',
    countLabel: 'unread messages',
    counter: 'unreadMessages',
  },
  {
    title: 'Mutual likes',
    href: paths.mutualLikes.href(),
    icon: 'star',
    countLabel: 'matches',
    counter: 'mutualLikes',
  },
  {
    title: 'Who I like',
    href: paths.whoILike.href(),
    icon: 'heart',
    countLabel: 'members you like',
    counter: 'whoILike',
  },
];

export default function HomePage() {
  const profile = useCurrentProfile().data;
  const permissions = usePermissions().data;
  const counters = useCounters().data;
  const now = useNow();

  return (
    <HomeScreen
      memberName={profile?.data.name ?? ''}
      isPayingMember={permissions?.isPayingMember ?? false}
      upgradeHref={paths.paywall.href()}
      showAds={Boolean(permissions && profile && showHomeAds(permissions, profile, now()))}
      shortcuts={shortcuts.map(({ counter, ...shortcut }) => ({ ...shortcut, count: counters?.[counter] }))}
    />
  );
}
