import type { ListEntry, ListId } from '@app/contract';
import { catalogue, counterPhrases, featureTitles, listCopy, listIds } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ListsScreen } from './ListsScreen';
import type { ListsScreenProps } from './ListsScreen';

// The site passes tabs, links and copy; the stories build them the same way, from the contract's catalogue and copy.
const hrefOf = (id: ListId) => `/${catalogue[id].routes[0]}`;
const counters = recordedAnswer('discovery/lists-paying', 'getCounters').data as Record<string, string>;
/** Which of discovery/lists-paying's list calls answered each list's first page (who liked me also has page 2). */
const recordedCall: Record<ListId, number> = {
  whoLikedMe: 0,
  whoILike: 2,
  whoViewedMe: 3,
  mutualLikes: 4,
  blocklist: 5,
};
/** Nobody liked the member (everyone who did took it back). */
const emptyPage = recordedAnswer('discovery/lists-empty', 'getList').data;
const freeMemberLocks = listIds.filter((id) => !catalogue[id].free);

const listArgs = (
  id: ListId,
  { locked = [], count = {} }: { locked?: readonly ListId[]; count?: Partial<Record<ListId, number>> } = {},
) => {
  const { items, total, nextCursor } = recordedAnswer('discovery/lists-paying', 'getList', {
    nth: recordedCall[id],
  }).data;
  const copy = listCopy[id];
  const to = copy.empty.action.to;
  return {
    tabs: listIds.map((tab) => ({
      href: hrefOf(tab),
      title: featureTitles[tab] ?? tab,
      count: count[tab] ?? Number(counters[catalogue[tab].counter ?? '']),
      locked: locked.includes(tab),
    })),
    currentHref: hrefOf(id),
    items,
    total,
    hasNext: nextCursor !== null,
    describeTotal: counterPhrases[catalogue[id].counter],
    metaVerb: copy.metaVerb,
    empty: {
      ...copy.empty,
      action: {
        label: copy.empty.action.label,
        href: to === 'photos' || to === 'search' ? `/${to}` : hrefOf(to),
      },
    },
    onUnblock: id === 'blocklist' ? fn() : undefined,
  } satisfies Partial<ListsScreenProps>;
};

const meta = {
  title: 'Screens/ListsScreen',
  component: ListsScreen,
  args: {
    ...listArgs('whoLikedMe'),
    status: 'ready',
    page: 1,
    profileHref: (memberId) => `/profile/view/${memberId}`,
    upgradeHref: '/home/paywall',
    onPageChange: fn(),
    onLike: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ListsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member on "Who liked me": five tabs with counts, 12 cards, previous/next paging. */
export const PayingMember: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Your lists' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    await expect(within(tabs).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/lists/wlm');
    await expect(
      within(canvas.getByRole('list', { name: 'Who liked me' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const WhoViewedMe: Story = { args: listArgs('whoViewedMe') };
export const WhoILike: Story = { args: listArgs('whoILike') };
export const MutualLikes: Story = { args: listArgs('mutualLikes') };

/** Blocked members have no like button, and can be unblocked. */
export const Blocklist: Story = {
  args: listArgs('blocklist'),
  play: async ({ canvas, userEvent, args }) => {
    const first = args.items[0] as ListEntry;
    await expect(canvas.queryByRole('button', { name: `Like ${first.name}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Unblock ${first.name}` }));
    await expect(args.onUnblock!).toHaveBeenCalledWith(expect.objectContaining({ id: first.id }));
  },
};

export const Unblocking: Story = {
  args: { ...listArgs('blocklist'), unblockingIds: [listArgs('blocklist').items[0]?.id ?? 0] },
};

export const SecondPage: Story = {
  args: { ...listArgs('whoViewedMe'), page: 2, hasPrev: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** A free member on the list they may use: the paywalled tabs carry a lock. */
export const FreeMember: Story = {
  args: listArgs('whoILike', { locked: freeMemberLocks }),
  play: async ({ canvas }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Your lists' }));
    await expect(tabs.getByRole('link', { name: /Who liked me \(Premium\)/ })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /^Who I like \d+$/ })).toBeVisible();
  },
};

/** A free member on a paywalled list: the upgrade offer instead of the members. */
export const FreeMemberLockedList: Story = {
  args: listArgs('whoLikedMe', { locked: freeMemberLocks }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade to see who liked me' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/home/paywall');
    await expect(canvas.queryByRole('list', { name: 'Who liked me' })).toBeNull();
  },
};

/** Skeleton cards in the loaded cards' size. */
export const Loading: Story = {
  args: { status: 'loading', items: [], total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading who liked me');
    await expect(canvas.queryByRole('navigation', { name: 'Who liked me pages' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    ...listArgs('whoLikedMe', { count: { whoLikedMe: 0 } }),
    items: emptyPage.items,
    total: emptyPage.total,
    hasNext: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No likes yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/search');
  },
};

export const EmptyMutualLikes: Story = {
  args: { ...listArgs('mutualLikes'), items: [], total: 0, hasNext: false },
};

export const Error: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesAndMissingPhotos: Story = {
  args: {
    // Who viewed me, whose first two have the longest name a member may choose; the first has no photo.
    items: recordedAnswer('discovery/awkward-members', 'getList').data.items,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileFreeMember: Story = {
  args: FreeMember.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
