import { z } from 'zod';
import type { UploadSpec } from './endpoint.ts';
import { defineEndpoint } from './endpoint.ts';
import { photoMediaTypes, PHOTO_MAX_BYTES } from './photo-limits.ts';
import { verificationStatus } from './profile.ts';

/**
 * Profile verification, the flow members of Match, Tinder or Bumble know: the app shows a pose, the member takes a
 * selfie doing it, and a reviewer compares the selfie with their profile photos. States: none → pending → verified
 * or rejected; rejected explains why and offers a retry with a new pose. A verified member carries the verified
 * badge on cards, lists, search results and profile view, and sees the `profileVerifiedSuccess` notice once.
 *
 * The reviewer sits behind an interface: by default an offline sandbox that decides at once and deterministically
 * (rules in `sandboxReviewRules`), with a seam for a real provider that decides later (the state stays pending).
 */

/** The poses a selfie is asked to show; a new attempt gets a different one. */
export const verificationPoses = [
  { id: 'thumbs-up', instruction: 'Give a thumbs up next to your face' },
  { id: 'peace-sign', instruction: 'Make a peace sign beside your cheek' },
  { id: 'hand-on-head', instruction: 'Put one hand flat on top of your head' },
  { id: 'point-at-ear', instruction: 'Point at your ear with one finger' },
  { id: 'wave', instruction: 'Wave at the camera with an open hand' },
] as const;
export type VerificationPoseId = (typeof verificationPoses)[number]['id'];
export const verificationPoseId = z.enum(
  verificationPoses.map((pose) => pose.id) as [VerificationPoseId, ...VerificationPoseId[]],
);

/** Why a verification was rejected, with what the rejected modal tells the member. */
export const verificationRejections = {
  no_photo: {
    title: 'Add a photo of yourself first',
    message:
      'We compare your selfie with your profile photos. Add a clear photo of your face, then try again.',
  },
  unclear_selfie: {
    title: 'We could not see you clearly',
    message:
      'Your selfie was too small or too dark to compare. Face the light, fill the frame, and try again.',
  },
  no_match: {
    title: 'Your selfie did not match your photos',
    message:
      'The person in the selfie did not look like the one in your photos. Check your photos and try again.',
  },
} as const;
export type VerificationRejection = keyof typeof verificationRejections;
export const verificationRejection = z.enum(
  Object.keys(verificationRejections) as [VerificationRejection, ...VerificationRejection[]],
);

/** How the offline sandbox reviewer decides (deterministic, so stories and tests can reach every state). */
export const sandboxReviewRules = {
  /** No approved profile photo to compare with: rejected `no_photo`. */
  needsApprovedPhoto: true,
  /** A selfie whose shorter side is under this many pixels: rejected `unclear_selfie`. */
  minSelfieSide: 480,
} as const;

export const verificationState = z.object({
  status: verificationStatus,
  /** The pose of the attempt in progress (after `startVerification`); null when none is. */
  pose: z.object({ id: verificationPoseId, instruction: z.string() }).nullable(),
  /** Set when `status` is rejected. */
  rejection: verificationRejection.nullable(),
  /** ISO 8601 time of the last submitted selfie; null before any. */
  submittedAt: z.string().nullable(),
  /** The member has not yet seen the `profileVerifiedSuccess` notice of their verification. */
  showVerifiedNotice: z.boolean(),
});
export type VerificationState = z.infer<typeof verificationState>;
const verificationResponse = z.object({ data: verificationState });

export const getVerification = defineEndpoint({
  summary:
    "The member's verification state (verification-settings, the rejected modal, the verified notice).",
  method: 'GET',
  path: '/api/user/verification',
  response: verificationResponse,
});

export const startVerification = defineEndpoint({
  summary:
    'Start a verification attempt: answers the pose the selfie must show (a new one after a rejection).',
  method: 'POST',
  path: '/api/user/verification',
  body: z.object({}).strict().optional(),
  response: verificationResponse,
});

export const selfieUpload: UploadSpec = {
  field: 'selfie',
  maxBytes: PHOTO_MAX_BYTES,
  mediaTypes: photoMediaTypes,
};

export const submitSelfie = defineEndpoint({
  summary:
    'Send the selfie of the attempt in progress (multipart/form-data, field "selfie"); the reviewer decides, or the state stays pending.',
  method: 'POST',
  path: '/api/user/verification/selfie',
  upload: selfieUpload,
  response: verificationResponse,
});

export const dismissVerifiedNotice = defineEndpoint({
  summary: 'The member saw the profileVerifiedSuccess notice: it is not shown again.',
  method: 'POST',
  path: '/api/user/verification/notice',
  body: z.object({}).strict().optional(),
  response: verificationResponse,
});

/** Error codes verification adds. */
export const verificationErrorCodes = {
  noAttempt: 'verification_not_started',
  alreadyVerified: 'already_verified',
} as const;
