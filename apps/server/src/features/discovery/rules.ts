// What the discovery routes share: cursor parsing, the member-facing errors (the same bodies the MSW handlers
// answer with), and page shaping; all but the block refusal live in shared/member-rules.ts, which the interests
// and invites features use too.
import { discoveryErrorCodes, errorCopy } from '@app/contract';
import { ApiError } from '../../http/errors.ts';

export {
  datedMembersPage,
  isoFromPosition,
  memberNotFound,
  parseCursor,
  refuseSelf,
} from '../../shared/member-rules.ts';

/** Only for the member who made the block (so the site can offer to undo it); the blocked member gets 404. */
export const refusedAcrossBlock = (action: string) =>
  new ApiError(403, discoveryErrorCodes.blocked, errorCopy.blocked('this member', `${action} them`));
