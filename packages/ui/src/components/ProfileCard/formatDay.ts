/** "Nov 18" (with the year when it is not `now`'s year), in UTC unless a time zone is given; deterministic. */
export function formatDay(iso: string, options: { now?: Date; timeZone?: string } = {}): string {
  const date = new Date(iso);
  const timeZone = options.timeZone ?? 'UTC';
  const sameYear =
    options.now === undefined ||
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date) ===
      new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(options.now);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}
