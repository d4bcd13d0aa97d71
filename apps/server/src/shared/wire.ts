// Formatting helpers for the legacy wire shapes of the contract.
import type { PhotoSize } from '@app/contract';
export const flag = (value: boolean): '1' | '0' => (value ? '1' : '0');
export const boolString = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** 'YYYY-MM-DD HH:MM:SS' in UTC, as the legacy backend wrote timestamps. */
export function legacyDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** '29.99' from 2999. */
export const priceFromCents = (cents: number): string => (cents / 100).toFixed(2);

/** Whole years between `birthdate` ('YYYY-MM-DD') and `today` (UTC calendar dates). */
export function ageOn(birthdate: string, today: Date): number {
  const year = Number(birthdate.slice(0, 4));
  const month = Number(birthdate.slice(5, 7));
  const day = Number(birthdate.slice(8, 10));
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A generated (DiceBear) avatar, as a demo member's photo row keeps it: an SVG, sharp at any size. */
export const avatarUrl = (seed: string): string => `/api/avatars/${encodeURIComponent(seed)}.svg`;

/**
 * A generated avatar's URL (`avatarUrl`) at a bitmap size (grid or card, as `photoSizes` of the contract): the same
 * picture as WebP, which a page lays out and paints as cheaply as an uploaded photo (each SVG is a document the browser
 * parses, lays out and paints).
 */
const generatedAvatar = /^(\/api\/avatars\/[^/]+)\.svg$/;
export const generatedAvatarAt = (url: string, size: 'grid' | 'card'): string =>
  url.replace(generatedAvatar, `$1.${size}.webp`);

/** Same-origin URL of a stored photo's size (the media route serves it). */
export const photoUrl = (storageKey: string, size: PhotoSize) => `/media/photos/${storageKey}/${size}.webp`;

/** A photo's URL at one size: a stored photo's file by its key; a generated demo photo is its SVG, and WebP for grid and card. */
export function photoUrlAt(photo: { storageKey: string | null; url: string }, size: PhotoSize): string {
  if (photo.storageKey) return photoUrl(photo.storageKey, size);
  return size === 'full' ? photo.url : generatedAvatarAt(photo.url, size);
}

/** A photo's three URLs (`photoUrlAt`). */
export const photoUrls = (photo: { storageKey: string | null; url: string }): Record<PhotoSize, string> => ({
  grid: photoUrlAt(photo, 'grid'),
  card: photoUrlAt(photo, 'card'),
  full: photoUrlAt(photo, 'full'),
});
