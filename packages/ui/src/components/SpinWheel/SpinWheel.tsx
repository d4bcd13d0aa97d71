import { spinOutcomeCopy, wheelSegments } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import type { TransitionEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SEGMENT_DEGREES, landingRotation, segmentCenter } from './spinGeometry';
import { Disc, Frame, HubButton, Pointer, Root, Segment, SegmentLabel } from './SpinWheel.styles';

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

type Motion = { rotation: number; ms: number; easing: string };
type Run = { phase: 'rest' | 'steady' | 'landing'; step: number; steadyFrom: number; steadyStart: number };

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

  // Shown with a result on the first render (a page opened again): it simply rests there, settled.
  const [motion, setMotion] = useState<Motion>(() => ({
    rotation: hasResult ? restingRotation(0, targetSegments) : 0,
    ms: 0,
    easing: 'linear',
  }));
  const [settledKey, setSettledKey] = useState<string | null>(hasResult ? targetsKey : null);
  const settled = hasResult && settledKey === targetsKey;

  const rotationRef = useRef(motion.rotation);
  const runRef = useRef<Run>({ phase: 'rest', step: 0, steadyFrom: 0, steadyStart: 0 });
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetsRef = useRef(targetSegments);
  targetsRef.current = targetSegments;
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });

  const move = (rotation: number, ms: number, easing: string) => {
    rotationRef.current = rotation;
    setMotion({ rotation, ms, easing });
  };

  /** Where the wheel is now: during the steady turn, estimated from the time it has turned. */
  const currentRotation = () => {
    const run = runRef.current;
    if (run.phase !== 'steady') return rotationRef.current;
    const turned = Math.min((performance.now() - run.steadyStart) / STEADY_TURN_MS, STEADY_TURNS);
    return run.steadyFrom + turned * 360;
  };

  const finish = (key: string) => {
    clearTimeout(timerRef.current);
    runRef.current = { ...runRef.current, phase: 'rest' };
    setSettledKey(key);
    onSettledRef.current?.();
  };

  const land = (step: number, key: string) => {
    const targets = targetsRef.current;
    const ms = step === 0 ? LANDING_MS : SECOND_LANDING_MS;
    const rotation = landingRotation(currentRotation(), targets[step] ?? 0, step === 0 ? LANDING_TURNS : 1);
    runRef.current = { ...runRef.current, phase: 'landing', step };
    move(rotation, ms, EASE_OUT);
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => landed(step, key), ms + SETTLE_MARGIN_MS);
  };

  const landed = (step: number, key: string) => {
    const run = runRef.current;
    if (run.phase !== 'landing' || run.step !== step || targetsRef.current.join(',') !== key) return;
    if (step + 1 < targetsRef.current.length) land(step + 1, key);
    else finish(key);
  };

  useEffect(() => {
    if (state === 'spinning') {
      setSettledKey(null);
      clearTimeout(timerRef.current);
      if (reduced) {
        runRef.current = { ...runRef.current, phase: 'rest' };
        return;
      }
      const from = currentRotation();
      runRef.current = { phase: 'steady', step: 0, steadyFrom: from, steadyStart: performance.now() };
      move(from + STEADY_TURNS * 360, STEADY_TURNS * STEADY_TURN_MS, 'linear');
      return;
    }
    if (state !== 'result' || targetSegments.length === 0) {
      // Idle (or a failed spin): stop where the wheel is, without a jump.
      if (runRef.current.phase !== 'rest') {
        clearTimeout(timerRef.current);
        const at = currentRotation();
        runRef.current = { ...runRef.current, phase: 'rest' };
        move(at, 0, 'linear');
      }
      setSettledKey(null);
      return;
    }
    if (settledKey === targetsKey) return;
    if (reduced) {
      move(restingRotation(currentRotation(), targetSegments), 0, 'linear');
      finish(targetsKey);
      return;
    }
    if (runRef.current.phase !== 'landing') land(0, targetsKey);
    // Runs when the state or the targets change; the helpers read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, targetsKey, reduced]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
    if (runRef.current.phase === 'landing') landed(runRef.current.step, targetsKey);
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
        <Disc
          data-testid="spin-wheel-disc"
          style={{
            transform: `rotate(${motion.rotation}deg)`,
            transitionDuration: `${motion.ms}ms`,
            transitionTimingFunction: motion.easing,
          }}
          onTransitionEnd={onTransitionEnd}
        >
          <svg viewBox="-100 -100 200 200" role="img" aria-label={wheelDescription}>
            {wheelSegments.map((kind, index) => (
              // eslint-disable-next-line react/no-array-index-key -- the segments are fixed; the index is their identity
              <g key={index} data-kind={kind} data-won={won.includes(index) || undefined}>
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
