// `subscription?plan=<id>&continue=<path>`: the payment form for one plan, then the bank's 3-D Secure step when the
// card asks for it, then the success page. One idempotency key per payment attempt: made at the first submit, kept
// across a double click, a retry after a network failure and a decline the member retries unchanged; a new one only
// once they change the card after a decline (or the price changed). A declined card keeps everything typed (the CVC
// too: the member usually fixes the number or tries another card, and retyping the CVC adds nothing).
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Plan, Purchase } from '@app/contract';
import { billingErrorCodes, declineReasons, sandboxTestCards } from '@app/contract';
import { ApiError, formatCents, localKeys } from '@app/client';
import type { CardFieldName, CardFieldProps, CheckoutAlert, CheckoutPlanSummary } from '@app/ui';
import { CheckoutScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { finishChallenge, purchasePlan } from '../../features/billing/api/create-purchase';
import { fetchSubscription } from '../../features/billing/api/get-subscription';
import { useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { useWebProducts } from '../../features/billing/api/get-web-products';
import type { CardErrors, CardValues } from '../../features/billing/card-form';
import {
  cardFieldNames as fieldNames,
  cardFieldOf,
  emptyCard as empty,
} from '../../features/billing/card-form';
import { readCard } from '../../features/billing/card-form';
import { planUnlocks, renewalTerms, safeContinue } from '../../features/billing/checkout-copy';
import { newClientId as newIdempotencyKey } from '../../features/messaging/client-id';
import { flushPermissions } from '../../features/permissions/api/flush-permissions';
import { endSession } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';

const testCards = Object.values(sandboxTestCards);
const plansQuery = { action: 'checkout' } as const;

/** After a paid purchase: fresh permissions (forceReload=1), the membership and the receipt in their queries. */
async function applyPaidPurchase(queryClient: QueryClient, purchase: Purchase): Promise<void> {
  queryClient.setQueryData(queryKeys.billing.purchase(purchase.reference), purchase);
  const [permissions, subscription] = await Promise.all([flushPermissions(), fetchSubscription()]);
  queryClient.setQueryData(queryKeys.permissions.current(), permissions);
  queryClient.setQueryData(queryKeys.billing.subscription(), subscription);
  // Lists and profiles read differently for a paying member (who liked me, who viewed me...).
  await queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all });
}

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const planId = params.get('plan') ?? '';
  const continueURL = safeContinue(params.get('continue'), paths.home.href());

  const plans = useWebProducts(plansQuery);
  const microPlans = useMicroPlans(plansQuery);
  const plan: Plan | undefined = [...(plans.data ?? []), ...(microPlans.data ?? [])].find(
    (candidate) => candidate.id === planId,
  );

  const [values, setValues] = useState<CardValues>(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [alert, setAlert] = useState<CheckoutAlert>();
  const [processing, setProcessing] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(params.get('challenge'));
  // Refs, not state: a double click submits twice before React renders the first click's state.
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; declined: boolean } | null>(null);

  const toLogin = () => {
    // The session ended mid-checkout: log in again and come back to this very step (plan and continue kept).
    void navigate(paths.login.href(`${location.pathname}${location.search}`), { replace: true });
    void endSession().catch(() => undefined);
    queryClient.setQueryData(queryKeys.session.profile(), null);
  };

  const succeed = async (purchase: Purchase) => {
    await applyPaidPurchase(queryClient, purchase).catch(() => undefined);
    void navigate(paths.purchaseSuccess.href(purchase.reference, continueURL), { replace: true });
  };

  const decline = (message: string) => {
    if (attempt.current) attempt.current.declined = true;
    setChallenge(null);
    setErrors({ number: message });
    setAlert({ tone: 'danger', title: 'Payment declined', message: `${message} No charge was made.` });
  };

  const failed = (error: unknown, retry: () => void) => {
    if (error instanceof ApiError && error.status === 401) return toLogin();
    if (error instanceof ApiError && error.code === billingErrorCodes.declined) return decline(error.message);
    if (error instanceof ApiError && error.code === billingErrorCodes.priceChanged) {
      attempt.current = null;
      localStorage.removeItem(localKeys.plans);
      void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
      return setAlert({
        tone: 'warning',
        title: 'The price changed',
        message: 'The price of this plan changed since you opened it. Check the new price and pay again.',
      });
    }
    if (error instanceof ApiError && error.code === billingErrorCodes.keyReused) attempt.current = null;
    const field = error instanceof ApiError ? cardFieldOf(error.field) : undefined;
    if (field) return setErrors({ [field]: error instanceof Error ? error.message : '' });
    if (isRetryable(error)) {
      return setAlert({
        tone: 'warning',
        title: 'We couldn’t reach the payment service',
        message: 'Check your connection and try again. Trying again never charges you twice.',
        action: { label: 'Try again', onClick: retry },
      });
    }
    setAlert({ tone: 'danger', title: 'Payment not taken', message: (error as Error).message });
  };

  const pay = async () => {
    if (inFlight.current || !plan) return;
    const read = readCard(values);
    if ('errors' in read) {
      setErrors(read.errors);
      setAlert(undefined);
      const first = fieldNames.find((name) => read.errors[name]);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    attempt.current ??= { key: newIdempotencyKey(), declined: false };
    inFlight.current = true;
    setProcessing(true);
    setErrors({});
    setAlert(undefined);
    try {
      const purchase = await purchasePlan({
        planId: plan.id,
        amountCents: plan.priceCents,
        idempotencyKey: attempt.current.key,
        card: read.card,
      });
      if (purchase.status === 'succeeded') return await succeed(purchase);
      if (purchase.status === 'declined')
        return decline(declineReasons[purchase.declineReason ?? 'card_declined']);
      if (purchase.status === 'requires_action' && purchase.challengeUrl?.startsWith('http')) {
        // A real bank's page: it sends the member back to the challenge URL's return address.
        window.location.assign(purchase.challengeUrl);
        return;
      }
      setChallenge(purchase.reference);
    } catch (error) {
      failed(error, () => void pay());
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  const answerChallenge = async (approve: boolean) => {
    if (inFlight.current || !challenge) return;
    inFlight.current = true;
    setProcessing(true);
    setAlert(undefined);
    try {
      const purchase = await finishChallenge(challenge, approve);
      if (purchase.status === 'succeeded') return await succeed(purchase);
      decline(declineReasons[purchase.declineReason ?? 'authentication_failed']);
    } catch (error) {
      failed(error, () => void answerChallenge(approve));
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  const backHref = paths.paywall.href(undefined, continueURL);
  if (!plan) {
    if (plans.isPending || microPlans.isPending)
      return <CheckoutScreen status="loading" backHref={backHref} testCards={testCards} />;
    return (
      <CheckoutScreen
        status="error"
        backHref={backHref}
        errorMessage={
          plans.isError
            ? 'We couldn’t load this plan. Check your connection and try again.'
            : 'This plan is not on sale any more. Choose another plan.'
        }
        onRetry={() => void Promise.all([plans.refetch(), microPlans.refetch()])}
      />
    );
  }

  const summary: CheckoutPlanSummary = {
    name: plan.name,
    amount: formatCents(plan.priceCents),
    terms: renewalTerms(plan),
    unlocks: planUnlocks(plan.kind),
  };

  if (challenge) {
    return (
      <CheckoutScreen
        status="challenge"
        backHref={backHref}
        plan={summary}
        onApprove={() => void answerChallenge(true)}
        onFail={() => void answerChallenge(false)}
        busy={processing}
        alert={alert}
      />
    );
  }

  const change = (name: CardFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    // Changing the card after a decline is a new attempt: a new key, so the server does not answer the decline.
    if (attempt.current?.declined) attempt.current = null;
  };
  const fields = Object.fromEntries(
    fieldNames.map((name) => [
      name,
      { id: `checkout-${name}`, name, value: values[name], onChange: change(name), error: errors[name] },
    ]),
  ) as Record<CardFieldName, CardFieldProps>;

  return (
    <CheckoutScreen
      status="ready"
      backHref={backHref}
      testCards={testCards}
      plan={summary}
      fields={fields}
      processing={processing}
      alert={alert}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void pay();
      }}
    />
  );
}
