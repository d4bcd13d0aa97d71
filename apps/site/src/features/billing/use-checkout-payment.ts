// The payment of a checkout (api/checkout.ts): the card form, paying with the checkout's key, the 3-D Secure step, and
// what each answer means for the page. The key is the server's, so a double click, a retry after a network failure, a
// reload and a second tab all pay the same payment; a decline gives the checkout a new key (another card, or the same
// one again, is a new attempt), which the page reads back. A declined card keeps everything typed (the CVC too: the
// member usually fixes the number or tries another card, and retyping the CVC adds nothing).
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Checkout, Plan, Purchase } from '@app/contract';
import { billingErrorCodes, declineReasons } from '@app/contract';
import { ApiError, localKeys, memberErrorMessage } from '@app/client';
import type { CardFieldName, CheckoutAlert } from '@app/ui';
import { queryKeys } from '../../lib/query-keys';
import { finishChallenge, purchasePlan } from './api/create-purchase';
import type { CardErrors, CardValues } from './card-form';
import { cardFieldNames, cardFieldOf, emptyCard, readCard } from './card-form';

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

const declinedAlert = (message: string): CheckoutAlert => ({
  tone: 'danger',
  title: 'Payment declined',
  message: `${message} No charge was made.`,
});

export interface CheckoutPayment {
  values: CardValues;
  errors: CardErrors;
  /** What the last answer said, or the checkout's last declined attempt when the page came back to it. */
  alert: CheckoutAlert | undefined;
  /** This page's payment call runs. */
  processing: boolean;
  change: (name: CardFieldName) => (event: ChangeEvent<HTMLInputElement>) => void;
  pay: () => Promise<void>;
  answerChallenge: (approve: boolean) => Promise<void>;
}

export function useCheckoutPayment({
  plan,
  checkout,
  onPaid,
  onSessionEnded,
}: {
  plan: Plan | undefined;
  checkout: Checkout | undefined;
  onPaid: (purchase: Purchase) => Promise<void>;
  onSessionEnded: () => void;
}): CheckoutPayment {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [alert, setAlert] = useState<CheckoutAlert>();
  const [processing, setProcessing] = useState(false);
  // The declined attempt whose alert the member has moved on from (by paying again).
  const [passedDecline, setPassedDecline] = useState<string | null>(null);
  // A ref, not state: a double click submits twice before React renders the first click's state.
  const inFlight = useRef(false);

  const checkoutKey = plan ? queryKeys.billing.checkouts(plan.id) : undefined;
  /** The server's checkout again: a decline gave it a new key, a 3-D Secure step or another tab moved it on. */
  const readCheckoutAgain = () =>
    checkoutKey ? queryClient.invalidateQueries({ queryKey: checkoutKey }) : Promise.resolve();

  const decline = (message: string) => {
    setErrors({ number: message });
    setAlert(declinedAlert(message));
    void readCheckoutAgain();
  };

  const failed = (error: unknown, retry: () => void) => {
    if (error instanceof ApiError && error.status === 401) return onSessionEnded();
    if (error instanceof ApiError && error.code === billingErrorCodes.declined) return decline(error.message);
    if (error instanceof ApiError && error.code === billingErrorCodes.priceChanged) {
      localStorage.removeItem(localKeys.plans);
      void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
      return setAlert({
        tone: 'warning',
        title: 'The price changed',
        message: 'The price of this plan changed since you opened it. Check the new price and pay again.',
      });
    }
    // The plan became theirs meanwhile (another tab), or the key is no longer this checkout's: the server says how
    // the checkout stands now.
    if (error instanceof ApiError && error.status === 409) return void readCheckoutAgain();
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
    setAlert({ tone: 'danger', title: 'Payment not taken', message: memberErrorMessage(error) });
  };

  /** Runs one payment call at a time, the form busy meanwhile. */
  const exclusive = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setAlert(undefined);
    try {
      await call();
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  const answered = async (purchase: Purchase) => {
    if (purchase.status === 'succeeded') return onPaid(purchase);
    if (purchase.status === 'declined')
      return decline(declineReasons[purchase.declineReason ?? 'card_declined']);
    if (purchase.status === 'requires_action' && purchase.challengeUrl?.startsWith('http')) {
      // A real bank's page: it sends the member back to the checkout's address.
      window.location.assign(purchase.challengeUrl);
      return;
    }
    // The 3-D Secure step, or still on its way: the checkout shows which.
    await readCheckoutAgain();
  };

  const pay = async () => {
    if (inFlight.current || !plan || !checkout) return;
    const read = readCard(values);
    if ('errors' in read) {
      setErrors(read.errors);
      setAlert(undefined);
      const first = cardFieldNames.find((name) => read.errors[name]);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPassedDecline(checkout.purchase?.reference ?? null);
    await exclusive(async () => {
      try {
        await answered(
          await purchasePlan({
            planId: plan.id,
            amountCents: plan.priceCents,
            idempotencyKey: checkout.idempotencyKey,
            card: read.card,
          }),
        );
      } catch (error) {
        failed(error, () => void pay());
      }
    });
  };

  const answerChallenge = async (approve: boolean) => {
    const reference = checkout?.status === 'requires_action' ? checkout.purchase?.reference : undefined;
    if (!reference) return;
    await exclusive(async () => {
      try {
        await answered(await finishChallenge(reference, approve));
      } catch (error) {
        failed(error, () => void answerChallenge(approve));
      }
    });
  };

  const change = (name: CardFieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const lastAttempt = checkout?.status === 'open' ? checkout.purchase : null;
  const resumedDecline =
    lastAttempt?.status === 'declined' && lastAttempt.reference !== passedDecline
      ? declinedAlert(declineReasons[lastAttempt.declineReason ?? 'card_declined'])
      : undefined;

  return {
    values,
    errors,
    alert: alert ?? (processing ? undefined : resumedDecline),
    processing,
    change,
    pay,
    answerChallenge,
  };
}
