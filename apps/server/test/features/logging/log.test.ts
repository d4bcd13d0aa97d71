// Desktop-log batches: stored once per uuid, bad entries named, accepted before login.
import { randomUUID } from 'node:crypto';
import { apiErrorBody, desktopLog } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { desktopLogs } from '../../../src/db/schema.ts';
import { TestClient, describeBackends, loginAs, parseBody } from '../../helper.ts';

describeBackends('desktop log', (backend) => {
  it('stores desktop-log entries once per uuid, however often a batch is retried', async () => {
    const member = await backend.createMember();
    const app = await backend.build();
    const client = await loginAs(app, member.email);
    const now = Date.now();
    const route = (to: string) => ({
      logType: 'route' as const,
      uuid: randomUUID(),
      generation_time: now,
      retry_count: 0,
      batch_send_time: now,
      from: '/inbox',
      to,
      params: 'page=2',
    });
    const batch = [
      route('/lists/wlm'),
      route('/lists/wvm'),
      { ...route('/x'), logType: 'action' as const, name: 'like' },
    ];

    const first = await client.post(desktopLog.path, { logArr: batch });
    expect(first.statusCode).toBe(200);
    expect(parseBody(desktopLog.response, first).data).toEqual({ stored: 3, duplicates: 0 });

    const retried = batch.map((entry) => ({ ...entry, retry_count: 1 }));
    const second = await client.post(desktopLog.path, { logArr: [...retried, route('/profile/view')] });
    expect(parseBody(desktopLog.response, second).data).toEqual({ stored: 1, duplicates: 3 });

    const [stored] = await backend.db
      .select({ n: count() })
      .from(desktopLogs)
      .where(eq(desktopLogs.memberId, member.id));
    expect(stored?.n).toBe(4);
  });

  it('names the bad log entry field, and accepts logs before login', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const entry = {
      logType: 'show',
      uuid: 'not-a-uuid',
      generation_time: 1,
      retry_count: 0,
      batch_send_time: 1,
    };
    const bad = await client.post(desktopLog.path, { logArr: [entry] });
    expect(bad.statusCode).toBe(400);
    expect(parseBody(apiErrorBody, bad).error.field).toBe('logArr.0.uuid');

    const anonymous = await client.post(desktopLog.path, { logArr: [{ ...entry, uuid: randomUUID() }] });
    expect(parseBody(desktopLog.response, anonymous).data.stored).toBe(1);
  });
});
