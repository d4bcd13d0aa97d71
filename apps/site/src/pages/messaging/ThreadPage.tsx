// inbox/:threadId: one conversation (guarded like the inbox). Messages oldest first with "Load earlier messages", a
// reply shown at once (optimistic; a failure keeps its text with Retry), delete after confirmation. Focus moves to
// the member's name when the thread opens, or to the reply box when the member just wrote (compose sends here).
// Reading is decided by the server (a free member reads paying members' messages only): its 403 paywall answer
// leads to home/paywall with that headline; replying is gated by the permission map beforehand and by the server.
// A member who deleted their account leaves the thread read-only (`memberDeleted`): the messages without a composer.
// Across a block the thread is unavailable: the viewer's own block (403 `blocked`) says so, with the messages already
// shown kept above the notice; a member who blocked the viewer answers 404 like a missing thread (never revealed).
// Live: "<name> is typing" while the other member types (the live channel, features/messaging/typing), typing signals
// sent while the member types, and replies written offline waiting for the connection.
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { MessagingPaywallFeature } from '@app/contract';
import type { ThreadUnavailableReason } from '@app/ui';
import { errorCodes, messageBodyRules, messagingErrorCodes } from '@app/contract';
import { ApiError } from '@app/client';
import { ThreadScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useDeleteThread } from '../../features/messaging/api/delete-thread';
import { threadMessages, useThread } from '../../features/messaging/api/get-thread';
import { useReplyToThread } from '../../features/messaging/api/reply-to-thread';
import { useTypingSignal } from '../../features/messaging/api/send-typing';
import { useTyping } from '../../features/messaging/typing';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { mayMessage, messagingPaywallHref, paywallFeatureOf } from '../../features/messaging/paywall';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useNow } from '../../lib/clock';

/** Navigation state a page sends with a link here: `{ focus: 'composer' }` after writing to the member. */
export interface ThreadLocationState {
  focus?: 'composer';
}

export default function ThreadPage() {
  const { threadId = '' } = useParams();
  return (
    <RequirePermission route="inbox">
      <Thread key={threadId} threadId={threadId} />
    </RequirePermission>
  );
}

/** Why the server will not show this thread (a block or a missing thread), or null for other failures. */
function unavailableReason(error: unknown): ThreadUnavailableReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === messagingErrorCodes.blocked) return 'blocked';
  if (error.code === errorCodes.notFound || error.code === errorCodes.invalidRequest) return 'not-found';
  return null;
}

function Thread({ threadId }: { threadId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const permissions = usePermissions().data;
  const thread = useThread(threadId);
  const remove = useDeleteThread();

  // After paying, the member comes back to this thread (able to reply).
  const here = paths.thread.href(threadId);
  const toPaywall = (feature: MessagingPaywallFeature) => navigate(messagingPaywallHref(feature, here));
  const shown = useMemo(() => threadMessages(thread.data), [thread.data]);
  const memberId = useCurrentProfile().data?.data.id;
  const reply = useReplyToThread(threadId, { shown, onPaywall: toPaywall, now, memberId });
  const typing = useTyping(threadId);
  const signalTyping = useTypingSignal(threadId);

  const refused = paywallFeatureOf(thread.error, 'readMail');
  if (refused && !thread.data) return <Navigate to={messagingPaywallHref(refused, here)} replace />;

  const common = { now: now(), inboxHref: paths.inbox.href() };
  const page = thread.data?.pages[0];
  const unavailable = unavailableReason(thread.error);
  // A block made while the thread was shown keeps its messages, with the blocked notice in the composer's place.
  if (unavailable && !(page && unavailable === 'blocked')) {
    return (
      <ThreadScreen
        {...common}
        status="unavailable"
        reason={unavailable}
        message={unavailable === 'blocked' ? thread.error?.message : undefined}
      />
    );
  }
  if (!page) {
    return thread.isError ? (
      <ThreadScreen {...common} status="error" onRetry={() => void thread.refetch()} />
    ) : (
      <ThreadScreen {...common} status="loading" />
    );
  }

  const { member } = page.thread;
  const focusComposer = (location.state as ThreadLocationState | null)?.focus === 'composer';
  return (
    <ThreadScreen
      {...common}
      status="ready"
      member={member}
      profileHref={paths.profileView.href(member.id)}
      messages={reply.messages}
      hasEarlier={thread.hasNextPage}
      loadingEarlier={thread.isFetchingNextPage}
      onLoadEarlier={() => void thread.fetchNextPage()}
      bodyRules={messageBodyRules}
      onSend={reply.send}
      onRetrySend={reply.retry}
      waitingIds={reply.waitingIds}
      typing={typing}
      onDraftChange={signalTyping}
      onDelete={() =>
        remove.mutateAsync(threadId).then(() => void navigate(paths.inbox.href(), { replace: true }))
      }
      replyAccess={
        page.thread.memberDeleted
          ? 'deleted'
          : unavailable === 'blocked'
            ? 'blocked'
            : mayMessage(permissions, 'reply') === false
              ? 'paywall'
              : 'open'
      }
      onPaywalledReply={() => void toPaywall('reply')}
      initialFocus={focusComposer ? 'composer' : 'heading'}
    />
  );
}
