import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retentionOfferCopy } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { LinkProvider } from '@app/ui';
import { RouterLink } from '../../app/RouterLink';
import { renderAt } from '../../test/render';
import CancelPage from './CancelPage';
import FreeTimeCongratulationsPage from './FreeTimeCongratulationsPage';
import OfferPage from './OfferPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The calls the page sent to `path` (an offer must be taken, and charged, once). */
function sentTo(path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}

/** The pages over a recording of the real server (scripts/record/scenarios/membership.ts). */
function open(scenario: ScenarioName, path: string) {
  server.use(...Object.values(recorded(scenario).handlers).flat());
  renderAt(
    path,
    <LinkProvider component={RouterLink}>
      <Routes>
        <Route path="/subscription/cancel" element={<CancelPage />} />
        <Route path="/subscription/free-time-congratulations" element={<FreeTimeCongratulationsPage />} />
        <Route path="/subscription/:offer" element={<OfferPage />} />
      </Routes>
    </LinkProvider>,
  );
}

describe('OfferPage and FreeTimeCongratulationsPage', () => {
  it('free time: accepted once, then the new end date on free-time-congratulations', async () => {
    const accepted = sentTo('/api/user/billing/subscription/offers/free-time-offer');
    open('membership/offer-free-time', '/subscription/free-time-offer');
    await userEvent.click(
      await screen.findByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }),
    );
    expect(await screen.findByRole('heading', { name: '7 free days added' })).toBeInTheDocument();
    // Both discounts taken before moved the renewal to Feb 9; the free days add a week to it.
    expect(await screen.findByText('Your membership now renews on Feb 16, 2027.')).toBeInTheDocument();
    expect(accepted()).toBe(1);
  });

  it('discount66 shows the amount and the card before charging them, once', async () => {
    const accepted = sentTo('/api/user/billing/subscription/offers/discount66');
    open('membership/offer-discount66', '/subscription/discount66');
    expect(await screen.findByText('$9.99')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === 'Visa •••• ending in 4242',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: retentionOfferCopy.discount66.accept }));
    expect(
      await screen.findByText('$9.99 was charged to your card. Your membership now renews on Feb 9, 2027.'),
    ).toBeInTheDocument();
    expect(accepted()).toBe(1);
  });

  it('discount50: the next renewal at the discount price', async () => {
    open('membership/offer-discount50', '/subscription/discount50');
    await userEvent.click(await screen.findByRole('button', { name: retentionOfferCopy.discount50.accept }));
    expect(await screen.findByText('From Jan 9, 2027 you renew as 1 Month for $14.99.')).toBeInTheDocument();
  });

  it('an offer taken already says so and links back; "No thanks" leads to cancelling', async () => {
    open('membership/offer-free-time', '/subscription/discount50');
    expect(await screen.findByRole('heading', { name: 'This offer is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('"No thanks" goes back to the cancel screen', async () => {
    open('membership/active', '/subscription/discount50');
    await userEvent.click(await screen.findByRole('link', { name: 'No thanks' }));
    expect(await screen.findByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
  });

  it('the offer taken in another tab: the 409 offer_unavailable says it is not available', async () => {
    // The recording: the page opened, then the other tab took the offer, then this tab accepted.
    open('membership/offer-taken-elsewhere', '/subscription/free-time-offer');
    await userEvent.click(
      await screen.findByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }),
    );
    expect(await screen.findByRole('heading', { name: 'This offer is not available' })).toBeInTheDocument();
  });

  it('free-time-congratulations before the offer was taken leads to the offer', async () => {
    open('membership/active', '/subscription/free-time-congratulations');
    expect(
      await screen.findByRole('button', { name: retentionOfferCopy['free-time-offer'].accept }),
    ).toBeInTheDocument();
  });
});
