// Display formats from SPEC point 9's defaults: locale en-US, currency USD, date format mediumDate.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './constants.ts';

const mediumDateOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
// Made on first use, not when the module loads: a page's first Intl call initialises ICU (tens of ms of main thread),
// which a page that formats no date or price should not pay while it loads.
let mediumDate: Intl.DateTimeFormat | undefined;
let money: Intl.NumberFormat | undefined;
const moneyFormat = () =>
  (money ??= new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: DEFAULT_CURRENCY }));

/** 'mediumDate' ("Nov 20, 2026"), in the viewer's time zone unless one is given. */
export function formatMediumDate(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const format = timeZone
    ? new Intl.DateTimeFormat(DEFAULT_LOCALE, { ...mediumDateOptions, timeZone })
    : (mediumDate ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, mediumDateOptions));
  return format.format(value);
}

/** US dollars from a decimal string or number ("$14.99"). */
export const formatPrice = (amount: string | number): string => moneyFormat().format(Number(amount));

/** US dollars from integer cents (1499 → "$14.99"): how every amount of the billing calls is shown. */
export const formatCents = (cents: number): string => moneyFormat().format(cents / 100);

/** A file's size as people read it (decimal units, as browsers' download lists show them): "812 bytes", "48 KB", "12.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // One decimal below 100 ("12.4 MB"), none above ("148 MB"); a trailing ".0" dropped.
  const shown = value < 100 ? String(Math.round(value * 10) / 10) : String(Math.round(value));
  return `${shown} ${units[unit]}`;
}
