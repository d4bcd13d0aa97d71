import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifiedNotice } from '../../components/VerifiedNotice';
import { HomeScreen } from './HomeScreen';
import type { HomeShortcut } from './HomeScreen';

const shortcuts: HomeShortcut[] = [
  { title: 'Who liked me', href: '/lists/wlm', icon: 'heart', countLabel: 'likes', count: 7 },
  { title: 'Who viewed me', href: '/lists/wvm', icon: 'user', countLabel: 'profile views', count: 23 },
  { title: 'Inbox', href: '/inbox', icon: 'message', countLabel: 'unread messages', count: 2 },
  { title: 'Mutual likes', href: '/lists/mutual-likes', icon: 'star', countLabel: 'matches', count: 4 },
  { title: 'Who I like', href: '/lists/wyl', icon: 'heart', countLabel: 'members you like', count: 0 },
];

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: { memberName: 'Alex', isPayingMember: false, upgradeHref: '/home/paywall', shortcuts, showAds: true },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member with a profile older than 15 days: upgrade banner and the ad slot. */
export const FreeMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/home/paywall');
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};

export const PayingMember: Story = {
  args: { isPayingMember: true, showAds: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'See plans' })).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

/** Before the server has said what the membership is: no upgrade banner (it may be a paying member). */
export const MembershipLoading: Story = {
  args: { isPayingMember: undefined, showAds: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'See plans' })).toBeNull();
  },
};

/** A free member whose profile is younger than 15 days: no ads yet. */
export const NewProfile: Story = { args: { showAds: false } };

export const CountersLoading: Story = {
  args: { shortcuts: shortcuts.map(({ count: _count, ...shortcut }) => shortcut) },
};

/** Just verified: the profileVerifiedSuccess notice under the greeting, the one time it shows. */
export const VerifiedNoticeShown: Story = {
  args: {
    isPayingMember: true,
    notice: <VerifiedNotice onDismiss={fn()} profileHref="/profile/view" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your profile is verified' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
