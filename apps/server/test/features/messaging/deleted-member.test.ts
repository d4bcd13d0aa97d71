// A thread with a member who deleted their account: after the purge the other member keeps it, read-only, the
// deleted side named "Deleted member"; writing to them answers 410. During the grace period the member is only
// disabled, and the thread is hidden as with any disabled profile.
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  buildPath,
  messagingEndpoints as api,
  requestAccountDeletion,
} from '@app/contract';
import { expect, it } from 'vitest';
import { TEST_PASSWORD, describeBackends, testTempDir, clockOf } from '../../helper.ts';
import { messenger, payingPlan, refused } from './messaging-client.ts';

const DAY = 86_400_000;

describeBackends('messaging with a deleted member', (backend) => {
  const build = () =>
    backend.build({ env: { TEST_CLOCK: '1', DATA_DIR: testTempDir('messaging-deleted-') } });

  it('keeps the thread in the other inbox, read-only, under "Deleted member"', async () => {
    const app = await build();
    const ana = await messenger(backend, app, { ...payingPlan, displayName: 'Ana' });
    const ben = await messenger(backend, app, { ...payingPlan, displayName: 'Ben' });
    const sent = await ana.send(ben, 'Hello Ben, from Ana');
    await ben.reply(sent.threadId, 'Hi Ana, Ben here');
    const unread = await ana.send(ben, 'Talk soon');

    const asked = await ana.client.post(requestAccountDeletion.path, { password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);

    // Within the grace period Ana is disabled, and may come back: hidden as any disabled profile.
    expect(await ben.rowWith(ana)).toBeUndefined();
    refused(await ben.threadResponse(sent.threadId), 404, 'not_found');

    clockOf(app).offsetMs = (ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY;
    expect(await app.accountDeletions.sweep()).toBe(1);
    await app.jobs.settle();

    // Ben's inbox lists the thread, Ana's unread messages counted (replying marks nothing read), the other side
    // anonymised.
    expect(await ben.rowWith(ana)).toMatchObject({
      id: sent.threadId,
      member: { id: ana.id, name: 'Deleted member', photoUrl: null, city: '' },
      lastMessagePreview: 'Talk soon',
      lastMessageFromMe: false,
      unreadCount: 2,
      locked: false,
    });
    expect(await ben.unreadCounter()).toBe(2);

    // The thread shows every message, marked read-only.
    const opened = await ben.thread(sent.threadId);
    expect(opened.thread).toMatchObject({
      member: { id: ana.id, name: 'Deleted member' },
      memberDeleted: true,
    });
    expect(opened.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Hello Ben, from Ana', false],
      ['Hi Ana, Ben here', true],
      ['Talk soon', false],
    ]);
    expect(opened.messages.at(-1)).toMatchObject({ id: unread.id, state: 'read' });
    expect(await ben.unreadCounter()).toBe(0);

    // Nothing reaches a deleted member: reply, a new message, a flirt, typing.
    const gone = (response: Awaited<ReturnType<typeof ben.replyResponse>>) =>
      expect(refused(response, 410, 'not_found').message).toMatch(/deleted their account/);
    gone(await ben.replyResponse(sent.threadId, 'Are you there?'));
    gone(await ben.sendResponse(ana.id, 'Are you there?'));
    gone(await ben.flirtResponse(ana.id, 'wave'));
    gone(await ben.client.post(buildPath(api.sendTyping.path, { threadId: sent.threadId })));
    expect((await ben.thread(sent.threadId)).messages).toHaveLength(3);

    // Ben may still delete it from his inbox.
    expect((await ben.deleteResponse(sent.threadId)).statusCode).toBe(200);
    expect(await ben.rowWith(ana)).toBeUndefined();
  });

  it('keeps a disabled (not deleted) member hidden: 404 to read or write', async () => {
    const app = await build();
    const ana = await messenger(backend, app, payingPlan);
    const ben = await messenger(backend, app, payingPlan);
    const sent = await ana.send(ben, 'Hi Ben');
    const asked = await ana.client.post(requestAccountDeletion.path, { password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);

    expect((await ben.inbox()).items).toEqual([]);
    expect(await ben.unreadCounter()).toBe(0);
    refused(await ben.threadResponse(sent.threadId), 404, 'not_found');
    refused(await ben.replyResponse(sent.threadId, 'Hello?'), 404, 'not_found');
    refused(await ben.sendResponse(ana.id, 'Hello?'), 404, 'not_found');
  });
});
