// The US Eastern day the spin game counts in: the day boundary and the next reset around midnight Eastern on an
// ordinary day and on the DST days of 2026 (23 hours on March 8, 25 on November 1).
import { describe, expect, it } from 'vitest';
import { easternDay, easternMidnightOf, formatEastern, nextEasternMidnight } from './eastern-day.ts';

describe('the Eastern day', () => {
  it.each([
    // An ordinary day (EDT, UTC-4): midnight is 04:00Z.
    ['2026-06-15T03:59:59Z', '2026-06-14', '2026-06-15T04:00:00.000Z'],
    ['2026-06-15T04:00:00Z', '2026-06-15', '2026-06-16T04:00:00.000Z'],
    // Winter (EST, UTC-5): midnight is 05:00Z.
    ['2026-01-20T04:59:59Z', '2026-01-19', '2026-01-20T05:00:00.000Z'],
    ['2026-01-20T05:00:00Z', '2026-01-20', '2026-01-21T05:00:00.000Z'],
    // March 8: the day starts at 05:00Z (EST) and lasts 23 hours; the next starts at 04:00Z (EDT).
    ['2026-03-08T04:59:59Z', '2026-03-07', '2026-03-08T05:00:00.000Z'],
    ['2026-03-08T05:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T06:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T07:00:00Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-09T03:59:59Z', '2026-03-08', '2026-03-09T04:00:00.000Z'],
    ['2026-03-09T04:00:00Z', '2026-03-09', '2026-03-10T04:00:00.000Z'],
    // November 1: the day starts at 04:00Z (EDT) and lasts 25 hours; the next starts at 05:00Z (EST).
    ['2026-11-01T03:59:59Z', '2026-10-31', '2026-11-01T04:00:00.000Z'],
    ['2026-11-01T04:00:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T04:30:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T06:30:00Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-02T04:59:59Z', '2026-11-01', '2026-11-02T05:00:00.000Z'],
    ['2026-11-02T05:00:00Z', '2026-11-02', '2026-11-03T05:00:00.000Z'],
  ])('at %s it is %s in New York; spins come back at %s', (instant, day, reset) => {
    expect(easternDay(new Date(instant))).toBe(day);
    expect(nextEasternMidnight(new Date(instant)).toISOString()).toBe(reset);
  });

  it('moves to the following midnight when called exactly at midnight', () => {
    expect(nextEasternMidnight(new Date('2026-11-20T05:00:00Z')).toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('finds midnight of a named day on either side of a DST change', () => {
    expect(easternMidnightOf('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(easternMidnightOf('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(easternMidnightOf('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(easternMidnightOf('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('formats an instant as New York reads it', () => {
    expect(formatEastern(new Date('2026-11-21T05:00:00Z'))).toMatch(/^Nov 21, 2026, 12:00\sAM$/);
  });
});
