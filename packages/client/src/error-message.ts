// What a member reads when a call fails: the server's words, which it writes from the contract's error copy for the
// code (the recorder holds every recorded refusal to that copy), so the browser needs no copy table of its own. A
// field's message is its validation message (the server's, or the client's own contract check's); a failure the
// server did not answer (a proxy's error page) gets the contract's internal-error copy; a call that got no answer
// says so (NetworkError).
import { internalErrorCopy } from '@app/contract';
import { ApiError } from './http.ts';

/** The message to show for `error`; `fallback` when there is none to show. */
export function memberErrorMessage(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  if (error instanceof ApiError) {
    if (error.code !== undefined) return error.message || fallback;
    // Not the contract's body (a proxy's error page): nothing from the server to show.
    return error.status >= 500 ? internalErrorCopy : fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
