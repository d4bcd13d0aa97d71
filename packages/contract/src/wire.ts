import { z } from 'zod';

/** Legacy flag: the server sends '1' for true and '0' for false. */
export const wireFlag = z.enum(['0', '1']);
/** Legacy boolean sent as a string. */
export const wireBoolString = z.enum(['true', 'false']);
/** Legacy number that may arrive as a numeric string. */
export const wireNumber = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
/** Timestamp as the legacy backend writes it: 'YYYY-MM-DD HH:MM:SS' (UTC, a space between date and time). */
export const wireDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/** Query/form flag sent as '0' | '1' (numbers and booleans accepted and turned into the string form). */
export const queryFlag = z
  .union([wireFlag, z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 || v === '1' ? '1' : '0'));
