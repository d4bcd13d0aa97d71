import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { retentionOfferCopy } from '@app/contract';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Subscription/Membership',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/subscription', msw: recorded('membership/active') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const membershipPanel = async (canvas: Canvas, plan = '3 Months') =>
  within(await canvas.findByRole('region', { name: plan }, slow));

/** The paying demo member: 3 months, renewing Jan 9, 2027 for $59.97, Visa 4242. */
export const Active: Story = {
  play: async ({ canvas }) => {
    const panel = await membershipPanel(canvas);
    await expect(panel.getByText('$59.97 on Jan 9, 2027')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Cancel membership' })).toBeVisible();
  },
};

export const ActiveMobile: Story = { globals: mobile, play: Active.play };

/** From the membership page, cancelling takes two clicks; then the end date and Reactivate, which renews again. */
export const CancelInTwoClicks: Story = {
  parameters: { msw: recorded('membership/active') },
  play: async ({ canvas, userEvent }) => {
    const panel = await membershipPanel(canvas);
    await userEvent.click(panel.getByRole('link', { name: 'Cancel membership' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel membership' }, slow));
    await expect(
      await canvas.findByRole('heading', { name: 'Your membership stays until Jan 9, 2027' }, slow),
    ).toBeVisible();
  },
};

/** A change of plan waiting for the renewal date. */
export const PendingChange: Story = {
  parameters: { msw: recorded('membership/pending-change') },
  play: async ({ canvas }) => {
    const panel = await membershipPanel(canvas);
    await expect(panel.getByText('From Jan 9, 2027 you renew as 6 Months for $89.94.')).toBeVisible();
  },
};

/** Cancelled: it stays until Jan 9, 2027; Reactivate renews it again. */
export const Cancelled: Story = {
  parameters: { msw: recorded('membership/cancelled') },
  play: async ({ canvas, userEvent }) => {
    const panel = await membershipPanel(canvas);
    await expect(panel.getByText('Cancelled')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Reactivate membership' }));
    await expect(await panel.findByText('Active', undefined, slow)).toBeVisible();
  },
};

export const CancelledMobile: Story = {
  globals: mobile,
  parameters: { msw: recorded('membership/cancelled') },
  play: async ({ canvas }) => {
    const panel = await membershipPanel(canvas);
    await expect(panel.getByRole('button', { name: 'Reactivate membership' })).toBeVisible();
  },
};

/** Ended ten days ago: the plans to subscribe again. */
export const Expired: Story = {
  parameters: { msw: recorded('membership/expired') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Subscribe again' }, slow)).toBeVisible();
  },
};

/** The free member never subscribed: the plans, and the boost. */
export const NoMembership: Story = {
  parameters: { msw: recorded('membership/none') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Choose your plan' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Boost your profile' }, slow)).toBeVisible();
  },
};

export const NoMembershipMobile: Story = { ...NoMembership, globals: mobile };

/** A boost running: 18:30 left at the pinned "now". */
export const BoostRunning: Story = {
  parameters: { msw: recorded('membership/boost-running') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your profile is boosted' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: recorded('membership/active', loadingForever('getSubscription')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your membership', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: recorded('membership/active', failing('getSubscription')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

// ---------------------------------------------------------------- subscription/cancel

/** The first screen: the cancel button and one offer beside it (discount50, the first still open). */
export const CancelFirstScreen: Story = {
  parameters: { route: '/subscription/cancel' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel membership' }, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: retentionOfferCopy.discount50.title })).toBeVisible();
  },
};

export const CancelFirstScreenMobile: Story = { ...CancelFirstScreen, globals: mobile };

export const CancelWithDiscount66: Story = {
  parameters: { route: '/subscription/cancel', msw: recorded('membership/offer-discount66') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: retentionOfferCopy.discount66.title }, slow),
    ).toBeVisible();
  },
};

export const CancelWithFreeTime: Story = {
  parameters: { route: '/subscription/cancel', msw: recorded('membership/offer-free-time') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: retentionOfferCopy['free-time-offer'].title }, slow),
    ).toBeVisible();
  },
};

export const CancelWithNoOffer: Story = {
  parameters: { route: '/subscription/cancel', msw: recorded('membership/no-offers') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel membership' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See the offer' })).toBeNull();
  },
};

/** The cancel call fails: said under the button. */
export const CancelError: Story = {
  parameters: {
    route: '/subscription/cancel',
    msw: recorded('membership/active', failing('cancelSubscription')),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel membership' }, slow));
    await expect(
      await canvas.findByText('Something went wrong on our side. Try again.', undefined, slow),
    ).toBeVisible();
  },
};

/** Already cancelled: the done state with Reactivate. */
export const CancelDone: Story = {
  parameters: { route: '/subscription/cancel', msw: recorded('membership/cancelled') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your membership stays until Jan 9, 2027' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reactivate membership' })).toBeVisible();
  },
};

// ---------------------------------------------------------------- the offers

export const OfferDiscount50: Story = {
  parameters: { route: '/subscription/discount50' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: retentionOfferCopy.discount50.accept }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'No thanks' })).toBeVisible();
  },
};

/** Extend as an offer: the amount and the card before accepting; accepting charges once. */
export const OfferDiscount66: Story = {
  parameters: { route: '/subscription/discount66', msw: recorded('membership/offer-discount66') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: retentionOfferCopy.discount66.accept }, slow),
    );
    await expect(await canvas.findByRole('heading', { name: 'Offer taken' }, slow)).toBeVisible();
    await expect(canvas.getByText(/Your membership now renews on Feb 9, 2027/)).toBeVisible();
  },
};

export const OfferDiscount66Mobile: Story = {
  globals: mobile,
  parameters: { route: '/subscription/discount66', msw: recorded('membership/offer-discount66') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$9.99', undefined, slow)).toBeVisible();
  },
};

/** The free days (after both discounts, which moved the renewal to Feb 9): accepting adds them to the date. */
export const FreeTimeCongratulations: Story = {
  parameters: { route: '/subscription/free-time-offer', msw: recorded('membership/offer-free-time') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }, slow),
    );
    await expect(
      await canvas.findByText('Your membership now renews on Feb 16, 2027.', undefined, slow),
    ).toBeVisible();
  },
};

/** An offer taken already: said, with the way back. */
export const OfferUnavailable: Story = {
  parameters: { route: '/subscription/discount50', msw: recorded('membership/offer-free-time') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This offer is not available' }, slow),
    ).toBeVisible();
  },
};
