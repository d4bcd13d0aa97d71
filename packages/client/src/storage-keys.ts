// Every browser-storage key and cookie the client writes, in one place, and the keys logout clears (SPEC point 4).
import type { StoredListKind } from '@app/contract';
import { storedListKinds } from '@app/contract';

/** localStorage keys. */
export const localKeys = {
  /** The current member's normalised profile. */
  profile: 'profile',
  /** The current member's normalised permissions. */
  permissions: 'permissions',
  /** The answer of the last cancel-profile (disable) call. */
  cancelProfileResponse: 'cancelProfileResponse',
  /** Titles of the member lists (per list kind). */
  listTitles: 'listTitles',
  /** The paywall headline/context the member was sent to home/paywall with. */
  paywall: 'paywall',
  /** Plans cache (SPEC: key `spp`, one day). */
  plans: 'spp',
  /** Log entries not yet sent, saved on pagehide and reloaded at start. */
  logQueue: 'logQueue',
} as const;

/** Each SPEC point 3 list kind (from the feature catalogue) keeps its items under its own local-storage key. */
export const listItemsKey = (kind: StoredListKind): string => `listItems.${kind}`;
/**
 * Replies a member wrote while offline, waiting to be sent when the connection returns (the site's messaging). Per
 * member, so another member signing in on this browser never sees or sends them; the end of the session (logout, or
 * ended elsewhere) removes them, so private text does not stay on a device the member left.
 */
export const waitingMessagesKey = (memberId: number): string => `waitingMessages.${memberId}`;
/**
 * The cookie that holds the session notices dismissed in this browser session (notice-dismissals.ts says why a cookie);
 * logout clears it.
 */
export const noticeDismissalsCookie = 'notices_dismissed';

/** What logout removes from localStorage, in this order. Plans and unsent log entries are not the member's data. */
export const logoutLocalKeys: readonly string[] = [
  localKeys.profile,
  localKeys.permissions,
  localKeys.cancelProfileResponse,
  localKeys.listTitles,
  localKeys.paywall,
  ...storedListKinds.map(listItemsKey),
];
