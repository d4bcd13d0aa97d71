// The member area's background services. The pollers start as soon as the member layout mounts, in parallel with the
// profile check (a reload restores the session from storage or the cookie; login has started them already), so
// permissions and counters are not requested only after the profile has answered. A 401 before the profile is
// known is left to the profile's own answer (PollingBridge). Log publishing starts once the member is known.
import { useEffect } from 'react';
import { logQueue, pollers } from '../../lib/client';

export function useSessionPollers(): void {
  useEffect(() => {
    pollers.permissions.start();
    pollers.counters.start();
    return () => {
      pollers.permissions.stop();
      pollers.counters.stop();
    };
  }, []);
}

export function useLogPublishing(): void {
  useEffect(() => {
    logQueue.start();
  }, []);
}
