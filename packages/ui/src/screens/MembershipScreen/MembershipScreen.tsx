import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { BoostCountdown } from '../../components/BoostCountdown';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Radio, RadioGroup } from '../../components/Radio';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ButtonLink } from '../internal/ButtonLink';
import type { ActionOutcome, CardOnFileView, MembershipPlanOption } from './MembershipParts';
import { ActionButton, CardOnFile, PlanChoices } from './MembershipParts';
import { ErrorText, Facts, Page, Panel, PanelHeader } from './MembershipScreen.styles';

/** The membership as `subscription` shows it, amounts and dates formatted by the caller. */
export interface MembershipView {
  state: 'active' | 'cancelled' | 'expired';
  planName: string;
  /** The plan's price ("$59.97"). */
  planPrice: string;
  /** The renewal date when active, the last day when cancelled, the end when expired ("Jan 9, 2027"). */
  periodEnds: string;
  /** What the next renewal charges; `changed` when it is not the current plan (a change of plan or discount50). */
  renewal: { planName: string; amount: string; changed: boolean } | null;
  card: CardOnFileView | null;
  /** The last receipt's page, if any. */
  receiptHref: string | null;
}

/** Another subscription plan the membership can renew as ("6 Months", "$89.94 every 6 months"). */
export interface ChangePlanOption {
  id: string;
  name: string;
  price: string;
}

export interface MembershipBoost {
  /** A boost running now ends at (ISO); null when none runs. */
  endsAt: string | null;
  /** The boost plan's checkout. */
  href: string;
  /** "$4.99". */
  price: string;
  /** "Be a top profile in your area for 30 minutes". */
  description: string;
}

export type MembershipScreenProps = {
  title?: string;
  /** "Now" for the boost's countdown (pinned in Storybook and tests). */
  now?: () => Date;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      /** Null: the member never subscribed. */
      membership: MembershipView | null;
      /** The subscription plans to buy (shown when there is no membership or it has ended). */
      plans: readonly MembershipPlanOption[];
      /** The plans an active membership may change to (not the one it renews as). */
      changeOptions: readonly ChangePlanOption[];
      onChangePlan: (planId: string) => Promise<ActionOutcome>;
      onReactivate: () => Promise<ActionOutcome>;
      /** subscription/cancel. */
      cancelHref: string;
      /** Absent when the boost plan is not sold. */
      boost?: MembershipBoost;
      /** The running boost's time ran out (read the membership again). */
      onBoostEnd?: () => void;
    }
);

const stateBadge = {
  active: <Badge tone="success">Active</Badge>,
  cancelled: <Badge tone="warning">Cancelled</Badge>,
  expired: <Badge tone="neutral">Ended</Badge>,
};

/**
 * subscription: the member's membership. Active: plan, renewal date and amount, card, last receipt, change of plan and
 * the cancel link (cancelling takes one more click on the next page). Cancelled: the day it stays until and
 * Reactivate. Ended or never subscribed: the plans. And the boost: its countdown while it runs, else how to buy one.
 */
export function MembershipScreen(props: MembershipScreenProps) {
  const { title = 'Your membership' } = props;
  return (
    <Page>
      <Heading as="h1">{title}</Heading>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading your membership">
          <Stack gap={3}>
            <Skeleton variant="rect" height={200} />
            <Skeleton variant="rect" height={120} />
          </Stack>
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load your membership"
          message="Check your connection and try again."
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && <Ready {...props} now={props.now} />}
    </Page>
  );
}

type ReadyProps = Extract<MembershipScreenProps, { status: 'ready' }>;

