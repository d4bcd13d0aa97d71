import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { MemberSummary, Message, MessageBodyRules } from '@app/contract';
import { Avatar } from '../../components/Avatar';
import { VerifiedBadge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Composer } from '../../components/Composer';
import { TypingIndicator } from '../../components/TypingIndicator';
import { ConfirmDialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { MessageBubble } from '../../components/MessageBubble';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { BackLink } from '../../internal/BackLink';
import { Earlier, Header, Log, Messages, Names, SkeletonBubble, TypingRow, Who } from './ThreadScreen.styles';

/** How close to the end of the log (px) a member counts as reading the newest messages. */
const FOLLOW_END_PX = 120;

/**
 * Who may write here: `paywall` (a free member: a gated Reply), `blocked` (the viewer blocked the member), `deleted`
 * (the member deleted their account: the conversation is kept read-only, without their profile).
 */
export type ReplyAccess = 'open' | 'paywall' | 'blocked' | 'deleted';

/**
 * Why a thread cannot be opened: `blocked` (the viewer blocked the member), `not-found` (no such thread for the
 * viewer, the member closed their profile or blocked the viewer: one answer, so a block is never revealed).
 */
export type ThreadUnavailableReason = 'blocked' | 'not-found';

export type ThreadScreenProps = {
  /** The clock message times are shown against. */
  now: Date;
  /** IANA time zone for message times; the browser's when omitted. */
  timeZone?: string;
  inboxHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage?: string; onRetry: () => void }
  | { status: 'unavailable'; reason: ThreadUnavailableReason; message?: string }
  | ({ status: 'ready' } & ThreadViewProps)
);

export interface ThreadViewProps {
  member: MemberSummary;
  profileHref: string;
  /** Oldest first; optimistic sends carry `sending` or `failed`. */
  messages: readonly Message[];
  hasEarlier: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier: () => void;
  /** The body rules the server applies (`messageBodyRules` from @app/contract). */
  bodyRules: MessageBodyRules;
  /** Returns nothing: the thread shows the message at once (optimistic) and a failure on its bubble. */
  onSend: (body: string) => void;
  /** Sends a failed message again. */
  onRetrySend: (messageId: string) => void;
  /** Confirmed in a dialog first; a rejected promise keeps the dialog open. */
  onDelete: () => void | Promise<void>;
  replyAccess?: ReplyAccess;
  /** A free member pressed Reply: the site sends them to the paywall with the "replying" headline. */
  onPaywalledReply?: () => void;
  /** Where focus goes when the thread opens. */
  initialFocus?: 'heading' | 'composer';
  /** The other member is typing: "<name> is typing" under the messages. */
  typing?: boolean;
  /** The reply box's text changed (the site sends typing signals from it). */
  onDraftChange?: (text: string) => void;
  /** Ids of own `sending` messages kept until the connection returns ("Waiting for connection"). */
  waitingIds?: readonly string[];
}

