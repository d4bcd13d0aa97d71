// Display formats from SPEC point 9's defaults: locale en-US, currency USD, date format mediumDate.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './constants.ts';

const mediumDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const money = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: DEFAULT_CURRENCY });

/** 'mediumDate' ("Nov 20, 2026"), in the viewer's time zone unless one is given. */
export function formatMediumDate(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return timeZone
    ? new Intl.DateTimeFormat(DEFAULT_LOCALE, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }).format(value)
    : mediumDate.format(value);
}

/** US dollars from a decimal string or number ("$14.99"). */
export const formatPrice = (amount: string | number): string => money.format(Number(amount));

/** US dollars from integer cents (1499 → "$14.99"): how every amount of the billing calls is shown. */
export const formatCents = (cents: number): string => money.format(cents / 100);
