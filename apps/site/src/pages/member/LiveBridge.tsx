// What the live channel's events do in the member area (the client core opens the channel; lib/client.ts hands its
// events here). One place for every kind, so each happens once a tab:
// - message: the thread and inbox caches follow at once (features/messaging/live-cache), the sender stops "typing",
//   the counters are read again, and a message from the other member is reported delivered (ids arriving together,
//   one call);
// - receipt: the member's messages move to delivered or read; typing: "<name> is typing" for a while;
// - match: the "It's a match" dialog, once a member a tab (while the channel is down, the like's toast says it);
// - counters: the counters poller runs again; membership: the permissions poller reloads (this tab's own read: every
//   tab gets the event, so none needs telling) and what a membership changes is refetched (lib/membership);
// - session-ended: everything logout does here without posting it, then the login page with a short notice.
// And when the connection returns (the browser's `online`, the channel opening): replies written offline are sent;
// when it fails, one counters call finds out whether the session ended meanwhile.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentProfile, LiveEvent, MemberSummary } from '@app/contract';
import { MatchDialog } from '@app/ui';
import { paths } from '../../config/paths';
import { applyLiveMessage, applyReceipt } from '../../features/messaging/live-cache';
import { createDeliveryReceipts } from '../../features/messaging/api/mark-delivered';
import { replyToThread } from '../../features/messaging/api/reply-to-thread';
import { sendWaiting } from '../../features/messaging/waiting-messages';
import { typingStore } from '../../features/messaging/typing';
import { forgetSession, live, liveEvents, liveState, pollers } from '../../lib/client';
import { invalidateAnew } from '../../lib/fresh-reads';
import { refreshMembershipQueries } from '../../lib/membership';
import { queryKeys } from '../../lib/query-keys';
import { showToast } from '../../lib/toasts';

/** The counters changed on the server: a read that starts now (one already under way may predate the change). */
const countersChanged = () => void pollers.counters.reload().catch(() => undefined);

export const sessionEndedNotice = {
  title: 'You have been logged out',
  description: 'Your session ended on another device or page. Log in again to continue.',
} as const;

export default function LiveBridge() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The match on screen, and the page it opened on: following "Send a message" (another page) closes it.
  const [match, setMatch] = useState<{ member: MemberSummary; at: string } | null>(null);
  const receipts = useMemo(() => createDeliveryReceipts(), []);
  const matchesShown = useRef(new Set<number>());
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const handle = (event: LiveEvent) => {
      switch (event.kind) {
        case 'message': {
          const { message } = event;
          applyLiveMessage(queryClient, message);
          if (!message.fromMe) {
            typingStore.stopped(message.threadId);
            receipts.add(message.id);
          }
          countersChanged();
          return;
        }
        case 'receipt':
          return applyReceipt(queryClient, event);
        case 'typing':
          return typingStore.typing(event.threadId);
        case 'match':
          if (matchesShown.current.has(event.member.id)) return;
          matchesShown.current.add(event.member.id);
          setMatch({ member: event.member, at: here.current });
          void invalidateAnew(queryClient, { queryKey: queryKeys.discovery.lists() });
          return;
        case 'counters':
          return countersChanged();
        case 'membership':
          // The poller reports the permissions (PollingBridge puts them in the cache) and any failure.
          pollers.permissions.reload().catch(() => undefined);
          return void refreshMembershipQueries(queryClient);
        case 'session-ended':
          forgetSession();
          typingStore.clear();
          void queryClient.cancelQueries();
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
          // RequireSession sends a null profile to the login page.
          queryClient.setQueryData(queryKeys.session.profile(), null);
          showToast({ tone: 'info', ...sessionEndedNotice });
          return;
      }
    };
    const unsubscribe = liveEvents.subscribe(handle);
    return () => {
      unsubscribe();
      receipts.cancel();
      // Nobody is typing for a member area that is gone (Storybook mounts the next story's in the same page).
      typingStore.clear();
    };
  }, [queryClient, receipts]);

  // The connection is back (the browser says so, or the live channel opened): replies written offline are sent, and
  // the channel reconnects now instead of at the end of its backoff.
  useEffect(() => {
    const sendWaitingReplies = () => {
      const memberId = queryClient.getQueryData<CurrentProfile | null>(queryKeys.session.profile())?.data.id;
      if (memberId !== undefined) void sendWaiting(queryClient, memberId, replyToThread);
    };
    const online = () => {
      live.reconnectNow();
      sendWaitingReplies();
    };
    window.addEventListener('online', online);
    const unsubscribe = liveState.subscribe((state) => {
      if (state === 'open') sendWaitingReplies();
      // A stream the server refused looks like any failure to an EventSource: the session may have ended while this
      // tab was not connected (a session-ended event is never replayed). One counters call answers 401 then, and the
      // site's 401 handling leaves the session.
      if (state === 'reconnecting') countersChanged();
    });
    return () => {
      window.removeEventListener('online', online);
      unsubscribe();
    };
  }, [queryClient]);

  if (!match || match.at !== pathname) return null;
  return (
    <MatchDialog
      member={match.member}
      open
      onOpenChange={(open) => !open && setMatch(null)}
      messageHref={paths.compose.href(match.member.id)}
    />
  );
}
