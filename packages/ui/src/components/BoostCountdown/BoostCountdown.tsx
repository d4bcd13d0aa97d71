import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../internal/icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { Clock, Countdown, Label, Pulse } from './BoostCountdown.styles';

export interface BoostCountdownProps {
  /** When the boost ends (ISO). */
  endsAt: string;
  /** "Now"; the site pins it in Storybook and tests so the time left is the same in every screenshot. */
  now?: () => Date;
  /** Called once when the time runs out while the countdown is shown. */
  onEnd?: () => void;
  /** What the countdown is about, read before the time ("Your boost ends in"). */
  label?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const pad = (value: number) => String(value).padStart(2, '0');

/** "18:30" (or "1:05:09" past an hour). */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** What a screen reader hears: whole minutes, so the announcement changes once a minute, never every second. */
export function spokenTimeLeft(ms: number): string {
  if (ms <= 0) return 'Your boost has ended';
  const minutes = Math.ceil(ms / MINUTE);
  return minutes === 1 ? 'Less than a minute left' : `About ${minutes} minutes left`;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * The time a boost has left. The digits tick each second (or, for members who ask for reduced motion, each minute,
 * without the pulse); assistive technology is told politely only when the whole minute changes.
 */
export function BoostCountdown({
  endsAt,
  now = () => new Date(),
  onEnd,
  label = 'Your boost ends in',
}: BoostCountdownProps) {
  const end = new Date(endsAt).getTime();
  const [left, setLeft] = useState(() => end - now().getTime());
  const [reduced] = useState(prefersReducedMotion);

  useEffect(() => {
    const tick = () => setLeft(end - now().getTime());
    tick();
    const timer = setInterval(tick, reduced ? MINUTE : SECOND);
    return () => clearInterval(timer);
    // `now` is a function the caller may recreate each render; the end and the pace decide the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end, reduced]);

  const ended = left <= 0;
  // Called once, when the time runs out while shown (not again for each render of an ended countdown).
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const wasRunning = useRef(!ended);
  useEffect(() => {
    if (ended && wasRunning.current) onEndRef.current?.();
    wasRunning.current = !ended;
  }, [ended]);

  const shown = reduced ? `${Math.max(0, Math.ceil(left / MINUTE))} min` : formatTimeLeft(left);
  return (
    <Countdown data-ended={ended || undefined}>
      {!reduced && !ended && <Pulse aria-hidden="true" />}
      <Icon name="star" filled />
      <Label aria-hidden="true">{ended ? 'Your boost has ended' : label}</Label>
      {!ended && (
        <Clock aria-hidden="true" dateTime={endsAt}>
          {shown}
        </Clock>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {ended ? spokenTimeLeft(left) : `${label}: ${spokenTimeLeft(left)}`}
      </VisuallyHidden>
    </Countdown>
  );
}
