// Times of messages, computed from props only (`now`, `timeZone`), so stories and screenshots never depend on the
// machine's clock or time zone.
import { formatRelative } from '../../internal/englishFormats';
import type { RelativeUnit } from '../../internal/englishFormats';
import { dateTimeFormat } from '../../internal/intlFormats';

const sameDay = (a: Date, b: Date, timeZone?: string) => {
  const day = dateTimeFormat({ timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  return day.format(a) === day.format(b);
};

/** A message's time: "14:05" today, "Nov 18, 14:05" on another day. */
export function formatMessageTime(sentAt: string, now: Date, timeZone?: string): string {
  const date = new Date(sentAt);
  const time = dateTimeFormat({ timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (sameDay(date, now, timeZone)) return time.format(date);
  const day = dateTimeFormat({ timeZone, month: 'short', day: 'numeric' });
  return `${day.format(date)}, ${time.format(date)}`;
}

const units: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago, in words: "just now", "5 min. ago", "yesterday", "3 wk. ago" (`style: 'long'`: "5 minutes ago"). */
export function formatRelativeTime(at: string, now: Date, style: 'short' | 'long' = 'short'): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.trunc(seconds / size), unit, style);
  }
  return formatRelative(Math.trunc(seconds / 60), 'minute', style);
}
