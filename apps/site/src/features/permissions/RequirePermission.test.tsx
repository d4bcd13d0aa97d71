import type { HttpHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localKeys, normalisePermissions } from '@app/client';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer } from '@app/mocks';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import { RequirePermission } from './RequirePermission';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The permissions the server answered the free and the paying demo logins. */
const permissionsOf = (role: 'free' | 'paying') =>
  normalisePermissions(
    recordedAnswer(role === 'free' ? 'membership/paywall' : 'membership/active', 'getPermissions'),
  );

const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

function Paywall() {
  const { pathname, search } = useLocation();
  return <p>Paywall at {`${pathname}${search}`}</p>;
}

function renderGuarded(route: string, role?: 'free' | 'paying') {
  const queryClient = createTestQueryClient();
  if (role) queryClient.setQueryData(queryKeys.permissions.current(), permissionsOf(role));
  return renderAt(
    `/${route}`,
    <Routes>
      <Route
        path={`/${route}`}
        element={
          <RequirePermission route={route}>
            <h1>The {route} page</h1>
          </RequirePermission>
        }
      />
      <Route path="/home/paywall" element={<Paywall />} />
    </Routes>,
    queryClient,
  );
}

describe('RequirePermission', () => {
  it('lets a paying member open who liked me', () => {
    renderGuarded('lists/wlm', 'paying');
    expect(screen.getByRole('heading', { name: 'The lists/wlm page' })).toBeInTheDocument();
  });

  it("sends a free member from who liked me to the paywall with the 'liked me' headline, to come back after paying", () => {
    renderGuarded('lists/wlm', 'free');
    expect(screen.queryByRole('heading', { name: 'The lists/wlm page' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Paywall at /home/paywall?feature=likedMe&continue=%2Flists%2Fwlm'),
    ).toBeInTheDocument();
  });

  it('sends a free member from the blocklist to the paywall with the blocklist headline', () => {
    renderGuarded('lists/blocklist', 'free');
    expect(
      screen.getByText('Paywall at /home/paywall?feature=blocklist&continue=%2Flists%2Fblocklist'),
    ).toBeInTheDocument();
  });

  it('lets a free member open a page their plan includes (who I like)', () => {
    renderGuarded('lists/wyl', 'free');
    expect(screen.getByRole('heading', { name: 'The lists/wyl page' })).toBeInTheDocument();
  });

  it('loads the permissions when none are known, offers a retry when that fails, then decides', async () => {
    server.use(...handlersOf('membership/paywall', failing('getPermissions')));
    renderGuarded('lists/wlm');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    // The server answers again: the recording alone.
    server.resetHandlers(...handlersOf('membership/paywall'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Paywall at /home/paywall?feature=likedMe&continue=%2Flists%2Fwlm'),
    ).toBeInTheDocument();
  });

  it('after a reload, decides on what the server says, never on the copy stored before (the member paid since)', async () => {
    localStorage.setItem(localKeys.permissions, JSON.stringify(permissionsOf('free')));
    server.use(...handlersOf('membership/active'));
    renderGuarded('lists/wlm');
    expect(screen.getByText('Checking your membership')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The lists/wlm page' })).toBeInTheDocument();
    expect(screen.queryByText(/^Paywall at/)).not.toBeInTheDocument();
    // The server's answer replaced the stored copy (what the next reload starts from, and what other tabs read).
    expect(JSON.parse(localStorage.getItem(localKeys.permissions) ?? '{}')).toMatchObject({
      isPayingMember: true,
    });
  });
});
