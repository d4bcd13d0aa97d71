import type { VerificationRejection, VerificationState } from '@app/contract';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, VerifiedBadge } from '../../components/Badge';
import { Cluster } from '../../components/Cluster';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VerificationRejectedModal } from '../../components/VerificationRejectedModal';
import type { VerificationRejectionCopy } from '../../components/VerificationRejectedModal';
import { Page } from './VerificationScreen.styles';
import { CaptureStep } from './VerificationScreenCapture';
import { IntroStep, PendingStep, RejectedStep, VerifiedStep } from './VerificationScreenSteps';

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
  if (state.status === 'verified') view = <VerifiedStep {...props} />;
  else if (state.status === 'pending') view = <PendingStep {...props} />;
  else if (state.pose) view = <CaptureStep key={state.pose.id} {...props} pose={state.pose} />;
  else if (rejected)
    view = (
      <RejectedStep
        reason={rejections[state.rejection!]}
        onStart={onStart}
        onSeeWhy={() => setModalFor(rejectionKey)}
      />
    );
  else view = <IntroStep {...props} />;

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
