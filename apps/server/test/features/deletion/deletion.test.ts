// Account deletion against the real server: a wrong password changes nothing; a request cancels the membership's
// renewal, hides the member, ends every session and mails the date; logging in within the grace period undoes it;
// after it the sweep deletes the data and the photo files, keeps the messages (under "Deleted member") and the
// payments, and the old login no longer works.
import { randomUUID } from 'node:crypto';
import type { AccountDeletionStatus } from '@app/contract';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  apiErrorBody,
  buildPath,
  createPurchase,
  errorCodes,
  facebookLogin,
  getAccountDeletion,
  getProfileView,
  likeMember,
  listPage,
  messagingEndpoints,
  requestAccountDeletion,
  startDeletionPasskey,
  deletionCopy,
  searchPage,
  uploadPhoto,
} from '@app/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  likes,
  mailOutbox,
  memberAnswers,
  members,
  memberships,
  messageThreadMembers,
  messages,
  payments,
  photos,
  sessions,
} from '../../../src/db/schema.ts';
import { keptTables, purgedTables } from '../../../src/features/deletion/deletion.repository.ts';
import type { TestBackend, TestClient } from '../../helper.ts';
import {
  LOGIN_URL,
  TEST_PASSWORD,
  TestClient as Client,
  describeBackends,
  loginAs,
  parseBody,
  testTempDir,
  clockOf,
  expectApiError,
} from '../../helper.ts';
import { body as purchaseBody } from '../billing/billing-app.ts';
import { jpegWithGps, multipart } from '../photos/upload.ts';
import { addPasskey, authenticatorFor } from '../sign-in/authenticator.ts';
import type { CeremonyOptions } from '../sign-in/authenticator.ts';

const DAY = 86_400_000;
const GRACE = ACCOUNT_DELETION_GRACE_DAYS * DAY;

async function status(client: TestClient): Promise<AccountDeletionStatus> {
  const response = await client.get(getAccountDeletion.path);
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(getAccountDeletion.response, response).data;
}

/** Whether `client` finds `id` in search, who-liked-me and the profile view. */
async function seenBy(client: TestClient, id: number) {
  const search = parseBody(searchPage, await client.get('/api/user/search')).data.items.map((m) => m.id);
  const liked = parseBody(listPage, await client.get('/api/user/lists/who-liked-me')).data.items.map(
    (m) => m.id,
  );
  const profile = await client.get(buildPath(getProfileView.path, { id }));
  return { search: search.includes(id), whoLikedMe: liked.includes(id), profile: profile.statusCode === 200 };
}

