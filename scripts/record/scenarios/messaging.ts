// Messaging: the inbox, threads, compose, flirts and the hotlist of the demo logins. The seed already wrote to them
// (the paying login has unread and read threads, the free login locked and readable ones); the states the seed does
// not have (a long thread, many threads, a filled hotlist, an empty inbox) are made by members writing or saving first.
import { members, messageThreadMembers } from '../../../apps/server/src/db/schema.ts';
import type { Answer, Member, Scenario, ScenarioContext } from '../scenario.ts';
import { RECORDING_NOW } from '../determinism.ts';
import { free, newProfile, paying, shell } from './shell.ts';

/** A fixed clientId per send, so a re-recording sends the same requests. */
let sends = 0;
const clientId = () => `00000000-0000-4000-8000-${String(++sends).padStart(12, '0')}`;

type Data<T> = { data: T };
const data = <T>(answer: Answer) => (answer.body as Data<T>).data;

/** Every member's id and email, with whom `memberId` already has a thread (the stage picks from them). */
async function community({ db }: ScenarioContext, memberId?: number) {
  const rows = await db
    .select({
      id: members.id,
      email: members.email,
      paying: members.isPayingMember,
      disabledAt: members.disabledAt,
    })
    .from(members);
  const threads = await db
    .select({ member: messageThreadMembers.memberId, other: messageThreadMembers.otherMemberId })
    .from(messageThreadMembers);
  const talked = new Set(threads.filter((t) => t.member === memberId).map((t) => t.other));
  return rows
    .filter((row) => !row.disabledAt)
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ ...row, talked: talked.has(row.id) }));
}

async function idOf(context: ScenarioContext, email: string): Promise<number> {
  const row = (await community(context)).find((m) => m.email === email);
  if (!row) throw new Error(`No member ${email}`);
  return row.id;
}

/** Generated members (not the demo logins) with no thread with `memberId` yet, paying ones when asked. */
async function strangersOf(context: ScenarioContext, memberId: number, payingOnly: boolean) {
  const logins: string[] = [free, paying, newProfile];
  return (await community(context, memberId)).filter(
    (m) => m.id !== memberId && !logins.includes(m.email) && !m.talked && (!payingOnly || m.paying),
  );
}

// The query the site's http client sends with each list (the contract's default page size, written out).
const inboxQuery = { limit: 20 };
const threadQuery = { limit: 30 };
const hotlistQuery = { limit: 12 };

/** Records the inbox page as the member finds it, and returns its threads. */
async function inbox(member: Member) {
  await shell(member);
  return data<{
    items: Array<{ id: string; locked: boolean; member: { id: number } }>;
    nextCursor: string | null;
  }>(await member.call('getInbox', { query: inboxQuery }));
}

/** The paywall page a refused messaging call leads to: the plans with the feature's headline. */
async function paywall(
  member: Member,
  headline: string,
  continueURL: string,
  extra: Record<string, string | number>,
) {
  const query = { action: 'paywall', continueURL, headline, ...extra };
  await member.call('getSubscription');
  await member.call('webProducts', { query });
  await member.call('microPlan', { query });
}

const RECORDING_TIME = new Date(RECORDING_NOW).toISOString();
/** `minutes` before the recording's time, for what the stage does earlier. */
const minutesAgo = (minutes: number) => new Date(RECORDING_NOW - minutes * 60_000).toISOString();

/**
 * The member opens a thread: its first page. Opening marks the other member's messages read, yet the inbox and
 * counters the page refreshes are not recorded again before the next change: a replayed read never moves the replay
 * on (a refetch would otherwise jump past a later reply), so the inbox keeps showing them unread until then.
 */
async function openThread(member: Member, threadId: string) {
  return data<{ earlierCursor: string | null }>(
    await member.call('getThread', { params: { threadId }, query: threadQuery }),
  );
}

/** The shell and inbox as they stand after a change (the pages refresh both). */
async function refreshed(member: Member) {
  await shell(member);
  await member.call('getInbox', { query: inboxQuery });
}

