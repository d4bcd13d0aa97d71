import { describe, expect, it } from 'vitest';
import { formatMessageTime, formatRelativeTime } from './messageTime';

const now = new Date('2026-11-20T12:00:00.000Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(before(0.5), now)).toBe('just now');
    expect(formatRelativeTime(before(5), now, 'long')).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 60), now, 'long')).toBe('3 hours ago');
    expect(formatRelativeTime(before(26 * 60), now, 'long')).toBe('yesterday');
    expect(formatRelativeTime(before(9 * 24 * 60), now, 'long')).toBe('last week');
    expect(formatRelativeTime(before(400 * 24 * 60), now, 'long')).toBe('last year');
  });
});

describe('formatMessageTime', () => {
  it('shows only the time for today and adds the date otherwise, in the given time zone', () => {
    expect(formatMessageTime(before(65), now, 'UTC')).toBe('10:55');
    expect(formatMessageTime(before(60 * 30), now, 'UTC')).toBe('Nov 19, 06:00');
    // 11:55 UTC is 20:55 the same day in Tokyo.
    expect(formatMessageTime(before(5), now, 'Asia/Tokyo')).toBe('20:55');
  });
});
