// The hand-written formats against Intl, their oracle, over every unit, both signs and styles, and dates across years.
import { describe, expect, it } from 'vitest';
import { formatCount } from '@app/contract';
import { formatRelative, formatUtcDay, formatUtcMonth } from './englishFormats';
import type { RelativeUnit } from './englishFormats';

const units: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];
const values = [1, 2, 3, 7, 11, 12, 21, 59, 100, 999, 1000, 1001, 12345];

describe('formatRelative', () => {
  it.each(['short', 'long'] as const)('gives what Intl.RelativeTimeFormat gives (%s, numeric auto)', (style) => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style });
    for (const unit of units)
      for (const value of values.flatMap((v) => [v, -v]))
        expect(formatRelative(value, unit, style), `${value} ${unit}`).toBe(intl.format(value, unit));
  });
});

describe('formatUtcDay and formatUtcMonth', () => {
  it('give what Intl.DateTimeFormat gives in UTC, on every day of a leap year and around midnight', () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const withYear = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let n = 0; n < 366; n++) {
      for (const ms of [0, 86_399_999]) {
        const date = new Date(Date.UTC(2024, 0, 1 + n) + ms);
        expect(formatUtcDay(date, { withYear: false })).toBe(day.format(date));
        expect(formatUtcDay(date, { withYear: true })).toBe(withYear.format(date));
        expect(formatUtcMonth(date)).toBe(month.format(date));
      }
    }
  });
});

describe('formatCount', () => {
  it("gives what toLocaleString('en-US') gives, for integers of every length and sign", () => {
    const counts = [0, 7, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2_000_000_000, Number.MAX_SAFE_INTEGER];
    for (const count of counts.flatMap((c) => [c, -c]))
      expect(formatCount(count), String(count)).toBe(count.toLocaleString('en-US'));
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
