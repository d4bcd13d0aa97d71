// The mocks' one clock: every fixture and every store starts from MOCK_NOW, so stories, screenshots and tests look
// the same on every machine and on every day.

/** The fixed "now" of every fixture (and of stories that need a clock). */
export const MOCK_NOW = new Date('2026-11-20T12:00:00Z');

const MINUTE = 60_000;
const DAY = 86_400_000;

export const minutesBefore = (now: Date, minutes: number): Date => new Date(now.getTime() - minutes * MINUTE);
/** `days` before `now` (default MOCK_NOW). */
export const daysBefore = (days: number, now: Date = MOCK_NOW): Date => new Date(now.getTime() - days * DAY);
export const iso = (date: Date | number): string => new Date(date).toISOString();
/** ISO time `minutes` before MOCK_NOW. */
export const minutesAgo = (minutes: number, now: Date = MOCK_NOW): string => iso(minutesBefore(now, minutes));
/** 'YYYY-MM-DD HH:MM:SS' in UTC, the legacy wire form. */
export const toWireDateTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Active within this many minutes counts as "online recently" (memberSummary.onlineRecently). */
export const ONLINE_RECENTLY_MINUTES = 15;
/** Members who joined within this many days carry the `new-member` badge. */
export const NEW_MEMBER_DAYS = 30;