export const messagingScenarios: Scenario[] = [
  {
    name: 'messaging/paying',
    description:
      'The paying member’s inbox (unread and read threads); they open the newest thread, reply, then delete it.',
    async run(context) {
      sends = 0;
      const { member } = context;
      await member.login(paying);
      const { items } = await inbox(member);
      const thread = items[0]?.id as string;
      await openThread(member, thread);
      await member.call('replyToThread', {
        params: { threadId: thread },
        body: { body: 'Sunday works for me!', clientId: clientId() },
      });
      await openThread(member, thread);
      await refreshed(member);
      await member.call('deleteThread', { params: { threadId: thread } });
      await member.call('getInbox', { query: inboxQuery });
    },
  },
  {
    name: 'messaging/blocked',
    description:
      'Blocks across the paying member’s threads: a member blocked them, they had blocked one, and they block one now.',
    async run(context) {
      const { member } = context;
      const stage = await context.other().login(paying);
      const { items } = data<{ items: Array<{ id: string; member: { id: number } }> }>(
        await stage.call('getInbox', { query: inboxQuery }),
      );
      const [blockedMe, blockedBefore, blockedNow] = items;
      if (!blockedMe || !blockedBefore || !blockedNow)
        throw new Error('The paying member needs three threads');
      const everyone = await community(context);
      const email = everyone.find((m) => m.id === blockedMe.member.id)?.email as string;
      await (
        await context.other().login(email)
      ).call('blockMember', { body: { memberId: await idOf(context, paying) } });
      await stage.call('blockMember', { body: { memberId: blockedBefore.member.id } });
      await member.login(paying);
      await shell(member);
      await member.call('getThread', { params: { threadId: blockedMe.id }, query: threadQuery });
      await member.call('getThread', { params: { threadId: blockedBefore.id }, query: threadQuery });
      await openThread(member, blockedNow.id);
      await member.call('blockMember', { body: { memberId: blockedNow.member.id } });
      await member.call('getThread', { params: { threadId: blockedNow.id }, query: threadQuery });
    },
  },
  {
    name: 'messaging/many-threads',
    description: 'Twenty-five more members flirted with the paying member: the inbox pages 20 at a time.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const me = await idOf(context, paying);
      const flirters = (await strangersOf(context, me, false)).slice(0, 25);
      for (const [k, stranger] of flirters.entries()) {
        context.setTime(minutesAgo(60 - k));
        const browser = await context.other().login(stranger.email);
        await browser.call('sendFlirt', { body: { recipientId: me, flirtId: 'wave', clientId: clientId() } });
      }
      context.setTime(RECORDING_TIME);
      await member.login(paying);
      const first = await inbox(member);
      await member.call('getInbox', { query: { ...inboxQuery, cursor: first.nextCursor ?? undefined } });
    },
  },
  {
    name: 'messaging/empty',
    description: 'The new member deleted the one thread they had, and saved nobody: empty inbox and hotlist.',
    async run(context) {
      const { member } = context;
      const stage = await context.other().login(newProfile);
      const { items } = data<{ items: Array<{ id: string }> }>(
        await stage.call('getInbox', { query: inboxQuery }),
      );
      for (const thread of items) await stage.call('deleteThread', { params: { threadId: thread.id } });
      await member.login(newProfile);
      await inbox(member);
      await member.call('getHotlist', { query: hotlistQuery });
    },
  },
  {
    name: 'messaging/free',
    description:
      'The free member’s inbox: paying members’ threads readable, free members’ locked; opening each kind.',
    async run(context) {
      const { member } = context;
      await member.login(free);
      const { items } = await inbox(member);
      const readable = items.find((t) => !t.locked);
      const locked = items.find((t) => t.locked);
      if (!readable || !locked) throw new Error('The free member needs a readable and a locked thread');
      await openThread(member, readable.id);
      await member.call('getThread', { params: { threadId: locked.id }, query: threadQuery });
      await paywall(member, 'readMail', `/inbox/${locked.id}`, { threadId: locked.id });
      await paywall(member, 'reply', `/inbox/${readable.id}`, { threadId: readable.id });
    },
  },
  {
    name: 'messaging/long-thread',
    description:
      'The paying member and a paying member exchanged 75 messages: the thread pages 30 at a time.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const me = await idOf(context, paying);
      const [partner] = await strangersOf(context, me, true);
      if (!partner) throw new Error('No paying member to write with');
      const mine = await context.other().login(paying);
      const theirs = await context.other().login(partner.email);
      for (let k = 0; k < 75; k++) {
        context.setTime(minutesAgo(2 * (75 - k)));
        const [from, to] = k % 2 === 0 ? [theirs, me] : [mine, partner.id];
        const { status } = await from.call('sendMessage', {
          body: { recipientId: to, body: `Message ${k + 1} of our long talk.`, clientId: clientId() },
        });
        if (status !== 200) throw new Error(`Message ${k + 1} answered ${status}`);
      }
      context.setTime(RECORDING_TIME);
      await member.login(paying);
      const { items } = await inbox(member);
      const thread = items.find((t) => t.member.id === partner.id)?.id as string;
      const newest = await openThread(member, thread);
      await member.call('getThread', {
        params: { threadId: thread },
        query: { ...threadQuery, before: newest.earlierCursor ?? undefined },
      });
    },
  },
  {
    name: 'messaging/compose',
    description: 'The paying member writes to a member they never wrote to; the new thread opens.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const me = await idOf(context, paying);
      const [recipient] = await strangersOf(context, me, false);
      await member.login(paying);
      await shell(member);
      await member.call('getProfileView', { params: { id: recipient?.id as number } });
      await member.call('getFlirts');
      const sent = data<{ threadId: string }>(
        await member.call('sendMessage', {
          body: { recipientId: recipient?.id, body: 'Hi! I loved your travel photos.', clientId: clientId() },
        }),
      );
      await openThread(member, sent.threadId);
      await refreshed(member);
    },
  },
  {
    name: 'messaging/compose-free',
    description:
      'The free member on the compose page of a member they never wrote to: writing leads to the plans; a flirt is sent.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const me = await idOf(context, free);
      const [recipient] = await strangersOf(context, me, false);
      await member.login(free);
      await shell(member);
      await member.call('getProfileView', { params: { id: recipient?.id as number } });
      await member.call('getFlirts');
      const to = recipient?.id as number;
      await paywall(member, 'sendMessage', `/messaging/compose?to=${to}`, { joinProfileId: to });
      await member.call('sendFlirt', { body: { recipientId: to, flirtId: 'coffee', clientId: clientId() } });
    },
  },
  {
    name: 'messaging/hotlist',
    description: 'The paying member saved four members; they remove the newest.',
    async run(context) {
      const { member } = context;
      const me = await idOf(context, paying);
      const saved = (await strangersOf(context, me, false)).slice(0, 4);
      const stage = await context.other().login(paying);
      for (const [k, m] of saved.entries()) {
        context.setTime(minutesAgo(60 * 24 * (4 - k)));
        await stage.call('addToHotlist', { body: { memberId: m.id } });
      }
      context.setTime(RECORDING_TIME);
      await member.login(paying);
      await shell(member);
      const { items } = data<{ items: Array<{ member: { id: number } }> }>(
        await member.call('getHotlist', { query: hotlistQuery }),
      );
      await member.call('removeFromHotlist', { body: { memberId: items[0]?.member.id } });
      await member.call('getHotlist', { query: hotlistQuery });
      await shell(member);
    },
  },
  {
    name: 'messaging/hotlist-save',
    description: 'The paying member saves a member from their profile; the member heads the hotlist.',
    async run(context) {
      const { member } = context;
      const me = await idOf(context, paying);
      const strangers = await strangersOf(context, me, false);
      const stage = await context.other().login(paying);
      for (const [k, m] of strangers.slice(0, 4).entries()) {
        context.setTime(minutesAgo(60 * 24 * (4 - k)));
        await stage.call('addToHotlist', { body: { memberId: m.id } });
      }
      context.setTime(RECORDING_TIME);
      const id = strangers[4]?.id as number;
      await member.login(paying);
      await shell(member);
      await member.call('getProfileView', { params: { id } });
      await member.call('addToHotlist', { body: { memberId: id } });
      await member.call('getProfileView', { params: { id } });
      await member.call('getHotlist', { query: hotlistQuery });
      await shell(member);
    },
  },
];

