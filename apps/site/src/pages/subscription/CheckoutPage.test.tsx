import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { PurchaseBody } from '@app/contract';
import { declineReasons, sandboxTestCards } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, loadingForever, recorded, recordedAnswer } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import CheckoutPage from './CheckoutPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The payments the page sent (their bodies), in order: one charge is one key. */
function paymentsSent(): () => Promise<PurchaseBody[]> {
  const bodies: Promise<PurchaseBody>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/user/billing/purchases')
      bodies.push(request.clone().json() as Promise<PurchaseBody>);
  });
  return () => Promise.all(bodies);
}

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return <h1>{`${name} at ${location.pathname}${location.search}`}</h1>;
}

const CHECKOUT = '/subscription?plan=subscription-1-month&continue=%2Flists%2Fwlm';

const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

/** The page over a recording of the real server (scripts/record/scenarios/membership.ts), generic answers first. */
function renderCheckout(
  scenario: ScenarioName = 'membership/checkout',
  path = CHECKOUT,
  ...first: HttpHandler[]
) {
  server.use(...handlersOf(scenario, ...first));
  return { sent: paymentsSent(), ...renderCheckoutPage(path) };
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

/** The checkout the server opened for the page in `scenario`. */
const checkoutOf = (scenario: ScenarioName) => recordedAnswer(scenario, 'openCheckout').data;

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
    const { sent } = renderCheckout();
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
    expect(await sent()).toHaveLength(0);
  });

  it('pays once for a double click, refreshes the permissions, and goes to the success page with continue', async () => {
    const user = userEvent.setup();
    const { sent, queryClient } = renderCheckout();
    await fillCard(user);
    await user.dblClick(payButton());
    expect(
      await screen.findByText(
        /^Success at \/subscription\/success\?reference=SPK-[A-Z0-9]+&continue=%2Flists%2Fwlm$/,
      ),
    ).toBeInTheDocument();
    expect(await sent()).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.permissions.current())).toMatchObject({ isPayingMember: true });
    expect(queryClient.getQueryData(queryKeys.billing.subscription())).toMatchObject({ state: 'active' });
  });

  it('a declined card keeps the form, says why beside the number, and charges nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderCheckout('membership/checkout-declined');
    await fillCard(user, sandboxTestCards.declined.number);
    await user.click(payButton());
    const message = declineReasons.card_declined;
    await waitFor(() => expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(message));
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Sam Free');

    // A new card after the decline is a new attempt (a new key): it pays.
    await user.clear(screen.getByLabelText(/Card number/));
    await user.type(screen.getByLabelText(/Card number/), sandboxTestCards.success.number);
    await user.click(payButton());
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    const keys = (await sent()).map((body) => body.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('after a failure offers a retry that resends the same key: one charge', async () => {
    const user = userEvent.setup();
    const { sent } = renderCheckout('membership/checkout', CHECKOUT, failing('createPurchase'));
    await fillCard(user);
    await user.click(payButton());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The server answers again: the recording alone.
    server.resetHandlers(...handlersOf('membership/checkout'));
    await user.click(retry);
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    const keys = (await sent()).map((body) => body.idempotencyKey);
    expect(keys).toEqual([checkoutOf('membership/checkout').idempotencyKey, keys[0]]);
  });

  it('asks for the bank check (3-D Secure), then pays when approved', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderCheckout('membership/checkout-3ds');
    await fillCard(user, sandboxTestCards.challenge.number);
    await user.click(payButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm with your bank' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.billing.subscription())).toMatchObject({ state: 'active' });
  });

  it('a failed bank check returns to the form with the reason', async () => {
    const user = userEvent.setup();
    renderCheckout('membership/checkout-3ds-failed');
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
    // The session ended (elsewhere) after the form opened: the server answers the payment 401.
    renderCheckout('membership/checkout-session-ended');
    await fillCard(user);
    await user.click(payButton());
    const { id } = checkoutOf('membership/checkout-session-ended');
    expect(
      await screen.findByText(
        `Login at /login?redirectTo=${encodeURIComponent(`${CHECKOUT}&checkout=${id}`)}`,
      ),
    ).toBeInTheDocument();
  });

  it('a price changed since the form opened: says so and shows the new price', async () => {
    const user = userEvent.setup();
    // The price went up on the server after the form opened (membership/checkout-price-changed).
    const { sent } = renderCheckout('membership/checkout-price-changed');
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'The price changed' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $34.99' })).toBeInTheDocument();
    expect(await sent()).toHaveLength(1);
  });

  it('keeps the checkout in the URL; reloaded after paying (the answer lost), it shows the receipt and charges nothing more', async () => {
    const user = userEvent.setup();
    // The payment's answer never arrives (the server took it): the page is reloaded meanwhile.
    const { sent, unmount } = renderCheckout(
      'membership/checkout',
      CHECKOUT,
      loadingForever('createPurchase'),
    );
    await fillCard(user);
    await user.click(payButton());
    await screen.findByRole('button', { name: /Processing payment/ });
    unmount();

    const { id } = checkoutOf('membership/checkout');
    const { reference } = recordedAnswer('membership/checkout', 'createPurchase').data;
    renderCheckoutPage(`${CHECKOUT}&checkout=${id}`);
    expect(
      await screen.findByText(
        `Success at /subscription/success?reference=${reference}&continue=%2Flists%2Fwlm`,
      ),
    ).toBeInTheDocument();
    expect(await sent()).toHaveLength(1);
  });

  it('reloaded while the payment is on its way: no form, then the receipt once the bank answers', async () => {
    // A payment of this checkout is being charged by another request (another tab, the page before its reload);
    // in membership/checkout-processing the bank answers between the page's first ask and its next.
    const scenario = 'membership/checkout-processing';
    const { sent, unmount } = renderCheckout(scenario, CHECKOUT, loadingForever('createPurchase'));
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(payButton());
    await screen.findByRole('button', { name: /Processing payment/ });

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${checkoutOf(scenario).id}`);
    expect(await screen.findByRole('heading', { name: 'Your payment is on its way' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(await screen.findByText(/^Success at /, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await sent()).toHaveLength(1);
  });

  it('reloaded after a decline: says so, and the next card is a new attempt', async () => {
    const user = userEvent.setup();
    const { sent, unmount } = renderCheckout('membership/checkout-declined');
    await fillCard(user, sandboxTestCards.declined.number);
    await user.click(payButton());
    await screen.findByRole('heading', { name: 'Payment declined' });

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${checkoutOf('membership/checkout-declined').id}`);
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(new Set((await sent()).map((body) => body.idempotencyKey)).size).toBe(2);
  });

  it('reloaded at the bank check: the check again, not the form', async () => {
    const user = userEvent.setup();
    const { sent, unmount } = renderCheckout('membership/checkout-3ds');
    await fillCard(user, sandboxTestCards.challenge.number);
    await user.click(payButton());
    await screen.findByRole('heading', { level: 1, name: 'Confirm with your bank' });

    unmount();
    renderCheckoutPage(`${CHECKOUT}&checkout=${checkoutOf('membership/checkout-3ds').id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/^Success at /)).toBeInTheDocument();
    expect(await sent()).toHaveLength(1);
  });

  it('paid in another tab: this one shows the receipt when it hears of it, and pays nothing', async () => {
    const { sent, queryClient } = renderCheckout();
    await screen.findByLabelText(/Card number/);
    // The other tab paid with this checkout's key (the same member's session: the recording's payment).
    const other = await fetch('http://localhost/api/user/billing/purchases', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        planId: 'subscription-1-month',
        amountCents: 2999,
        idempotencyKey: checkoutOf('membership/checkout').idempotencyKey,
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
    // Only the other tab's.
    expect(await sent()).toHaveLength(1);
  });

  it('the plan a paying member already has: their membership, no form', async () => {
    renderCheckout('membership/plan-held', '/subscription?plan=subscription-3-months');
    expect(await screen.findByRole('heading', { name: 'You already have 3 Months' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('a plan that is not on sale says so', async () => {
    renderCheckout('membership/plan-not-on-sale', '/subscription?plan=nope');
    expect(
      await screen.findByText('This plan is not on sale any more. Choose another plan.'),
    ).toBeInTheDocument();
  });
});
