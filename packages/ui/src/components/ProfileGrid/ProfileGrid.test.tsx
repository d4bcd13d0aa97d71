import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '@app/contract';
import { ProfileGrid } from './ProfileGrid';

const members: MemberSummary[] = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  name: `Member ${index + 1}`,
  age: 30,
  gender: 'woman',
  city: 'Austin',
  photoUrl: `/media/photos/${index + 1}/card.webp`,
  verified: false,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  likedByMe: false,
  likesMe: false,
}));

describe('ProfileGrid', () => {
  it('loads the first card photo with high priority, the first row at once and the rest lazily', () => {
    render(
      <ProfileGrid
        label="Who liked me"
        members={members}
        hrefFor={(member) => `/profile/view/${member.id}`}
        empty={{
          title: 'No likes yet',
          description: 'Members who like you show up here.',
          action: { label: 'Search members', href: '/search' },
        }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    // The photos are decorative (alt=""): the name beside each one says who it is.
    const photos = screen.getAllByRole('presentation');
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });
});
