// Whether the member shell says "Reconnecting…": only when the live channel has been down a while. Apart from
// LiveBridge, which loads after the page: the shell reads this from its first render.
import { useEffect, useState } from 'react';
import { liveState } from '../../lib/client';

/** A reconnection shorter than this goes unmentioned (a server restart, a network hiccup). */
export const RECONNECTING_NOTICE_MS = 2_500;

/** True once the live channel has been reconnecting for RECONNECTING_NOTICE_MS; false as soon as it is open again. */
export function useReconnecting(): boolean {
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = liveState.subscribe((state) => {
      if (state === 'reconnecting') {
        timer ??= setTimeout(() => setReconnecting(true), RECONNECTING_NOTICE_MS);
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      setReconnecting(false);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return reconnecting;
}
