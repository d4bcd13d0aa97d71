import { errorCopy } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { memberErrorMessage } from './error-message.ts';
import { ApiError, NetworkError } from './http.ts';

const answer = (status: number, error: { code: string; message: string; field?: string }) =>
  new ApiError(status, { error });

describe('memberErrorMessage', () => {
  it("shows the server's words for a refusal (the recorder holds fixed codes to the contract's copy)", () => {
    expect(
      memberErrorMessage(
        answer(409, { code: 'no_double_spin_left', message: errorCopy.no_double_spin_left }),
      ),
    ).toBe(errorCopy.no_double_spin_left);
    expect(memberErrorMessage(answer(409, { code: 'conflict', message: '' }), 'Try again.')).toBe(
      'Try again.',
    );
  });

  it("shows the server's text for a code whose message carries a value, and a field's own message", () => {
    const noSpins = errorCopy.no_spins_left(new Date('2026-11-21T05:00:00Z'));
    expect(memberErrorMessage(answer(409, { code: 'no_spins_left', message: noSpins }))).toBe(noSpins);
    expect(
      memberErrorMessage(
        answer(400, { code: 'invalid_request', message: 'Choose another name', field: 'name' }),
      ),
    ).toBe('Choose another name');
  });

  it('falls back when the answer is not the contract body, and names a network failure', () => {
    expect(memberErrorMessage(new ApiError(502, '<html>bad gateway</html>'))).toBe(errorCopy.internal_error);
    expect(
      memberErrorMessage(new ApiError(500, { error: { code: 'internal_error', message: 'Down' } })),
    ).toBe('Down');
    expect(memberErrorMessage(new ApiError(404, null), 'Not here.')).toBe('Not here.');
    expect(memberErrorMessage(new NetworkError(new TypeError('fetch failed')))).toMatch(/connection/);
    expect(memberErrorMessage('nope', 'Try again.')).toBe('Try again.');
  });
});
