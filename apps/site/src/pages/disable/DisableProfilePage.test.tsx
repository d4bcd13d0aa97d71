// profile/disable over the server's recorded answers: only a member whose membership renews is told disabling does not cancel it, with
// the way to cancel; a free member, or one whose membership will not renew, hears nothing about a membership.
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded } from '@app/mocks';
import { disablePaths } from '../../features/disable/paths';
import { renderAt } from '../../test/render';
import DisableProfilePage from './DisableProfilePage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

const open = async (scenario: ScenarioName, ...first: HttpHandler[]) => {
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
  renderAt(disablePaths.explain, <DisableProfilePage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Disable your profile' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading your membership')).toBeNull());
};

const expectNoMembership = () => {
  expect(screen.queryByRole('link', { name: 'Cancel my membership' })).toBeNull();
  expect(screen.queryByText(/membership/i)).toBeNull();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', disablePaths.reasons);
};

describe('DisableProfilePage', () => {
  it('tells a paying member their membership keeps renewing, with the way to cancel it', async () => {
    await open('account/paying-member');
    expect(screen.getByText(/does not cancel a membership you pay for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel my membership' })).toHaveAttribute(
      'href',
      '/subscription/cancel',
    );
  });

  it('says nothing about a membership to a free member', async () => {
    await open('account/free-member');
    expectNoMembership();
  });

  it('says nothing about cancelling a membership already cancelled (it will not renew)', async () => {
    await open('account/paying-cancelled');
    expectNoMembership();
  });

  it('keeps the warning, hedged, when the membership cannot be read', async () => {
    await open('account/free-member', failing('getSubscription'));
    expect(screen.getByText(/If you pay for a membership/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel my membership' })).toBeInTheDocument();
  });
});
