// Desktop-log limits: without a session a batch is small (entries and bytes) and an address sends only a few a
// minute; a member's batch may be as large as the contract allows, which is what the client's log queue sends.
import { randomUUID } from 'node:crypto';
import {
  LOG_ANONYMOUS_BATCHES_PER_MINUTE,
  LOG_ANONYMOUS_MAX_BYTES,
  LOG_ANONYMOUS_MAX_ENTRIES,
  LOG_BATCH_MAX_BYTES,
  LOG_BATCH_MAX_ENTRIES,
  apiErrorBody,
  desktopLog,
} from '@app/contract';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { desktopLogs } from '../../../src/db/schema.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';

const entry = (fill = '') => ({
  logType: 'route' as const,
  uuid: randomUUID(),
  generation_time: 1_763_640_000_000,
  retry_count: 0,
  batch_send_time: 1_763_640_000_000,
  from: `/inbox${fill}`,
  to: `/lists${fill}`,
  params: `page=2${fill}`,
});
const batchOf = (n: number, fill = '') => ({ logArr: Array.from({ length: n }, () => entry(fill)) });

describeBackends('desktop log limits', (backend) => {
  const stored = async () => (await backend.db.select({ n: count() }).from(desktopLogs))[0]?.n ?? 0;

  it('refuses anonymous batches with too many entries or bytes, naming what is at fault', async () => {
    const app = await backend.build();
    const anonymous = new TestClient(app, '10.1.0.1');

    expect((await anonymous.post(desktopLog.path, batchOf(LOG_ANONYMOUS_MAX_ENTRIES))).statusCode).toBe(200);
    const tooMany = await anonymous.post(desktopLog.path, batchOf(LOG_ANONYMOUS_MAX_ENTRIES + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, tooMany).error).toMatchObject({
      code: 'invalid_request',
      field: 'logArr',
    });

    // The finding: 500 entries, ~950 KB, with no session.
    const huge = await anonymous.post(desktopLog.path, batchOf(500, 'x'.repeat(600)));
    expect(huge.statusCode).toBe(413);
    expect(parseBody(apiErrorBody, huge).error).toMatchObject({ code: 'invalid_request', field: 'body' });
    // Few entries, but long ones.
    const longBatch = batchOf(5, 'x'.repeat(1900));
    expect(Buffer.byteLength(JSON.stringify(longBatch))).toBeGreaterThan(LOG_ANONYMOUS_MAX_BYTES);
    const long = await anonymous.post(desktopLog.path, longBatch);
    expect(long.statusCode).toBe(413);
    expect(await stored()).toBe(LOG_ANONYMOUS_MAX_ENTRIES);
  });

  it('lets an address send only a few anonymous batches a minute (429 with Retry-After)', async () => {
    const app = await backend.build();
    const anonymous = new TestClient(app, '10.1.0.2');
    for (let i = 0; i < LOG_ANONYMOUS_BATCHES_PER_MINUTE; i++) {
      expect((await anonymous.post(desktopLog.path, batchOf(2))).statusCode).toBe(200);
    }
    const refused = await anonymous.post(desktopLog.path, batchOf(2));
    expect(refused.statusCode).toBe(429);
    expect(parseBody(apiErrorBody, refused).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and a member on the same address, are not held back.
    expect((await new TestClient(app, '10.1.0.3').post(desktopLog.path, batchOf(2))).statusCode).toBe(200);
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    for (let i = 0; i <= LOG_ANONYMOUS_BATCHES_PER_MINUTE; i++) {
      expect((await client.post(desktopLog.path, batchOf(2))).statusCode).toBe(200);
    }
  });

  it("takes a member's batches as large as the client's log queue sends them", async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);

    // A queue of more than 20 entries posts normally.
    const small = await client.post(desktopLog.path, batchOf(25));
    expect(parseBody(desktopLog.response, small).data).toEqual({ stored: 25, duplicates: 0 });

    // The largest batch the client sends: LOG_BATCH_MAX_ENTRIES entries, just under LOG_BATCH_MAX_BYTES of JSON.
    const perEntry = Math.floor(LOG_BATCH_MAX_BYTES / LOG_BATCH_MAX_ENTRIES);
    const bare = Buffer.byteLength(JSON.stringify(entry())) + 1;
    const fill = 'x'.repeat(Math.floor((perEntry - bare) / 3) - 1);
    const largest = batchOf(LOG_BATCH_MAX_ENTRIES, fill);
    const bytes = Buffer.byteLength(JSON.stringify(largest));
    expect(bytes).toBeGreaterThan(LOG_BATCH_MAX_BYTES * 0.95);
    expect(bytes).toBeLessThanOrEqual(LOG_BATCH_MAX_BYTES);
    const response = await client.post(desktopLog.path, largest);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(parseBody(desktopLog.response, response).data.stored).toBe(LOG_BATCH_MAX_ENTRIES);
  });
});