function Ready({
  membership,
  plans,
  changeOptions,
  onChangePlan,
  onReactivate,
  cancelHref,
  boost,
  onBoostEnd,
  now,
}: ReadyProps) {
  const headingId = useId();
  return (
    <>
      {membership ? (
        <Panel aria-labelledby={headingId}>
          <PanelHeader>
            <Heading as="h2" size="lg" id={headingId}>
              {membership.planName}
            </Heading>
            {stateBadge[membership.state]}
          </PanelHeader>
          <MembershipFacts membership={membership} />
          {membership.state === 'active' && membership.renewal?.changed && (
            <Banner tone="info" title="Your plan changes at renewal" headingAs="h3">
              From {membership.periodEnds} you renew as {membership.renewal.planName} for{' '}
              {membership.renewal.amount}.
            </Banner>
          )}
          {membership.state === 'cancelled' && (
            <Stack gap={3}>
              <Text>
                Your membership stays until {membership.periodEnds}. Nothing more will be charged. Changed
                your mind? Reactivate it before then and it renews as before.
              </Text>
              <ActionButton onAction={onReactivate}>Reactivate membership</ActionButton>
            </Stack>
          )}
          {membership.state === 'active' && (
            <Stack gap={2}>
              <Text size="sm" tone="muted">
                Cancel any time: your membership stays until {membership.periodEnds}.
              </Text>
              <div>
                <ButtonLink href={cancelHref} variant="secondary">
                  Cancel membership
                </ButtonLink>
              </div>
            </Stack>
          )}
        </Panel>
      ) : null}

      {membership?.state === 'active' && changeOptions.length > 0 && (
        <ChangePlan options={changeOptions} renewsOn={membership.periodEnds} onChangePlan={onChangePlan} />
      )}

      {(membership === null || membership.state === 'expired') && (
        <Panel aria-labelledby={`${headingId}-plans`}>
          <Heading as="h2" size="lg" id={`${headingId}-plans`}>
            {membership ? 'Subscribe again' : 'Choose your plan'}
          </Heading>
          {membership ? (
            <Text>
              Your membership ended on {membership.periodEnds}. Choose a plan to get everything back.
            </Text>
          ) : (
            <Text>See who liked you, read every message and reply without limits.</Text>
          )}
          <PlanChoices plans={plans} label="Subscription plans" />
        </Panel>
      )}

      {boost && <BoostPanel boost={boost} now={now} onEnd={onBoostEnd} />}
    </>
  );
}

function MembershipFacts({ membership }: { membership: MembershipView }) {
  const endLabel = { active: 'Renews on', cancelled: 'Stays until', expired: 'Ended on' }[membership.state];
  return (
    <Facts>
      <dt>Plan</dt>
      <dd>
        {membership.planName}, {membership.planPrice}
      </dd>
      <dt>{endLabel}</dt>
      <dd>{membership.periodEnds}</dd>
      {membership.state === 'active' && membership.renewal && (
        <>
          <dt>Next payment</dt>
          <dd>
            {membership.renewal.amount} on {membership.periodEnds}
          </dd>
        </>
      )}
      {membership.card && (
        <>
          <dt>Card</dt>
          <dd>
            <CardOnFile card={membership.card} />
          </dd>
        </>
      )}
      {membership.receiptHref && (
        <>
          <dt>Receipt</dt>
          <dd>
            <Link href={membership.receiptHref}>View your last receipt</Link>
          </dd>
        </>
      )}
    </Facts>
  );
}

function ChangePlan({
  options,
  renewsOn,
  onChangePlan,
}: {
  options: readonly ChangePlanOption[];
  renewsOn: string;
  onChangePlan: (planId: string) => Promise<ActionOutcome>;
}) {
  const headingId = useId();
  const [planId, setPlanId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!planId) {
      setError('Choose the plan to renew as.');
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await onChangePlan(planId);
    setBusy(false);
    if (outcome.ok) setPlanId('');
    else setError(outcome.error);
  };
  return (
    <Panel aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        Change plan
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={4}>
          <RadioGroup
            legend="Renew as"
            hint={`The new plan starts on ${renewsOn}. Nothing is charged now.`}
            name="plan"
            value={planId}
            onValueChange={setPlanId}
          >
            {options.map((option) => (
              <Radio key={option.id} value={option.id} label={`${option.name}, ${option.price}`} />
            ))}
          </RadioGroup>
          <div>
            <Button type="submit" variant="secondary" loading={busy}>
              Change plan
            </Button>
          </div>
          <div role="alert">{error && <ErrorText>{error}</ErrorText>}</div>
        </Stack>
      </form>
    </Panel>
  );
}

function BoostPanel({ boost, now, onEnd }: { boost: MembershipBoost; now?: () => Date; onEnd?: () => void }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {boost.endsAt ? 'Your profile is boosted' : 'Boost your profile'}
      </Heading>
      {boost.endsAt ? (
        <Stack gap={2}>
          <Text>You are shown first in search and lists until the boost ends.</Text>
          <div>
            <BoostCountdown endsAt={boost.endsAt} now={now} onEnd={onEnd} />
          </div>
        </Stack>
      ) : (
        <Stack gap={3}>
          <Text>
            {boost.description}, for {boost.price}.
          </Text>
          <div>
            <ButtonLink href={boost.href}>Boost your profile</ButtonLink>
          </div>
        </Stack>
      )}
    </Panel>
  );
}
