import { describe, expect, it } from 'vitest';
import { normaliseCounters, normalisePermissions } from '@app/client';
import { recordedAnswer } from '@app/mocks';
import { shellCounters, shellNavigation } from './shell-model';

const item = (groups: ReturnType<typeof shellNavigation>, label: string) =>
  groups.flatMap((group) => group.items).find((candidate) => candidate.label === label);

describe('app shell model', () => {
  // The free demo member's counters as the server answered them: 24 likes, 30 views, 9 unread messages.
  const counters = normaliseCounters(recordedAnswer('account/free-login', 'getCounters'));

  it('groups every member page under Messages, Discover, Lists, Profile and Settings', () => {
    const groups = shellNavigation(undefined, undefined);
    expect(groups.map((group) => group.label)).toEqual([
      'Messages',
      'Discover',
      'Lists',
      'Profile',
      'Settings',
    ]);
    expect(item(groups, 'Search')?.href).toBe('/search');
    expect(item(groups, 'Who liked me')?.href).toBe('/lists/wlm');
    expect(item(groups, 'Verification')?.href).toBe('/profile/settings/verification-settings');
  });

  it('lists the destinations a member chooses, not the later steps of a flow', () => {
    const labels = shellNavigation(undefined, undefined).flatMap((group) =>
      group.items.map((entry) => entry.label),
    );
    expect(labels).toContain('Disable profile');
    expect(labels).not.toContain('Why you are leaving');
    expect(labels).not.toContain('Profile disabled');
  });

  it('says in words what each badge counts', () => {
    const groups = shellNavigation(undefined, counters);
    expect(item(groups, 'Who liked me')?.countLabel).toBe('24 members like you');
    expect(item(groups, 'Inbox')?.countLabel).toBe('9 unread messages');
  });

  it('marks the pages a free member lacks as premium, and none for a paying member', () => {
    const free = shellNavigation(
      normalisePermissions(recordedAnswer('account/free-login', 'getPermissions')),
      counters,
    );
    expect(item(free, 'Who liked me')?.locked).toBe(true);
    expect(item(free, 'Who I like')?.locked).toBe(false);
    const paying = shellNavigation(
      normalisePermissions(recordedAnswer('account/paying-login', 'getPermissions')),
      counters,
    );
    expect(paying.flatMap((group) => group.items).filter((entry) => entry.locked)).toEqual([]);
  });

  it('puts the live counts beside their pages and in the header', () => {
    expect(item(shellNavigation(undefined, counters), 'Inbox')?.count).toBe(9);
    expect(shellCounters(counters)?.map((counter) => [counter.id, counter.count])).toEqual([
      ['unreadMessages', 9],
      ['whoLikedMe', 24],
      ['whoViewedMe', 30],
    ]);
    expect(shellCounters(counters)?.map((counter) => counter.label)).toEqual([
      'Unread messages',
      'Who liked me',
      'Who viewed me',
    ]);
    expect(shellCounters(undefined)).toBeUndefined();
  });
});
