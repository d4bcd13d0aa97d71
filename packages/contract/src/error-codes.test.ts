import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiError } from './error-codes.ts';
import { apiErrorBody } from './errors.ts';

// The browser reads error bodies without zod; the reader must accept exactly what the schema accepts.
describe('readApiError', () => {
  const fromSchema = (body: unknown) => {
    const parsed = apiErrorBody.safeParse(body);
    return parsed.success ? parsed.data.error : undefined;
  };
  const part = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.constant(null));
  const errorLike = fc.record(
    { code: part, message: part, field: part, extra: fc.anything() },
    { requiredKeys: [] },
  );
  const bodies = fc.oneof(fc.anything(), fc.record({ error: fc.oneof(errorLike, fc.anything()) }));

  it('agrees with the apiErrorBody schema on any body', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        expect(readApiError(body)).toEqual(fromSchema(body));
      }),
    );
  });

  it('reads a body naming a field', () => {
    const body = { error: { code: 'invalid_request', message: 'Too long', field: 'name' } };
    expect(readApiError(body)).toEqual(body.error);
  });
});
