// Invite and reply: one invite per pair and question, a daily cap, nobody across a block, disabled or hidden, only
// the invitee replies (once), and a reply may also become their 20Q answer.
import { getInviteOptions, getInvites, INVITES_PER_DAY, replyToInvite, sendInvite } from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberAnswers, members } from '../../../src/db/schema.ts';
import { describeBackends, parseBody } from '../../helper.ts';
import { addBlocks, insertMembers, memberWithClient } from '../discovery/fixtures.ts';

describeBackends('invite and reply', (backend) => {
  it('A invites B; B sees it received, replies, and A sees the reply under sent', async () => {
    const app = await backend.build();
    const { member: a, client: asA } = await memberWithClient(backend, app);
    const { member: b, client: asB } = await memberWithClient(backend, app);
    await backend.db.insert(memberAnswers).values({ memberId: b.id, questionId: 2, answer: 'My garden' });

    const options = parseBody(getInviteOptions.response, await asA.get(`/api/user/invites/to/${b.id}`)).data;
    expect(options.questions.find((q) => q.id === 2)?.state).toBe('answered');
    expect(options.questions.find((q) => q.id === 3)?.state).toBe('open');
    expect(options.remainingToday).toBe(INVITES_PER_DAY);

    const sent = parseBody(
      sendInvite.response,
      await asA.post('/api/user/invites', { memberId: b.id, questionId: 3 }),
    ).data;
    expect(sent).toMatchObject({ question: { id: 3 }, member: { id: b.id }, reply: null });

    const again = await asA.post('/api/user/invites', { memberId: b.id, questionId: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'conflict', field: 'questionId' } });
    const answered = await asA.post('/api/user/invites', { memberId: b.id, questionId: 2 });
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toMatchObject({ error: { field: 'questionId' } });
    const after = parseBody(getInviteOptions.response, await asA.get(`/api/user/invites/to/${b.id}`)).data;
    expect(after.questions.find((q) => q.id === 3)?.state).toBe('invited');
    expect(after.remainingToday).toBe(INVITES_PER_DAY - 1);

    const received = parseBody(getInvites.response, await asB.get('/api/user/invites/received')).data;
    expect(received.items.map((i) => [i.id, i.member.id])).toEqual([[sent.id, a.id]]);
    expect(parseBody(getInvites.response, await asB.get('/api/user/invites/sent')).data.items).toEqual([]);

    // A cannot reply to their own invite (it is not one they received).
    const notTheirs = await asA.post(`/api/user/invites/${sent.id}/reply`, { answer: 'Nope' });
    expect(notTheirs.statusCode).toBe(404);
    const empty = await asB.post(`/api/user/invites/${sent.id}/reply`, { answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { field: 'answer' } });

    const replied = parseBody(
      replyToInvite.response,
      await asB.post(`/api/user/invites/${sent.id}/reply`, { answer: ' Japan, by train ' }),
    ).data;
    expect(replied).toMatchObject({ reply: 'Japan, by train', member: { id: a.id } });
    const twice = await asB.post(`/api/user/invites/${sent.id}/reply`, { answer: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { field: 'answer' } });
    // Without "show on my profile", the reply is not a 20Q answer.
    const answers = await backend.db.select().from(memberAnswers).where(eq(memberAnswers.memberId, b.id));
    expect(answers.map((row) => row.questionId)).toEqual([2]);

    const sentBox = parseBody(getInvites.response, await asA.get('/api/user/invites/sent')).data;
    expect(sentBox.items[0]).toMatchObject({ id: sent.id, reply: 'Japan, by train', member: { id: b.id } });
    expect(sentBox.items[0]!.repliedAt).not.toBeNull();
  });

  it('a reply shown on the profile becomes the invitee’s 20Q answer', async () => {
    const app = await backend.build();
    const { member: a, client: asA } = await memberWithClient(backend, app);
    const { member: b, client: asB } = await memberWithClient(backend, app);
    void a;
    const sent = parseBody(
      sendInvite.response,
      await asA.post('/api/user/invites', { memberId: b.id, questionId: 5 }),
    ).data;
    await asB.post(`/api/user/invites/${sent.id}/reply`, { answer: 'Ramen', showOnProfile: true });
    const answers = await backend.db.select().from(memberAnswers).where(eq(memberAnswers.memberId, b.id));
    expect(answers.map((row) => [row.questionId, row.answer])).toEqual([[5, 'Ramen']]);
  });

  it('blocked either way, disabled, hidden or missing members are 404; oneself is 400', async () => {
    const app = await backend.build();
    const { member: me, client } = await memberWithClient(backend, app);
    const [blocked, blocker, disabled, hidden] = await insertMembers(backend, 4);
    await addBlocks(backend, [
      [me, blocked!],
      [blocker!, me],
    ]);
    await backend.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled!.id));
    await backend.db.update(members).set({ hidden: true }).where(eq(members.id, hidden!.id));
    for (const other of [blocked!, blocker!, disabled!, hidden!, { id: 2_000_000_000 }]) {
      const send = await client.post('/api/user/invites', { memberId: other.id, questionId: 1 });
      expect(send.statusCode, `send to ${other.id}`).toBe(404);
      expect(send.json()).toMatchObject({ error: { code: 'not_found' } });
      expect((await client.get(`/api/user/invites/to/${other.id}`)).statusCode).toBe(404);
    }
    const self = await client.post('/api/user/invites', { memberId: me.id, questionId: 1 });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: { field: 'memberId' } });
  });

  it('an invite across a block disappears from both lists and cannot be replied to', async () => {
    const app = await backend.build();
    const { member: a, client: asA } = await memberWithClient(backend, app);
    const { member: b, client: asB } = await memberWithClient(backend, app);
    const sent = parseBody(
      sendInvite.response,
      await asA.post('/api/user/invites', { memberId: b.id, questionId: 1 }),
    ).data;
    await addBlocks(backend, [[b, a]]);
    expect(parseBody(getInvites.response, await asA.get('/api/user/invites/sent')).data.total).toBe(0);
    expect(parseBody(getInvites.response, await asB.get('/api/user/invites/received')).data.total).toBe(0);
    expect((await asB.post(`/api/user/invites/${sent.id}/reply`, { answer: 'Hi' })).statusCode).toBe(404);
  });

  it(`caps invites at ${INVITES_PER_DAY} in 24 hours (429 rate_limited with Retry-After)`, async () => {
    const app = await backend.build();
    const { client } = await memberWithClient(backend, app);
    const others = await insertMembers(backend, 1);
    for (let questionId = 1; questionId <= INVITES_PER_DAY; questionId += 1) {
      const response = await client.post('/api/user/invites', { memberId: others[0]!.id, questionId });
      expect(response.statusCode).toBe(200);
    }
    const over = await client.post('/api/user/invites', {
      memberId: others[0]!.id,
      questionId: INVITES_PER_DAY + 1,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
