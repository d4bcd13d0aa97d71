// Profile verification: the state (verification-settings, the rejected modal, the verified notice), starting an
// attempt (a pose, a different one than the previous attempt's), the selfie (multipart, field "selfie": processed
// like a photo, metadata stripped, kept in photo storage for the reviewer and never served to anyone), and dismissing
// the profileVerifiedSuccess notice. members.verification_status follows every decision, so the current profile's
// VerificationStatus and the verified badge on cards, lists, search and profile view read it at once.
import { randomInt, randomUUID } from 'node:crypto';
import type { VerificationPoseId, VerificationState } from '@app/contract';
import {
  dismissVerifiedNotice,
  errorCopy,
  getVerification,
  startVerification,
  submitSelfie,
  verificationErrorCodes,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import type { VerificationReviewer } from './reviewer.ts';
import { sandboxReviewer } from './reviewer.ts';

export interface VerificationRoutesOptions {
  /** Overrides the sandbox reviewer (tests: one that leaves the state pending, as a real provider would). */
  reviewer?: VerificationReviewer;
}

const alreadyVerified = () =>
  new ApiError(409, verificationErrorCodes.alreadyVerified, errorCopy.already_verified);

const notStarted = () =>
  new ApiError(409, verificationErrorCodes.noAttempt, errorCopy.verification_not_started);

/** A random pose among those allowed: a selfie prepared in advance for a known pose cannot be reused. */
const randomPose = (allowed: readonly VerificationPoseId[]): VerificationPoseId => {
  const pose = allowed[randomInt(allowed.length)];
  if (!pose) throw new Error('no pose to choose from');
  return pose;
};

/** Selfies live beside photos in storage, under their own prefix that no media route serves. */
const selfieKey = (memberId: number) => `verification/${memberId}/${randomUUID()}.webp`;

export default async function verificationRoutes(app: FastifyInstance, options: VerificationRoutesOptions) {
  const reviewer = options.reviewer ?? sandboxReviewer;
  const repo = app.repos.verification;
  const pipeline = app.photoPipeline;

  const state = async (memberId: number): Promise<{ data: VerificationState }> => ({
    data: await repo.state(memberId),
  });

  contractRoute(app, getVerification, 'member', async ({ member }) => state(member.id));

  contractRoute(app, startVerification, 'member', async ({ member }) => {
    if ((await repo.start(member.id, randomPose)) === 'verified') throw alreadyVerified();
    return state(member.id);
  });

  contractRoute(app, submitSelfie, 'member', async ({ member, file, request }) => {
    if (member.verificationStatus === 'verified') throw alreadyVerified();
    const attempt = await repo.startedAttempt(member.id);
    if (!attempt) throw notStarted();
    // Decoded, turned upright and stripped like a photo (PhotoInputError names the `selfie` field).
    const processed = await pipeline.process(file.bytes, 'selfie');
    const key = selfieKey(member.id);
    await pipeline.storage.put(key, processed.files.full, 'image/webp');
    const removeFiles = (keys: string[]) =>
      pipeline.storage.delete(keys).catch((error: unknown) => {
        request.log.warn({ err: error }, 'verification selfie not removed');
      });
    let result: { recorded: boolean; staleSelfies: string[] };
    try {
      const decision = await reviewer.review({
        memberId: member.id,
        attemptId: attempt.id,
        pose: attempt.pose as VerificationPoseId,
        storageKey: key,
        width: processed.width,
        height: processed.height,
        hasApprovedPhoto: await repo.hasApprovedPhoto(member.id),
      });
      result = await repo.submit(attempt, key, decision);
    } catch (error) {
      await removeFiles([key]);
      throw error;
    }
    if (!result.recorded) {
      // Another submit of the same attempt got there first: this selfie is not needed.
      await removeFiles([key]);
      throw notStarted();
    }
    await removeFiles(result.staleSelfies);
    return state(member.id);
  });

  contractRoute(app, dismissVerifiedNotice, 'member', async ({ member }) => {
    await repo.dismissNotice(member.id);
    return state(member.id);
  });
}
