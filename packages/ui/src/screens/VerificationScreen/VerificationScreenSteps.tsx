import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import type { VerificationRejectionCopy } from '../../components/VerificationRejectedModal';
import { VerifiedNotice } from '../../components/VerifiedNotice';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import type { VerificationOutcome, VerificationScreenProps } from './VerificationScreen';
import { Panel, StatusIcon, Steps } from './VerificationScreen.styles';
import { dateTimeFormat } from '../../internal/intlFormats';

// VerificationScreen's views of a state, one panel each, apart from the capture steps (VerificationScreenCapture.tsx).

const formatDateDefault = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** A button that starts an attempt, with its spinner and its failure beside it. */
function StartButton({ onStart, label }: { onStart: () => Promise<VerificationOutcome>; label: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    const outcome = await onStart();
    setPending(false);
    if (!outcome.ok) setError(outcome.error);
  };
  return (
    <Stack gap={2}>
      <Cluster gap={3}>
        <Button loading={pending} onClick={start} leadingIcon="camera">
          {label}
        </Button>
      </Cluster>
      {error && (
        <Text role="alert" tone="danger" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Step 1: how verification works, and the button that starts it. */
export function IntroStep({ onStart }: Pick<VerificationScreenProps, 'onStart'>) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading as="h2" id={headingId}>
        Show members you are really you
      </Heading>
      <Text>
        Verified members get a badge on their card, in lists, in search results and on their profile, and
        members can search for verified people only.
      </Text>
      <Steps>
        <li>
          <Text>We show you a pose to copy.</Text>
        </li>
        <li>
          <Text>You take a selfie doing it, or choose one you just took.</Text>
        </li>
        <li>
          <Text>We compare it with your profile photos, usually in moments.</Text>
        </li>
      </Steps>
      <Text tone="muted" size="sm">
        Your selfie is only used to check it is you. It never shows on your profile.
      </Text>
      <StartButton onStart={onStart} label="Get started" />
    </Panel>
  );
}

/** The last selfie was rejected and no new pose is out yet: why, a retry, and the way back to the modal. */
export function RejectedStep({
  reason,
  onStart,
  onSeeWhy,
}: Pick<VerificationScreenProps, 'onStart'> & { reason: VerificationRejectionCopy; onSeeWhy: () => void }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <StatusHeading id={headingId} tone="danger" icon="alert">
        {reason.title}
      </StatusHeading>
      <Text>{reason.message}</Text>
      <Cluster gap={3}>
        <StartButton onStart={onStart} label="Try again" />
        <Button variant="secondary" onClick={onSeeWhy}>
          See why
        </Button>
      </Cluster>
    </Panel>
  );
}

/** A state panel's heading: its icon in the state's tone, then the title (the panel is labelled by `id`). */
function StatusHeading({
  id,
  tone,
  icon,
  children,
}: {
  id: string;
  tone: 'danger' | 'warning' | 'success';
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <Cluster gap={3} align="center">
      <StatusIcon data-tone={tone}>
        <Icon name={icon} size="24px" />
      </StatusIcon>
      <Heading as="h2" id={id}>
        {children}
      </Heading>
    </Cluster>
  );
}

/** The selfie is with the reviewer. */
export function PendingStep({
  state,
  onCheckAgain,
  formatDate = formatDateDefault,
}: Pick<VerificationScreenProps, 'state' | 'onCheckAgain' | 'formatDate'>) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <StatusHeading id={headingId} tone="warning" icon="info">
        We are checking your selfie
      </StatusHeading>
      <Text>
        We compare it with your profile photos. Your badge appears as soon as it is done; you can keep using
        the site meanwhile.
      </Text>
      {state?.submittedAt && (
        <Text tone="muted" size="sm">
          Sent {formatDate(state.submittedAt)}
        </Text>
      )}
      {onCheckAgain && (
        <Cluster gap={3}>
          <CheckAgain onCheckAgain={onCheckAgain} />
        </Cluster>
      )}
    </Panel>
  );
}

function CheckAgain({ onCheckAgain }: { onCheckAgain: () => void | Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const check = async () => {
    setPending(true);
    try {
      await onCheckAgain();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" loading={pending} onClick={check}>
      Check again
    </Button>
  );
}

/** Verified: the badge shows everywhere (and the `profileVerifiedSuccess` notice once). */
export function VerifiedStep({
  showVerifiedNotice,
  onDismissNotice,
  links,
}: Pick<VerificationScreenProps, 'showVerifiedNotice' | 'onDismissNotice' | 'links'>) {
  const headingId = useId();
  return (
    <Stack gap={4}>
      {showVerifiedNotice && onDismissNotice && <VerifiedNotice onDismiss={onDismissNotice} />}
      <Panel aria-labelledby={headingId}>
        <StatusHeading id={headingId} tone="success" icon="checkCircle">
          You are verified
        </StatusHeading>
        <Text>Your verified badge shows on your card, in lists, in search results and on your profile.</Text>
        <Link href={links.profile} standalone>
          See your profile as members see it
        </Link>
      </Panel>
    </Stack>
  );
}
