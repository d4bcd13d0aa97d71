// What checkout, success and receipt say about a plan: its terms in plain words and what it unlocks, from the plan
// itself (months, price) so every screen words it the same.
import type { Plan, Purchase } from '@app/contract';
import { BOOST_MINUTES, EXTRA_SPINS_PER_PURCHASE } from '@app/contract';
import { formatCents } from '@app/client';

const everyMonths = (months: number) => (months === 1 ? 'every month' : `every ${months} months`);

/** The renewal terms shown beside the Pay button. */
export const renewalTerms = (plan: Pick<Plan, 'kind' | 'months' | 'priceCents'>): string =>
  plan.kind === 'boost'
    ? `One-time payment. Your profile is shown first for ${BOOST_MINUTES} minutes.`
    : plan.kind === 'spins'
      ? `One-time payment. ${EXTRA_SPINS_PER_PURCHASE} extra spins of the daily matches wheel; they never expire.`
      : `Renews ${everyMonths(plan.months)} at ${formatCents(plan.priceCents)} until you cancel. Cancel any time in Membership.`;

const membershipUnlocks = [
  'See who liked you and who viewed you',
  'Read and answer every message',
  'Mutual likes and your blocklist',
] as const;

export const planUnlocks = (kind: Plan['kind'] | Purchase['kind']): readonly string[] =>
  kind === 'boost'
    ? [`Your profile first in search and lists for ${BOOST_MINUTES} minutes`]
    : kind === 'spins'
      ? [`${EXTRA_SPINS_PER_PURCHASE} more spins of the daily matches wheel, used after your daily spins`]
      : membershipUnlocks;

/** "Visa •••• 4242". */
export const cardLabel = (brand: string | null, last4: string | null): string =>
  last4 ? `${brand ?? 'Card'} •••• ${last4}` : (brand ?? 'Card');
