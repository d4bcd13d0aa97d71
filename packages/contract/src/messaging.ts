import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { errorCodes } from './error-codes.ts';
import { messagingPaywallFeatures } from './messaging-paywall.ts';
import { okBody } from './errors.ts';
import { isStorableText, memberId, storableTextMessage, text } from './fields.ts';
import { memberSummary } from './members.ts';
import { cursorQuery, pageOf } from './paging.ts';
import { formatCount } from './copy.ts';

/**
 * Messaging: the inbox, threads, sending and replying, deleting a thread, flirts and the hotlist.
 *
 * Paywall (SPEC point 6): reading mail, sending a message and replying answer 403 `paywall` with a `feature` hint
 * (`messagingPaywallError`), so the site sends the member to home/paywall with the right headline. Which free-member
 * calls are allowed is written down in apps/server/src/features/messaging/README.md, beside the rules that enforce it.
 *
 * Blocking works as in discovery: across a block no thread can be started, read or continued. The viewer's own block
 * answers 403 `blocked`; a member who blocked the viewer is hidden (404 `not_found`), and their threads leave the inbox.
 */

/** Longest message body, in characters (Unicode code points), after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Threads per inbox page. */
export const INBOX_PAGE_SIZE = 20;
/** Messages per thread page ("Load earlier messages" fetches this many more). */
export const THREAD_PAGE_SIZE = 30;
/** Profiles per hotlist page (SPEC point 9: profiles per list). */
export const HOTLIST_PAGE_SIZE = 12;
/** Longest last-message preview in the inbox, in characters (the server cuts longer bodies and adds '…'). */
export const PREVIEW_MAX_LENGTH = 140;

/** Error codes messaging answers with (same error body as every endpoint). */
export const messagingErrorCodes = {
  paywall: errorCodes.paywall,
  /** The viewer blocked the other member. */
  blocked: 'blocked',
  notFound: errorCodes.notFound,
  invalidRequest: errorCodes.invalidRequest,
} as const;

// ---------------------------------------------------------------- body rules

/** Control characters (Unicode category Cc) except newline and tab. */
const forbiddenControl = /(?![\n\t])\p{Cc}/u;

/** Message length as the limit counts it: code points, so an emoji counts once. */
export const messageLength = (text: string): number => Array.from(text.trim()).length;

export const messageBodyMessages = {
  empty: 'Write a message before sending.',
  tooLong: `Keep your message to ${formatCount(MESSAGE_MAX_LENGTH)} characters or fewer.`,
  control: 'Remove the hidden control characters from your message (only line breaks and tabs are allowed).',
} as const;

/**
 * A message body: plain text (markup is kept as typed and shown as text), line breaks normalised to '\n', trimmed,
 * 1..MESSAGE_MAX_LENGTH characters, no control characters other than newline and tab.
 */
export const messageBody = z
  .string({ error: messageBodyMessages.empty })
  .overwrite((text) => text.replace(/\r\n?/g, '\n'))
  .trim()
  .min(1, messageBodyMessages.empty)
  .refine((text) => messageLength(text) <= MESSAGE_MAX_LENGTH, messageBodyMessages.tooLong)
  .refine((text) => !forbiddenControl.test(text), messageBodyMessages.control)
  .refine(isStorableText, storableTextMessage);

/** The error a member sees for a body, or null when it may be sent. Same rules as the server's 400. */
export const messageBodyError = (text: string): string | null => {
  const result = messageBody.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? messageBodyMessages.empty);
};

/** What the Composer needs to check a body the way the server will: pass this object to the ui. */
export interface MessageBodyRules {
  maxLength: number;
  length: (text: string) => number;
  validate: (text: string) => string | null;
}
export const messageBodyRules: MessageBodyRules = {
  maxLength: MESSAGE_MAX_LENGTH,
  length: messageLength,
  validate: messageBodyError,
};

// ---------------------------------------------------------------- messages and threads

const isoDateTime = z.iso.datetime({ offset: true });
/** Opaque ids (server-generated). */
const opaqueId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id');
export const threadId = opaqueId;
export const messageId = opaqueId;
/** A uuid the client picks for each send, so a retried send is stored once. */
export const clientId = z.uuid('clientId must be a uuid');

