import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paywallHeadline } from '@app/client';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { renderAt } from '../../test/render';
import PaywallPage from './PaywallPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The paywall over a recording of the real server (scripts/record/scenarios/membership.ts). */
function renderPaywall(
  scenario: ScenarioName,
  path = '/home/paywall?feature=likedMe&continue=%2Flists%2Fwlm',
) {
  server.use(...Object.values(recorded(scenario).handlers).flat());
  return renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/home/paywall" element={<PaywallPage />} />
        <Route path="/subscription" element={<h1>Checkout</h1>} />
      </Routes>
    </SiteFrame>,
  );
}

const planCard = (name: string) => screen.getByRole('listitem', { name });

describe('PaywallPage', () => {
  it("a free member: the refused feature's headline, every plan to choose, the discount", async () => {
    const user = userEvent.setup();
    renderPaywall('membership/paywall');
    expect(await screen.findByRole('heading', { level: 1, name: paywallHeadline('likedMe') })).toBeVisible();
    await screen.findByRole('listitem', { name: '3 Months' });
    for (const name of ['1 Month', '3 Months', '6 Months'])
      expect(within(planCard(name)).getByRole('button', { name: 'Choose' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Limited offer' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^You have/ })).toBeNull();
    await user.click(within(planCard('1 Month')).getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
  });

  it('a paying member: their membership, their plan marked and not for sale, the others still to choose', async () => {
    renderPaywall('membership/paywall-paying');
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re a Premium member' })).toBeVisible();
    const banner = screen.getByRole('region', { name: 'You have 3 Months' });
    expect(within(banner).getByRole('link', { name: 'See your membership' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const theirs = planCard('3 Months');
    expect(theirs).toHaveTextContent('Your plan');
    expect(within(theirs).getByRole('button', { name: 'Your plan' })).toBeDisabled();
    expect(within(theirs).queryByRole('button', { name: 'Choose' })).toBeNull();
    expect(within(planCard('1 Month')).getByRole('button', { name: 'Choose' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Limited offer' })).toBeNull();
  });
});