// The live channel (apps/server/src/features/live): the paying member's tab listens while another member acts. Each
// scenario records the page's reads as the page makes them after what it heard (LiveBridge: an open thread refetches,
// the counters refresh, a message from the other member is reported delivered), so a read and an event of one step
// agree.

/** The paying member's inbox rows, with their partners' emails (the stage acts as them) and whether they pay. */
async function payingThreads(context: ScenarioContext) {
  const stage = await context.other().login(paying);
  const { items } = data<{ items: Array<{ id: string; member: { id: number } }> }>(
    await stage.call('getInbox', { query: inboxQuery }),
  );
  const everyone = await community(context);
  return items.map((t) => {
    const partner = everyone.find((m) => m.id === t.member.id);
    return { ...t, email: partner?.email as string, paying: partner?.paying === true };
  });
}

/** `browser`'s id of its thread with `memberId` (each member has their own id for a conversation). */
async function threadWith(browser: Member, memberId: number): Promise<string> {
  const { items } = data<{ items: Array<{ id: string; member: { id: number } }> }>(
    await browser.call('getInbox', { query: inboxQuery }),
  );
  const thread = items.find((t) => t.member.id === memberId);
  if (!thread) throw new Error(`No thread with member ${memberId} on the first inbox page`);
  return thread.id;
}

