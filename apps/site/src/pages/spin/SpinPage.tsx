// spin: spin the matches. The server chooses every outcome; this page sends the spin, hands the answer to the wheel
// (which turns to it) and keeps today's matches: like through discovery's like call (its toasts, and the lists it
// refreshes), skip, message through compose. With no spins left the screen counts down to midnight US Eastern and
// offers extra spins through the existing checkout, which brings the member back here.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { EXTRA_SPINS_PER_PURCHASE, EXTRA_SPINS_PLAN_ID, featureTitles } from '@app/contract';
import { formatCents, memberErrorMessage } from '@app/client';
import type { SpinAttempt } from '@app/ui';
import { SpinScreen } from '@app/ui';
import type { PrefetchPageData } from '../../config/page-data';
import { paths } from '../../config/paths';
import { useMicroPlans } from '../../features/billing/api/get-micro-plan';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { spinStateQueryOptions, useSpinState } from '../../features/spin/api/get-spin';
import { useSkipDailyMatch } from '../../features/spin/api/skip-daily-match';
import { useSpinWheel } from '../../features/spin/api/spin-wheel';
import { useNow } from '../../lib/clock';
import { queryKeys } from '../../lib/query-keys';

/**
 * The member layout starts loading the spin state at once (config/built-pages).
 * @public read through the page's module by config/built-pages.tsx, where knip cannot follow it.
 */
export const prefetchData: PrefetchPageData = (queryClient) =>
  void queryClient.prefetchQuery(spinStateQueryOptions());

const spinHref = paths.dailySpins.href();
const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');

export default function SpinPage() {
  return (
    <RequirePermission route="spin">
      <Spin />
    </RequirePermission>
  );
}

function Spin() {
  const queryClient = useQueryClient();
  const now = useNow();
  const state = useSpinState();
  const spinWheel = useSpinWheel();
  const skip = useSkipDailyMatch();
  const likes = useLikeMember();
  const microPlans = useMicroPlans({ action: 'spin', continueURL: spinHref });
  const [attempt, setAttempt] = useState<SpinAttempt>({ status: 'idle' });
  const [liking, setLiking] = useState<number | null>(null);

  // A like settles in discovery's mutation: then today's matches are read again (liked, or mutual).
  const wasLiking = useRef(false);
  useEffect(() => {
    if (wasLiking.current && !likes.isPending) {
      setLiking(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.spin.state() });
    }
    wasLiking.current = likes.isPending;
  }, [likes.isPending, queryClient]);

  const title = featureTitles.dailySpins;
  if (state.isError) return <SpinScreen title={title} status="error" onRetry={() => state.refetch()} />;
  if (!state.data) return <SpinScreen title={title} status="loading" />;

  const extraSpinsPlan = microPlans.data?.find((plan) => plan.id === EXTRA_SPINS_PLAN_ID);

  const onSpin = ({ double }: { double: boolean }) => {
    setAttempt({ status: 'spinning', double });
    spinWheel.mutate(
      { double },
      {
        onSuccess: ({ spin }) => setAttempt({ status: 'result', result: spin }),
        onError: (error) => setAttempt({ status: 'error', message: messageOf(error), double }),
      },
    );
  };

  const onLike = (member: MemberSummary, liked: boolean) => {
    setLiking(member.id);
    likes.toggleLike(member, liked);
  };

  return (
    <SpinScreen
      title={title}
      status="ready"
      now={now}
      state={state.data}
      spin={attempt}
      onSpin={onSpin}
      onLike={onLike}
      onSkip={(member) => skip.mutate(member.id)}
      profileHref={(memberId) => paths.profileView.href(memberId)}
      messageHref={(memberId) => paths.compose.href(memberId)}
      extraSpins={
        extraSpinsPlan
          ? {
              href: paths.checkout.href(extraSpinsPlan.id, spinHref),
              price: formatCents(extraSpinsPlan.priceCents),
              count: EXTRA_SPINS_PER_PURCHASE,
            }
          : undefined
      }
      onReset={() => void queryClient.invalidateQueries({ queryKey: queryKeys.spin.state() })}
      pendingIds={[
        ...(liking === null ? [] : [liking]),
        ...(skip.isPending && skip.variables !== undefined ? [skip.variables] : []),
      ]}
    />
  );
}
