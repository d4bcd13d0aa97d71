import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { retentionOfferCopy } from '@app/contract';
import type { ActionOutcome } from '../MembershipScreen';
import { OfferScreen } from './OfferScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const ok = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });

const meta = {
  title: 'Screens/Subscription/Offer',
  component: OfferScreen,
  args: {
    status: 'ready',
    copy: retentionOfferCopy.discount50,
    onAccept: fn(ok),
    membershipHref: '/subscription',
    declineHref: '/subscription/cancel',
  },
} satisfies Meta<typeof OfferScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** discount50: the next month at half price; "No thanks" goes back to cancelling. */
export const Discount50: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'No thanks' })).toHaveAttribute(
      'href',
      '/subscription/cancel',
    );
    await userEvent.click(canvas.getByRole('button', { name: retentionOfferCopy.discount50.accept }));
    await expect((args as { onAccept: () => void }).onAccept).toHaveBeenCalled();
  },
};

/** discount66, extend as an offer: charged now, so the amount and the card are said before accepting. */
export const Discount66: Story = {
  args: {
    copy: retentionOfferCopy.discount66,
    charge: { amount: '$9.99', card: { brand: 'Visa', last4: '4242' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.getByText('ending in').parentElement).toHaveTextContent('Visa •••• ending in 4242');
  },
};

export const Discount66Mobile: Story = { ...Discount66, globals: mobile };

export const FreeTime: Story = {
  args: { copy: retentionOfferCopy['free-time-offer'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }),
    ).toBeVisible();
  },
};

/** Accepting fails: said under the button. */
export const AcceptError: Story = {
  args: {
    onAccept: fn(() => Promise.resolve({ ok: false as const, error: 'Your bank declined this card.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: retentionOfferCopy.discount50.accept }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your bank declined this card.');
  },
};

export const Accepted: Story = {
  args: { status: 'accepted', message: 'From Jan 9, 2027 you renew as 1 Month for $14.99.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Offer taken' })).toBeVisible();
  },
};

/** Taken already (or not for this membership): said, with the way back. */
export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This offer is not available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your membership' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the offer');
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
