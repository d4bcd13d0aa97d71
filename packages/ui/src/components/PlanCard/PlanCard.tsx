import { useId } from 'react';
import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Grow, Price, Ribbon, Root } from './PlanCard.styles';

/** A plan to buy, its price already formatted by the caller. */
export interface PlanCardPlan {
  id: string;
  name: string;
  /** Formatted price ("$29.99"). */
  price: string;
  /** What the price buys ("for 1 month"). */
  period: string;
  description: string;
  /** Marked "Most popular" and outlined. */
  recommended?: boolean;
  /** The member's own plan (a live membership): marked "Your plan" and outlined, in place of "Most popular". */
  current?: boolean;
}

export interface PlanCardProps {
  plan: PlanCardPlan;
  /** The way to buy it (a button or a link to its checkout), given the id of the plan's name to refer to. */
  action: (nameId: string) => ReactNode;
}

/** One plan in a list of plans (render it inside a `ul`): its name, price, what it gives, and the way to buy it. */
export function PlanCard({ plan, action }: PlanCardProps) {
  const nameId = useId();
  const current = plan.current ?? false;
  const recommended = !current && (plan.recommended ?? false);
  return (
    <Root
      data-recommended={recommended || undefined}
      data-current={current || undefined}
      aria-labelledby={nameId}
    >
      {current && <Ribbon>Your plan</Ribbon>}
      {recommended && <Ribbon>Most popular</Ribbon>}
      <Heading as="h3" size="md" id={nameId}>
        {plan.name}
      </Heading>
      <div>
        <Price>{plan.price}</Price>
        <Text size="sm" tone="muted">
          {plan.period}
        </Text>
      </div>
      <Grow>
        <Text size="sm">{plan.description}</Text>
      </Grow>
      {action(nameId)}
    </Root>
  );
}
