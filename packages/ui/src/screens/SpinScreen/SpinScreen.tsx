import type { DailyMatch, MemberSummary, SpinResult, SpinState } from '@app/contract';
import { spinOutcomeCopy } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { ProfileGrid } from '../../components/ProfileGrid';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { SpinWheel } from '../../components/SpinWheel';
import { Stack } from '../../components/Stack';
import { Switch } from '../../components/Switch';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ButtonLink } from '../internal/ButtonLink';
import { describeDoubleLeft, describeSpinsLeft, formatTimeUntil, spinAnnouncement } from './spinScreenText';
import { CardActions, OutcomeBlock, Page, Panel, WheelPanel } from './SpinScreen.styles';

/** The spin being made: none yet, waiting for the server, the server's answer, or a failed spin (state kept). */
export type SpinAttempt =
  | { status: 'idle' }
  | { status: 'spinning'; double: boolean }
  | { status: 'result'; result: SpinResult }
  | { status: 'error'; message: string; double: boolean };

/** Extra spins sold through checkout (the contract's EXTRA_SPINS_PLAN_ID), price formatted by the caller. */
export interface ExtraSpinsOffer {
  /** The checkout of the extra-spins plan. */
  href: string;
  /** "$2.99". */
  price: string;
  /** Spins it adds (3). */
  count: number;
}

export type SpinScreenProps = {
  title?: string;
  /** "Now" for the countdown to the reset (pinned in Storybook and tests). */
  now?: () => Date;
  /** Forces reduced motion on the wheel; by default the member's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | {
      status: 'ready';
      state: SpinState;
      /** The spin under way or just made (default idle). */
      spin?: SpinAttempt;
      /** Spin the wheel; `double` spends the day's double spin too (two results). */
      onSpin: (options: { double: boolean }) => void;
      /** Like (true) or take back a like (false) of a daily match. */
      onLike: (member: MemberSummary, liked: boolean) => void;
      onSkip: (member: MemberSummary) => void;
      profileHref: (memberId: number) => string;
      /** Where Message leads (compose to the member). */
      messageHref: (memberId: number) => string;
      /** Buying extra spins; absent when the plan is not sold. */
      extraSpins?: ExtraSpinsOffer;
      /** The countdown reached `resetsAt`: read the state again (daily spins are back). */
      onReset?: () => void;
      /** Members whose like or skip is under way. */
      pendingIds?: readonly number[];
    }
);

type ReadyProps = Extract<SpinScreenProps, { status: 'ready' }>;

/**
 * spin: spin the matches. How many spins are left in plain words, the wheel (the server chooses, the wheel turns to
 * it), a double spin for full members, the result once the wheel stops (new matches with like, skip and message; a
 * boost; an extra spin; the spin given back), the countdown to midnight US Eastern and extra spins to buy when none
 * are left, and today's daily matches.
 */
export function SpinScreen(props: SpinScreenProps) {
  const { title = 'Spin the matches' } = props;
  return (
    <Page>
      <Heading as="h1">{title}</Heading>
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading your spins">
          <Stack gap={4}>
            <Skeleton width="60%" />
            <WheelPanel as="div">
              <Skeleton variant="circle" size={300} />
            </WheelPanel>
            <Skeleton variant="rect" height={160} />
          </Stack>
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load your spins"
          message="Check your connection and try again."
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && <Ready {...props} />}
    </Page>
  );
}

/** The grids below render only with members, so their empty state never shows. */
const NEVER_EMPTY = { title: '', description: '', action: { label: '', onAction: () => undefined } };

const statusLine: Record<DailyMatch['status'], string> = {
  new: 'New today',
  liked: 'You liked them',
  skipped: 'Skipped',
  mutual: 'A mutual like',
};

