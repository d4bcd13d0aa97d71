// The member area's guard: a logged-out cache sends the visitor to the login page, unless the member logged in again
// in this tab since (the login page stores the profile through the client session, not in the query cache).
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { recordedAnswer } from '@app/mocks';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import { RequireSession } from './RequireSession';

function openMemberPage() {
  const queryClient = createTestQueryClient();
  // What a logout in this tab left: the cache says logged out.
  queryClient.setQueryData(queryKeys.session.profile(), null);
  renderAt(
    '/home',
    <Routes>
      <Route
        path="/home"
        element={
          <RequireSession>
            <h1>Home</h1>
          </RequireSession>
        }
      />
      <Route path="/login" element={<h1>Log in</h1>} />
    </Routes>,
    queryClient,
  );
  return queryClient;
}

afterEach(() => localStorage.clear());

describe('RequireSession', () => {
  it('sends a logged-out visitor to the login page', async () => {
    openMemberPage();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('lets in a member who logged in again in this tab after a logout, with the profile the login stored', async () => {
    const profile = recordedAnswer('account/free-login', 'getProfile');
    localStorage.setItem('profile', JSON.stringify(profile));
    const queryClient = openMemberPage();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.session.profile())).toEqual(profile);
  });
});
