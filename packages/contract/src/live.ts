import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okBody } from './errors.ts';
import { memberId } from './fields.ts';
import { memberSummary } from './members.ts';
import { DELIVERED_IDS_MAX, TYPING_SIGNAL_MS } from './live-limits.ts';
import { messageId, messageWire, threadId, threadParams } from './messaging.ts';

/**
 * The live channel: what the server pushes to every open tab of a signed-in member, at once, through whichever server
 * the tab is connected to (apps/server/src/features/live/README.md says why Server-Sent Events).
 *
 * - One stream a tab: `GET LIVE_EVENTS_PATH` answers `text/event-stream`, authenticated by the session cookie like any
 *   call (a read: no XSRF token). Each event is one `data:` line of JSON (`liveEvent`); stored events carry an `id:`,
 *   and a tab that reconnects (sending the last id it saw as the `Last-Event-ID` header, or as `?lastEventId=` when it
 *   opens a new EventSource) gets every stored event after that id first, so a reconnect within LIVE_RETENTION_MS
 *   misses nothing. A call without a session answers 401 with the contract's error body.
 * - A heartbeat, a named event (`event: ping`, `data: {}`), comes every LIVE_HEARTBEAT_MS: a named event because the
 *   browser's EventSource shows a page no comment line, and the tab must see that a quiet stream is alive.
 * - What a member sends goes through ordinary calls (XSRF-checked POSTs): typing, and the delivery receipt a tab sends
 *   when a message reached it.
 * - The polls of SPEC (counters every 30 s, permissions every 5 min) stay: they are the fallback while the channel is
 *   down.
 */

export const liveEvent = z.discriminatedUnion('kind', [
  /**
   * A message of one of the member's threads, as the member's own inbox shows it (`fromMe` from their side): to the
   * recipient, and to the sender's other tabs.
   */
  z.object({ kind: z.literal('message'), message: messageWire }),
  /** The other member's device received (`delivered`) or they opened (`read`) these messages of the member's. */
  z.object({
    kind: z.literal('receipt'),
    threadId,
    state: z.enum(['delivered', 'read']),
    messageIds: z.array(messageId).min(1),
  }),
  /** The other member of `threadId` is typing (never stored: a tab that was away does not get it later). */
  z.object({ kind: z.literal('typing'), threadId, memberId }),
  /** A like made it mutual: "It's a match" with `member`, for both members. */
  z.object({ kind: z.literal('match'), member: memberSummary }),
  /** A count of the member's changed (a like, a view, a message): the tab reloads its counters. */
  z.object({ kind: z.literal('counters') }),
  /** The member's membership or permissions changed (a payment, a cancel, an expiry): the tab reloads them. */
  z.object({ kind: z.literal('membership') }),
  /** This tab's session ended (logout elsewhere, a password change, the profile disabled): the tab leaves. */
  z.object({ kind: z.literal('session-ended') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventKind = LiveEvent['kind'];

export const sendTyping = defineEndpoint({
  summary: `Tell the other member of a thread that the viewer is typing (at most one signal each ${TYPING_SIGNAL_MS / 1000} s a thread is passed on).`,
  method: 'POST',
  path: '/api/user/mail/threads/:threadId/typing',
  params: threadParams,
  response: okBody,
});

export const deliveredBody = z.object({ messageIds: z.array(messageId).min(1).max(DELIVERED_IDS_MAX) });
export type DeliveredBody = z.input<typeof deliveredBody>;

export const markDelivered = defineEndpoint({
  summary:
    "A tab of the viewer received these messages sent to the viewer: they become delivered, and their senders' tabs are told.",
  method: 'POST',
  path: '/api/user/mail/delivered',
  body: deliveredBody,
  response: okBody,
});
