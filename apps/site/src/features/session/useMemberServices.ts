// While the member area is on screen, the client's pollers and log publisher run. Login starts them too (client
// session); this also covers a reload, where the session is restored from storage. Logout stops them (client session).
import { useEffect } from 'react';
import { logQueue, pollers } from '../../lib/client';

export function useMemberServices(): void {
  useEffect(() => {
    pollers.permissions.start();
    pollers.counters.start();
    logQueue.start();
    return () => {
      pollers.permissions.stop();
      pollers.counters.stop();
    };
  }, []);
}
