// What the stores' rules throw; `contractHandler` turns each into the server's error body.

/** An error answered as is: status, code, message and (for 400s) the field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Paywall answers name the gated feature (messaging). */
    readonly feature?: string,
  ) {
    super(message);
  }
}
/** A missing member, or one hidden by a block the other member made (404). */
export class MemberNotFoundError extends Error {}
/** An action that crosses the viewer's own block (403 `blocked`). */
export class BlockedError extends Error {}
/** A member acting on themselves (400 naming the member field). */
export class SelfActionError extends Error {}
/** A paging cursor that is not one of this list's (400 naming `cursor`). */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid for this list');
  }
}
