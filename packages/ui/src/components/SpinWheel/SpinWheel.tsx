import { spinOutcomeCopy, wheelSegments } from '@app/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TransitionEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SEGMENT_DEGREES, landingRotation, segmentCenter } from './spinGeometry';
import { Disc, DiscClip, Frame, HubButton, Pointer, Root, Segment, SegmentLabel } from './SpinWheel.styles';

export type SpinWheelState = 'idle' | 'spinning' | 'result';

export interface SpinWheelProps {
  /** idle: ready to spin; spinning: waiting for the server; result: the server chose `targetSegments`. */
  state: SpinWheelState;
  /**
   * Indexes into the contract's `wheelSegments` the server chose (state 'result'): one, or two for a double spin
   * (the wheel stops at the first, then turns on to the second).
   */
  targetSegments?: readonly number[];
  /** The Spin button was pressed (click, Enter or Space). Not called while disabled or spinning. */
  onSpin: () => void;
  /** The wheel stopped at the last target (at once under reduced motion): the result may be revealed. */
  onSettled?: () => void;
  /** No spin to use: the button stays focusable but does nothing. */
  disabled?: boolean;
  /** What the polite live region says once the wheel stops; by default the segments' announcements. */
  announcement?: string;
  /** Forces reduced motion (no turning) on or off; by default the member's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** The Spin button's text. */
  spinLabel?: string;
}

/** A steady turn while the server answers: one turn in STEADY_TURN_MS, for at most STEADY_TURNS turns. */
const STEADY_TURN_MS = 900;
const STEADY_TURNS = 40;
/** Landing on the first target (at least LANDING_TURNS whole turns), then on a double spin's second. */
const LANDING_MS = 3600;
const LANDING_TURNS = 3;
const SECOND_LANDING_MS = 2200;
const EASE_OUT = 'cubic-bezier(0.12, 0.6, 0.15, 1)';
/** transitionend can be lost (a hidden tab, a stylesheet that drops transitions): settle anyway after this margin. */
const SETTLE_MARGIN_MS = 400;

