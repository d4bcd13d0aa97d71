// Calendar arithmetic of billing periods, in UTC: a month is a calendar month, a day is 24 hours.

const DAY_MS = 86_400_000;

/** `date` plus `months` calendar months (31 January + 1 month = 28/29 February), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
