import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Grid } from '../../components/Grid';
import { Heading } from '../../components/Heading';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { PLAN_CARD_MIN_HEIGHT, PlanCard } from '../../components/PlanCard';
import type { PlanCardPlan } from '../../components/PlanCard';
import { Icon } from '../../internal/icons';
import { Benefit, Hero, LockBadge } from './PaywallScreen.styles';

/** A plan as the paywall shows it: prices already formatted by the caller. */
export type PaywallPlan = PlanCardPlan;

export type PaywallScreenProps = {
  /** The headline of the feature the member was refused ("Upgrade to see who liked you"). */
  headline: string;
  /** The discount offer text, shown as a banner when there is one. */
  discountText?: string;
  onChoosePlan: (planId: string) => void;
  /** The plan whose purchase is starting (its button shows a spinner). */
  choosingPlanId?: string | null;
  /**
   * The member already pays: a banner names their plan and links to their membership; the plan marked `current` is
   * theirs and cannot be chosen again.
   */
  membership?: { planName: string; href: string };
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage: string; onRetry: () => void }
  | { status: 'ready'; plans: readonly PaywallPlan[]; boost?: PaywallPlan }
);

const benefits = [
  'See who liked you and who viewed your profile',
  'Read and answer every message',
  'Mutual likes and your blocklist, without limits',
];

function PlanItem({
  plan,
  choosing,
  onChoose,
}: {
  plan: PaywallPlan;
  choosing: boolean;
  onChoose: () => void;
}) {
  return (
    <PlanCard
      plan={plan}
      action={(nameId) =>
        plan.current ? (
          <Button variant="secondary" fullWidth disabled aria-describedby={nameId}>
            Your plan
          </Button>
        ) : (
          <Button
            variant={plan.recommended ? 'primary' : 'secondary'}
            fullWidth
            loading={choosing}
            onClick={onChoose}
            aria-describedby={nameId}
          >
            Choose
          </Button>
        )
      }
    />
  );
}

/** home/paywall: the headline of the refused feature, the plans to unlock it and the current discount. */
export function PaywallScreen(props: PaywallScreenProps) {
  const { headline, discountText, onChoosePlan, choosingPlanId = null, membership } = props;
  const boost = props.status === 'ready' ? props.boost : undefined;
  return (
    <Stack gap={6}>
      <Hero>
        <LockBadge aria-hidden="true">
          <Icon name="heart" size="24px" filled />
        </LockBadge>
        <Heading as="h1" size="xxl">
          {headline}
        </Heading>
        <Stack as="ul" gap={1}>
          {benefits.map((benefit) => (
            <Benefit key={benefit}>
              <Icon name="check" />
              {benefit}
            </Benefit>
          ))}
        </Stack>
      </Hero>

      {membership && (
        <Banner
          tone="success"
          title={`You have ${membership.planName}`}
          action={{ label: 'See your membership', href: membership.href }}
        >
          Your plan is marked below. Your membership shows when it renews and lets you change it.
        </Banner>
      )}

      {discountText && (
        <Banner tone="success" title="Limited offer">
          {discountText}
        </Banner>
      )}

      <Stack as="section" gap={4} aria-labelledby="paywall-plans">
        <Heading as="h2" size="lg" id="paywall-plans">
          Choose your plan
        </Heading>
        {props.status === 'loading' && (
          <SkeletonGroup label="Loading plans">
            <Grid columns={{ mobile: 1, tablet: 3 }} gap={4}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rect" width="100%" height={PLAN_CARD_MIN_HEIGHT} />
              ))}
            </Grid>
          </SkeletonGroup>
        )}
        {props.status === 'error' && (
          <ErrorState headingAs="h3" message={props.errorMessage} onRetry={props.onRetry} />
        )}
        {props.status === 'ready' && (
          <>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap={4}>
              {props.plans.map((plan) => (
                <PlanItem
                  key={plan.id}
                  plan={plan}
                  choosing={choosingPlanId === plan.id}
                  onChoose={() => onChoosePlan(plan.id)}
                />
              ))}
            </Grid>
            {boost && (
              <Stack as="section" gap={3} aria-labelledby="paywall-boost">
                <Heading as="h2" size="lg" id="paywall-boost">
                  Or boost your profile
                </Heading>
                <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap={4}>
                  <PlanItem
                    plan={boost}
                    choosing={choosingPlanId === boost.id}
                    onChoose={() => onChoosePlan(boost.id)}
                  />
                </Grid>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
