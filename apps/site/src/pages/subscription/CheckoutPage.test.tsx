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

const CHECKOUT = '/subscription?plan=subscription-1-month&continue=%2Flists%2Fwlm';

function renderCheckout(
  path = CHECKOUT,
  scenario: ReturnType<typeof memberScenario> = memberScenario(memberIds.free),
) {
  const { db, handlers } = scenario;
  server.use(...allHandlers(handlers));
  return { db, ...renderCheckoutPage(path) };
}

/** The page alone, at `path` (a second render is a reload or another tab over the same store). */
function renderCheckoutPage(path: string) {
  return renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/subscription" element={<CheckoutPage />} />
        <Route path="/subscription/success" element={<Probe name="Success" />} />
        <Route path="/login" element={<Probe name="Login" />} />
      </Routes>
    </SiteFrame>,
  );
}

/** The only checkout in the store, and its entry. */
const theCheckout = (db: ReturnType<typeof memberScenario>['db']) => {
  const [entry] = [...db.checkouts.entries()];
  if (!entry) throw new Error('no checkout opened');
  return { id: entry[0], ...entry[1] };
};

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
        `Login at /login?redirectTo=${encodeURIComponent(`${CHECKOUT}&checkout=${theCheckout(db).id}`)}`,
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

  it('keeps the checkout in the URL; reloaded after paying (the answer lost), it shows the receipt and charges nothing more', async () => {
    const user = userEvent.setup();
    const { db, unmount } = renderCheckout();
    await fillCard(user);
    // The payment's answer never arrives: the page is reloaded meanwhile.
    db.billingFaults.purchaseDelay = 'infinite';
    await user.click(payButton());
    await screen.findByRole('button', { name: /Processing payment/ });
    unmount();
    db.billingFaults.purchaseDelay = 0;

    const { id, reference } = theCheckout(db);
    expect(reference).not.toBeNull();
    renderCheckoutPage(`${CHECKOUT}&checkout=${id}`);
    expect(
      await screen.findByText(
        `Success at /subscription/success?reference=${reference}&continue=%2Flists%2Fwlm`,
      ),
    ).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
  });

  it('reloaded while the payment is on its way: no form, then the receipt once the bank answers', async () => {
    const { db, unmount } = renderCheckout();
    await screen.findByLabelText(/Card number/);
    const { id } = theCheckout(db);
    // A payment of this checkout is being charged by another request (another tab, the page before its reload).
    const user = userEvent.setup();
    await fillCard(user);
    db.billingFaults.purchaseDelay = 'infinite';
    await user.click(payButton());
    await screen.findByRole('button', { name: /Processing payment/ });
    const { reference } = theCheckout(db);
    const entry = db.purchases.get(reference!)!;
    entry.purchase = { ...entry.purchase, status: 'processing', paidAt: null };
    db.checkouts.get(id)!.paid = false;

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${id}`);
    expect(await screen.findByRole('heading', { name: 'Your payment is on its way' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    // The bank answers: the page, asking again meanwhile, moves on to the receipt.
    entry.purchase = { ...entry.purchase, status: 'succeeded', paidAt: entry.purchase.createdAt };
    db.checkouts.get(id)!.paid = true;
    expect(await screen.findByText(/^Success at /, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
  });

  it('reloaded after a decline: says so, and the next card is a new attempt', async () => {
    const user = userEvent.setup();
    const { db, unmount } = renderCheckout();
    await fillCard(user, sandboxTestCards.declined.number);
    await user.click(payButton());
    await screen.findByRole('heading', { name: 'Payment declined' });

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${theCheckout(db).id}`);
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(new Set([...db.purchases.values()].map((entry) => entry.idempotencyKey)).size).toBe(2);
  });

  it('reloaded at the bank check: the check again, not the form', async () => {
    const user = userEvent.setup();
    const { db, unmount } = renderCheckout();
    await fillCard(user, sandboxTestCards.challenge.number);
    await user.click(payButton());
    await screen.findByRole('heading', { level: 1, name: 'Confirm with your bank' });

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${theCheckout(db).id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
  });

  it('paid in another tab: this one shows the receipt when it hears of it, and pays nothing', async () => {
    const { db, queryClient } = renderCheckout();
    await screen.findByLabelText(/Card number/);
    // The other tab paid with this checkout's key (the same store is the server).
    const other = await fetch('http://localhost/api/user/billing/purchases', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        planId: 'subscription-1-month',
        amountCents: 2999,
        idempotencyKey: theCheckout(db).idempotencyKey,
        card: {
          number: sandboxTestCards.success.number,
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          name: 'Sam Free',
          zip: '10001',
        },
      }),
    });
    expect(other.status).toBe(200);
    // What the membership's sync does when another tab says the membership changed.
    await queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(db.purchases.size).toBe(1);
  });

  it('the plan a paying member already has: their membership, no form', async () => {
    renderCheckout('/subscription?plan=subscription-3-months', memberScenario(memberIds.paying));
    expect(await screen.findByRole('heading', { name: 'You already have 3 Months' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('a plan that is not on sale says so', async () => {
    renderCheckout('/subscription?plan=nope');
    expect(
      await screen.findByText('This plan is not on sale any more. Choose another plan.'),
    ).toBeInTheDocument();
  });
});
