// Profile verification over a real database and real photo storage: start (a pose; a different one on retry), the
// selfie (multipart "selfie"), the sandbox reviewer's rules (no approved photo, a small selfie, else verified), a
// real provider's pending state through a fake reviewer, the verified notice shown once, and the badge others see.
import { join } from 'node:path';
import {
  buildPath,
  dismissVerifiedNotice,
  getProfile,
  getProfileView,
  getVerification,
  photoErrorCodes,
  profileWire,
  sandboxReviewRules,
  searchPage,
  startVerification,
  submitSelfie,
  verificationErrorCodes,
  verificationPoses,
} from '@app/contract';
import type { VerificationState } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema.ts';
import type { VerificationReviewer } from '../../../src/features/verification/index.ts';
import { sandboxReviewer } from '../../../src/features/verification/reviewer.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody, testTempDir } from '../../helper.ts';
import { buildWithServices, expectError, filesUnder } from '../photos/route-helpers.ts';
import { jpegWithGps, multipart } from '../photos/upload.ts';

const poseIds: readonly string[] = verificationPoses.map((pose) => pose.id);
const clearSide = sandboxReviewRules.minSelfieSide;

/** A selfie of this size (JPEG, carrying EXIF GPS like a phone's). */
const selfie = (width: number, height: number) => jpegWithGps(width, height);

describe('the sandbox reviewer', () => {
  const base = { memberId: 1, attemptId: 1, pose: 'wave', storageKey: 'k' } as const;

  it('follows sandboxReviewRules', async () => {
    const review = (hasApprovedPhoto: boolean, width: number, height: number) =>
      sandboxReviewer.review({ ...base, hasApprovedPhoto, width, height });
    expect(await review(false, 1000, 1000)).toEqual({ status: 'rejected', rejection: 'no_photo' });
    expect(await review(true, clearSide - 1, 1000)).toEqual({
      status: 'rejected',
      rejection: 'unclear_selfie',
    });
    expect(await review(true, 1000, clearSide - 1)).toEqual({
      status: 'rejected',
      rejection: 'unclear_selfie',
    });
    expect(await review(true, clearSide, clearSide)).toEqual({ status: 'verified' });
  });
});

