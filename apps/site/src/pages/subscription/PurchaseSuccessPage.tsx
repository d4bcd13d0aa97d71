// `subscription/success?reference=…&continue=…`: what was bought, what it unlocks, the renewal, and "Continue" back to
// where the member was before the paywall (the thread, the profile, the list). The checkout wrote the purchase and the
// membership into their queries, so this page usually opens without a request.
import { Navigate, useSearchParams } from 'react-router';
import { formatCents, formatMediumDate, sameSitePath } from '@app/client';
import { ErrorState, PurchaseSuccessScreen } from '@app/ui';
import { PageLoading } from '../../components/PageLoading';
import { paths } from '../../config/paths';
import { usePurchase } from '../../features/billing/api/get-purchase';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { planUnlocks, renewalTerms } from '../../features/billing/checkout-copy';

export default function PurchaseSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const continueHref = sameSitePath(params.get('continue'), paths.home.href());
  const purchase = usePurchase(reference);
  const subscription = useSubscription();

  // Without a payment to show, the latest receipt is the nearest page.
  if (!reference) return <Navigate to={paths.receipt.href()} replace />;
  if (purchase.isError) {
    return <ErrorState message="We couldn’t load your payment." onRetry={() => purchase.refetch()} />;
  }
  if (!purchase.data || subscription.isPending) return <PageLoading label="Loading your payment" />;

  const bought = purchase.data;
  const membership = subscription.data;
  const renewal =
    bought.kind === 'boost' || bought.kind === 'spins'
      ? renewalTerms({ kind: bought.kind, months: 0, priceCents: bought.amountCents })
      : membership?.state === 'active' && membership.periodEndsAt && membership.nextRenewal
        ? `Renews on ${formatMediumDate(membership.periodEndsAt)} at ${formatCents(membership.nextRenewal.amountCents)} until you cancel. Cancel any time in Membership.`
        : membership?.periodEndsAt
          ? `Your membership runs until ${formatMediumDate(membership.periodEndsAt)}.`
          : 'Your membership is active.';

  return (
    <PurchaseSuccessScreen
      planName={bought.planName}
      amount={formatCents(bought.amountCents)}
      unlocks={planUnlocks(bought.kind)}
      renewal={renewal}
      continueHref={continueHref}
      receiptHref={paths.receipt.href(bought.reference)}
    />
  );
}
