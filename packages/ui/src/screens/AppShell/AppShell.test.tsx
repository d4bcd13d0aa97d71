import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './AppShell';
import type { ShellNavGroup } from './AppShell';

const navigation: ShellNavGroup[] = [
  {
    label: 'Lists',
    items: [
      { label: 'Who I like', href: '/lists/wyl', count: 14, countLabel: '14 members you like' },
      { label: 'Mutual likes', href: '/lists/mutual-likes', count: 4 },
      { label: 'Blocklist', href: '/lists/blocklist', count: 0 },
    ],
  },
];

function renderShell() {
  render(
    <AppShell
      homeHref="/home"
      currentPath="/home"
      memberName="Alex"
      isPayingMember
      upgradeHref="/paywall"
      counters={[]}
      navigation={navigation}
      onLogout={vi.fn()}
    >
      <p>Page</p>
    </AppShell>,
  );
}
const navLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Member' })).getByRole('link', { name });

describe('AppShell navigation badges', () => {
  it('reads a count in words when the item says what it counts, and keeps the number visible', () => {
    renderShell();
    const link = navLink(/^Who I like/);
    expect(link).toHaveAccessibleName('Who I like (14 members you like)');
    expect(link).toHaveTextContent('14');
  });

  it('falls back to the bare number, with no "new"', () => {
    renderShell();
    expect(navLink(/^Mutual likes/)).toHaveAccessibleName('Mutual likes (4)');
    expect(navLink(/^Blocklist/)).toHaveAccessibleName('Blocklist');
  });
});
