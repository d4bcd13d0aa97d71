// The subscription plans the membership stories offer (prices as the sandbox sells them).
import type { MembershipPlanOption } from './MembershipParts';

export const plans: readonly MembershipPlanOption[] = [
  {
    id: 'subscription-1-month',
    name: '1 Month',
    price: '$29.99',
    period: 'for 1 month',
    description: '1 Month at $29.99',
    href: '/subscription?plan=subscription-1-month',
  },
  {
    id: 'subscription-3-months',
    name: '3 Months',
    price: '$59.97',
    period: 'for 3 months',
    description: '3 Months at $19.99 a month',
    recommended: true,
    href: '/subscription?plan=subscription-3-months',
  },
  {
    id: 'subscription-6-months',
    name: '6 Months',
    price: '$89.94',
    period: 'for 6 months',
    description: '6 Months at $14.99 a month',
    href: '/subscription?plan=subscription-6-months',
  },
];
