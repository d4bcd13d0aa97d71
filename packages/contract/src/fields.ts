import { z } from 'zod';

/**
 * Field schemas every endpoint shares, so one rule holds everywhere a value reaches the database.
 *
 * Ids: rows are keyed by PostgreSQL `integer` (int4) columns, so an id above 2^31 − 1 names no row; the contract
 * refuses it (400 naming the field) instead of letting the database overflow.
 */
export const DB_ID_MAX = 2_147_483_647;

/** An id of a row in an int4 column (a member, a photo, a report …): an integer from 1 to 2^31 − 1. */
export const dbId = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be 1 or more')
  .max(DB_ID_MAX, 'Not a valid id');

/**
 * A member id in a JSON body: `dbId` under the name bodies give the field (`{ memberId }`).
 * @alias
 */
export const memberId = dbId;

/** An id in a URL (path segment or query): the same range, read from its decimal text. */
export const dbIdFromText = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be 1 or more')
  .max(DB_ID_MAX, 'Not a valid id');

/** True for text PostgreSQL can store: no NUL character and no unpaired UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

export const storableTextMessage = 'Remove the invalid characters (a NUL character or a broken emoji).';

/**
 * A free-text string (body or query): refuses NUL and unpaired surrogates, which PostgreSQL cannot store
 * (400 naming the field). Chain length rules after it, e.g. `text().trim().max(200)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: storableTextMessage, abort: true });

/** An email address as every form takes it (login, recovery, support, settings), with the messages they show. */
export const emailText = () =>
  text({ message: 'Enter your email' })
    .trim()
    .min(1, 'Enter your email')
    .max(254, 'Use at most 254 characters.')
    .email('Enter a valid email address');
