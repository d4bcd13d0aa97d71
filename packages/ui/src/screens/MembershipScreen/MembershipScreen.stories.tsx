import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { recordedAnswer, RECORDING_NOW } from '@app/mocks';
import type { ActionOutcome } from './MembershipParts';
import { plans } from './MembershipScreen.fixtures';
import { MembershipScreen } from './MembershipScreen';
import type { MembershipView } from './MembershipScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const ok = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });

const active: MembershipView = {
  state: 'active',
  planName: '3 Months',
  planPrice: '$59.97',
  periodEnds: 'Jan 9, 2027',
  renewal: { planName: '3 Months', amount: '$59.97', changed: false },
  card: { brand: 'Visa', last4: '4242' },
  receiptHref: '/subscription/receipt?reference=SPK-DEMO0001',
};

const boost = {
  endsAt: null,
  href: '/subscription?plan=boost-30-minutes&continue=%2Fsubscription',
  price: '$4.99',
  description: 'Be a top profile in your area for 30 minutes',
};

const meta = {
  title: 'Screens/Subscription/Membership',
  component: MembershipScreen,
  args: {
    status: 'ready',
    membership: active,
    plans,
    changeOptions: [
      { id: 'subscription-1-month', name: '1 Month', price: '$29.99' },
      { id: 'subscription-6-months', name: '6 Months', price: '$89.94' },
    ],
    onChangePlan: fn(ok),
    onReactivate: fn(ok),
    cancelHref: '/subscription/cancel',
    boost,
    now: () => new Date(RECORDING_NOW),
  },
} satisfies Meta<typeof MembershipScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active: plan, renewal date and amount, the card, the receipt, change of plan, and the cancel link. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('$59.97 on Jan 9, 2027')).toBeVisible();
    await expect(canvas.getByText('ending in').parentElement).toHaveTextContent('Visa •••• ending in 4242');
    await expect(canvas.getByRole('link', { name: 'Cancel membership' })).toHaveAttribute(
      'href',
      '/subscription/cancel',
    );
    await expect(canvas.getByRole('link', { name: 'View your last receipt' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Boost your profile' })).toHaveAttribute(
      'href',
      boost.href,
    );
  },
};

export const ActiveMobile: Story = { globals: mobile, play: Active.play };

/** Choosing another plan: it applies from the renewal date; nothing is charged now. */
export const ChangePlan: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(await canvas.findByText('Choose the plan to renew as.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '6 Months, $89.94' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect((args as { onChangePlan: () => void }).onChangePlan).toHaveBeenCalledWith(
      'subscription-6-months',
    );
  },
};

/** The change of plan fails: the message shows under its button, the choice stays. */
export const ChangePlanError: Story = {
  args: {
    onChangePlan: fn(() =>
      Promise.resolve({ ok: false as const, error: 'Something went wrong on our side. Try again.' }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1 Month, $29.99' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(await canvas.findByText('Something went wrong on our side. Try again.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 Month, $29.99' })).toBeChecked();
  },
};

/** A change of plan waits for the renewal date. */
export const PendingChange: Story = {
  args: {
    membership: { ...active, renewal: { planName: '6 Months', amount: '$89.94', changed: true } },
    changeOptions: [
      { id: 'subscription-1-month', name: '1 Month', price: '$29.99' },
      { id: 'subscription-3-months', name: '3 Months', price: '$59.97' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From Jan 9, 2027 you renew as 6 Months for $89.94.')).toBeVisible();
  },
};

/** Cancelled: it stays until the end of the period, with Reactivate. */
export const Cancelled: Story = {
  args: { membership: { ...active, state: 'cancelled', renewal: null } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText(/Your membership stays until Jan 9, 2027/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cancel membership' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate membership' }));
    await expect((args as { onReactivate: () => void }).onReactivate).toHaveBeenCalled();
  },
};

export const CancelledMobile: Story = { ...Cancelled, globals: mobile };

/** Reactivating fails: said under the button. */
export const ReactivateError: Story = {
  args: {
    membership: { ...active, state: 'cancelled', renewal: null },
    onReactivate: fn(() =>
      Promise.resolve({
        ok: false as const,
        error: 'This membership has ended. Choose a plan to subscribe again.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate membership' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This membership has ended');
  },
};

/** Ended: when, and the plans to subscribe again. */
export const Expired: Story = {
  args: {
    membership: {
      ...active,
      state: 'expired',
      planName: '1 Month',
      planPrice: '$29.99',
      periodEnds: 'Nov 10, 2026',
      renewal: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscribe again' })).toBeVisible();
    await expect(canvas.getByText(/ended on Nov 10, 2026/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Subscription plans' });
    await expect(within(list).getByRole('link', { name: 'Choose 3 Months' })).toHaveAttribute(
      'href',
      plans[1]!.href,
    );
  },
};

/** Never subscribed: the plans. */
export const NoMembership: Story = {
  args: { membership: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Choose / })).toHaveLength(3);
  },
};

export const NoMembershipMobile: Story = { ...NoMembership, globals: mobile };

/** A boost running: its countdown ("now" pinned, so the digits hold still in the screenshot). */
export const BoostRunning: Story = {
  // The boost the server sold 11½ minutes before the recording's now.
  args: {
    boost: {
      ...boost,
      endsAt: recordedAnswer('membership/boost-running', 'getSubscription').data.boostEndsAt,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your profile is boosted' })).toBeVisible();
    await expect(canvas.getByText(/^(18:30|19 min)$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your membership');
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalled();
  },
};
