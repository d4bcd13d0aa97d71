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

/** Each unit's word for one and for more, per style. */
const unitWords: Record<'short' | 'long', Record<RelativeUnit, readonly [one: string, other: string]>> = {
  short: {
    year: ['yr.', 'yr.'],
    month: ['mo.', 'mo.'],
    week: ['wk.', 'wk.'],
    day: ['day', 'days'],
    hour: ['hr.', 'hr.'],
    minute: ['min.', 'min.'],
  },
  long: {
    year: ['year', 'years'],
    month: ['month', 'months'],
    week: ['week', 'weeks'],
    day: ['day', 'days'],
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
  },
};
/** Units whose -1 and +1 have names ("numeric: 'auto'"): "yesterday", "last wk.", "next year". */
const named: Partial<Record<RelativeUnit, (one: string) => readonly [last: string, next: string]>> = {
  year: (one) => [`last ${one}`, `next ${one}`],
  month: (one) => [`last ${one}`, `next ${one}`],
  week: (one) => [`last ${one}`, `next ${one}`],
  day: () => ['yesterday', 'tomorrow'],
};

/**
 * What `new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style }).format(value, unit)` gives for a whole,
 * non-zero `value`: "2 min. ago", "yesterday", "in 3 wk." (short); "2 minutes ago", "next week" (long).
 */
export function formatRelative(value: number, unit: RelativeUnit, style: 'short' | 'long'): string {
  const [one, other] = unitWords[style][unit];
  const names = named[unit]?.(one);
  if (names && (value === -1 || value === 1)) return names[value === -1 ? 0 : 1];
  const size = Math.abs(value);
  const amount = `${formatCount(size)} ${size === 1 ? one : other}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}