/** States a message has on the wire. */
export const messageWireStates = ['sent', 'delivered', 'read'] as const;
export const messageWireState = z.enum(messageWireStates);
export type MessageWireState = z.infer<typeof messageWireState>;
/** States the ui shows: the wire states plus the client-only `sending` (optimistic) and `failed` (retry). */
export const messageStates = ['sending', ...messageWireStates, 'failed'] as const;
export type MessageState = (typeof messageStates)[number];

/** `text`: typed by the member; `flirt`: one of the canned flirts. */
export const messageKind = z.enum(['text', 'flirt']);
export type MessageKind = z.infer<typeof messageKind>;

export const messageWire = z.object({
  id: messageId,
  threadId,
  /** The sender's clientId (own messages only; null on the other member's messages). */
  clientId: clientId.nullable(),
  fromMe: z.boolean(),
  kind: messageKind,
  /** Plain text; render it as text, never as HTML. */
  body: z.string(),
  sentAt: isoDateTime,
  /** `delivered` once the recipient's inbox listed it, `read` once they opened the thread. */
  state: messageWireState,
});
export type MessageWire = z.infer<typeof messageWire>;
/** A message as the ui shows it (optimistic sends and failures carry the client-only states). */
export type Message = Omit<MessageWire, 'state'> & { state: MessageState };

/** The inbox preview of a body: whitespace runs (line breaks too) collapsed, cut to PREVIEW_MAX_LENGTH with '…'. */
export const messagePreview = (body: string): string => {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length <= PREVIEW_MAX_LENGTH
    ? chars.join('')
    : `${chars.slice(0, PREVIEW_MAX_LENGTH - 1).join('')}…`;
};

export const inboxThread = z.object({
  id: threadId,
  /** The other member. */
  member: memberSummary,
  /** Start of the last message (at most PREVIEW_MAX_LENGTH characters); null when the viewer may not read it. */
  lastMessagePreview: z.string().nullable(),
  lastMessageAt: isoDateTime,
  lastMessageFromMe: z.boolean(),
  lastMessageState: messageWireState,
  /** The other member's messages the viewer has not read. */
  unreadCount: z.number().int().nonnegative(),
  /** The viewer's plan does not let them read this thread (opening it answers 403 paywall `readMail`). */
  locked: z.boolean(),
});
export type InboxThread = z.infer<typeof inboxThread>;

export const inboxPage = pageOf(inboxThread);
export type InboxPage = z.infer<typeof inboxPage>;

export const getInbox = defineEndpoint({
  summary: `The viewer's threads, most recent message first (${INBOX_PAGE_SIZE} a page); listing marks them delivered.`,
  method: 'GET',
  path: '/api/user/mail/inbox',
  query: cursorQuery(INBOX_PAGE_SIZE),
  response: inboxPage,
});

export const threadParams = z.object({ threadId });

export const threadQuery = z.object({
  /** `earlierCursor` of the page already shown; absent for the newest page. */
  before: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).default(THREAD_PAGE_SIZE),
});

export const threadResponse = z.object({
  data: z
    .object({
      thread: z.object({
        id: threadId,
        member: memberSummary,
        /**
         * The other member deleted their account ("Deleted member"): the thread is read-only, and replying answers
         * 410. Absent in answers recorded before it existed, hence the default.
         */
        memberDeleted: z.boolean().default(false),
      }),
      /** Oldest → newest. */
      messages: z.array(messageWire),
      /** Older messages exist; fetch them with `?before=<earlierCursor>`. */
      hasEarlier: z.boolean(),
      earlierCursor: z.string().nullable(),
    })
    .refine((d) => d.hasEarlier === (d.earlierCursor !== null), {
      message: 'earlierCursor is set exactly when hasEarlier',
      path: ['earlierCursor'],
    }),
});
export type ThreadResponse = z.infer<typeof threadResponse>;
export type ThreadPage = ThreadResponse['data'];

export const getThread = defineEndpoint({
  summary: "A page of a thread's messages, oldest first; opening it marks the other member's messages read.",
  method: 'GET',
  path: '/api/user/mail/threads/:threadId',
  params: threadParams,
  query: threadQuery,
  response: threadResponse,
});

export const messageResponse = z.object({ data: messageWire });
export type MessageResponse = z.infer<typeof messageResponse>;

export const sendBody = z.object({ recipientId: memberId, body: messageBody, clientId });
export type SendBody = z.input<typeof sendBody>;

