// Parts the subscription screens share: the outcome of an action, a button whose failure shows beside it, the card on
// file, and the plans to buy.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import type { ButtonVariant } from '../../components/Button';
import { Grid } from '../../components/Grid';
import { PlanCard } from '../../components/PlanCard';
import type { PlanCardPlan } from '../../components/PlanCard';
import { Stack } from '../../components/Stack';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ButtonLink } from '../internal/ButtonLink';
import { ErrorText } from './MembershipScreen.styles';

/** How an action ended: on failure, the message shown where the action was. */
export type ActionOutcome = { ok: true } | { ok: false; error: string };

/** A card as the membership names it. */
export interface CardOnFileView {
  brand: string;
  last4: string;
}

/** "Visa •••• 4242", read as "Visa ending in 4242". */
export function CardOnFile({ card }: { card: CardOnFileView }) {
  return (
    <>
      {card.brand} <span aria-hidden="true">••••</span> <VisuallyHidden>ending in</VisuallyHidden>{' '}
      {card.last4}
    </>
  );
}

/** A plan to buy: prices formatted by the caller; `href` starts its checkout. */
export interface MembershipPlanOption extends PlanCardPlan {
  href: string;
}

/** The plans to buy, each with the link to its checkout. */
export function PlanChoices({ plans, label }: { plans: readonly MembershipPlanOption[]; label: string }) {
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap={3} aria-label={label}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          action={() => (
            <ButtonLink href={plan.href} variant={plan.recommended ? 'primary' : 'secondary'}>
              Choose {plan.name}
            </ButtonLink>
          )}
        />
      ))}
    </Grid>
  );
}

/** A button that runs an action; while it runs it spins, and its failure is said right below it. */
export function ActionButton({
  onAction,
  children,
  variant = 'primary',
  fullWidth,
}: {
  onAction: () => Promise<ActionOutcome>;
  children: ReactNode;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    const outcome = await onAction();
    setBusy(false);
    if (!outcome.ok) setError(outcome.error);
  };
  return (
    <Stack gap={2}>
      <div>
        <Button variant={variant} loading={busy} fullWidth={fullWidth} onClick={() => void run()}>
          {children}
        </Button>
      </div>
      <div role="alert">{error && <ErrorText>{error}</ErrorText>}</div>
    </Stack>
  );
}
