// Deterministic messaging fixtures. Members come from discovery's seeded factory (`createMemberSummary({ id })`:
// the same member everywhere), times from the shared fixed clock, bodies from one fixed conversation; a fixture
// depends only on its arguments, never on what ran before.
import type { Flirt, HotlistEntry, InboxThread, Message, MessageWire } from '@app/contract';
import { cannedFlirts, messagePreview } from '@app/contract';
import { conversationLines } from '@app/demo-data';
import { MOCK_NOW, minutesAgo } from '../clock.ts';
import { createMemberSummary } from '../discovery/factories.ts';

export { conversationLines, minutesAgo };

/** The fixed "now" of every messaging fixture and of the mock store's clock (the mocks' shared MOCK_NOW). */
export const MESSAGING_NOW = MOCK_NOW;

/** A valid, stable uuid (version 4 layout) for fixture number `n`, e.g. a message's clientId. */
export const uuidFor = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const line = (n: number): string => conversationLines[n % conversationLines.length] ?? '';

/** Message number `index` of thread 't1' (even numbers are the viewer's), on the wire; overrides win. */
export function createMessage(overrides: Partial<MessageWire> & { index?: number } = {}): MessageWire {
  const { index = 1, ...rest } = overrides;
  const fromMe = rest.fromMe ?? index % 2 === 0;
  return {
    id: `m${index}`,
    threadId: 't1',
    clientId: fromMe ? uuidFor(index) : null,
    fromMe,
    kind: 'text',
    body: line(index),
    sentAt: minutesAgo(60 * 24 - index * 7),
    state: 'read',
    ...rest,
  };
}

/**
 * `count` messages of thread 't1', oldest first, alternating (the other member writes first), 9 minutes apart and
 * ending `endedMinutesAgo` before MESSAGING_NOW. Own messages are read, except the last one (`lastState`).
 */
export function createConversation(
  count: number,
  {
    endedMinutesAgo = 3,
    lastState = 'read',
  }: { endedMinutesAgo?: number; lastState?: Message['state'] } = {},
): Message[] {
  return Array.from({ length: count }, (_, i) => {
    const message = createMessage({
      index: i + 1,
      fromMe: i % 2 === 1,
      sentAt: minutesAgo(endedMinutesAgo + (count - 1 - i) * 9),
    });
    return { ...message, body: line(i), state: message.fromMe && i === count - 1 ? lastState : 'read' };
  });
}

/** An own message just typed, in a client-only state (`sending` or `failed`), as the ui shows it. */
export const createPendingMessage = (body: string, state: 'sending' | 'failed', id = 'local-1'): Message => ({
  ...createMessage({ index: 0, fromMe: true, body, sentAt: MESSAGING_NOW.toISOString() }),
  id,
  clientId: uuidFor(9999),
  state,
});

/** Inbox row `t<n>` with member 200+n; pass `id` ('t3') for another row. Overrides win. */
export function createThread(overrides: Partial<InboxThread> = {}): InboxThread {
  const n = Number(overrides.id?.replace(/\D/g, '') || 1);
  const lastMessageFromMe = overrides.lastMessageFromMe ?? n % 3 === 0;
  return {
    id: `t${n}`,
    member: createMemberSummary({ id: 200 + n }),
    lastMessagePreview: messagePreview(line(n * 3)),
    lastMessageAt: minutesAgo(n * 47),
    lastMessageFromMe,
    lastMessageState: lastMessageFromMe ? 'delivered' : 'read',
    unreadCount: 0,
    locked: false,
    ...overrides,
  };
}

/** A hotlist entry for member `memberId` (default 207). */
export function createHotlistEntry(
  overrides: Partial<HotlistEntry> & { memberId?: number } = {},
): HotlistEntry {
  const { memberId = 207, ...rest } = overrides;
  return { member: createMemberSummary({ id: memberId }), addedAt: minutesAgo(memberId * 13), ...rest };
}

/** The canned flirts (GET /api/user/mail/flirts): the contract's list, the one the server answers. */
export const defaultFlirts: Flirt[] = [...cannedFlirts];