export const sendMessage = defineEndpoint({
  summary:
    'Send a message to a member, starting or continuing the thread with them; a repeated clientId returns the stored message.',
  method: 'POST',
  path: '/api/user/mail/send',
  body: sendBody,
  response: messageResponse,
});

export const replyBody = z.object({ body: messageBody, clientId });
export type ReplyBody = z.input<typeof replyBody>;

export const replyToThread = defineEndpoint({
  summary: 'Reply in a thread; a repeated clientId returns the stored message.',
  method: 'POST',
  path: '/api/user/mail/threads/:threadId/reply',
  params: threadParams,
  body: replyBody,
  response: messageResponse,
});

export const deleteThread = defineEndpoint({
  summary:
    "Delete a thread from the viewer's inbox (the other member keeps theirs); a later message starts it again.",
  method: 'POST',
  path: '/api/user/mail/threads/:threadId/delete',
  params: threadParams,
  response: okBody,
});

// ---------------------------------------------------------------- flirts

export const flirt = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** The message the flirt sends, as the recipient sees it. */
  text: z.string(),
});
export type Flirt = z.infer<typeof flirt>;

/**
 * The canned flirts every member is offered (product copy, like the plan catalog): the server answers them and the
 * mocks serve the same list, so stories show what members get. Plain ASCII, so every machine renders them alike.
 */
export const cannedFlirts: readonly Flirt[] = [
  { id: 'wave', text: 'Hi there! Your profile made me smile.' },
  { id: 'coffee', text: 'You seem fun. Coffee sometime?' },
  { id: 'smile', text: 'Great smile! What made you laugh today?' },
  { id: 'adventure', text: 'Your travel photos are amazing. Where to next?' },
  { id: 'music', text: 'I like your taste in music. Any song I should hear?' },
];

/** The canned flirt with this id, if any. */
export const cannedFlirtById = (id: string): Flirt | undefined => cannedFlirts.find((f) => f.id === id);

export const getFlirts = defineEndpoint({
  summary: 'The canned flirts a member can send with one tap.',
  method: 'GET',
  path: '/api/user/mail/flirts',
  response: z.object({ data: z.object({ items: z.array(flirt) }) }),
});

export const flirtBody = z.object({ recipientId: memberId, flirtId: flirt.shape.id, clientId });
export type FlirtBody = z.input<typeof flirtBody>;

export const sendFlirt = defineEndpoint({
  summary: 'Send a canned flirt (free members too); a repeated clientId returns the stored message.',
  method: 'POST',
  path: '/api/user/mail/flirt',
  body: flirtBody,
  response: messageResponse,
});

// ---------------------------------------------------------------- hotlist

export const hotlistEntry = z.object({ member: memberSummary, addedAt: isoDateTime });
export type HotlistEntry = z.infer<typeof hotlistEntry>;

export const hotlistPage = pageOf(hotlistEntry);
export type HotlistPage = z.infer<typeof hotlistPage>;

export const getHotlist = defineEndpoint({
  summary: `The viewer's favourite members, most recently added first (${HOTLIST_PAGE_SIZE} a page).`,
  method: 'GET',
  path: '/api/user/hotlist',
  query: cursorQuery(HOTLIST_PAGE_SIZE),
  response: hotlistPage,
});

export const hotlistBody = z.object({ memberId });
export type HotlistBody = z.input<typeof hotlistBody>;

export const addToHotlist = defineEndpoint({
  summary: 'Save a member to the hotlist; adding twice is harmless.',
  method: 'POST',
  path: '/api/user/hotlist/add',
  body: hotlistBody,
  response: okBody,
});

export const removeFromHotlist = defineEndpoint({
  summary: 'Remove a member from the hotlist; removing one not there is harmless.',
  method: 'POST',
  path: '/api/user/hotlist/remove',
  body: hotlistBody,
  response: okBody,
});

// ---------------------------------------------------------------- paywall

export const messagingPaywallFeature = z.enum(messagingPaywallFeatures);

/** 403 body of a paywalled messaging call: the common error body plus the `feature` hint. */
export const messagingPaywallError = z.object({
  error: z.object({
    code: z.literal(errorCodes.paywall),
    message: z.string(),
    feature: messagingPaywallFeature,
  }),
});
export type MessagingPaywallError = z.infer<typeof messagingPaywallError>;
