// The English formats the member pages show on first paint (UTC days and months, "5 min. ago"; counts: formatCount
// of @app/contract), written out instead of asking Intl. A page's first use of Intl initialises ICU: 50-75 ms of
// main-thread time on this machine, 200-300 ms at Lighthouse's 4x CPU slowdown, all of it blocking the page while it
// hydrates. Each function gives exactly what `Intl` gives for en-US; englishFormats.test.ts checks them against it.
import { formatCount } from '@app/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Nov 18", or "Nov 18, 2025" `withYear`, of the date's UTC day. */
export function formatUtcDay(date: Date, { withYear }: { withYear: boolean }): string {
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return withYear ? `${day}, ${date.getUTCFullYear()}` : day;
}

/** "Nov 2024": the date's UTC month and year. */
export const formatUtcMonth = (date: Date): string =>
  `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const short: Record<RelativeUnit, { one: string; other: string; last?: string; next?: string }> = {
  year: { one: 'yr.', other: 'yr.', last: 'last yr.', next: 'next yr.' },
  month: { one: 'mo.', other: 'mo.', last: 'last mo.', next: 'next mo.' },
  week: { one: 'wk.', other: 'wk.', last: 'last wk.', next: 'next wk.' },
  day: { one: 'day', other: 'days', last: 'yesterday', next: 'tomorrow' },
  hour: { one: 'hr.', other: 'hr.' },
  minute: { one: 'min.', other: 'min.' },
};
const long: Record<RelativeUnit, { one: string; other: string; last?: string; next?: string }> = {
  year: { one: 'year', other: 'years', last: 'last year', next: 'next year' },
  month: { one: 'month', other: 'months', last: 'last month', next: 'next month' },
  week: { one: 'week', other: 'weeks', last: 'last week', next: 'next week' },
  day: { one: 'day', other: 'days', last: 'yesterday', next: 'tomorrow' },
  hour: { one: 'hour', other: 'hours' },
  minute: { one: 'minute', other: 'minutes' },
};

/**
 * What `new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style }).format(value, unit)` gives for a whole,
 * non-zero `value`: "2 min. ago", "yesterday", "in 3 wk." (short); "2 minutes ago", "next week" (long).
 */
export function formatRelative(value: number, unit: RelativeUnit, style: 'short' | 'long'): string {
  const words = (style === 'short' ? short : long)[unit];
  if (value === -1 && words.last) return words.last;
  if (value === 1 && words.next) return words.next;
  const size = Math.abs(value);
  const amount = `${formatCount(size)} ${size === 1 ? words.one : words.other}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}
