import { z } from 'zod';
import { text } from './fields.ts';

/** Keyset paging query: an opaque cursor from the previous page, and a page size capped per endpoint. */
export const cursorQuery = (maxLimit: number) =>
  z.object({
    cursor: text().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(maxLimit),
  });

/** A page of items: `nextCursor` is null on the last page; `total` counts every item of the list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      items: z.array(item),
      nextCursor: z.string().nullable(),
      total: z.number().int().nonnegative(),
    }),
  });
