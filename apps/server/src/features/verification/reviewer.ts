// Who decides a verification: the selfie (showing the pose asked for) against the member's profile photos. The
// offline sandbox (default) decides at once by `sandboxReviewRules`; a real provider (a face-match service or a human
// queue) answers `pending` and decides later through the repository's `decide`.
import type { VerificationPoseId, VerificationRejection } from '@app/contract';
import { sandboxReviewRules } from '@app/contract';

export type ReviewDecision =
  { status: 'verified' } | { status: 'rejected'; rejection: VerificationRejection } | { status: 'pending' };

export interface SelfieForReview {
  memberId: number;
  attemptId: number;
  pose: VerificationPoseId;
  /** The selfie as stored (upright, metadata stripped): its key in photo storage and its size in pixels. */
  storageKey: string;
  width: number;
  height: number;
  /** The member has at least one approved profile photo to compare the selfie with. */
  hasApprovedPhoto: boolean;
}

export interface VerificationReviewer {
  readonly name: string;
  review(selfie: SelfieForReview): Promise<ReviewDecision>;
}

/** Deterministic, so stories, tests and e2e reach every state: no approved photo, a small selfie, else verified. */
export const sandboxReviewer: VerificationReviewer = {
  name: 'sandbox',
  async review(selfie) {
    if (sandboxReviewRules.needsApprovedPhoto && !selfie.hasApprovedPhoto) {
      return { status: 'rejected', rejection: 'no_photo' };
    }
    if (Math.min(selfie.width, selfie.height) < sandboxReviewRules.minSelfieSide) {
      return { status: 'rejected', rejection: 'unclear_selfie' };
    }
    return { status: 'verified' };
  },
};
