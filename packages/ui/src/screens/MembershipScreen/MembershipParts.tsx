// Parts the subscription screens share: the outcome of an action, a button whose failure shows beside it, the card on
// file, and the plans to buy.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import type { ButtonVariant } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ButtonLink } from '../internal/ButtonLink';
import { ErrorText, PlanList, PlanOption, Price } from './MembershipScreen.styles';

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
export interface MembershipPlanOption {
  id: string;
  name: string;
  /** "$59.97". */
  price: string;
  /** "for 3 months". */
  period: string;
  description: string;
  recommended?: boolean;
  href: string;
}

export function PlanChoices({ plans, label }: { plans: readonly MembershipPlanOption[]; label: string }) {
  return (
    <PlanList aria-label={label}>
      {plans.map((plan) => (
        <PlanOption key={plan.id} $recommended={plan.recommended ?? false} aria-labelledby={`buy-${plan.id}`}>
          {plan.recommended && (
            <span>
              <Badge tone="accent">Most popular</Badge>
            </span>
          )}
          <Heading as="h3" size="md" id={`buy-${plan.id}`}>
            {plan.name}
          </Heading>
          <div>
            <Price>{plan.price}</Price>
            <Text size="sm" tone="muted">
              {plan.period}
            </Text>
          </div>
          <Text size="sm">{plan.description}</Text>
          <ButtonLink href={plan.href} variant={plan.recommended ? 'primary' : 'secondary'}>
            Choose {plan.name}
          </ButtonLink>
        </PlanOption>
      ))}
    </PlanList>
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
