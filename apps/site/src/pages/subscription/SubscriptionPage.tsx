// `subscription`: with `?plan=<id>` the payment form for that plan (from the paywall or the plans), otherwise the
// member's membership (the plans when they have none).
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';

const CheckoutPage = lazy(() => import('./CheckoutPage'));
const MembershipPage = lazy(() => import('./MembershipPage'));

export default function SubscriptionPage() {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<PageLoading />}>
      {params.get('plan') ? <CheckoutPage /> : <MembershipPage />}
    </Suspense>
  );
}
