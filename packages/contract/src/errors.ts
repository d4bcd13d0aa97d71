import { z } from 'zod';
import type { ApiErrorBody } from './error-codes.ts';

/** The schema of the one error body (error-codes.ts declares its shape). */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

/** A simple success body for calls that return nothing else. */
export const okBody = z.object({ success: z.literal(true) });
