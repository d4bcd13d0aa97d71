import type { BodyOf, cancelSubscription } from '@app/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Radio, RadioGroup } from '../../components/Radio';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ButtonLink } from '../internal/ButtonLink';
import type { ActionOutcome } from '../MembershipScreen/MembershipParts';
import { ActionButton } from '../MembershipScreen/MembershipParts';
import { ErrorText, Page, Panel } from '../MembershipScreen/MembershipScreen.styles';
import { Columns, OfferCard } from './CancelSubscriptionScreen.styles';

export type CancelReason = NonNullable<BodyOf<typeof cancelSubscription>['reason']>;

/** What each reason reads as (the contract names them; the words are the screen's). */
export const cancelReasonLabels: Record<CancelReason, string> = {
  'too-expensive': 'It costs too much',
  'met-someone': 'I met someone',
  'not-enough-matches': 'Not enough matches',
  'taking-a-break': 'I am taking a break',
  other: 'Something else',
};

/** The one retention offer shown beside the cancel button: its copy and the page where it can be taken. */
export interface CancelOfferView {
  title: string;
  summary: string;
  href: string;
}

export type CancelSubscriptionScreenProps = {
  /** subscription (keep the membership, or after cancelling). */
  membershipHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      /** The last day of the paid period ("Jan 9, 2027"). */
      periodEnds: string;
      /** At most one offer (the first the member may still take); null: none. */
      offer: CancelOfferView | null;
      onCancel: (reason: CancelReason | undefined) => Promise<ActionOutcome>;
    }
  | {
      /** Cancelled: it stays until the end of the period and can be reactivated until then. */
      status: 'cancelled';
      periodEnds: string;
      onReactivate: () => Promise<ActionOutcome>;
    }
  /** Nothing to cancel: never subscribed, or the membership has ended. */
  | { status: 'nothing' }
);

/**
 * subscription/cancel, honest by design (the FTC's click-to-cancel rule): the first screen has the cancel button, an
 * optional reason and at most one retention offer beside it that the member never has to look at. One click cancels;
 * then the screen says until when the membership stays, with Reactivate.
 */
export function CancelSubscriptionScreen(props: CancelSubscriptionScreenProps) {
  return (
    <Page>
      {props.status === 'loading' && (
        <>
          <Heading as="h1">Cancel membership</Heading>
          <SkeletonGroup label="Loading your membership">
            <Skeleton variant="rect" height={280} />
          </SkeletonGroup>
        </>
      )}
      {props.status === 'error' && (
        <>
          <Heading as="h1">Cancel membership</Heading>
          <ErrorState
            title="We couldn't load your membership"
            message="Check your connection and try again."
            onRetry={props.onRetry}
          />
        </>
      )}
      {props.status === 'ready' && <CancelForm {...props} />}
      {props.status === 'cancelled' && (
        <>
          <Heading as="h1">Your membership is cancelled</Heading>
          <Banner tone="success" title={`Your membership stays until ${props.periodEnds}`} headingAs="h2">
            You keep every feature until then, and nothing more will be charged.
          </Banner>
          <Panel aria-label="Reactivate">
            <Text>Changed your mind? Reactivate before {props.periodEnds} and it renews as before.</Text>
            <ActionButton onAction={props.onReactivate}>Reactivate membership</ActionButton>
            <Link href={props.membershipHref}>Back to your membership</Link>
          </Panel>
        </>
      )}
      {props.status === 'nothing' && (
        <>
          <Heading as="h1">Cancel membership</Heading>
          <Text>You have no membership to cancel.</Text>
          <div>
            <ButtonLink href={props.membershipHref}>See the plans</ButtonLink>
          </div>
        </>
      )}
    </Page>
  );
}

function CancelForm({
  periodEnds,
  offer,
  onCancel,
  membershipHref,
}: Extract<CancelSubscriptionScreenProps, { status: 'ready' }>) {
  const formId = useId();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await onCancel(reason === '' ? undefined : reason);
    setBusy(false);
    if (!outcome.ok) setError(outcome.error);
  };
  return (
    <>
      <Heading as="h1">Cancel membership</Heading>
      <Columns>
        <Panel aria-labelledby={`${formId}-heading`}>
          <Heading as="h2" size="lg" id={`${formId}-heading`}>
            Cancel your renewal
          </Heading>
          <Text>
            Your membership stays until {periodEnds}, and nothing more will be charged. You can reactivate it
            until then.
          </Text>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap={4}>
              <RadioGroup
                legend="Why are you leaving? (optional)"
                name="reason"
                value={reason}
                onValueChange={(value) => setReason(value as CancelReason)}
              >
                {Object.entries(cancelReasonLabels).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </RadioGroup>
              <Stack gap={2}>
                <div>
                  <Button type="submit" variant="danger" loading={busy}>
                    Cancel membership
                  </Button>
                </div>
                <div role="alert">{error && <ErrorText>{error}</ErrorText>}</div>
                <Link href={membershipHref}>Keep my membership</Link>
              </Stack>
            </Stack>
          </form>
        </Panel>
        {offer && (
          <OfferCard aria-labelledby={`${formId}-offer`}>
            <Text size="sm" tone="accent">
              Before you go
            </Text>
            <Heading as="h2" size="md" id={`${formId}-offer`}>
              {offer.title}
            </Heading>
            <Text size="sm">{offer.summary}</Text>
            <div>
              <ButtonLink href={offer.href} variant="secondary">
                See the offer
              </ButtonLink>
            </div>
          </OfferCard>
        )}
      </Columns>
    </>
  );
}