describeBackends('verification', (backend) => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = testTempDir('verification-test-');
  });

  async function build(reviewer?: VerificationReviewer): Promise<FastifyInstance> {
    if (!reviewer) return backend.build({ env: { DATA_DIR: dataDir } });
    return buildWithServices(backend, dataDir, { verificationReviewer: reviewer });
  }

  /** The selfies in photo storage. */
  const storedSelfies = () => filesUnder(join(dataDir, 'media', 'verification'));

  async function member(app: FastifyInstance, overrides: Parameters<typeof backend.createMember>[0] = {}) {
    const row = await backend.createMember(overrides);
    return { row, client: await loginAs(app, row.email) };
  }

  async function addApprovedPhoto(memberId: number, moderation: 'approved' | 'pending' = 'approved') {
    await backend.db.insert(schema.photos).values({
      memberId,
      url: '/api/avatars/test.svg',
      width: 480,
      height: 600,
      isMain: true,
      moderation,
    });
  }

  const state = async (client: TestClient): Promise<VerificationState> =>
    parseBody(getVerification.response, await client.get(getVerification.path)).data;

  async function start(client: TestClient): Promise<VerificationState> {
    const response = await client.post(startVerification.path);
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(startVerification.response, response).data;
  }

  const sending = async (client: TestClient, bytes: Buffer, field = 'selfie') => {
    const body = multipart(bytes, { field, filename: 'selfie.jpg' });
    return client.request({
      method: 'POST',
      url: submitSelfie.path,
      payload: body.payload,
      headers: body.headers,
    });
  };

  async function submit(client: TestClient, bytes: Buffer): Promise<VerificationState> {
    const response = await sending(client, bytes);
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(submitSelfie.response, response).data;
  }

  const memberStatus = async (memberId: number) => {
    const [row] = await backend.db
      .select({ status: schema.members.verificationStatus })
      .from(schema.members)
      .where(eq(schema.members.id, memberId));
    return row?.status;
  };

  it('starts with nothing, and refuses a selfie before an attempt is started', async () => {
    const app = await build();
    const { client } = await member(app);
    expect(await state(client)).toEqual({
      status: 'none',
      pose: null,
      rejection: null,
      submittedAt: null,
      showVerifiedNotice: false,
    });
    expectError(await sending(client, await selfie(800, 800)), 409, verificationErrorCodes.noAttempt);
    expect(storedSelfies()).toEqual([]);
  });

  it('shows a pose, and the same one until the selfie is sent', async () => {
    const app = await build();
    const { client } = await member(app);
    const started = await start(client);
    expect(started.status).toBe('none');
    expect(poseIds).toContain(started.pose?.id);
    expect(started.pose?.instruction).toBe(
      verificationPoses.find((p) => p.id === started.pose?.id)?.instruction,
    );
    expect((await start(client)).pose).toEqual(started.pose);
    expect((await state(client)).pose).toEqual(started.pose);
  });

  it('rejected (no photo) → retry with a new pose → rejected (unclear) → retry → verified; the notice once; the badge', async () => {
    const app = await build();
    const { row, client } = await member(app, { gender: 'woman', seeking: ['man'] });
    const viewer = await member(app, { gender: 'man', seeking: ['woman'] });

    const first = await start(client);
    const noPhoto = await submit(client, await selfie(800, 800));
    expect(noPhoto).toMatchObject({ status: 'rejected', rejection: 'no_photo', pose: null });
    expect(noPhoto.submittedAt).not.toBeNull();
    expect(await memberStatus(row.id)).toBe('rejected');
    expect(parseBody(profileWire, await client.get(getProfile.path)).VerificationStatus).toBe('rejected');
    // A selfie needs an attempt of its own.
    expectError(await sending(client, await selfie(800, 800)), 409, verificationErrorCodes.noAttempt);

    // A photo that is still pending moderation is nothing to compare with either.
    await addApprovedPhoto(row.id, 'pending');
    const second = await start(client);
    expect(second.pose?.id).not.toBe(first.pose?.id);
    expect(second).toMatchObject({ status: 'none', rejection: null });
    expect(await submit(client, await selfie(800, 800))).toMatchObject({ rejection: 'no_photo' });

    await addApprovedPhoto(row.id);
    const third = await start(client);
    expect(third.pose?.id).not.toBe(second.pose?.id);
    const unclear = await submit(client, await selfie(clearSide + 200, clearSide - 1));
    expect(unclear).toMatchObject({ status: 'rejected', rejection: 'unclear_selfie' });

    const fourth = await start(client);
    expect(fourth.pose?.id).not.toBe(third.pose?.id);
    const verified = await submit(client, await selfie(clearSide, clearSide + 100));
    expect(verified).toMatchObject({
      status: 'verified',
      rejection: null,
      pose: null,
      showVerifiedNotice: true,
    });
    expect(await memberStatus(row.id)).toBe('verified');
    expect(parseBody(profileWire, await client.get(getProfile.path)).VerificationStatus).toBe('verified');

    // The notice is shown until dismissed, then never again.
    expect((await state(client)).showVerifiedNotice).toBe(true);
    const dismissed = await client.post(dismissVerifiedNotice.path);
    expect(parseBody(dismissVerifiedNotice.response, dismissed).data.showVerifiedNotice).toBe(false);
    expect((await state(client)).showVerifiedNotice).toBe(false);
    expect((await client.post(dismissVerifiedNotice.path)).statusCode).toBe(200);

    // Verified is final.
    expectError(await client.post(startVerification.path), 409, verificationErrorCodes.alreadyVerified);
    expectError(await sending(client, await selfie(800, 800)), 409, verificationErrorCodes.alreadyVerified);

    // Others see the badge: search (also with "verified only") and profile view.
    const search = parseBody(searchPage, await viewer.client.get('/api/user/search?verified=true')).data
      .items;
    expect(search.find((m) => m.id === row.id)?.verified).toBe(true);
    const view = parseBody(
      getProfileView.response,
      await viewer.client.get(buildPath(getProfileView.path, { id: row.id })),
    ).data;
    expect(view.verified).toBe(true);

    // Only the newest selfie is kept (for the reviewer), stored without metadata; no route serves it.
    const kept = storedSelfies();
    expect(kept).toHaveLength(1);
    const key = kept[0]?.slice(join(dataDir, 'media').length + 1) ?? '';
    const [stored] = await backend.db
      .select({ selfieKey: schema.verificationAttempts.selfieKey })
      .from(schema.verificationAttempts)
      .where(eq(schema.verificationAttempts.status, 'verified'));
    expect(stored?.selfieKey).toBe(key);
    const bytes = await app.photoPipeline.storage.get(key);
    const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    for (const url of [`/media/${key}`, `/media/photos/${key}`]) {
      expect((await client.get(url)).statusCode).toBe(404);
    }
  });

  it('leaves the state pending with a real provider, until it decides', async () => {
    const decisions: number[] = [];
    const app = await build({
      name: 'fake provider',
      async review(selfieForReview) {
        decisions.push(selfieForReview.attemptId);
        return { status: 'pending' };
      },
    });
    const { row, client } = await member(app);
    await addApprovedPhoto(row.id);
    await start(client);
    const pending = await submit(client, await selfie(800, 800));
    expect(pending).toMatchObject({
      status: 'pending',
      pose: null,
      rejection: null,
      showVerifiedNotice: false,
    });
    expect(pending.submittedAt).not.toBeNull();
    expect(await memberStatus(row.id)).toBe('pending');
    expect(parseBody(profileWire, await client.get(getProfile.path)).VerificationStatus).toBe('pending');

    // Nothing to start or send while the review runs.
    expect(await start(client)).toMatchObject({ status: 'pending', pose: null });
    expectError(await sending(client, await selfie(800, 800)), 409, verificationErrorCodes.noAttempt);

    const attemptId = decisions[0] ?? 0;
    expect(
      await app.repos.verification.decide(attemptId, { status: 'rejected', rejection: 'no_match' }),
    ).toBe(true);
    expect(await state(client)).toMatchObject({ status: 'rejected', rejection: 'no_match' });
    // Decided once: a second decision finds nothing pending.
    expect(await app.repos.verification.decide(attemptId, { status: 'verified' })).toBe(false);
    expect((await state(client)).status).toBe('rejected');

    await start(client);
    await submit(client, await selfie(800, 800));
    expect(await app.repos.verification.decide(decisions[1] ?? 0, { status: 'verified' })).toBe(true);
    expect(await state(client)).toMatchObject({ status: 'verified', showVerifiedNotice: true });
    expect(await memberStatus(row.id)).toBe('verified');
  });

  it('refuses a selfie that is not a photo, naming the field, and keeps the attempt', async () => {
    const app = await build();
    const { row, client } = await member(app);
    await addApprovedPhoto(row.id);
    const started = await start(client);

    expectError(
      await sending(client, Buffer.from('hello, I am a text file')),
      415,
      photoErrorCodes.unsupportedType,
      'selfie',
    );
    const jpeg = await selfie(800, 800);
    expectError(await sending(client, jpeg.subarray(0, 200)), 400, photoErrorCodes.corruptImage, 'selfie');
    expectError(await sending(client, Buffer.alloc(0)), 400, photoErrorCodes.emptyFile, 'selfie');
    expectError(await sending(client, jpeg, 'photo'), 400, 'invalid_request', 'selfie');
    expectError(await client.post(submitSelfie.path, {}), 415, photoErrorCodes.unsupportedType, 'selfie');
    expect(storedSelfies()).toEqual([]);
    expect(await state(client)).toMatchObject({ status: 'none', pose: started.pose });
    expect((await submit(client, jpeg)).status).toBe('verified');
  });
});
