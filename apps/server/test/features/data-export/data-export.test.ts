// "Download my data": a request starts the job, the zip holds the member's data (and no secret), it is served to its
// member only, a second request is refused, and the sweep deletes it once its download time ends.
import { randomUUID } from 'node:crypto';
import type { DataExportStatus } from '@app/contract';
import {
  apiErrorBody,
  DATA_EXPORT_DOWNLOAD_DAYS,
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_REQUEST_HOURS,
  blockMember,
  dataExportErrorCodes,
  getDataExport,
  likeMember,
  messagingEndpoints,
  requestDataExport,
  uploadPhoto,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { dataExports, mailOutbox, photos } from '../../../src/db/schema.ts';
import { databaseStorage } from '../../../src/features/photos/storage.ts';
import type { TestBackend, TestClient } from '../../helper.ts';
import {
  TEST_PASSWORD,
  TestClient as Client,
  describeBackends,
  testConfig,
  loginAs,
  parseBody,
  testTempDir,
  clockOf,
  expectApiError,
} from '../../helper.ts';
import { jpegWithGps, multipart } from '../photos/upload.ts';

const paying = { isFullMember: true, isPayingMember: true, subscriptionStatus: 'active' } as const;
const HOUR = 3_600_000;

async function status(client: TestClient): Promise<DataExportStatus> {
  const response = await client.get(getDataExport.path);
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(getDataExport.response, response).data;
}

describeBackends('data export', (backend: TestBackend) => {
  const build = () => backend.build({ env: { TEST_CLOCK: '1', DATA_DIR: testTempDir('data-export-') } });

  /** Ana (with a photo, a like, a message sent and one received, a block) and Ben, logged in. */
  async function community(app: FastifyInstance) {
    const anaRow = await backend.createMember({ ...paying, displayName: 'Ana' });
    const benRow = await backend.createMember({ ...paying, displayName: 'Ben' });
    const carl = await backend.createMember({ displayName: 'Carl' });
    const ana = await loginAs(app, anaRow.email);
    const ben = await loginAs(app, benRow.email);

    const upload = multipart(await jpegWithGps());
    const uploaded = await ana.post(uploadPhoto.path, upload.payload, { headers: upload.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    expect((await ana.post(likeMember.path, { memberId: benRow.id })).statusCode).toBe(200);
    const sent = await ana.post(messagingEndpoints.sendMessage.path, {
      recipientId: benRow.id,
      body: 'Hello Ben, from Ana',
      clientId: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { threadId } = parseBody(messagingEndpoints.sendMessage.response, sent).data;
    const replied = await ben.post(messagingEndpoints.replyToThread.path.replace(':threadId', threadId), {
      body: 'Hi Ana, Ben here',
      clientId: randomUUID(),
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await ana.post(blockMember.path, { memberId: carl.id })).statusCode).toBe(200);
    return { anaRow, benRow, ana, ben };
  }

  /** Asks for Ana's export and runs the job. */
  async function exportReady(app: FastifyInstance, client: TestClient, ...otherServers: FastifyInstance[]) {
    const asked = await client.post(requestDataExport.path);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(parseBody(requestDataExport.response, asked).data.state).toBe('preparing');
    // Every server's worker may claim the job: each settles, so the one that took it has finished it.
    await Promise.all([app, ...otherServers].map((server) => server.jobs.settle()));
    const ready = await status(client);
    if (ready.state !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
    return ready;
  }

  it('builds a zip of the member’s data, mails them, and serves it to them only', async () => {
    const app = await build();
    const { anaRow, ben, ana } = await community(app);
    expect(await status(ana)).toEqual({ state: 'none', nextRequestAt: null });

    const ready = await exportReady(app, ana);
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(
      DATA_EXPORT_DOWNLOAD_DAYS * 24 * HOUR,
    );
    expect(Date.parse(ready.nextRequestAt ?? '')).toBe(
      Date.parse(ready.requestedAt) + DATA_EXPORT_REQUEST_HOURS * HOUR,
    );

    const mails = await backend.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, anaRow.id), eq(mailOutbox.kind, 'data-export')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('/profile/settings/account-settings?export=ready');

    const download = await ana.get(DATA_EXPORT_DOWNLOAD_PATH);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="spark-data-${ready.readyAt.slice(0, 10)}.zip"`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.byteLength).toBe(ready.sizeBytes);

    const files = unzipSync(new Uint8Array(download.rawPayload));
    const read = (name: string): unknown => {
      const file = files[name];
      if (!file) throw new Error(`${name} missing from the zip: ${Object.keys(files).join(', ')}`);
      return JSON.parse(strFromU8(file));
    };
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

    const profile = read('profile.json') as {
      member: { email: string; id: number };
      photos: { file: string }[];
    };
    expect(profile.member).toMatchObject({ id: anaRow.id, email: anaRow.email });
    expect(text('profile.json')).not.toContain(anaRow.passwordHash ?? 'no hash');
    expect(text('profile.json')).not.toMatch(/passwordHash|\$argon2/);

    const messages = read('messages.json') as Array<{
      with: { memberId: number; name: string };
      messages: Array<{ from: string; body: string }>;
    }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]?.with.name).toBe('Ben');
    expect(messages[0]?.messages).toEqual([
      expect.objectContaining({ from: 'you', body: 'Hello Ben, from Ana' }),
      expect.objectContaining({ from: 'them', body: 'Hi Ana, Ben here' }),
    ]);
    expect(read('likes-given.json')).toEqual([expect.objectContaining({ name: 'Ben' })]);
    expect(read('blocks.json')).toEqual([expect.objectContaining({ name: 'Carl' })]);
    expect(read('consents.json')).toEqual([]);
    expect(read('payments.json')).toMatchObject({ payments: [], memberships: [] });

    const sessions = read('sessions.json') as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThan(0);
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual([
      'expiresAt',
      'lastSeenAt',
      'signedInAt',
      'userAgent',
    ]);
    expect(text('sessions.json')).not.toMatch(/token/i);

    // The photo: the stored largest size, byte for byte.
    const [photo] = await backend.db.select().from(photos).where(eq(photos.memberId, anaRow.id));
    const stored = await app.photoPipeline.storage.get(`photos/${photo?.storageKey}/full.webp`);
    expect(stored).not.toBeNull();
    expect(profile.photos[0]?.file).toBe('photos/1.webp');
    expect(Buffer.from(files['photos/1.webp'] ?? [])).toEqual(stored);

    // Another member's session finds no export of theirs; no session is 401; neither gets the file.
    expectApiError(await ben.get(DATA_EXPORT_DOWNLOAD_PATH), 404, 'not_found');
    expectApiError(await new Client(app).get(DATA_EXPORT_DOWNLOAD_PATH), 401, 'unauthenticated');
  });

  it('refuses a second request while preparing (409) and within the day (429)', async () => {
    const app = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email, TEST_PASSWORD);

    // An export still preparing, held without a job so that no worker can finish it during the checks.
    const [held] = await backend.db
      .insert(dataExports)
      .values({ memberId: member.id, storageKey: 'exports/held.zip', requestedAt: app.clock.now() })
      .returning();
    expect((await status(client)).state).toBe('preparing');
    expectApiError(await client.post(requestDataExport.path), 409, dataExportErrorCodes.preparing);
    // Not downloadable while preparing.
    expectApiError(await client.get(DATA_EXPORT_DOWNLOAD_PATH), 404, 'not_found');
    await backend.db.delete(dataExports).where(eq(dataExports.id, held?.id ?? 0));

    expect((await client.post(requestDataExport.path)).statusCode).toBe(200);
    await app.jobs.settle();
    expect((await status(client)).state).toBe('ready');
    clockOf(app).offsetMs = DATA_EXPORT_REQUEST_HOURS * HOUR - 90 * 60_000;
    const tooSoon = await client.post(requestDataExport.path);
    expectApiError(tooSoon, 429, dataExportErrorCodes.tooSoon);
    expect(apiErrorBody.parse(tooSoon.json()).error.message).toContain('Try again in 2 hours.');
    expect(Number(tooSoon.headers['retry-after'])).toBe(90 * 60);

    // A day later a new one is prepared; the earlier file is gone once the new one is ready.
    const [first] = await backend.db.select().from(dataExports).where(eq(dataExports.memberId, member.id));
    clockOf(app).offsetMs = DATA_EXPORT_REQUEST_HOURS * HOUR + 60_000;
    expect((await client.post(requestDataExport.path)).statusCode).toBe(200);
    await app.jobs.settle();
    expect((await status(client)).state).toBe('ready');
    expect(await app.photoPipeline.storage.get(first?.storageKey ?? '')).toBeNull();
    expect((await client.get(DATA_EXPORT_DOWNLOAD_PATH)).statusCode).toBe(200);
  });

  it('expires after the download time: the download is 404 and the sweep deletes the file', async () => {
    const app = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const ready = await exportReady(app, client);
    const [row] = await backend.db.select().from(dataExports).where(eq(dataExports.memberId, member.id));
    const key = row?.storageKey ?? '';
    expect(await app.photoPipeline.storage.get(key)).not.toBeNull();

    // A minute before the end it is still served; a minute after, it is not, even before the sweep.
    clockOf(app).offsetMs = DATA_EXPORT_DOWNLOAD_DAYS * 24 * HOUR - 2 * 60_000;
    expect((await client.get(DATA_EXPORT_DOWNLOAD_PATH)).statusCode).toBe(200);
    expect(await app.dataExports.sweep()).toBe(0);
    clockOf(app).offsetMs = DATA_EXPORT_DOWNLOAD_DAYS * 24 * HOUR + 60_000;
    expectApiError(await client.get(DATA_EXPORT_DOWNLOAD_PATH), 404, 'not_found');
    expect(await status(client)).toEqual({
      state: 'expired',
      requestedAt: ready.requestedAt,
      expiresAt: ready.expiresAt,
      nextRequestAt: null,
    });

    expect(await app.dataExports.sweep()).toBe(1);
    expect(await app.photoPipeline.storage.get(key)).toBeNull();
    const [swept] = await backend.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, row?.id ?? 0));
    expect(swept?.state).toBe('expired');
    expectApiError(await client.get(DATA_EXPORT_DOWNLOAD_PATH), 404, 'not_found');
    // A new one may be asked for.
    expect((await client.post(requestDataExport.path)).statusCode).toBe(200);
  });

  it('requires a session for the status and the request', async () => {
    const app = await build();
    const anonymous = new Client(app);
    expectApiError(await anonymous.get(getDataExport.path), 401, 'unauthenticated');
    expectApiError(await anonymous.post(requestDataExport.path), 401, 'unauthenticated');
  });

  it('is served by another server over the same database (files in the database storage)', async () => {
    const serverOver = async () => {
      const database = backend.kind === 'postgres' ? await backend.secondDatabase() : backend.database;
      const app = await buildApp({
        config: testConfig(),
        database,
        seedDemo: false,
        prepareDatabase: false,
        logger: false,
        photoStorage: databaseStorage(database.db),
      });
      onTestFinished(() => app.close());
      await app.ready();
      return app;
    };
    const [one, two] = [await serverOver(), await serverOver()];
    const member = await backend.createMember();
    const onOne = await loginAs(one, member.email);
    await exportReady(one, onOne, two);
    const onTwo = await loginAs(two, member.email);
    const download = await onTwo.get(DATA_EXPORT_DOWNLOAD_PATH);
    expect(download.statusCode, download.body).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(download.rawPayload)))).toContain('profile.json');
  });

  it('a failed export does not count against the limit: the member may ask again at once', async () => {
    const app = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const requestedAt = app.clock.now();
    await backend.db
      .insert(dataExports)
      .values({ memberId: member.id, state: 'failed', storageKey: 'exports/1/x.zip', requestedAt });
    expect(await status(client)).toEqual({
      state: 'failed',
      requestedAt: requestedAt.toISOString(),
      nextRequestAt: null,
    });
    expectApiError(await client.get(DATA_EXPORT_DOWNLOAD_PATH), 404, 'not_found');
    expect((await client.post(requestDataExport.path)).statusCode).toBe(200);
  });
});
