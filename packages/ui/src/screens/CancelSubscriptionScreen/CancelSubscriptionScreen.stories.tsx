import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { retentionOfferCopy } from '@app/contract';
import type { ActionOutcome } from '../MembershipScreen';
import { CancelSubscriptionScreen } from './CancelSubscriptionScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const ok = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });
const offer = (kind: keyof typeof retentionOfferCopy) => ({
  title: retentionOfferCopy[kind].title,
  summary: retentionOfferCopy[kind].summary,
  href: `/subscription/${kind}`,
});

const meta = {
  title: 'Screens/Subscription/Cancel',
  component: CancelSubscriptionScreen,
  args: {
    status: 'ready',
    periodEnds: 'Jan 9, 2027',
    offer: offer('discount50'),
    onCancel: fn(ok),
    membershipHref: '/subscription',
  },
} satisfies Meta<typeof CancelSubscriptionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen: the cancel button (one click), an optional reason, and one offer beside it. */
export const WithDiscount50: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/subscription/discount50',
    );
    await expect(canvas.getAllByRole('link', { name: 'See the offer' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'I met someone' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel membership' }));
    await expect((args as { onCancel: () => void }).onCancel).toHaveBeenCalledWith('met-someone');
  },
};

export const WithDiscount50Mobile: Story = { globals: mobile };

/** discount66 (extend as an offer). Cancelling without a reason sends none. */
export const WithDiscount66: Story = {
  args: { offer: offer('discount66') },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: retentionOfferCopy.discount66.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel membership' }));
    await expect((args as { onCancel: () => void }).onCancel).toHaveBeenCalledWith(undefined);
  },
};

export const WithFreeTime: Story = {
  args: { offer: offer('free-time-offer') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: retentionOfferCopy['free-time-offer'].title }),
    ).toBeVisible();
  },
};

/** Every offer taken: the cancel button alone. */
export const NoOffer: Story = {
  args: { offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'See the offer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  },
};

/** The cancel call fails: the message under the button; nothing else changes. */
export const CancelError: Story = {
  args: {
    onCancel: fn(() =>
      Promise.resolve({ ok: false as const, error: 'Something went wrong on our side. Try again.' }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel membership' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expect(canvas.getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  },
};

/** Done: until when it stays, and Reactivate. */
export const Cancelled: Story = {
  args: { status: 'cancelled', periodEnds: 'Jan 9, 2027', onReactivate: fn(ok) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your membership stays until Jan 9, 2027' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate membership' }));
    await expect((args as { onReactivate: () => void }).onReactivate).toHaveBeenCalled();
  },
};

export const CancelledMobile: Story = { ...Cancelled, globals: mobile };

/** Nothing to cancel. */
export const NothingToCancel: Story = {
  args: { status: 'nothing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no membership to cancel.')).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
