import { MOCK_NOW } from '../factories.ts';

/** The fixed "now" of every discovery fixture (the mocks' one clock), so stories and tests never depend on the day. */
export const DISCOVERY_NOW = MOCK_NOW;

const MINUTE = 60_000;
export const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE);
export const daysBefore = (now: Date, days: number) => minutesBefore(now, days * 24 * 60);
export const iso = (date: Date | number) => new Date(date).toISOString();

/** Active within this many minutes counts as "online recently" (memberSummary.onlineRecently). */
export const ONLINE_RECENTLY_MINUTES = 15;
/** Members who joined within this many days carry the `new-member` badge. */
export const NEW_MEMBER_DAYS = 30;
