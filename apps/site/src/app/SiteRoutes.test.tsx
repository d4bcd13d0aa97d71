import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import SiteRoutes from './SiteRoutes';

// The member area needs a session and the server; these tests only follow the router, so the layout and pages are
// replaced by a marker of where the router ended.
vi.mock('../pages/member/MemberLayout', () => ({ default: () => <Where /> }));

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('site routes', () => {
  it.each([
    ['/account-settings', '/profile/settings/account-settings'],
    ['/email-settings', '/profile/settings/email-settings'],
    ['/login-settings', '/profile/settings/login-settings'],
    ['/verification-settings', '/profile/settings/verification-settings'],
  ])('sends the old settings URL %s to %s', async (from, to) => {
    renderAt(
      from,
      <Routes>
        <Route path="*" element={<SiteRoutes />} />
      </Routes>,
    );
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });
});