function Ready({
  state,
  spin = { status: 'idle' },
  onSpin,
  onLike,
  onSkip,
  profileHref,
  messageHref,
  extraSpins,
  onReset,
  pendingIds = [],
  now = () => new Date(),
  reducedMotion,
}: ReadyProps & Pick<SpinScreenProps, 'now' | 'reducedMotion'>) {
  const spinsLeft = state.dailyLeft + state.extraLeft;
  const canDouble = state.doubleLeft > 0 && spinsLeft > 0;
  const [double, setDouble] = useState(false);
  const useDouble = double && canDouble;

  // A spin asked for shows as spinning at once, until the caller's answer (any new attempt) arrives.
  const spinKey =
    spin.status === 'result'
      ? `result:${spin.result.id}`
      : spin.status === 'error'
        ? `error:${spin.message}`
        : spin.status;
  const [requested, setRequested] = useState<string | null>(null);
  if (requested !== null && requested !== spinKey) setRequested(null);

  // The result shows once the wheel has stopped on it.
  const result = spin.status === 'result' ? spin.result : null;
  const [settledId, setSettledId] = useState<number | null>(null);
  const revealed = result !== null && settledId === result.id;
  const spinning = requested !== null || spin.status === 'spinning';

  const handleSpin = () => {
    setRequested(spinKey);
    onSpin({ double: useDouble });
  };

  // The result's members show in the result panel, not twice (nor in the list before the wheel stops).
  const hidden = new Set(result ? result.outcomes.flatMap((o) => o.matches.map((m) => m.id)) : []);
  const listed = state.matches.filter((match) => !hidden.has(match.member.id));
  const statusOf = new Map(state.matches.map((match) => [match.member.id, match.status]));

  const memberView = (member: MemberSummary): MemberSummary => {
    const status = statusOf.get(member.id);
    return status === 'liked' || status === 'mutual' ? { ...member, likedByMe: true } : member;
  };
  const cardActions = (member: MemberSummary) => (
    <CardActions>
      {statusOf.get(member.id) === 'new' && (
        <Button variant="secondary" loading={pendingIds.includes(member.id)} onClick={() => onSkip(member)}>
          Skip<VisuallyHidden> {member.name}</VisuallyHidden>
        </Button>
      )}
      <ButtonLink href={messageHref(member.id)} variant="secondary">
        Message<VisuallyHidden> {member.name}</VisuallyHidden>
      </ButtonLink>
    </CardActions>
  );
  const like = (member: MemberSummary, liked: boolean) => {
    if (!pendingIds.includes(member.id)) onLike(member, liked);
  };

  const wheelHeadingId = useId();
  const resultHeadingId = useId();
  const matchesHeadingId = useId();

  return (
    <>
      <Text>{describeSpinsLeft(state)}</Text>
      <WheelPanel aria-labelledby={wheelHeadingId}>
        <VisuallyHidden as="h2" id={wheelHeadingId}>
          The wheel
        </VisuallyHidden>
        {canDouble && (
          <div data-below-wheel="">
            <Switch
              label="Double spin"
              hint={describeDoubleLeft(state.doubleLeft)}
              checked={double}
              onChange={(event) => setDouble(event.target.checked)}
              disabled={spinning}
            />
          </div>
        )}
        <SpinWheel
          state={spinning ? 'spinning' : result ? 'result' : 'idle'}
          targetSegments={result?.outcomes.map((outcome) => outcome.segment)}
          announcement={result ? spinAnnouncement(result) : undefined}
          onSpin={handleSpin}
          onSettled={() => {
            if (result) setSettledId(result.id);
          }}
          disabled={spinsLeft === 0}
          reducedMotion={reducedMotion}
        />
        {spin.status === 'error' && requested === null && (
          <div data-below-wheel="last">
            <Banner
              tone="danger"
              title="The wheel didn't spin"
              headingAs="h3"
              action={{ label: 'Try again', onClick: () => handleSpin() }}
            >
              {spin.message}
            </Banner>
          </div>
        )}
      </WheelPanel>

      {result && revealed && (
        <Panel aria-labelledby={resultHeadingId}>
          <Heading as="h2" size="lg" id={resultHeadingId}>
            {result.double ? 'Your double spin' : 'Your spin'}
          </Heading>
          {result.outcomes.map((outcome, index) => (
            <OutcomeBlock key={index} data-kind={outcome.kind}>
              <Text weight="semibold">{spinOutcomeCopy[outcome.kind].announce}</Text>
              {outcome.matches.length > 0 ? (
                <ProfileGrid
                  label={spinOutcomeCopy[outcome.kind].label}
                  members={outcome.matches.map(memberView)}
                  hrefFor={(member) => profileHref(member.id)}
                  onLike={like}
                  metaFor={(member) => statusLine[statusOf.get(member.id) ?? 'new']}
                  actionFor={cardActions}
                  empty={NEVER_EMPTY}
                  cardHeadingAs="h3"
                />
              ) : (
                outcome.kind === 'extra-spin' && (
                  <Text tone="muted">It is yours to use now; extra spins never expire.</Text>
                )
              )}
            </OutcomeBlock>
          ))}
        </Panel>
      )}

      {state.dailyLeft === 0 && (
        <Panel aria-labelledby={`${resultHeadingId}-reset`}>
          <Heading as="h2" size="lg" id={`${resultHeadingId}-reset`}>
            {spinsLeft === 0 ? 'No spins left today' : 'Your daily spins are used up'}
          </Heading>
          <ResetCountdown resetsAt={state.resetsAt} now={now} onReset={onReset} />
          {spinsLeft === 0 && extraSpins && (
            <Stack gap={2} align="start">
              <Text>
                Can't wait? Get {extraSpins.count} extra spins for {extraSpins.price}. Extra spins never
                expire.
              </Text>
              <ButtonLink href={extraSpins.href}>
                Get {extraSpins.count} spins for {extraSpins.price}
              </ButtonLink>
            </Stack>
          )}
        </Panel>
      )}

      <Panel aria-labelledby={matchesHeadingId}>
        <Heading as="h2" size="lg" id={matchesHeadingId}>
          Today's matches
        </Heading>
        {listed.length > 0 ? (
          <ProfileGrid
            label="Today's matches"
            members={listed.map((match) => memberView(match.member))}
            hrefFor={(member) => profileHref(member.id)}
            onLike={like}
            metaFor={(member) => statusLine[statusOf.get(member.id) ?? 'new']}
            actionFor={cardActions}
            empty={NEVER_EMPTY}
            cardHeadingAs="h3"
          />
        ) : (
          <Text tone="muted">
            {state.matches.length > 0
              ? 'Your matches so far today are the ones this spin revealed, above.'
              : state.poolLeft > 0
                ? 'No matches yet today. Spin the wheel to reveal your first one.'
                : 'There is no one new for you today. Come back tomorrow for a fresh set.'}
          </Text>
        )}
      </Panel>
    </>
  );
}

/** "Your spins come back in 5 h 12 min", updated each minute; tells the caller once when the time is up. */
function ResetCountdown({
  resetsAt,
  now,
  onReset,
}: {
  resetsAt: string;
  now: () => Date;
  onReset?: () => void;
}) {
  const end = new Date(resetsAt).getTime();
  const [left, setLeft] = useState(() => end - now().getTime());
  useEffect(() => {
    const tick = () => setLeft(end - now().getTime());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
    // `now` may be recreated each render; the reset time decides the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end]);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });
  const over = left <= 0;
  const wasCounting = useRef(!over);
  useEffect(() => {
    if (over && wasCounting.current) onResetRef.current?.();
    wasCounting.current = !over;
  }, [over]);
  return (
    <Text>
      {over ? (
        'Your daily spins are back.'
      ) : (
        <>
          Your spins come back in <time dateTime={resetsAt}>{formatTimeUntil(left)}</time>, at midnight US
          Eastern time.
        </>
      )}
    </Text>
  );
}
