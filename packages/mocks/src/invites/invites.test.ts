import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Interest, InterestFeed, Invite, InviteOptions } from '@app/contract';
import { INTEREST_FEED_PAGE_SIZE, INVITES_PER_DAY } from '@app/contract';
import { memberIds } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario } from '../scenarios.ts';
import { pair } from '../store.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(memberId: number = memberIds.paying) {
  const { db, handlers } = memberScenario(memberId);
  server.use(...allHandlers(handlers));
  return db;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`http://localhost${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const json = (await response.json()) as { data?: T; error?: { code: string; field?: string } };
  return { status: response.status, data: json.data!, error: json.error };
}

describe('interests lists (mocks)', () => {
  it('lists the demo member’s interests with counts, and pages a feed 14 at a time', async () => {
    open();
    const { data } = await call<{ items: Interest[] }>('GET', '/api/user/interests');
    expect(data.items.length).toBeGreaterThan(0);
    const english = data.items.find((i) => i.id === 'language-english');
    expect(english?.sharedBy).toBeGreaterThan(INTEREST_FEED_PAGE_SIZE);
    const first = await call<InterestFeed['data']>('GET', '/api/user/interests/language-english');
    expect(first.data.items).toHaveLength(INTEREST_FEED_PAGE_SIZE);
    expect(first.data.total).toBe(english!.sharedBy);
    const second = await call<InterestFeed['data']>(
      'GET',
      `/api/user/interests/language-english?cursor=${encodeURIComponent(first.data.nextCursor!)}`,
    );
    const ids = [...first.data.items, ...second.data.items].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(memberIds.paying);
  });

  it('answers 404 for an interest the member does not have and 400 for a malformed one', async () => {
    open();
    expect((await call('GET', '/api/user/interests/diet-halal-none')).status).toBe(404);
    const bad = await call('GET', '/api/user/interests/hobby-golf');
    expect(bad.status).toBe(400);
    expect(bad.error?.field).toBe('interest');
  });
});

describe('invite and reply (mocks)', () => {
  it('one invite per question, replied to once by the invitee; the inviter sees the reply', async () => {
    const db = open(memberIds.paying);
    const options = await call<InviteOptions>('GET', `/api/user/invites/to/${memberIds.free}`);
    const open20q = options.data.questions.find((q) => q.state === 'open')!;
    const sent = await call<Invite>('POST', '/api/user/invites', {
      memberId: memberIds.free,
      questionId: open20q.id,
    });
    expect(sent.status).toBe(200);
    const again = await call('POST', '/api/user/invites', {
      memberId: memberIds.free,
      questionId: open20q.id,
    });
    expect(again.status).toBe(409);
    expect(again.error?.field).toBe('questionId');

    db.sessionMemberId = memberIds.free;
    const received = await call<{ items: Invite[] }>('GET', '/api/user/invites/received');
    expect(received.data.items.map((i) => i.id)).toEqual([sent.data.id]);
    const reply = await call<Invite>('POST', `/api/user/invites/${sent.data.id}/reply`, {
      answer: 'Hiking',
      showOnProfile: true,
    });
    expect(reply.data.reply).toBe('Hiking');
    expect((await call('POST', `/api/user/invites/${sent.data.id}/reply`, { answer: 'x' })).status).toBe(409);
    expect(
      db.members.find((m) => m.id === memberIds.free)!.answers.some((a) => a.questionId === open20q.id),
    ).toBe(true);

    db.sessionMemberId = memberIds.paying;
    const sentBox = await call<{ items: Invite[] }>('GET', '/api/user/invites/sent');
    expect(sentBox.data.items[0]?.reply).toBe('Hiking');
    expect((await call('POST', `/api/user/invites/${sent.data.id}/reply`, { answer: 'x' })).status).toBe(404);
  });

  it('blocked members are 404; the daily cap is 429', async () => {
    const db = open(memberIds.paying);
    db.blocks.set(pair(5, memberIds.paying), Date.now());
    expect((await call('POST', '/api/user/invites', { memberId: 5, questionId: 1 })).status).toBe(404);
    for (let i = 0; i < INVITES_PER_DAY; i += 1)
      db.invites.push({
        inviterId: memberIds.paying,
        inviteeId: 100 - i,
        questionId: 1,
        createdAt: db.clock,
        reply: null,
        repliedAt: null,
      });
    const over = await call('POST', '/api/user/invites', { memberId: 7, questionId: 20 });
    expect(over.status).toBe(429);
    expect(over.error?.code).toBe('rate_limited');
  });
});