/** The wheel's radius and its labels' distance from the middle (SVG units; the hub covers the inner 30). */
const WHEEL_RADIUS = 98;
const LABEL_RADIUS = 63;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The member's reduced-motion preference, following changes. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => canMatchMedia() && window.matchMedia(reducedMotionQuery).matches,
  );
  useEffect(() => {
    if (!canMatchMedia()) return;
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** What the live region says of the wheel stopping at these segments (from the contract's copy). */
export function defaultAnnouncement(segments: readonly number[]): string {
  return segments.map((index) => spinOutcomeCopy[wheelSegments[index] ?? 'match'].announce).join('. ');
}

/** The rotation at which the wheel rests on the last of `targets`, turning forward from `from`. */
function restingRotation(from: number, targets: readonly number[]): number {
  return targets.reduce((rotation, index) => landingRotation(rotation, index, 0), from);
}

/** The animation's bookkeeping (a ref: it drives the disc's style, never the render). */
type Run = {
  /** The run (spin and targets) landing or landed; '' when none. */
  key: string;
  phase: 'rest' | 'steady' | 'landing';
  step: number;
  /** The disc's style rotation. */
  rotation: number;
  steadyFrom: number;
  steadyStart: number;
  /** Called when the landing under way ends. */
  onLanded?: () => void;
};
type Move = (rotation: number, ms: number, easing: string) => void;

const wheelDescription = `Wheel segments, clockwise from the top: ${wheelSegments
  .map((kind) => spinOutcomeCopy[kind].label)
  .join(', ')}`;

/** Path of segment `index` on a wheel of radius `r` centred on 0,0 (angles clockwise from the top). */
function segmentPath(index: number, r: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(r * Math.cos(rad)).toFixed(3)} ${(r * Math.sin(rad)).toFixed(3)}`;
  };
  const start = index * SEGMENT_DEGREES;
  return `M0 0L${point(start)}A${r} ${r} 0 0 1 ${point(start + SEGMENT_DEGREES)}Z`;
}

/** Labels run along their segment's radius, turned so that none reads upside down. */
function labelTransform(index: number): string {
  const center = segmentCenter(index);
  return center > 180
    ? `rotate(${center + 90}) translate(-${LABEL_RADIUS} 0)`
    : `rotate(${center - 90}) translate(${LABEL_RADIUS} 0)`;
}

/**
 * The spin wheel: 8 equal segments (the contract's `wheelSegments`, clockwise from the top) under a fixed pointer, and
 * a Spin button in the hub. The server chooses the outcome; the wheel only turns to it: while the server answers it
 * turns steadily, then it eases to the chosen segment (whole turns plus the segment's angle) and calls `onSettled`.
 * Only `transform` is animated, and the final angle is the element's style (the transition only moves towards it),
 * so a frozen frame shows where it stops. Under reduced motion nothing turns: the wheel shows the result at once.
 */
export function SpinWheel({
  state,
  targetSegments = [],
  onSpin,
  onSettled,
  disabled = false,
  announcement,
  reducedMotion,
  spinLabel = 'Spin',
}: SpinWheelProps) {
  const prefersReduced = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReduced;
  const targetsKey = targetSegments.join(',');
  const hasResult = state === 'result' && targetSegments.length > 0;

  // Each spin is a new run, even when the server picks the same segment again.
  const [previousState, setPreviousState] = useState(state);
  const [spins, setSpins] = useState(0);
  if (state !== previousState) {
    setPreviousState(state);
    if (state === 'spinning') setSpins(spins + 1);
  }
  const runKey = `${spins}:${targetsKey}`;

  // Shown with a result on the first render (a page opened again), the wheel simply rests there, settled.
  const [initialRotation] = useState(() => (hasResult ? restingRotation(0, targetSegments) : 0));
  const [settledKey, setSettledKey] = useState<string | null>(hasResult ? runKey : null);
  const settled = hasResult && (reduced || settledKey === runKey);

  const discRef = useRef<HTMLDivElement>(null);
  const runRef = useRef<Run>({
    key: hasResult ? runKey : '',
    phase: 'rest',
    step: 0,
    rotation: initialRotation,
    steadyFrom: 0,
    steadyStart: 0,
  });
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetsRef = useRef(targetSegments);
  const onSettledRef = useRef(onSettled);
  // Layout effects: the disc's angle is set before the browser paints (and before anything observes the commit).
  useLayoutEffect(() => {
    targetsRef.current = targetSegments;
    onSettledRef.current = onSettled;
  });

  /** Eases to target `step` of the run, then to the next one, then settles (on transitionend, or a timer). */
  function land(run: Run, step: number, from: number, move: Move) {
    const targets = targetsRef.current;
    const ms = step === 0 ? LANDING_MS : SECOND_LANDING_MS;
    const key = run.key;
    run.phase = 'landing';
    run.step = step;
    move(landingRotation(from, targets[step] ?? 0, step === 0 ? LANDING_TURNS : 1), ms, EASE_OUT);
    const landed = () => {
      if (run.phase !== 'landing' || run.step !== step || run.key !== key) return;
      clearTimeout(timerRef.current);
      run.onLanded = undefined;
      if (step + 1 < targetsRef.current.length) {
        land(run, step + 1, run.rotation, move);
        return;
      }
      run.phase = 'rest';
      setSettledKey(key);
      onSettledRef.current?.();
    };
    run.onLanded = landed;
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(landed, ms + SETTLE_MARGIN_MS);
  }

  useLayoutEffect(() => {
    const run = runRef.current;

    // The disc's style is the animation's source of truth: the final angle, with a transition moving towards it.
    const move: Move = (rotation, ms, easing) => {
      run.rotation = rotation;
      const disc = discRef.current;
      if (!disc) return;
      disc.style.transitionDuration = `${ms}ms`;
      disc.style.transitionTimingFunction = easing;
      disc.style.transform = `rotate(${rotation}deg)`;
    };
    /** Where the disc is now: during the steady turn, from the time it has turned (its timing is linear). */
    const current = () => {
      if (run.phase !== 'steady') return run.rotation;
      const turned = Math.min((performance.now() - run.steadyStart) / STEADY_TURN_MS, STEADY_TURNS);
      return run.steadyFrom + turned * 360;
    };
    const stop = () => {
      clearTimeout(timerRef.current);
      run.onLanded = undefined;
      if (run.phase !== 'rest') move(current(), 0, 'linear');
      run.phase = 'rest';
    };

    if (state === 'spinning') {
      stop();
      run.key = '';
      if (reduced) return;
      run.phase = 'steady';
      run.steadyFrom = run.rotation;
      run.steadyStart = performance.now();
      move(run.rotation + STEADY_TURNS * 360, STEADY_TURNS * STEADY_TURN_MS, 'linear');
      return;
    }
    if (!hasResult) {
      // Idle again (a failed spin): stop where the disc is, without a jump.
      stop();
      run.key = '';
      return;
    }
    if (run.key === runKey) return;
    run.key = runKey;
    if (reduced) {
      const from = current();
      stop();
      move(restingRotation(from, targetSegments), 0, 'linear');
      onSettledRef.current?.();
      return;
    }
    land(run, 0, current(), move);
    // Runs when a spin starts or its result arrives; everything else is read from refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, runKey, reduced]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
    runRef.current.onLanded?.();
  };

  const busy = state === 'spinning' || (hasResult && !settled);
  const inert = disabled || busy;
  const won = settled ? targetSegments : [];
  const spoken =
    state === 'spinning'
      ? 'Spinning the wheel…'
      : settled
        ? (announcement ?? defaultAnnouncement(targetSegments))
        : '';

  return (
    <Root data-state={state} data-settled={settled || undefined}>
      <Frame>
        <Pointer aria-hidden="true" />
        <DiscClip>
          <Disc
            ref={discRef}
            data-testid="spin-wheel-disc"
            style={{ transform: `rotate(${initialRotation}deg)` }}
            onTransitionEnd={onTransitionEnd}
          >
            <svg viewBox="-100 -100 200 200" role="img" aria-label={wheelDescription}>
              {wheelSegments.map((kind, index) => (
                <g
                  key={index}
                  data-testid="spin-wheel-segment"
                  data-kind={kind}
                  data-won={won.includes(index) || undefined}
                >
                  <Segment d={segmentPath(index, WHEEL_RADIUS)} />
                  <SegmentLabel
                    transform={labelTransform(index)}
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {spinOutcomeCopy[kind].label}
                  </SegmentLabel>
                </g>
              ))}
            </svg>
          </Disc>
        </DiscClip>
        <HubButton
          type="button"
          aria-disabled={inert || undefined}
          data-busy={busy || undefined}
          onClick={() => {
            if (!inert) onSpin();
          }}
        >
          {spinLabel}
        </HubButton>
      </Frame>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </VisuallyHidden>
    </Root>
  );
}
