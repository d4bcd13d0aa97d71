// messaging/compose?to=<memberId>: a new message to one member, addressed from their profile or a list. The text
// stays while it is sent and after a failure (sending it again reuses its clientId); once sent, the conversation
// opens with the focus in its reply box. Free members may open the page and send flirts; writing is gated by the
// permission map beforehand and by the server (403 paywall → home/paywall, "sending a message" headline).
import { useNavigate, useSearchParams } from 'react-router';
import type { MessagingPaywallFeature, ProfileDetail } from '@app/contract';
import { errorCodes, messageBodyRules } from '@app/contract';
import { ApiError, memberErrorMessage } from '@app/client';
import type { SendAccess } from '@app/ui';
import { ComposeScreen, EmptyState, EmptyStateIllustration, Heading, Stack } from '@app/ui';
import { paths } from '../../config/paths';
import { useProfileView } from '../../features/discovery/api/get-profile-view';
import { useFlirts } from '../../features/messaging/api/get-flirts';
import { useSendFlirt } from '../../features/messaging/api/send-flirt';
import { useComposeDraft, useSendMessage } from '../../features/messaging/api/send-message';
import { mayMessage, messagingPaywallHref, paywallFeatureOf } from '../../features/messaging/paywall';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { showToast } from '../../lib/toasts';
import type { ThreadLocationState } from './ThreadPage';

/** A positive whole number from the URL, or null for anything else. */
const memberIdFrom = (raw: string | null): number | null =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

export default function ComposePage() {
  const [params] = useSearchParams();
  const to = memberIdFrom(params.get('to'));
  return (
    <RequirePermission route="messaging/compose">
      {to === null ? <NoRecipient /> : <Compose key={to} recipientId={to} />}
    </RequirePermission>
  );
}

/** Compose opened without a member: messages start from a profile. */
function NoRecipient() {
  return (
    <Stack gap={5}>
      <Heading as="h1">New message</Heading>
      <EmptyState
        title="Who would you like to write to?"
        description={'Open a member\'s profile and choose "Message", or write from your mutual likes.'}
        action={{ label: 'Find members', href: paths.search.href() }}
        illustration={<EmptyStateIllustration name="messages" />}
      />
    </Stack>
  );
}

function sendAccessFor(profile: ProfileDetail, maySend: boolean | undefined): SendAccess {
  if (profile.blockedByMe) return 'blocked';
  return maySend === false ? 'paywall' : 'open';
}

function Compose({ recipientId }: { recipientId: number }) {
  const navigate = useNavigate();
  const profile = useProfileView(recipientId);
  const permissions = usePermissions().data;
  const send = useSendMessage();
  const draft = useComposeDraft();
  const flirts = useFlirts();
  const flirt = useSendFlirt(recipientId);

  const toPaywall = (feature: MessagingPaywallFeature) =>
    void navigate(messagingPaywallHref(feature, paths.compose.href(recipientId)));
  const common = { backHref: paths.profileView.href(recipientId), backLabel: 'Profile' };

  if (!profile.data) {
    if (!profile.isError) return <ComposeScreen {...common} status="loading" />;
    const gone = profile.error instanceof ApiError && profile.error.code === errorCodes.notFound;
    return (
      <ComposeScreen
        {...common}
        status="error"
        errorMessage={gone ? 'This member is no longer available.' : undefined}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const sendMessage = (body: string) =>
    send.mutateAsync({ recipientId, body, clientId: draft.clientIdFor(body) }).then(
      (sent) => {
        draft.clear();
        const state: ThreadLocationState = { focus: 'composer' };
        void navigate(paths.thread.href(sent.threadId), { state });
      },
      (error: unknown) => {
        const feature = paywallFeatureOf(error, 'sendMessage');
        if (feature) toPaywall(feature);
        else if (error instanceof ApiError)
          showToast({
            tone: 'danger',
            title: 'Your message was not sent',
            description: memberErrorMessage(error),
          });
        throw error;
      },
    );

  return (
    <ComposeScreen
      {...common}
      status="ready"
      member={profile.data}
      profileHref={paths.profileView.href(recipientId)}
      bodyRules={messageBodyRules}
      onSend={sendMessage}
      sendAccess={sendAccessFor(profile.data, mayMessage(permissions, 'sendMessage'))}
      onPaywalledSend={() => toPaywall('sendMessage')}
      flirts={
        flirts.data && {
          flirts: flirts.data,
          onSend: flirt.send,
          sendingId: flirt.sendingId,
          sentId: flirt.sentId,
          error: flirt.error && "The flirt wasn't sent. Try again.",
        }
      }
    />
  );
}
