import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PaywallScreen } from './PaywallScreen';
import type { PaywallPlan, PaywallScreenProps } from './PaywallScreen';

const plans: PaywallPlan[] = [
  {
    id: 'month-1',
    name: '1 month',
    price: '$29.99',
    period: 'for 1 month',
    description: 'Try every feature for a month.',
  },
  {
    id: 'month-3',
    name: '3 months',
    price: '$59.99',
    period: 'for 3 months',
    description: 'Save a third: $20.00 a month.',
    recommended: true,
  },
  {
    id: 'month-6',
    name: '6 months',
    price: '$89.99',
    period: 'for 6 months',
    description: 'Half price: $15.00 a month.',
  },
];
const boost: PaywallPlan = {
  id: 'boost',
  name: 'Boost',
  price: '$4.99',
  period: 'one-time',
  description: 'Show your profile first in search for 30 minutes.',
};

// The seven headlines of SPEC point 6, as @app/client's paywallHeadlines words them (ui cannot import client).
const ready = { status: 'ready', plans, boost } as const;
const meta = {
  title: 'Screens/PaywallScreen',
  component: PaywallScreen,
  args: {
    ...ready,
    headline: 'Upgrade to see who liked you',
    discountText: '1 Month at $14.99 (50% off)',
    onChoosePlan: fn(),
  } satisfies PaywallScreenProps,
} satisfies Meta<typeof PaywallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LikedMe: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Upgrade to see who liked you' }),
    ).toBeVisible();
    await expect(canvas.getByText('1 Month at $14.99 (50% off)')).toBeVisible();
    const choose = canvas.getAllByRole('button', { name: 'Choose' });
    await userEvent.click(choose[1]!);
    await expect(args.onChoosePlan).toHaveBeenCalledWith('month-3');
  },
};
export const ReadMail: Story = { args: { headline: 'Upgrade to read your messages' } };
export const SendMessage: Story = { args: { headline: 'Upgrade to send a message' } };
export const Reply: Story = { args: { headline: 'Upgrade to reply to your messages' } };
export const MutualLikes: Story = { args: { headline: 'Upgrade to see your mutual likes' } };
export const ViewedMe: Story = { args: { headline: 'Upgrade to see who viewed you' } };
export const Blocklist: Story = { args: { headline: 'Upgrade to manage your blocklist' } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans');
  },
};

const retry = fn();
export const LoadError: Story = {
  name: 'Error',
  args: {
    status: 'error',
    errorMessage: "We couldn't load the plans. Check your connection and try again.",
    onRetry: retry,
  },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const ChoosingPlan: Story = { args: { choosingPlanId: 'month-3' } };

/** A paying member: their plan is marked and cannot be chosen again; the banner leads to their membership. */
export const PayingMember: Story = {
  args: {
    headline: 'You’re a Premium member',
    discountText: undefined,
    plans: plans.map((plan) => (plan.id === 'month-3' ? { ...plan, current: true } : plan)),
    membership: { planName: '3 months', href: '/subscription' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'You have 3 months' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const theirs = canvas.getByRole('listitem', { name: '3 months' });
    await expect(theirs).toHaveTextContent('Your plan');
    await expect(canvas.getByRole('button', { name: 'Your plan' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Choose' })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Choose' })[0]!);
    await expect(args.onChoosePlan).toHaveBeenCalledWith('month-1');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