function ThreadSkeleton() {
  return (
    <SkeletonGroup label="Loading the conversation">
      <Stack gap={4}>
        <Cluster gap={3} wrap={false}>
          <Skeleton variant="circle" size={56} />
          <Skeleton width={160} />
        </Cluster>
        {(['them', 'me', 'them', 'me'] as const).map((from, index) => (
          <SkeletonBubble key={index} data-from={from}>
            <Skeleton variant="rect" width="55%" height={56} />
          </SkeletonBubble>
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/** The index of the own message whose state is shown: the latest one (failures show on every bubble). */
const latestOwnIndex = (messages: readonly Message[]) => messages.findLastIndex((m) => m.fromMe);

function ThreadView({
  member,
  profileHref,
  messages,
  hasEarlier,
  loadingEarlier = false,
  onLoadEarlier,
  bodyRules,
  onSend,
  onRetrySend,
  onDelete,
  replyAccess = 'open',
  onPaywalledReply,
  initialFocus = 'heading',
  typing = false,
  onDraftChange,
  waitingIds = [],
  now,
  timeZone,
  inboxHref,
}: ThreadViewProps & { now: Date; timeZone?: string; inboxHref: string }) {
  const headingId = useId();
  const names = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const shown = useRef({ first: '', last: '', scrollHeight: 0 });
  const earlierRequested = useRef(false);

  // A thread opening (or another member's thread replacing it) moves focus to its heading or composer.
  useEffect(() => {
    const target =
      initialFocus === 'composer' && replyAccess === 'open'
        ? composer.current
        : names.current?.querySelector<HTMLElement>('h1');
    target?.focus({ preventScroll: true });
    // Only when the member changes, not on every new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member.id]);

  // Newest at the bottom: open at the bottom, follow new messages, and keep the place when earlier ones load.
  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1)?.id ?? '';
    const before = shown.current;
    if (before.first !== '' && first !== before.first && last === before.last) {
      box.scrollTop += box.scrollHeight - before.scrollHeight;
      if (earlierRequested.current && !hasEarlier) box.focus({ preventScroll: true });
      earlierRequested.current = false;
    } else if (last !== before.last) {
      box.scrollTop = box.scrollHeight;
    }
    shown.current = { first, last, scrollHeight: box.scrollHeight };
  }, [messages, hasEarlier]);

  // "<name> is typing" appears at the end of the log: a member reading the newest messages keeps seeing the end.
  useLayoutEffect(() => {
    const box = log.current;
    if (!box || !typing) return;
    const fromEnd = box.scrollHeight - box.scrollTop - box.clientHeight;
    if (fromEnd < FOLLOW_END_PX) box.scrollTop = box.scrollHeight;
  }, [typing]);

  const stateShownAt = latestOwnIndex(messages);
  // A deleted member has no profile left: their age, city and profile link would name nothing.
  const deleted = replyAccess === 'deleted';
  return (
    <Stack gap={4}>
      <BackLink href={inboxHref}>Inbox</BackLink>
      <Header>
        <Who>
          <Avatar name={member.name} src={member.photoUrl} size="lg" online={member.onlineRecently} />
          <Names ref={names}>
            <Heading as="h1" size="xl" id={headingId} tabIndex={-1}>
              {member.name}
              {member.verified && <VerifiedBadge />}
            </Heading>
            {!deleted && (
              <Text size="sm" tone="muted">
                {member.age} · {member.city} ·{' '}
                <Link href={profileHref} tone="muted">
                  View profile
                </Link>
              </Text>
            )}
          </Names>
        </Who>
        <ConfirmDialog
          title="Delete this conversation?"
          body={
            deleted
              ? 'The messages leave your inbox for good.'
              : `The messages leave your inbox. ${member.name} keeps their copy, and a new message from either of you starts the conversation again.`
          }
          confirmLabel="Delete"
          tone="danger"
          onConfirm={onDelete}
          trigger={
            <Button variant="ghost" size="sm">
              Delete conversation
            </Button>
          }
        />
      </Header>

      <Log ref={log} role="log" aria-live="polite" aria-labelledby={headingId} tabIndex={0}>
        {hasEarlier && (
          <Earlier>
            <Button
              variant="secondary"
              size="sm"
              loading={loadingEarlier}
              onClick={() => {
                earlierRequested.current = true;
                onLoadEarlier();
              }}
            >
              Load earlier messages
            </Button>
          </Earlier>
        )}
        {messages.length === 0 ? (
          <Text tone="muted" size="sm">
            This is the start of your conversation with {member.name}.
          </Text>
        ) : (
          <Messages>
            {messages.map((message, index) => (
              <li key={message.id}>
                <MessageBubble
                  message={message}
                  senderName={member.name}
                  now={now}
                  timeZone={timeZone}
                  showState={index === stateShownAt || message.state === 'sending'}
                  onRetry={onRetrySend}
                  waiting={waitingIds.includes(message.id)}
                />
              </li>
            ))}
          </Messages>
        )}
        {/* Inside the log (a polite live region): screen readers hear "<name> is typing" when it appears. */}
        {typing && (
          <TypingRow>
            <TypingIndicator name={member.name} />
          </TypingRow>
        )}
      </Log>

      {replyAccess === 'open' && (
        <Composer
          ref={composer}
          onSend={onSend}
          rules={bodyRules}
          label={`Message to ${member.name}`}
          onTextChange={onDraftChange}
        />
      )}
      {replyAccess === 'paywall' && (
        <Banner
          title="Upgrade to reply"
          action={{ label: `Reply to ${member.name}`, onClick: () => onPaywalledReply?.() }}
        >
          You can read messages from paying members. To reply to {member.name}, choose a plan.
        </Banner>
      )}
      {deleted && (
        <Banner title="This member deleted their account">
          You can read your conversation, but you can't reply to it.
        </Banner>
      )}
      {replyAccess === 'blocked' && (
        <Banner
          tone="warning"
          title={`You blocked ${member.name}`}
          action={{ label: 'View profile', href: profileHref }}
        >
          You can't message each other. Unblock {member.name} from their profile to continue the conversation.
        </Banner>
      )}
    </Stack>
  );
}

const unavailableNotice: Record<ThreadUnavailableReason, { title: string; body: string }> = {
  blocked: {
    title: 'You blocked this member',
    body: "You can't message each other. Unblock them from their profile to continue the conversation.",
  },
  'not-found': {
    title: "This conversation isn't available",
    body: 'The member may have closed their profile, or you can no longer message each other.',
  },
};

/** One conversation: messages in order in a polite live log, earlier pages, the composer, and delete. */
export function ThreadScreen(props: ThreadScreenProps) {
  if (props.status === 'loading') return <ThreadSkeleton />;
  if (props.status === 'unavailable') {
    const notice = unavailableNotice[props.reason];
    return (
      <Banner
        headingAs="h1"
        tone="warning"
        title={notice.title}
        action={{ label: 'Back to your inbox', href: props.inboxHref }}
      >
        {props.message ?? notice.body}
      </Banner>
    );
  }
  if (props.status === 'error') {
    return (
      <Stack gap={4}>
        <BackLink href={props.inboxHref}>Inbox</BackLink>
        <ErrorState
          headingAs="h1"
          title="We couldn't open this conversation"
          message={props.errorMessage ?? 'Check your connection and try again.'}
          onRetry={props.onRetry}
        />
      </Stack>
    );
  }
  const { status: _status, ...view } = props;
  return <ThreadView {...view} />;
}
