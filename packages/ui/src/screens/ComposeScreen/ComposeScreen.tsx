import type { Flirt, MemberSummary, MessageBodyRules } from '@app/contract';
import { Avatar } from '../../components/Avatar';
import { VerifiedBadge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { Cluster } from '../../components/Cluster';
import { Composer } from '../../components/Composer';
import { ErrorState } from '../../components/ErrorState';
import { FlirtPicker } from '../../components/FlirtPicker';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Text } from '../../components/Text';
import { BackLink } from '../../internal/BackLink';
import { Column, Recipient, RecipientText } from './ComposeScreen.styles';

/** Who may write: `paywall` (a free member: flirts only, "Write" leads to the paywall), `blocked` (the viewer blocked them). */
export type SendAccess = 'open' | 'paywall' | 'blocked';

export interface ComposeFlirts {
  flirts: readonly Flirt[];
  onSend: (flirtId: string) => void;
  sendingId?: string | null;
  sentId?: string | null;
  error?: string | null;
}

export type ComposeScreenProps = {
  /** Where "back" goes (the profile or list the member came from). */
  backHref: string;
  backLabel?: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage?: string; onRetry: () => void }
  | {
      status: 'ready';
      member: MemberSummary;
      profileHref: string;
      /** The body rules the server applies (`messageBodyRules` from @app/contract). */
      bodyRules: MessageBodyRules;
      /** The text stays (read-only) while this runs, and stays with an error if it rejects. */
      onSend: (body: string) => Promise<unknown>;
      sendAccess?: SendAccess;
      /** A free member asked to write: the site sends them to the paywall with the "sending a message" headline. */
      onPaywalledSend?: () => void;
      /** Canned flirts under the composer (free members may send them too). */
      flirts?: ComposeFlirts;
    }
);

/** A new message to one member: who it goes to, the composer, and flirts as a one-tap alternative. */
export function ComposeScreen(props: ComposeScreenProps) {
  const { backHref, backLabel = 'Back' } = props;
  return (
    <Column>
      <BackLink href={backHref}>{backLabel}</BackLink>
      <Heading as="h1">New message</Heading>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading the member">
          <Recipient as="div">
            <Skeleton variant="circle" size={96} />
            <Skeleton lines={2} width="50%" />
          </Recipient>
          <Skeleton variant="rect" height={140} />
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load this member"
          message={props.errorMessage ?? 'Check your connection and try again.'}
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && <ReadyCompose {...props} />}
    </Column>
  );
}

function ReadyCompose({
  member,
  profileHref,
  bodyRules,
  onSend,
  sendAccess = 'open',
  onPaywalledSend,
  flirts,
}: Extract<ComposeScreenProps, { status: 'ready' }>) {
  return (
    <>
      <Recipient aria-label="To">
        <Avatar name={member.name} src={member.photoUrl} size="xl" online={member.onlineRecently} />
        <RecipientText>
          <Heading as="h2" size="lg">
            {member.name}, {member.age}
            {member.verified && <VerifiedBadge />}
          </Heading>
          <Cluster gap={2}>
            <Text size="sm" tone="muted" as="span">
              {member.city}
            </Text>
            <Link href={profileHref} tone="muted">
              View profile
            </Link>
          </Cluster>
        </RecipientText>
      </Recipient>

      {sendAccess === 'open' && (
        <Composer
          onSend={onSend}
          rules={bodyRules}
          label={`Message to ${member.name}`}
          placeholder={`Say hello to ${member.name}…`}
        />
      )}
      {sendAccess === 'paywall' && (
        <Banner
          title="Upgrade to send a message"
          action={{ label: `Write to ${member.name}`, onClick: () => onPaywalledSend?.() }}
        >
          Members with a plan can write to anyone. You can still send {member.name} a flirt below.
        </Banner>
      )}
      {sendAccess === 'blocked' && (
        <Banner
          tone="warning"
          title={`You blocked ${member.name}`}
          action={{ label: 'View profile', href: profileHref }}
        >
          Unblock {member.name} from their profile to message each other.
        </Banner>
      )}
      {flirts && sendAccess !== 'blocked' && (
        <FlirtPicker
          flirts={flirts.flirts}
          recipientName={member.name}
          onSend={flirts.onSend}
          sendingId={flirts.sendingId}
          sentId={flirts.sentId}
          error={flirts.error}
        />
      )}
    </>
  );
}
