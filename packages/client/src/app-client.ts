// Wires the client core together once for the browser: one http client, the two pollers, the log queue and the
// session. The site creates one of these at start; tests build the parts they need directly.
import type { Counters, Permissions } from '@app/contract';
import type { HttpClient, HttpClientOptions } from './http.ts';
import { createHttpClient } from './http.ts';
import type { LogQueue } from './log-queue.ts';
import { createLogQueue } from './log-queue.ts';
import type { LoadingPoller } from './pollers.ts';
import { createCountersPoller, createPermissionsPoller } from './pollers.ts';
import type { Session } from './session.ts';
import { createSession } from './session.ts';

export interface AppClientOptions extends HttpClientOptions {
  storage?: Storage;
  sessionStorage?: Storage;
  onPermissions?: (permissions: Permissions) => void;
  onCounters?: (counters: Counters) => void;
  onPollError?: (error: unknown) => void;
}

export interface AppClient {
  http: HttpClient;
  session: Session;
  logQueue: LogQueue;
  pollers: { permissions: LoadingPoller<Permissions>; counters: LoadingPoller<Counters> };
}

export function createAppClient({
  storage = localStorage,
  sessionStorage: tabStorage = sessionStorage,
  onPermissions,
  onCounters,
  onPollError,
  ...httpOptions
}: AppClientOptions = {}): AppClient {
  const http = createHttpClient(httpOptions);
  const pollers = {
    permissions: createPermissionsPoller({ http, storage, onChange: onPermissions, onError: onPollError }),
    counters: createCountersPoller({ http, onChange: onCounters, onError: onPollError }),
  };
  const logQueue = createLogQueue({ http, storage });
  const session = createSession({ http, storage, sessionStorage: tabStorage, pollers, logQueue });
  return { http, session, logQueue, pollers };
}
