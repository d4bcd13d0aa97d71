// The disable flow through the site's route tree over the server's recorded answers: reasons, the confirmation, the disable call with
// what was chosen, then profile/disabled rendered signed out; a failed call keeps the choices and the text.
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disableProfile } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded } from '@app/mocks';
import SiteRoutes from '../../app/SiteRoutes';
import { disablePaths } from '../../features/disable/paths';
import { renderAt } from '../../test/render';
import DisableReasonsPage from './DisableReasonsPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();
/** The bodies the site sent to disable the profile. */
let disables: unknown[] = [];
beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === disableProfile.path) disables.push(await request.clone().json());
  });
});
beforeEach(() => {
  disables = [];
});

const replay = (scenario: ScenarioName, ...first: Parameters<typeof recorded>[1][]) =>
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());

// The reasons page as the member area shows it, and profile/disabled where SiteRoutes puts it: outside.
const open = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path={disablePaths.reasons} element={<DisableReasonsPage />} />
      <Route path="*" element={<SiteRoutes />} />
    </Routes>,
  );

async function chooseAndConfirm() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I am taking a break' }));
  await userEvent.type(screen.getByLabelText(/Anything else/), 'Back in the spring.');
  await userEvent.click(screen.getByRole('button', { name: 'Disable my profile' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, disable it' }));
}

describe('disabling a profile', () => {
  it('sends the reasons after the confirmation and lands on profile/disabled, signed out', async () => {
    replay('account/disable');
    open(disablePaths.reasons);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable my profile' }));
    expect(await screen.findByText('Choose at least one reason')).toBeInTheDocument();
    expect(disables).toEqual([]);

    await chooseAndConfirm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile is disabled' }),
    ).toBeInTheDocument();
    expect(disables).toEqual([{ reasons: ['taking-a-break'], comment: 'Back in the spring.' }]);
    expect(localStorage.getItem('profile')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to reactivate' })).toHaveAttribute('href', '/login');
  });

  it('keeps the choices and the text when the call fails', async () => {
    replay('account/free-member', failing('disableProfile'));
    open(disablePaths.reasons);
    await chooseAndConfirm();
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am taking a break' })).toBeChecked();
    expect(screen.getByLabelText(/Anything else/)).toHaveValue('Back in the spring.');
  });

  it('renders profile/disabled without a session', async () => {
    replay('account/visitor');
    open(disablePaths.disabled);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile is disabled' }),
    ).toBeInTheDocument();
  });
});
