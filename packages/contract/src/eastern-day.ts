// The US Eastern day, computed once for the server, the browser and the mocks: daily spins, daily matches and the
// spin counter belong to a calendar day in America/New_York (SPEC point 9), whatever the server's or the member's
// time zone. Intl's time-zone data moves midnight's UTC instant with DST (the 23-hour day in March, the 25-hour day
// in November). No zod here: the browser reads it before the contract's schemas load. The formatters are made on
// first use, because a page's first Intl formatter initialises ICU.

/** Daily spins reset at midnight in this time zone (US Eastern, DST-aware). */
export const EASTERN_TIME_ZONE = 'America/New_York';

let dayParts: Intl.DateTimeFormat | undefined;
let resetFormat: Intl.DateTimeFormat | undefined;

/** The wall clock in New York at `instant`, as the UTC milliseconds of the same wall-clock reading. */
function wallClockMs(instant: Date): number {
  dayParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** 'YYYY-MM-DD' of the day in New York at `instant`. */
export function easternDay(instant: Date): string {
  return new Date(wallClockMs(instant)).toISOString().slice(0, 10);
}

/** The instant New York's wall clock reads 00:00 on `day` ('YYYY-MM-DD'); midnight is never in a DST gap there. */
export function easternMidnightOf(day: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // The offset at a first guess, then at the answer itself (the offset may differ on the two sides of a change).
  let instant = wall + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) instant = wall - (wallClockMs(new Date(instant)) - instant);
  return new Date(instant);
}

/** The next midnight in New York after `instant`, when daily spins come back. */
export function nextEasternMidnight(instant: Date): Date {
  const today = Date.parse(`${easternDay(instant)}T00:00:00Z`);
  return easternMidnightOf(new Date(today + 86_400_000).toISOString().slice(0, 10));
}

/** "Nov 25, 2026, 12:00 AM" in New York: an instant as a member reads it in Eastern time. */
export function formatEastern(instant: Date): string {
  resetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return resetFormat.format(instant);
}