describeBackends('account deletion', (backend: TestBackend) => {
  const build = () => backend.build({ env: { TEST_CLOCK: '1', DATA_DIR: testTempDir('deletion-') } });

  /**
   * Ana (a paying member by a real purchase, a photo, a 20Q answer, a like of Ben, a thread with Ben) and Ben,
   * logged in.
   */
  async function community(app: FastifyInstance) {
    const anaRow = await backend.createMember({ displayName: 'Ana' });
    const benRow = await backend.createMember({
      displayName: 'Ben',
      gender: 'man',
      seeking: ['woman'],
      isFullMember: true,
      isPayingMember: true,
      subscriptionStatus: 'active',
    });
    const ana = await loginAs(app, anaRow.email);
    const ben = await loginAs(app, benRow.email);

    const bought = await ana.post(createPurchase.path, purchaseBody());
    expect(bought.statusCode, bought.body).toBe(200);
    const upload = multipart(await jpegWithGps());
    const uploaded = await ana.post(uploadPhoto.path, upload.payload, { headers: upload.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await backend.db.insert(memberAnswers).values({ memberId: anaRow.id, questionId: 1, answer: 'Tacos' });
    expect((await ana.post(likeMember.path, { memberId: benRow.id })).statusCode).toBe(200);

    const sent = await ana.post(messagingEndpoints.sendMessage.path, {
      recipientId: benRow.id,
      body: 'Hello Ben, from Ana',
      clientId: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { threadId } = parseBody(messagingEndpoints.sendMessage.response, sent).data;
    const replied = await ben.post(buildPath(messagingEndpoints.replyToThread.path, { threadId }), {
      body: 'Hi Ana, Ben here',
      clientId: randomUUID(),
    });
    expect(replied.statusCode, replied.body).toBe(200);
    return { anaRow, benRow, ana, ben, threadId };
  }

  const memberRow = async (id: number) => {
    const [row] = await backend.db.select().from(members).where(eq(members.id, id));
    if (!row) throw new Error(`member ${id} is gone`);
    return row;
  };

  const membershipOf = async (id: number) => {
    const [row] = await backend.db.select().from(memberships).where(eq(memberships.memberId, id));
    return row;
  };

  it('refuses a wrong or missing password and changes nothing', async () => {
    const app = await build();
    const { anaRow, ana } = await community(app);

    expectApiError(
      await ana.post(requestAccountDeletion.path, {}),
      400,
      errorCodes.invalidRequest,
      'password',
    );
    expectApiError(
      await ana.post(requestAccountDeletion.path, { password: 'not my password' }),
      400,
      errorCodes.invalidRequest,
      'password',
    );
    // The address is no substitute for a member who has a password.
    expectApiError(
      await ana.post(requestAccountDeletion.path, { email: anaRow.email }),
      400,
      errorCodes.invalidRequest,
      'password',
    );

    expect(await status(ana)).toEqual({ state: 'none' });
    const row = await memberRow(anaRow.id);
    expect(row.disabledAt).toBeNull();
    expect(row.deletionRequestedAt).toBeNull();
    expect((await membershipOf(anaRow.id))?.status).toBe('active');
    expect(await backend.db.select().from(sessions).where(eq(sessions.memberId, anaRow.id))).toHaveLength(1);
  });

  it('schedules it: the renewal is off, the member hidden, every session ended and the date mailed', async () => {
    const app = await build();
    const { anaRow, benRow, ana, ben } = await community(app);
    const otherDevice = await loginAs(app, anaRow.email);
    expect(await seenBy(ben, anaRow.id)).toEqual({ search: true, whoLikedMe: true, profile: true });

    const asked = await ana.post(requestAccountDeletion.path, { password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const scheduled = parseBody(requestAccountDeletion.response, asked).data;
    if (scheduled.state !== 'scheduled') throw new Error(`expected scheduled, got ${asked.body}`);
    expect(Date.parse(scheduled.deleteAt) - Date.parse(scheduled.requestedAt)).toBe(GRACE);

    // Every session ended, this one's cookie too.
    expectApiError(await ana.get(getAccountDeletion.path), 401, errorCodes.unauthenticated);
    expectApiError(await otherDevice.get(getAccountDeletion.path), 401, errorCodes.unauthenticated);
    expect(await backend.db.select().from(sessions).where(eq(sessions.memberId, anaRow.id))).toEqual([]);

    expect(await seenBy(ben, anaRow.id)).toEqual({ search: false, whoLikedMe: false, profile: false });
    const row = await memberRow(anaRow.id);
    expect(row.disabledAt).not.toBeNull();
    expect(row.deletionRequestedAt?.toISOString()).toBe(scheduled.requestedAt);
    expect(row.subscriptionStatus).toBe('cancelled');
    const membership = await membershipOf(anaRow.id);
    expect(membership?.status).toBe('cancelled');
    expect(membership?.cancelReason).toBe('account-deletion');

    await app.jobs.settle();
    const mails = await backend.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, anaRow.id), eq(mailOutbox.kind, 'account-deletion')));
    expect(mails).toHaveLength(1);
    const day = new Date(scheduled.deleteAt).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mails[0]?.textBody).toContain(`deleted for good on ${day}`);
    expect(mails[0]?.textBody).toContain('Log in before');
    expect(mails[0]?.toAddress).toBe(anaRow.email);

    // A month on, the billing cycle expires the membership instead of charging the card again.
    clockOf(app).offsetMs = 32 * DAY;
    await app.billing.runCycle(anaRow.id);
    expect((await membershipOf(anaRow.id))?.status).toBe('expired');
    const paid = await backend.db.select().from(payments).where(eq(payments.memberId, anaRow.id));
    expect(paid.map((p) => p.kind)).toEqual(['subscription']);
    expect(benRow.id).toBeGreaterThan(0);
  });

  it('is undone by logging in (reactivating) within the grace period, and the sweep then leaves the member be', async () => {
    const app = await build();
    const { anaRow, ben } = await community(app);
    const asked = await (
      await loginAs(app, anaRow.email)
    ).post(requestAccountDeletion.path, {
      password: TEST_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);

    clockOf(app).offsetMs = GRACE - DAY;
    const client = new Client(app);
    // As for a disabled profile: the login says so, and the site logs in again reactivating.
    expectApiError(
      await client.post(LOGIN_URL, { user: anaRow.email, pass: TEST_PASSWORD }),
      403,
      errorCodes.profileDisabled,
    );
    const back = await client.post(LOGIN_URL, { user: anaRow.email, pass: TEST_PASSWORD, reactivate: '1' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await status(client)).toEqual({ state: 'none' });
    const row = await memberRow(anaRow.id);
    expect(row.disabledAt).toBeNull();
    expect(row.deletionRequestedAt).toBeNull();

    clockOf(app).offsetMs = GRACE + DAY;
    expect(await app.accountDeletions.sweep()).toBe(0);
    expect((await memberRow(anaRow.id)).displayName).toBe('Ana');
    expect(await backend.db.select().from(photos).where(eq(photos.memberId, anaRow.id))).toHaveLength(1);
    expect(await seenBy(ben, anaRow.id)).toEqual({ search: true, whoLikedMe: true, profile: true });
  });

  it('purges after the grace period: data and photo files gone, messages kept under "Deleted member"', async () => {
    const app = await build();
    const { anaRow, benRow, ana, ben, threadId } = await community(app);
    const [photo] = await backend.db.select().from(photos).where(eq(photos.memberId, anaRow.id));
    const storageKey = photo?.storageKey;
    if (!storageKey) throw new Error('the uploaded photo has no storage key');
    expect(await app.photoPipeline.readFile(storageKey, 'full')).not.toBeNull();

    const asked = await ana.post(requestAccountDeletion.path, { password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.jobs.settle(); // the mail went out long before the purge

    // Not before the grace period ends.
    clockOf(app).offsetMs = GRACE - 60_000;
    expect(await app.accountDeletions.sweep()).toBe(0);
    expect((await memberRow(anaRow.id)).deletedAt).toBeNull();

    clockOf(app).offsetMs = GRACE + 60_000;
    expect(await app.accountDeletions.sweep()).toBe(1);
    await app.jobs.settle();
    expect(await app.accountDeletions.sweep()).toBe(0);

    // The files and the rows.
    expect(await app.photoPipeline.readFile(storageKey, 'full')).toBeNull();
    expect(await app.photoPipeline.readFile(storageKey, 'card')).toBeNull();
    expect(await backend.db.select().from(photos).where(eq(photos.memberId, anaRow.id))).toEqual([]);
    expect(
      await backend.db.select().from(memberAnswers).where(eq(memberAnswers.memberId, anaRow.id)),
    ).toEqual([]);
    expect(
      await backend.db
        .select()
        .from(likes)
        .where(or(eq(likes.likerId, anaRow.id), eq(likes.likedId, anaRow.id))),
    ).toEqual([]);
    expect(await membershipOf(anaRow.id)).toBeUndefined();
    expect(await backend.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, anaRow.id))).toEqual([]);

    // The row stays, anonymised; the payment stays with it (accounting).
    const row = await memberRow(anaRow.id);
    expect(row).toMatchObject({
      email: `deleted-${anaRow.id}@deleted.invalid`,
      passwordHash: null,
      facebookId: null,
      displayName: 'Deleted member',
      birthdate: '1900-01-01',
      city: '',
      region: '',
      about: '',
      cardPhotoUrl: null,
    });
    expect(row.deletedAt).not.toBeNull();
    const paid = await backend.db.select().from(payments).where(eq(payments.memberId, anaRow.id));
    expect(paid).toHaveLength(1);

    // Ben's side of the thread keeps both messages, the other member now named "Deleted member".
    const kept = await backend.db
      .select({ body: messages.body, sender: members.displayName })
      .from(messages)
      .innerJoin(members, eq(members.id, messages.senderId))
      .where(eq(messages.threadId, Number(threadId)))
      .orderBy(messages.id);
    expect(kept).toEqual([
      { body: 'Hello Ben, from Ana', sender: 'Deleted member' },
      { body: 'Hi Ana, Ben here', sender: 'Ben' },
    ]);
    expect(
      await backend.db
        .select({ other: messageThreadMembers.otherMemberId })
        .from(messageThreadMembers)
        .where(eq(messageThreadMembers.memberId, benRow.id)),
    ).toEqual([{ other: anaRow.id }]);
    // Ben no longer finds her anywhere, and nothing names her.
    expect(await seenBy(ben, anaRow.id)).toEqual({ search: false, whoLikedMe: false, profile: false });

    // The old login is gone, reactivating included.
    for (const attempt of [
      { user: anaRow.email, pass: TEST_PASSWORD },
      { user: anaRow.email, pass: TEST_PASSWORD, reactivate: '1' },
    ])
      expectApiError(await new Client(app).post(LOGIN_URL, attempt), 401, errorCodes.invalidCredentials);
    expect(await app.repos.members.reactivate(anaRow.id)).toBe(false);
  });

  it('has decided, for every table that names a member, whether the purge deletes or keeps its rows', async () => {
    const result = await backend.db.execute(
      sql`select distinct c.conrelid::regclass::text as name from pg_constraint c
        where c.contype = 'f' and c.confrelid = 'members'::regclass`,
    );
    const rows = (result as unknown as { rows: Array<{ name: string }> }).rows;
    const decided = new Set([...keptTables, ...purgedTables]);
    expect(rows.map((row) => row.name.replaceAll('"', '')).filter((name) => !decided.has(name))).toEqual([]);
  });

  it('asks a member without a password to type the address instead', async () => {
    const app = await build();
    const email = 'fay@test.example';
    const fbRow = await backend.createMember({
      email,
      displayName: 'Fay',
      passwordHash: null,
      facebookId: `sandbox:${email}`,
    });
    const client = new Client(app);
    const facebookUrl = buildPath(facebookLogin.path, { token: `sandbox-${email}` });
    expect((await client.get(facebookUrl)).statusCode).toBe(200);

    expectApiError(
      await client.post(requestAccountDeletion.path, {}),
      400,
      errorCodes.invalidRequest,
      'email',
    );
    expectApiError(
      await client.post(requestAccountDeletion.path, { email: 'someone@else.example' }),
      400,
      errorCodes.invalidRequest,
      'email',
    );
    const asked = await client.post(requestAccountDeletion.path, { email: ` ${fbRow.email.toUpperCase()} ` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(parseBody(requestAccountDeletion.response, asked).data.state).toBe('scheduled');
    expect((await memberRow(fbRow.id)).deletionRequestedAt).not.toBeNull();

    // A Facebook login reactivating undoes it, as the password login does.
    const back = await new Client(app).get(`${facebookUrl}?reactivate=1`);
    expect(back.statusCode, back.body).toBe(200);
    expect((await memberRow(fbRow.id)).deletionRequestedAt).toBeNull();
  });
});

describeBackends('account deletion confirmed with a passkey', (backend: TestBackend) => {
  it("takes one of the member's passkeys instead of the password, once per challenge, never another's", async () => {
    const app = await backend.build();
    const [anaRow, benRow] = [await backend.createMember(), await backend.createMember()];
    const [ana, ben] = [await loginAs(app, anaRow.email), await loginAs(app, benRow.email)];
    const anaKey = authenticatorFor(app);
    const benKey = authenticatorFor(app);
    await addPasskey(ben, benKey);

    // No passkey yet: nothing to ask with.
    expectApiError(await ana.post(startDeletionPasskey.path, {}), 404, errorCodes.notFound);
    await addPasskey(ana, anaKey);
    const optionsOf = async (client: TestClient) =>
      parseBody(startDeletionPasskey.response, await client.post(startDeletionPasskey.path, {})).data
        .options as unknown as CeremonyOptions;

    // Another member's passkey, and Ana's own on a challenge already used, do not confirm.
    const options = await optionsOf(ana);
    expect((options as unknown as { allowCredentials: { id: string }[] }).allowCredentials).toEqual([
      expect.objectContaining({ id: anaKey.id }),
    ]);
    const wrong = await ana.post(requestAccountDeletion.path, { credential: benKey.signIn(options) });
    expectApiError(wrong, 400, errorCodes.invalidRequest, 'credential');
    expect(apiErrorBody.parse(wrong.json()).error.message).toBe(deletionCopy.passkeyRefused);
    const stale = await ana.post(requestAccountDeletion.path, { credential: anaKey.signIn(options) });
    expectApiError(stale, 400, errorCodes.invalidRequest, 'credential');
    expect((await status(ana)).state).toBe('none');

    const asked = await ana.post(requestAccountDeletion.path, {
      credential: anaKey.signIn(await optionsOf(ana)),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(parseBody(requestAccountDeletion.response, asked).data.state).toBe('scheduled');
  });
});
