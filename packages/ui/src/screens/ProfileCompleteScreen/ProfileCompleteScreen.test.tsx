import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '@app/contract';
import { completenessParts } from '@app/contract';
import { completeProfile } from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { ProfileCompleteScreen } from './ProfileCompleteScreen';
import type { ProfileCompleteScreenLinks } from './ProfileCompleteScreen';

const links: ProfileCompleteScreenLinks = {
  parts: Object.fromEntries(
    completenessParts.map((part) => [part.section, `/profile/edit/${part.section}`]),
  ) as ProfileCompleteScreenLinks['parts'],
  edit: '/profile/edit',
  view: '/profile/view',
};

const withDating = (dating: Partial<OwnProfile['sections']['dating']>): OwnProfile => ({
  ...completeProfile,
  sections: { ...completeProfile.sections, dating: { ...completeProfile.sections.dating, ...dating } },
});

describe('ProfileCompleteScreen', () => {
  it('names the relationship type when that is what the dating part lacks', () => {
    render(
      <ProfileCompleteScreen status="ready" profile={withDating({ relationshipType: null })} links={links} />,
    );
    expect(screen.getByRole('link', { name: 'Say what kind of relationship you want' })).toHaveAttribute(
      'href',
      '/profile/edit/dating',
    );
    expect(screen.queryByRole('link', { name: /who you want to meet/ })).toBeNull();
  });

  it('asks who to meet when that is missing, and both when both are', () => {
    const { unmount } = render(
      <ProfileCompleteScreen status="ready" profile={withDating({ seeking: [] })} links={links} />,
    );
    expect(screen.getByRole('link', { name: 'Say who you want to meet' })).toBeInTheDocument();
    unmount();
    render(
      <ProfileCompleteScreen
        status="ready"
        profile={withDating({ seeking: [], relationshipType: null })}
        links={links}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Say who you want to meet and what kind of relationship you want' }),
    ).toBeInTheDocument();
  });
});
