// `subscription/receipt?reference=…`: one payment's plan, amount, date, card and reference; without a reference, the
// membership's latest receipt ("no payments yet" when there is none).
import { useSearchParams } from 'react-router';
import { formatCents, formatMediumDate } from '@app/client';
import { ReceiptScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { usePurchase } from '../../features/billing/api/get-purchase';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { cardLabel } from '../../features/billing/checkout-copy';

export default function ReceiptPage() {
  const [params] = useSearchParams();
  const asked = params.get('reference');
  const subscription = useSubscription();
  const reference = asked ?? subscription.data?.lastReceipt ?? null;
  const purchase = usePurchase(reference);
  const backHref = paths.subscription.href();

  if (!asked && subscription.isError) {
    return (
      <ReceiptScreen
        status="error"
        backHref={backHref}
        errorMessage="We couldn’t load your receipt. Check your connection and try again."
        onRetry={() => void subscription.refetch()}
      />
    );
  }
  if (!asked && subscription.data && reference === null) {
    return <ReceiptScreen status="empty" backHref={backHref} plansHref={paths.paywall.href()} />;
  }
  if (purchase.isError) {
    return (
      <ReceiptScreen
        status="error"
        backHref={backHref}
        errorMessage="We couldn’t load this receipt. Check your connection and try again."
        onRetry={() => void purchase.refetch()}
      />
    );
  }
  if (!purchase.data) return <ReceiptScreen status="loading" backHref={backHref} />;

  const paid = purchase.data;
  return (
    <ReceiptScreen
      status="ready"
      backHref={backHref}
      receipt={{
        planName: paid.planName,
        amount: formatCents(paid.amountCents),
        date: formatMediumDate(paid.paidAt ?? paid.createdAt),
        card: cardLabel(paid.cardBrand, paid.cardLast4),
        reference: paid.reference,
      }}
    />
  );
}
