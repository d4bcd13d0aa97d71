// What a member reads when a call fails: the contract's error copy for the code (the words the server sends and
// Storybook replays). A code whose message needs a value (a time, a name, a limit) carries the server's text, written
// from the same copy; a field's message is its validation message (the server's, or the client's own contract
// check's); a call that got no answer says so (NetworkError).
import { fixedErrorMessage } from '@app/contract';
import { ApiError } from './http.ts';

/** The message to show for `error`; `fallback` when there is none to show. */
export function memberErrorMessage(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  if (error instanceof ApiError) {
    if (error.field !== undefined) return error.message || fallback;
    if (error.code !== undefined) return fixedErrorMessage(error.code) ?? (error.message || fallback);
    // Not the contract's body (a proxy's error page): nothing from the server to show.
    return (error.status >= 500 ? fixedErrorMessage('internal_error') : undefined) ?? fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
