import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { declineReasons, sandboxTestCards } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, loadingForever, recorded, recordedAnswer } from '@app/mocks';
import { freshVisit, SitePage, slow, withSite } from './site-decorator';

// The receipt of the free member's payment in membership/paid (the server's reference).
const paidReference = recordedAnswer('membership/paid', 'getSubscription').data.lastReceipt ?? '';

const checkoutRoute = `/subscription?plan=subscription-1-month&continue=${encodeURIComponent('/lists/wlm')}`;

const meta = {
  title: 'Pages/Subscription/Checkout',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: checkoutRoute, msw: recorded('membership/checkout') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const cardNumber = (canvas: Canvas) => canvas.findByLabelText(/Card number/, undefined, slow);

async function fillCard(canvas: Canvas, number: string = sandboxTestCards.success.number) {
  await userEvent.type(await cardNumber(canvas), number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await userEvent.type(canvas.getByLabelText(/Expiry month/), '12');
  await userEvent.type(canvas.getByLabelText(/Expiry year/), '2030');
  await userEvent.type(canvas.getByLabelText(/CVC/), '123');
  await userEvent.type(canvas.getByLabelText(/ZIP code/), '10001');
  await userEvent.type(canvas.getByLabelText(/Name on card/), 'Sam Free');
}
const pay = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Pay $29.99' }));

/** The payment form for 1 Month, from the "who liked me" paywall: the plan, its terms, the test cards. */
export const PaymentForm: Story = {
  play: async ({ canvas }) => {
    await cardNumber(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: '1 Month' })).toBeVisible();
    await expect(
      canvas.getByText('Renews every month at $29.99 until you cancel. Cancel any time in Membership.'),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Test cards' })).toBeVisible();
  },
};

/** Pay with nothing typed: the contract's message beside each field, the focus on the first. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await cardNumber(canvas);
    await pay(canvas);
    await expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription('Enter the card number');
    await expect(canvas.getByLabelText(/Card number/)).toHaveFocus();
    await expect(canvas.getByLabelText(/ZIP code/)).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
  },
};

/** The payment call runs: Pay is disabled and says so. */
export const Processing: Story = {
  parameters: { msw: recorded('membership/checkout', loadingForever('createPurchase')) },
  play: async ({ canvas }) => {
    await fillCard(canvas);
    await pay(canvas);
    await expect(await canvas.findByRole('button', { name: /Processing payment/ }, slow)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const declinedStory = (scenario: ScenarioName, number: string, message: string): Story => ({
  parameters: { msw: recorded(scenario) },
  play: async ({ canvas }) => {
    await fillCard(canvas, number);
    await pay(canvas);
    await waitFor(
      () => expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription(message),
      slow,
    );
    await expect(canvas.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(canvas.getByLabelText(/Name on card/)).toHaveValue('Sam Free');
  },
});

/** The sandbox's declined card: the form keeps what was typed and says why; no charge. */
export const Declined: Story = declinedStory(
  'membership/checkout-declined',
  sandboxTestCards.declined.number,
  declineReasons.card_declined,
);

export const InsufficientFunds: Story = declinedStory(
  'membership/checkout-insufficient-funds',
  sandboxTestCards.insufficientFunds.number,
  declineReasons.insufficient_funds,
);

/** The card asks for 3-D Secure: the sandbox bank's step with Approve and Fail. */
export const ThreeDSecure: Story = {
  name: '3-D Secure',
  parameters: { msw: recorded('membership/checkout-3ds') },
  play: async ({ canvas }) => {
    await fillCard(canvas, sandboxTestCards.challenge.number);
    await pay(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirm with your bank' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** The payment call fails (500): the retry resends the same key, so it never charges twice. */
export const NetworkError: Story = {
  parameters: { msw: recorded('membership/checkout', failing('createPurchase')) },
  play: async ({ canvas }) => {
    await fillCard(canvas);
    await pay(canvas);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
    await expect(canvas.getByText(/Trying again never charges you twice/)).toBeVisible();
  },
};

/** Paid: what was bought, the renewal, Continue back to "who liked me", the receipt. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await fillCard(canvas);
    await pay(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You’re all set' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(/Renews on Dec 20, 2026 at \$29\.99/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/lists/wlm');
  },
};

/** The whole way: "who liked me" → paywall → 1 Month → pay → success → Continue → the list, without a reload. */
export const FromPaywallToList: Story = {
  parameters: { route: '/lists/wlm' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: paywallHeadline('likedMe') }, slow);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Choose' }, slow))[0]!);
    await fillCard(canvas);
    await pay(canvas);
    await userEvent.click(await canvas.findByRole('link', { name: 'Continue' }, slow));
    await expect(await canvas.findByRole('list', { name: 'Who liked me' }, slow)).toBeVisible();
  },
};

const receiptRoute = '/subscription/receipt';

/** The latest receipt: plan, amount, date, card, reference. */
export const Receipt: Story = {
  parameters: { route: receiptRoute, msw: recorded('membership/paid') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: paidReference }, slow)).toBeVisible();
    for (const text of ['1 Month', '$29.99', 'Nov 20, 2026', 'Visa •••• 4242'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const ReceiptLoading: Story = {
  parameters: {
    route: `${receiptRoute}?reference=${paidReference}`,
    msw: recorded('membership/paid', loadingForever('getPurchase')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your receipt', undefined, slow)).toBeInTheDocument();
  },
};

export const ReceiptError: Story = {
  parameters: {
    route: `${receiptRoute}?reference=${paidReference}`,
    msw: recorded('membership/paid', failing('getPurchase')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

/** A member who never paid. */
export const ReceiptNoPayments: Story = {
  parameters: { route: receiptRoute },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No payments yet' }, slow)).toBeVisible();
  },
};
