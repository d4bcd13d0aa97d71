import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` after `duration` ms of unpaused time. Pausing keeps the time left, so a toast the member
 * hovered or focused gets its full remaining time back afterwards. A non-finite duration never dismisses.
 */
export function useAutoDismiss(duration: number, paused: boolean, onDismiss: () => void): void {
  const remaining = useRef(duration);
  const latestOnDismiss = useRef(onDismiss);

  useEffect(() => {
    latestOnDismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnDismiss.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration]);
}
