// The one client core for the browser (http, session, pollers, log queue from @app/client). Pollers report into a
// tiny event hub rather than a fixed QueryClient, so whichever QueryClient is mounted (the app's, or a story's fresh
// one) receives the data: see `PollingBridge`.
import type { Counters, Permissions } from '@app/contract';
import { createAppClient } from '@app/client';

type Listener<T> = (value: T) => void;

function createHub<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
    subscribe: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const pollEvents = {
  permissions: createHub<Permissions>(),
  counters: createHub<Counters>(),
  error: createHub<unknown>(),
};

export const appClient = createAppClient({
  onPermissions: pollEvents.permissions.emit,
  onCounters: pollEvents.counters.emit,
  onPollError: pollEvents.error.emit,
});

export const { http, session, logQueue, pollers } = appClient;
