// The messaging rules (README "Messaging rules"): what a free member may do, how blocks refuse, and the errors
// members see. Decisions read the same permission map the client gets (shared/roles.ts), so the server and
// the site agree on who may read, send and reply.
import type { ApiErrorBody, MessagingPaywallError, MessagingPaywallFeature } from '@app/contract';
import { errorCodes, errorCopy, messagingErrorCodes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { mayUse, roleOf } from '../../shared/roles.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * 403 `paywall` naming the gated action (a catalogue entry whose paywall key is its own id), so the site shows
 * home/paywall with the matching headline; the message is that headline.
 */
export class PaywallError extends ApiError {
  constructor(readonly feature: MessagingPaywallFeature) {
    super(403, errorCodes.paywall, errorCopy.paywall(feature));
  }

  override toBody(): ApiErrorBody & MessagingPaywallError {
    return { error: { code: errorCodes.paywall, message: this.message, feature: this.feature } };
  }
}

export const notFound = (what: 'This member' | 'This conversation') =>
  new ApiError(404, errorCodes.notFound, errorCopy.not_found(what));

/**
 * Writing to a member who deleted their account: 410, since they are gone for good (a disabled profile answers 404,
 * as it may come back). The thread stays readable, so naming the deletion reveals nothing the thread does not show.
 */
export const memberDeleted = () =>
  new ApiError(
    410,
    errorCodes.notFound,
    "This member deleted their account. You can read your conversation, but you can't message them.",
  );

export const invalid = (field: string, message: string) =>
  new ApiError(400, errorCodes.invalidRequest, message, field);

/** A member whose plan reads every thread reads it; a free member reads threads with paying (full) members only. */
export const mayReadThreadWith = (
  viewer: Member,
  other: Pick<Member, 'isFullMember' | 'isPayingMember'>,
): boolean => mayUse(viewer, 'readMail') || roleOf(other) === 'full';

export function requireMayRead(viewer: Member, other: Pick<Member, 'isFullMember' | 'isPayingMember'>): void {
  if (!mayReadThreadWith(viewer, other)) throw new PaywallError('readMail');
}

export function requireMaySend(viewer: Member): void {
  if (!mayUse(viewer, 'sendMessage')) throw new PaywallError('sendMessage');
}

export function requireMayReply(viewer: Member): void {
  if (!mayUse(viewer, 'reply')) throw new PaywallError('reply');
}

/**
 * Across a block nothing goes through. The viewer's own block is named (403 `blocked`, so the site can offer to
 * undo it); a member who blocked the viewer does not exist for them (404), so the block is never revealed.
 */
export async function refuseAcrossBlock(
  blocks: FastifyInstance['repos']['blocks'],
  viewer: Member,
  other: { id: number; name: string },
): Promise<void> {
  if (await blocks.hasBlocked(other.id, viewer.id)) throw notFound('This member');
  if (await blocks.hasBlocked(viewer.id, other.id)) {
    throw new ApiError(
      403,
      messagingErrorCodes.blocked,
      errorCopy.blocked(other.name, 'message each other again'),
    );
  }
}

/** Numeric ids travel as strings; anything else (or out of int range) names no row. */
export function parseId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
