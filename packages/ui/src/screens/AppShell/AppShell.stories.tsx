import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Heading } from '../../components/Heading';
import { Text } from '../../components/Text';
import { AppShell } from './AppShell';
import type { ShellCounter, ShellNavGroup } from './AppShell';

const counters: ShellCounter[] = [
  { id: 'unreadMessages', label: 'Unread messages', icon: 'message', href: '/inbox', count: 2 },
  { id: 'whoLikedMe', label: 'Who liked me', icon: 'heart', href: '/lists/wlm', count: 7 },
  { id: 'whoViewedMe', label: 'Who viewed me', icon: 'user', href: '/lists/wvm', count: 0 },
];

const navigation = (locked: boolean): ShellNavGroup[] => [
  {
    label: 'Messages',
    items: [
      { label: 'Inbox', href: '/inbox', count: 2, countLabel: '2 unread messages', locked },
      { label: 'New message', href: '/messaging/compose', locked },
    ],
  },
  {
    label: 'Lists',
    items: [
      { label: 'Who viewed me', href: '/lists/wvm', count: 0, locked },
      { label: 'Who liked me', href: '/lists/wlm', count: 7, countLabel: '7 members like you', locked },
      { label: 'Who I like', href: '/lists/wyl' },
      { label: 'Mutual likes', href: '/lists/mutual-likes', count: 4, locked },
      { label: 'Blocklist', href: '/lists/blocklist', locked },
    ],
  },
  {
    label: 'Profile',
    items: [
      { label: 'My profile', href: '/profile/view' },
      { label: 'Edit profile', href: '/profile/edit' },
      { label: 'Photos', href: '/profile/photos' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'All settings', href: '/profile/settings' },
      { label: 'Account', href: '/account-settings' },
    ],
  },
];

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/home',
    currentPath: '/home',
    memberName: 'Alex Morgan',
    isPayingMember: false,
    upgradeHref: '/home/paywall',
    counters,
    navigation: navigation(true),
    onLogout: fn(),
    children: (
      <>
        <Heading as="h1" size="xxl">
          Page title
        </Heading>
        <Text>The page on screen renders here.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free member: gated pages are marked Premium and the header offers an upgrade. */
export const FreeMember: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: /^Who liked me:\s*7$/ })).toHaveAttribute(
      'href',
      '/lists/wlm',
    );
    const nav = canvas.getByRole('navigation', { name: 'Member' });
    await expect(within(nav).getByRole('link', { name: /Who liked me\s*\(\s*Premium\s*\)/ })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // A badge is read in words when the item says what it counts, as the bare number otherwise.
    await expect(
      within(nav).getByRole('link', { name: /^Inbox\s*\(\s*Premium\s*\)\s*\(\s*2 unread messages\s*\)$/ }),
    ).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: /^Mutual likes\s*\(\s*Premium\s*\)\s*\(\s*4\s*\)$/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const PayingMember: Story = {
  args: { isPayingMember: true, navigation: navigation(false), currentPath: '/lists/wlm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

/** Right after a reload, before the server has said what the membership is: neither Premium nor Upgrade. */
export const MembershipLoading: Story = {
  args: { isPayingMember: undefined },
  play: async ({ canvas }) => {
    // The navigation's locked items keep their Premium marks; the header's membership tag is what must not show.
    const headerTags = canvas.queryAllByText('Premium', { exact: true }).filter((tag) => !tag.closest('nav'));
    await expect(headerTags).toHaveLength(0);
    await expect(canvas.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

export const CountersLoading: Story = { args: { counters: undefined } };

export const ManyUnread: Story = {
  args: { counters: counters.map((counter) => ({ ...counter, count: counter.count * 100 + 9 })) },
};

export const LoggingOut: Story = { args: { loggingOut: true } };

/** The live connection has been down for a few seconds: a quiet note, announced politely. */
export const Reconnecting: Story = {
  args: { reconnecting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reconnecting…')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Member' })).toBeVisible();
  },
};
