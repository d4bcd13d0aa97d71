import type { VerificationRejection, VerificationState } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { Badge, VerifiedBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VerificationRejectedModal } from '../../components/VerificationRejectedModal';
import type { VerificationRejectionCopy } from '../../components/VerificationRejectedModal';
import { VerifiedNotice } from '../../components/VerifiedNotice';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import {
  FileInput,
  FileLabel,
  Instruction,
  Page,
  Panel,
  PoseRow,
  Preview,
  StatusIcon,
  Steps,
} from './VerificationScreen.styles';
import { VerificationPoseIllustration } from './VerificationPoseIllustration';

/** How a call ended: on failure, the message to show (what was chosen stays). */
export type VerificationOutcome = { ok: true } | { ok: false; error: string };

/** What a selfie may be (pass the contract's `selfieUpload`): checked before sending, and again by the server. */
export interface SelfieRules {
  maxBytes: number;
}

export interface VerificationScreenLinks {
  /** The photos page (to add a photo to compare with). */
  photos: string;
  /** The member's own profile as others see it. */
  profile: string;
}

export interface VerificationScreenProps {
  /** The page title (the catalogue's title of verification-settings). */
  title: string;
  status: 'loading' | 'error' | 'ready';
  /** Required when status is 'ready'. */
  state?: VerificationState;
  /** Why each rejection happened (pass `verificationRejections`). */
  rejections: Record<VerificationRejection, VerificationRejectionCopy>;
  selfieRules: SelfieRules;
  /** Starts an attempt (first time, or the retry after a rejection): the answer carries the pose. */
  onStart: () => Promise<VerificationOutcome>;
  /** Sends the selfie of the attempt in progress. */
  onSubmitSelfie: (selfie: File) => Promise<VerificationOutcome>;
  /** The `profileVerifiedSuccess` notice is showing (the caller shows it once); `onDismissNotice` closes it. */
  showVerifiedNotice?: boolean;
  onDismissNotice?: () => void;
  /** Pending: ask again whether the reviewer has decided. */
  onCheckAgain?: () => void | Promise<unknown>;
  /** Loading the state failed: try again. */
  onRetry?: () => void | Promise<unknown>;
  links: VerificationScreenLinks;
  /** Formats when the selfie was sent; default "Nov 24, 2026, 12:00 PM" (UTC). */
  formatDate?: (iso: string) => string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const formatDateDefault = (iso: string) => dateFormat.format(new Date(iso));

const statusBadge: Record<VerificationState['status'], ReactNode> = {
  none: <Badge tone="neutral">Not verified</Badge>,
  pending: (
    <Badge tone="warning" dot>
      Being checked
    </Badge>
  ),
  verified: <VerifiedBadge showLabel />,
  rejected: <Badge tone="danger">Not verified yet</Badge>,
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * verification-settings: profile verification as members of Match, Tinder or Bumble know it. The member reads how
 * it works, gets a pose to copy, takes (or chooses) a selfie doing it, checks the preview and sends it; then the
 * state is pending, verified (badge, and the `profileVerifiedSuccess` notice once) or rejected (the rejected modal
 * explains why and offers a retry with a new pose).
 */
export function VerificationScreen(props: VerificationScreenProps) {
  const { title, status, state } = props;
  return (
    <Page>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading as="h1">{title}</Heading>
          {status === 'ready' && state && (
            <Cluster gap={2} align="center">
              <Text as="span" tone="muted" size="sm">
                Status:
              </Text>
              {statusBadge[state.status]}
            </Cluster>
          )}
        </Stack>
        {status === 'loading' && (
          <SkeletonGroup label="Loading your verification">
            <Stack gap={3}>
              <Skeleton variant="rect" height={160} />
              <Skeleton lines={3} />
            </Stack>
          </SkeletonGroup>
        )}
        {status === 'error' && (
          <ErrorState
            title="We couldn't load your verification"
            message="Check your connection and try again."
            onRetry={props.onRetry}
          />
        )}
        {status === 'ready' && state && <Ready {...props} state={state} />}
      </Stack>
    </Page>
  );
}

function Ready(props: VerificationScreenProps & { state: VerificationState }) {
  const { state, rejections, onStart, links } = props;
  const headingId = useId();
  const rejected = state.status === 'rejected' && state.pose === null && state.rejection !== null;
  // The rejected modal opens each time a new rejection arrives (and when the page opens on one).
  const rejectionKey = rejected ? `${state.rejection}@${state.submittedAt ?? ''}` : null;
  const [modalFor, setModalFor] = useState(rejectionKey);
  const [lastKey, setLastKey] = useState(rejectionKey);
  if (lastKey !== rejectionKey) {
    setLastKey(rejectionKey);
    setModalFor(rejectionKey);
  }

  const retry = async () => {
    const outcome = await onStart();
    if (!outcome.ok) throw new Error(outcome.error);
  };

  let view: ReactNode;
  if (state.status === 'verified') view = <Verified {...props} />;
  else if (state.status === 'pending') view = <Pending {...props} />;
  else if (state.pose) view = <Capture key={state.pose.id} {...props} pose={state.pose} />;
  else if (rejected)
    view = (
      <Panel aria-labelledby={headingId}>
        <StatusHeading id={headingId} tone="danger" icon="alert">
          {rejections[state.rejection!].title}
        </StatusHeading>
        <Text>{rejections[state.rejection!].message}</Text>
        <Cluster gap={3}>
          <StartButton onStart={onStart} label="Try again" />
          <Button variant="secondary" onClick={() => setModalFor(rejectionKey)}>
            See why
          </Button>
        </Cluster>
      </Panel>
    );
  else view = <Intro {...props} />;

  return (
    <>
      {view}
      {rejected && (
        <VerificationRejectedModal
          open={modalFor !== null && modalFor === rejectionKey}
          onOpenChange={(open) => setModalFor(open ? rejectionKey : null)}
          reason={rejections[state.rejection!]}
          onRetry={retry}
          fix={state.rejection === 'no_photo' ? { label: 'Add a photo', href: links.photos } : undefined}
        />
      )}
    </>
  );
}

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

function Intro({ onStart }: VerificationScreenProps) {
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

function Capture({
  pose,
  selfieRules,
  onSubmitSelfie,
}: VerificationScreenProps & { pose: NonNullable<VerificationState['pose']> }) {
  const inputId = useId();
  const headingId = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const selfie = chosen?.file ?? null;

  // The preview's object URL lives as long as it is shown: released when replaced and when the view goes.
  useEffect(() => {
    const url = chosen?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still counts as a choice
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      setError('That file is not a photo. Choose a JPEG, PNG, WebP or HEIC photo.');
      return;
    }
    if (file.size === 0) {
      setError('That file is empty. Take the selfie again.');
      return;
    }
    if (file.size > selfieRules.maxBytes) {
      setError(`That photo is over ${megabytes(selfieRules.maxBytes)}. Choose a smaller one.`);
      return;
    }
    setError(null);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (!selfie) return;
    setSending(true);
    setError(null);
    const outcome = await onSubmitSelfie(selfie);
    // On success the state moves on and this view goes away; on failure the selfie stays for another try.
    setSending(false);
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <Stack gap={1}>
        <Text tone="muted" size="sm">
          {selfie ? 'Step 3 of 3' : 'Step 2 of 3'}
        </Text>
        <Heading as="h2" id={headingId}>
          {selfie ? 'Check your selfie' : 'Copy this pose'}
        </Heading>
      </Stack>
      <PoseRow>
        <VerificationPoseIllustration pose={pose.id} />
        <Stack gap={2}>
          <Instruction>{pose.instruction}</Instruction>
          <Text tone="muted" size="sm">
            Face the light, keep your whole face in the frame, and take the selfie yourself.
          </Text>
        </Stack>
      </PoseRow>
      {chosen && (
        <Stack gap={2}>
          <Preview src={chosen.preview} alt="Your selfie" />
          <Text tone="muted" size="sm">
            Is your face clear, and are you doing the pose? If not, take another.
          </Text>
        </Stack>
      )}
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      <Cluster gap={3} align="center">
        <span>
          <FileInput
            id={inputId}
            type="file"
            accept="image/*"
            capture="user"
            onChange={choose}
            disabled={sending}
          />
          <FileLabel htmlFor={inputId} data-variant={selfie ? 'secondary' : 'primary'}>
            <Icon name="camera" size="20px" />
            {selfie ? 'Take another' : 'Take a selfie'}
          </FileLabel>
        </span>
        {selfie && (
          <Button loading={sending} onClick={send} leadingIcon="check">
            Send selfie
          </Button>
        )}
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

function Pending({ state, onCheckAgain, formatDate = formatDateDefault }: VerificationScreenProps) {
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

function Verified({ showVerifiedNotice, onDismissNotice, links }: VerificationScreenProps) {
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
