import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declineReasons, sandboxTestCards } from '@app/contract';
import { allHandlers, memberIds, memberScenario, subscriptionView } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import CheckoutPage from './CheckoutPage';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return <h1>{`${name} at ${location.pathname}${location.search}`}</h1>;
}

function renderCheckout(path = '/subscription?plan=subscription-1-month&continue=%2Flists%2Fwlm') {
  const { db, handlers } = memberScenario(memberIds.free);
  server.use(...allHandlers(handlers));
  const view = renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/subscription" element={<CheckoutPage />} />
        <Route path="/subscription/success" element={<Probe name="Success" />} />
        <Route path="/login" element={<Probe name="Login" />} />
      </Routes>
    </SiteFrame>,
  );
  return { db, ...view };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  number: string = sandboxTestCards.success.number,
) {
  await user.type(await screen.findByLabelText(/Card number/), number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await user.type(screen.getByLabelText(/Expiry month/), '12');
  await user.type(screen.getByLabelText(/Expiry year/), '2030');
  await user.type(screen.getByLabelText(/CVC/), '123');
  await user.type(screen.getByLabelText(/ZIP code/), '10001');
  await user.type(screen.getByLabelText(/Name on card/), 'Sam Free');
}
const payButton = () => screen.getByRole('button', { name: /^Pay \$29\.99$/ });

describe('CheckoutPage', () => {
  it('shows the plan, its terms and the test cards; checks every field with the contract before paying', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    expect(await screen.findByText(/Renews every month at \$29\.99 until you cancel/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Test cards' })).toHaveTextContent(
      '4242 4242 4242 4242',
    );
    await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4241');
    await user.click(payButton());
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription('Check the card number');
    expect(screen.getByLabelText(/Expiry month/)).toHaveAccessibleDescription('Enter a month from 1 to 12');
    expect(screen.getByLabelText(/ZIP code/)).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    expect(db.purchases.size).toBe(0);
  });

  it('pays once for a double click, refreshes the permissions, and goes to the success page with continue', async () => {
    const user = userEvent.setup();
    const { db, queryClient } = renderCheckout();
    await fillCard(user);
    await user.dblClick(payButton());
    expect(
      await screen.findByText(
        /^Success at \/subscription\/success\?reference=SPK-[A-Z0-9]+&continue=%2Flists%2Fwlm$/,
      ),
    ).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
    expect(subscriptionView(db, memberIds.free).state).toBe('active');
    expect(queryClient.getQueryData(queryKeys.permissions.current())).toMatchObject({ isPayingMember: true });
    expect(queryClient.getQueryData(queryKeys.billing.subscription())).toMatchObject({ state: 'active' });
  });

  it('a declined card keeps the form, says why beside the number, and charges nothing', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    await fillCard(user, sandboxTestCards.declined.number);
    await user.click(payButton());
    const message = declineReasons.card_declined;
    await waitFor(() => expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(message));
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Sam Free');
    expect(subscriptionView(db, memberIds.free)).toMatchObject({ state: 'none', lastReceipt: null });

    // A new card after the decline is a new attempt (a new key): it pays.
    await user.clear(screen.getByLabelText(/Card number/));
    await user.type(screen.getByLabelText(/Card number/), sandboxTestCards.success.number);
    await user.click(payButton());
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    const keys = [...db.purchases.values()].map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('after a failure offers a retry that resends the same key: one charge', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    db.billingFaults.fail = 1;
    await fillCard(user);
    await user.click(payButton());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
  });

  it('asks for the bank check (3-D Secure), then pays when approved', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    await fillCard(user, sandboxTestCards.challenge.number);
    await user.click(payButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm with your bank' }),
    ).toBeInTheDocument();
    expect(subscriptionView(db, memberIds.free).state).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(subscriptionView(db, memberIds.free).state).toBe('active');
  });

  it('a failed bank check returns to the form with the reason', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user, sandboxTestCards.challenge.number);
    await user.click(payButton());
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(
        declineReasons.authentication_failed,
      ),
    );
  });

  it('an expired session sends the member to log in, and back to this very step', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    await fillCard(user);
    db.sessionMemberId = null;
    await user.click(payButton());
    expect(
      await screen.findByText(
        `Login at /login?redirectTo=${encodeURIComponent('/subscription?plan=subscription-1-month&continue=%2Flists%2Fwlm')}`,
      ),
    ).toBeInTheDocument();
  });

  it('a price changed since the form opened: says so and shows the new price', async () => {
    const user = userEvent.setup();
    const { db } = renderCheckout();
    await fillCard(user);
    const plan = db.plans.find((candidate) => candidate.id === 'subscription-1-month')!;
    plan.priceCents = 3499;
    plan.price = '34.99';
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'The price changed' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $34.99' })).toBeInTheDocument();
    expect(db.purchases.size).toBe(0);
  });

  it('a plan that is not on sale says so', async () => {
    renderCheckout('/subscription?plan=nope');
    expect(
      await screen.findByText('This plan is not on sale any more. Choose another plan.'),
    ).toBeInTheDocument();
  });
});
