import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxTestCards } from '@app/contract';
import { expect, fn } from 'storybook/test';
import { CheckoutScreen } from './CheckoutScreen';
import type {
  CardFieldName,
  CardFieldProps,
  CheckoutPlanSummary,
  CheckoutScreenProps,
} from './CheckoutScreen';

// Copy as the site words it (ui cannot import @app/client's formatCents).
const plan: CheckoutPlanSummary = {
  name: '3 Months',
  amount: '$59.97',
  terms: 'Renews every 3 months at $59.97 until you cancel. Cancel any time in Membership.',
  unlocks: [
    'See who liked you and who viewed you',
    'Read and answer every message',
    'Mutual likes and your blocklist',
  ],
};
const testCards = Object.values(sandboxTestCards);

const filled: Record<CardFieldName, string> = {
  number: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2028',
  cvc: '123',
  name: 'Sam Rivera',
  zip: '10001',
};
const fieldsOf = (
  values: Partial<Record<CardFieldName, string>>,
  errors: Partial<Record<CardFieldName, string>> = {},
): Record<CardFieldName, CardFieldProps> =>
  Object.fromEntries(
    (Object.keys(filled) as CardFieldName[]).map((name) => [
      name,
      { name, value: values[name] ?? '', onChange: fn(), error: errors[name] },
    ]),
  ) as unknown as Record<CardFieldName, CardFieldProps>;

const submit = fn((event: { preventDefault: () => void }) => event.preventDefault());
const meta = {
  title: 'Screens/CheckoutScreen',
  component: CheckoutScreen,
  args: {
    status: 'ready',
    backHref: '/home/paywall',
    plan,
    testCards,
    fields: fieldsOf({}),
    onSubmit: submit,
  } satisfies CheckoutScreenProps,
} satisfies Meta<typeof CheckoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    submit.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: '3 Months' })).toBeVisible();
    await expect(canvas.getByText(plan.terms)).toBeVisible();
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByLabelText(/Expiry month/)).toHaveAttribute('autocomplete', 'cc-exp-month');
    await expect(canvas.getByLabelText(/Expiry year/)).toHaveAttribute('autocomplete', 'cc-exp-year');
    await expect(canvas.getByLabelText(/CVC/)).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(canvas.getByLabelText(/Name on card/)).toHaveAttribute('autocomplete', 'cc-name');
    await expect(canvas.getByLabelText(/ZIP code/)).toHaveAttribute('autocomplete', 'postal-code');
    await expect(canvas.getByRole('complementary', { name: 'Test cards' })).toHaveTextContent(
      '4242 4242 4242 4242',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $59.97' }));
    await expect(submit).toHaveBeenCalledTimes(1);
  },
};

export const FieldErrors: Story = {
  args: {
    fields: fieldsOf(
      { number: '4242 4242 4242 4241', expMonth: '13', cvc: '1' },
      {
        number: 'Check the card number',
        expMonth: 'Enter a month from 1 to 12',
        expYear: 'Enter the year',
        cvc: 'Enter the 3 or 4 digits on the back',
        name: 'Enter the name on the card',
        zip: 'Enter a 5-digit ZIP code',
      },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription('Check the card number');
    await expect(canvas.getByLabelText(/ZIP code/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Processing: Story = {
  args: { fields: fieldsOf(filled), processing: true },
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: /Processing payment/ });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(/Card number/)).toBeDisabled();
  },
};

const declined = (reason: string) => ({
  fields: fieldsOf({ ...filled, number: '4000 0000 0000 0002', cvc: '' }, { number: reason }),
  alert: { tone: 'danger' as const, title: 'Payment declined', message: `${reason} No charge was made.` },
});
export const Declined: Story = {
  args: declined('Your bank declined this card. Try another card or contact your bank.'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment declined' })).toBeVisible();
    await expect(canvas.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    await expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription(
      'Your bank declined this card. Try another card or contact your bank.',
    );
  },
};
export const InsufficientFunds: Story = {
  args: declined('This card has insufficient funds. Try another card.'),
};

const retry = fn();
export const NetworkError: Story = {
  args: {
    fields: fieldsOf(filled),
    alert: {
      tone: 'warning',
      title: 'We couldn’t reach the payment service',
      message: 'Check your connection. Trying again will not charge you twice.',
      action: { label: 'Try again', onClick: retry },
    },
  },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const PriceChanged: Story = {
  args: {
    fields: fieldsOf(filled),
    plan: { ...plan, amount: '$64.97', terms: 'Renews every 3 months at $64.97 until you cancel.' },
    alert: {
      tone: 'warning',
      title: 'The price changed',
      message: 'This plan now costs $64.97. Check it and pay again.',
    },
  },
};

const approve = fn();
const fail = fn();
export const Challenge: Story = {
  name: '3-D Secure',
  args: { status: 'challenge', plan, onApprove: approve, onFail: fail } as never,
  play: async ({ canvas, userEvent }) => {
    approve.mockClear();
    fail.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm with your bank' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(approve).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(fail).toHaveBeenCalledTimes(1);
  },
};

/** The page came back (a reload, another tab) to a payment still being charged: no form, the bank's answer next. */
export const PaymentPending: Story = {
  args: { status: 'pending', plan } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your payment is on its way' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for the bank');
    await expect(canvas.queryByLabelText(/Card number/)).toBeNull();
  },
};

/** A paying member opens the checkout of the plan they already have: their membership instead of a form. */
export const PlanAlreadyHeld: Story = {
  args: { status: 'held', planName: '3 Months', membershipHref: '/subscription' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'You already have 3 Months' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your plan');
  },
};

const reload = fn();
export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'We couldn’t load this plan. Try again.', onRetry: reload } as never,
  play: async ({ canvas, userEvent }) => {
    reload.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(reload).toHaveBeenCalledTimes(1);
  },
};
