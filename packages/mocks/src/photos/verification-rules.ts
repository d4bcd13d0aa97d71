// Profile verification: an attempt with a pose, the selfie checked as an upload, and the offline sandbox reviewer
// (or a pending review by the provider); the member's verification status follows onto their community record.
import type { VerificationPoseId, VerificationState } from '@app/contract';
import {
  sandboxReviewRules,
  submitSelfie as submitSelfieEndpoint,
  verificationErrorCodes,
  verificationPoses,
} from '@app/contract';
import { iso, MOCK_NOW } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { MockMember } from '../factories.ts';
import type { MockStore, StoredVerification } from '../store.ts';
import { fullSize } from './factories.ts';
import type { OwnPhotos } from './own-photos.ts';
import { photoMessages } from './photo-messages.ts';
import { decode, readUpload } from './upload.ts';

/** The verification rules over `store`; a decision syncs the member through the own-photo rules. */
export function verificationRulesOf(store: MockStore, own: OwnPhotos) {
  const { memberOf, photosOf, sync } = own;

  function verificationOf(id: number): StoredVerification {
    let stored = store.verifications.get(id);
    if (!stored) {
      stored = { attempts: [], showVerifiedNotice: false };
      store.verifications.set(id, stored);
    }
    return stored;
  }

  const poseOf = (poseId: VerificationPoseId) => {
    const pose = verificationPoses.find((p) => p.id === poseId)!;
    return { id: pose.id, instruction: pose.instruction };
  };

  function verification(id: number): VerificationState {
    const stored = verificationOf(id);
    const status = memberOf(id).verificationStatus;
    const last = stored.attempts.at(-1);
    const decided = [...stored.attempts].reverse().find((a) => a.submittedAt !== null);
    return {
      status,
      pose: last && last.submittedAt === null ? poseOf(last.pose) : null,
      rejection: status === 'rejected' ? (decided?.rejection ?? null) : null,
      submittedAt: decided?.submittedAt ?? null,
      showVerifiedNotice: status === 'verified' && stored.showVerifiedNotice,
    };
  }

  function setStatus(id: number, status: MockMember['verificationStatus']): void {
    memberOf(id).verificationStatus = status;
    sync(id);
  }

  /**
   * A new attempt with a pose other than the previous attempt's (the server picks one at random; here the next in
   * the list, so stories are stable). An attempt waiting for its selfie, or one under review, is kept as it is. A
   * retry after a rejection puts the member back to "none" while they take the new selfie.
   */
  function start(id: number): VerificationState {
    const member = memberOf(id);
    if (member.verificationStatus === 'verified')
      throw new ApiError(409, verificationErrorCodes.alreadyVerified, photoMessages.alreadyVerified);
    const stored = verificationOf(id);
    const last = stored.attempts.at(-1);
    if (!last || last.outcome === 'verified' || last.outcome === 'rejected') {
      const previous = verificationPoses.findIndex((p) => p.id === last?.pose);
      const pose = verificationPoses[(previous + 1) % verificationPoses.length]!.id;
      if (member.verificationStatus === 'rejected') setStatus(id, 'none');
      stored.attempts.push({
        pose,
        startedAt: iso(MOCK_NOW),
        submittedAt: null,
        outcome: null,
        rejection: null,
      });
    }
    return verification(id);
  }

  /**
   * The selfie of the attempt in progress. The sandbox reviewer (sandboxReviewRules) decides at once: no approved
   * photo → rejected `no_photo`; shorter side under 480 px → rejected `unclear_selfie`; else verified, with the
   * notice to show. With `photoFaults.verificationReviewer = 'provider'` it stays pending.
   */
  async function submitSelfie(id: number, request: Request): Promise<VerificationState> {
    const member = memberOf(id);
    if (member.verificationStatus === 'verified')
      throw new ApiError(409, verificationErrorCodes.alreadyVerified, photoMessages.alreadyVerified);
    const stored = verificationOf(id);
    const attempt = stored.attempts.at(-1);
    if (!attempt || attempt.submittedAt !== null)
      throw new ApiError(409, verificationErrorCodes.noAttempt, photoMessages.notStarted);
    const { field } = submitSelfieEndpoint.upload;
    const selfie = decode(await readUpload(request, submitSelfieEndpoint.upload), field);
    // The reviewer sees the processed selfie (the full size, within 1600 px), as on the server.
    const seen = fullSize(selfie.width, selfie.height);
    attempt.submittedAt = iso(MOCK_NOW);
    if (store.photoFaults.verificationReviewer === 'provider') {
      attempt.outcome = 'pending';
      setStatus(id, 'pending');
      return verification(id);
    }
    const hasApproved = photosOf(id).some((p) => p.moderation === 'approved');
    attempt.rejection =
      sandboxReviewRules.needsApprovedPhoto && !hasApproved
        ? 'no_photo'
        : Math.min(seen.width, seen.height) < sandboxReviewRules.minSelfieSide
          ? 'unclear_selfie'
          : null;
    attempt.outcome = attempt.rejection ? 'rejected' : 'verified';
    if (!attempt.rejection) stored.showVerifiedNotice = true;
    setStatus(id, attempt.outcome);
    return verification(id);
  }

  function dismissNotice(id: number): VerificationState {
    verificationOf(id).showVerifiedNotice = false;
    return verification(id);
  }

  return { verificationOf, verification, start, submitSelfie, dismissNotice };
}
