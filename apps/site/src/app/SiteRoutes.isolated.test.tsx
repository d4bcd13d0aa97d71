import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicInfo } from '../config/public-pages';
import { memberPageRoutes, publicSlugs } from '../config/routes';
import { renderAt } from '../test/render';
import SiteRoutes from './SiteRoutes';

// The member area needs a session and the server; these tests only follow the router, so the layout and the pages
// outside it are replaced by a marker of where the router ended.
vi.mock('../pages/member/MemberLayout', () => ({ default: () => <Where /> }));
vi.mock('../pages/public/PublicInfoPage', () => ({
  default: ({ info }: { info: PublicInfo }) => <Where label={`public ${info.kind}`} />,
}));
vi.mock('../pages/password-recovery/PasswordRecoveryPage', () => ({
  default: () => <Where label="signed out" />,
}));
vi.mock('../pages/disable/DisabledPage', () => ({ default: () => <Where label="signed out" /> }));

function Where({ label = 'at' }: { label?: string }) {
  return (
    <p>
      {label} {useLocation().pathname}
    </p>
  );
}

const renderRoutes = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="*" element={<SiteRoutes />} />
    </Routes>,
  );

describe('site routes', () => {
  it.each([
    ['/account-settings', '/profile/settings/account-settings'],
    ['/email-settings', '/profile/settings/email-settings'],
    ['/login-settings', '/profile/settings/login-settings'],
    ['/verification-settings', '/profile/settings/verification-settings'],
  ])('sends the old settings URL %s to %s', async (from, to) => {
    renderRoutes(from);
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });

  it.each(memberPageRoutes.map((page) => page.href))('opens a page at the member route %s', async (href) => {
    renderRoutes(href);
    const where = href === '/profile/disabled' ? 'signed out' : 'at';
    expect(await screen.findByText(`${where} ${href}`)).toBeInTheDocument();
  });

  it.each([...publicSlugs])('opens a page at the public address /%s', async (slug) => {
    renderRoutes(`/${slug}`);
    expect(await screen.findByText(new RegExp(` /${slug}$`))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /couldn’t find that page/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page, never a blank, at an address that is no page', async () => {
    renderRoutes('/lists/nothing');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.getByText('/lists/nothing')).toBeInTheDocument();
  });
});