/** The paying member, listening, on their thread `threadId` (shell, inbox, the thread's first page). */
async function onThread(member: Member, threadId: string) {
  await member.login(paying);
  await member.listen();
  await inbox(member);
  await openThread(member, threadId);
}

/** The reads and the delivery receipt of the paying member's page after a message from the other member came. */
async function receivedOnThread(member: Member, threadId: string, messageId: string) {
  await openThread(member, threadId);
  await member.call('getCounters');
  await member.call('markDelivered', { body: { messageIds: [messageId] } });
}

messagingScenarios.push(
  {
    name: 'messaging/live-typing',
    description: 'The paying member has their newest thread open; the other member starts typing.',
    async run(context) {
      const { member } = context;
      const [thread] = await payingThreads(context);
      if (!thread) throw new Error('The paying member needs a thread');
      // Before the member listens: the other member's inbox marks the paying member's messages delivered.
      const other = await context.other().login(thread.email);
      const theirs = await threadWith(other, await idOf(context, paying));
      await onThread(member, thread.id);
      await other.call('sendTyping', { params: { threadId: theirs } });
    },
  },
  {
    name: 'messaging/live-message',
    description: 'The paying member has a thread open; the other member’s new message arrives in it.',
    async run(context) {
      sends = 0;
      const { member } = context;
      // A paying partner: a free one could not write.
      const thread = (await payingThreads(context)).find((t) => t.paying);
      if (!thread) throw new Error('The paying member needs a thread with a paying member');
      // Before the member listens: the other member's inbox marks the paying member's messages delivered.
      const other = await context.other().login(thread.email);
      const theirs = await threadWith(other, await idOf(context, paying));
      await onThread(member, thread.id);
      const sent = data<{ id: string }>(
        await other.call('replyToThread', {
          params: { threadId: theirs },
          body: { body: 'Are you free on Saturday afternoon?', clientId: clientId() },
        }),
      );
      await receivedOnThread(member, thread.id, sent.id);
    },
  },
  {
    name: 'messaging/live-message-inbox',
    description:
      'The paying member is on their inbox; a paying member writes in an older conversation, which moves to the top.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const thread = (await payingThreads(context)).slice(1).find((t) => t.paying);
      if (!thread) throw new Error('The paying member needs a thread with a paying member after the newest');
      const other = await context.other().login(thread.email);
      const theirs = await threadWith(other, await idOf(context, paying));
      await member.login(paying);
      await member.listen();
      await inbox(member);
      const sent = data<{ id: string }>(
        await other.call('replyToThread', {
          params: { threadId: theirs },
          body: { body: 'Are you free on Saturday afternoon?', clientId: clientId() },
        }),
      );
      // The inbox as the server answers after the message (a page that loads it only now gets this one).
      await member.call('getInbox', { query: inboxQuery });
      await member.call('getCounters');
      await member.call('markDelivered', { body: { messageIds: [sent.id] } });
      await member.call('getInbox', { query: inboxQuery });
    },
  },
  ...(['delivered', 'read'] as const).map((receipt): Scenario => ({
    name: `messaging/live-${receipt}`,
    description:
      receipt === 'delivered'
        ? 'The paying member replies in their newest thread; the other member’s device receives it.'
        : 'The paying member replies in their newest thread; the other member’s device receives it, then they read it.',
    async run(context) {
      sends = 0;
      const { member } = context;
      const [thread] = await payingThreads(context);
      if (!thread) throw new Error('The paying member needs a thread');
      await onThread(member, thread.id);
      // The page signals typing while the box holds text and the live channel is open (no state to read back).
      await member.call('sendTyping', { params: { threadId: thread.id } }, { changes: false });
      const reply = data<{ id: string }>(
        await member.call('replyToThread', {
          params: { threadId: thread.id },
          body: { body: 'See you there at eight!', clientId: clientId() },
        }),
      );
      await openThread(member, thread.id);
      await refreshed(member);
      const other = await context.other().login(thread.email);
      await other.call('markDelivered', { body: { messageIds: [reply.id] } });
      // After each receipt, the thread and inbox as the server answers them then: a refetch that comes after the
      // receipt (a slow page) shows the same state the receipt did.
      await openThread(member, thread.id);
      await member.call('getInbox', { query: inboxQuery });
      if (receipt === 'read') {
        const theirs = await threadWith(other, await idOf(context, paying));
        await other.call('getThread', { params: { threadId: theirs }, query: threadQuery });
        await openThread(member, thread.id);
        await member.call('getInbox', { query: inboxQuery });
      }
    },
  })),
);
