import type { ListEntry } from '@app/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListsScreen } from './ListsScreen';

const entry = (id: number, name: string): ListEntry => ({
  id,
  name,
  age: 30,
  gender: 'woman',
  city: 'Austin',
  photoUrl: null,
  verified: false,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  likedByMe: false,
  likesMe: true,
  at: '2026-11-18T09:30:00.000Z',
});
const tabs = [
  { href: '/viewed', title: 'Who viewed me', locked: true },
  { href: '/liked', title: 'Who liked me', locked: true },
  { href: '/like', title: 'Who I like' },
  { href: '/blocked', title: 'Blocklist' },
];
const common = {
  tabs,
  status: 'ready',
  page: 1,
  hasNext: false,
  onPageChange: vi.fn(),
  metaVerb: 'Blocked',
  empty: { title: 'Nobody is blocked', description: 'None.', action: { label: 'Search', href: '/search' } },
  profileHref: (id: number) => `/members/${id}`,
  upgradeHref: '/plans',
} as const;

describe('ListsScreen', () => {
  it('locks the paywalled tabs of a free member and offers the upgrade on a locked list', () => {
    render(<ListsScreen {...common} currentHref="/viewed" items={[entry(2, 'Anna')]} />);
    const tabs = within(screen.getByRole('navigation', { name: 'Your lists' }));
    expect(tabs.getByRole('link', { name: /Who liked me.*Premium/ })).toBeInTheDocument();
    expect(tabs.getByRole('link', { name: 'Who I like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('link', { name: 'Anna' })).toBeNull();
  });

  it('shows when each member acted, and unblocks from the blocklist without a like button', async () => {
    const onUnblock = vi.fn();
    render(
      <ListsScreen
        {...common}
        currentHref="/blocked"
        items={[entry(3, 'Ben')]}
        total={1}
        describeTotal={(n) => `${n} blocked member`}
        onUnblock={onUnblock}
        onLike={vi.fn()}
      />,
    );
    expect(screen.getByText('Blocked Nov 18')).toBeInTheDocument();
    expect(screen.getByText('1 blocked member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like Ben' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Ben' }));
    expect(onUnblock).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });
});
