import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded } from '@app/mocks';
import type { HttpHandler } from 'msw';
import { LinkProvider } from '@app/ui';
import { RouterLink } from '../../app/RouterLink';
import { renderAt } from '../../test/render';
import CancelPage from './CancelPage';
import MembershipPage from './MembershipPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The recorded answers of `scenario`, the given generic answers first. */
const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

/** The pages over a recording of the real server (scripts/record/scenarios/membership.ts). */
function open(scenario: ScenarioName, path = '/subscription', ...first: HttpHandler[]) {
  server.use(...handlersOf(scenario, ...first));
  renderAt(
    path,
    <LinkProvider component={RouterLink}>
      <Routes>
        <Route path="/subscription" element={<MembershipPage />} />
        <Route path="/subscription/cancel" element={<CancelPage />} />
      </Routes>
    </LinkProvider>,
  );
}

const panel = () => screen.findByRole('region', { name: '3 Months' });

describe('MembershipPage and CancelPage', () => {
  it('active: plan, renewal date and amount, card, receipt; cancel in 2 clicks; reactivate', async () => {
    open('membership/active');
    const membership = within(await panel());
    expect(membership.getByText('Active')).toBeInTheDocument();
    expect(membership.getByText('$59.97 on Jan 9, 2027')).toBeInTheDocument();
    expect(
      membership.getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === 'Visa •••• ending in 4242',
      ),
    ).toBeInTheDocument();

    // Click 1: the link on the membership page. Click 2: the button on the cancel page's first screen.
    await userEvent.click(membership.getByRole('link', { name: 'Cancel membership' }));
    expect(await screen.findByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/subscription/discount50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(
      await screen.findByRole('heading', { name: 'Your membership stays until Jan 9, 2027' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate membership' }));
    const again = within(await panel());
    expect(await again.findByText('Active')).toBeInTheDocument();
    expect(again.getByText('$59.97 on Jan 9, 2027')).toBeInTheDocument();
  });

  it('sends the reason chosen; every offer taken leaves the cancel button alone', async () => {
    open('membership/no-offers', '/subscription/cancel');
    await userEvent.click(await screen.findByRole('radio', { name: 'Not enough matches' }));
    expect(screen.queryByRole('link', { name: 'See the offer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByRole('heading', { name: /stays until/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate membership' })).toBeInTheDocument();
  });

  it('a failed cancel says so under the button and keeps the form', async () => {
    open('membership/offer-free-time', '/subscription/cancel', failing('cancelSubscription'));
    expect(await screen.findByRole('heading', { name: '7 days free' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Something went wrong on our side. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });

  it('change of plan: from the renewal date the membership renews as the new plan', async () => {
    open('membership/active');
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: '6 Months, $89.94' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('From Jan 9, 2027 you renew as 6 Months for $89.94.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '6 Months, $89.94' })).toBeNull();
  });

  it('a failed change of plan is said where it was', async () => {
    open('membership/active', '/subscription', failing('changePlan'));
    await panel();
    await userEvent.click(screen.getByRole('radio', { name: '1 Month, $29.99' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Something went wrong on our side. Try again.')).toBeInTheDocument();
  });

  it('expired: when it ended, and the plans lead to checkout coming back here', async () => {
    open('membership/expired');
    expect(await screen.findByRole('heading', { name: 'Subscribe again' })).toBeInTheDocument();
    expect(screen.getByText(/ended on Nov 10, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose 1 Month' })).toHaveAttribute(
      'href',
      '/subscription?plan=subscription-1-month&continue=%2Fsubscription',
    );
  });

  it('never subscribed: the plans; the boost links to its checkout', async () => {
    open('membership/none');
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Boost your profile' })).toHaveAttribute(
      'href',
      '/subscription?plan=boost-30-minutes&continue=%2Fsubscription',
    );
  });

  it('a failed load offers a retry', async () => {
    open('membership/active', '/subscription', failing('getSubscription'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // The server answers again: the recording alone.
    server.resetHandlers(...handlersOf('membership/active'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await panel()).toBeInTheDocument();
  });
});
