import { formatUtcDay } from '../../internal/englishFormats';
import { dateTimeFormat } from '../../internal/intlFormats';

/** "Nov 18" (with the year when it is not `now`'s year), in UTC unless a time zone is given; deterministic. */
export function formatDay(iso: string, options: { now?: Date; timeZone?: string } = {}): string {
  const date = new Date(iso);
  const timeZone = options.timeZone ?? 'UTC';
  if (timeZone === 'UTC') {
    const withYear = options.now !== undefined && date.getUTCFullYear() !== options.now.getUTCFullYear();
    return formatUtcDay(date, { withYear });
  }
  const year = dateTimeFormat({ year: 'numeric', timeZone });
  const sameYear = options.now === undefined || year.format(date) === year.format(options.now);
  return dateTimeFormat({
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}
