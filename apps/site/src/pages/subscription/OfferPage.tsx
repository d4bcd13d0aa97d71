// subscription/discount50, discount66 and free-time-offer: one retention offer with Accept and "No thanks" (back to
// cancelling: declining costs nothing). discount66 is "extend as an offer": charged now to the card on file, so the
// amount and the card are shown first. Each attempt carries one idempotency key (kept for a retry after a lost
// answer, new after the server answered), so a double click never takes or charges twice. The free days lead to
// free-time-congratulations; an offer taken already, or not for this membership, says so and links back.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, formatCents, formatMediumDate } from '@app/client';
import type { RetentionOffer, Subscription } from '@app/contract';
import { billingErrorCodes, DISCOUNT66_PRICE_CENTS, retentionOffer, retentionOfferCopy } from '@app/contract';
import type { ActionOutcome } from '@app/ui';
import { OfferScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { newIdempotencyKey, useAcceptOffer } from '../../features/subscription/api/membership';
import { outcomeOf } from '../../features/subscription/membership-view';

export default function OfferPage() {
  const offer = retentionOffer.safeParse(useLocation().pathname.split('/').pop());
  return (
    <RequirePermission route="subscription">
      {offer.success && <Offer key={offer.data} offer={offer.data} />}
    </RequirePermission>
  );
}

/** What changed, said once the offer is taken (discount50 and discount66; the free days have their own page). */
function acceptedMessage(offer: RetentionOffer, membership: Subscription): string {
  const date = membership.periodEndsAt ? formatMediumDate(membership.periodEndsAt) : '';
  if (offer === 'discount66')
    return `${formatCents(DISCOUNT66_PRICE_CENTS)} was charged to your card. Your membership now renews on ${date}.`;
  const renewal = membership.nextRenewal;
  return renewal
    ? `From ${date} you renew as ${renewal.planName} for ${formatCents(renewal.amountCents)}.`
    : `Your membership renews on ${date}.`;
}

function Offer({ offer }: { offer: RetentionOffer }) {
  const navigate = useNavigate();
  const membership = useSubscription();
  const accept = useAcceptOffer();
  const [key, setKey] = useState(newIdempotencyKey);
  const [taken, setTaken] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const common = {
    copy: retentionOfferCopy[offer],
    membershipHref: paths.subscription.href(),
    declineHref: paths.subscription.href('cancel'),
  };

  const onAccept = async (): Promise<ActionOutcome> => {
    let answered: Subscription | undefined;
    const outcome = await outcomeOf(async () => {
      try {
        answered = await accept.mutateAsync({ offer, idempotencyKey: key });
      } catch (error) {
        // The server answered: the next attempt is a new one. A lost answer keeps the key for the retry.
        if (error instanceof ApiError) setKey(newIdempotencyKey());
        if (error instanceof ApiError && error.code === billingErrorCodes.offerUsed) setUnavailable(true);
        throw error;
      }
    });
    if (outcome.ok && answered) {
      if (offer === 'free-time-offer')
        void navigate(paths.subscription.href('free-time-congratulations'), { replace: true });
      else setTaken(acceptedMessage(offer, answered));
    }
    return outcome;
  };

  if (taken) return <OfferScreen {...common} status="accepted" message={taken} />;
  if (unavailable) return <OfferScreen {...common} status="unavailable" />;
  if (membership.isError)
    return <OfferScreen {...common} status="error" onRetry={() => membership.refetch()} />;
  if (!membership.data) return <OfferScreen {...common} status="loading" />;
  // Taken just now, the offer leaves offersAvailable before its page moves on: not "unavailable" then.
  const justTaken = accept.isPending || accept.isSuccess;
  if (!membership.data.offersAvailable.includes(offer) && !justTaken)
    return <OfferScreen {...common} status="unavailable" />;
  return (
    <OfferScreen
      {...common}
      status="ready"
      charge={
        offer === 'discount66'
          ? { amount: formatCents(DISCOUNT66_PRICE_CENTS), card: membership.data.card }
          : undefined
      }
      onAccept={onAccept}
    />
  );
}
