// Wires the client core together once for the browser: one http client, the two pollers, the live channel, the log
// queue, the session and the membership's sync across tabs. The site creates one of these at start; tests build the parts they
// need directly.
import type { Counters, LiveEvent, Permissions } from '@app/contract';
import type { HttpClient, HttpClientOptions } from './http.ts';
import { LIVE_EVENTS_PATH } from '@app/contract';
import { createHttpClient, documentCookies } from './http.ts';
import type { LiveChannel, LiveChannelOptions, LiveState } from './live.ts';
import { createLiveChannel } from './live.ts';
import type { LogQueue } from './log-queue.ts';
import { createLogQueue } from './log-queue.ts';
import type { NoticeDismissals, NoticeDismissalsOptions } from './notice-dismissals.ts';
import { createNoticeDismissals } from './notice-dismissals.ts';
import type { MembershipSync } from './membership-sync.ts';
import { createMembershipSync } from './membership-sync.ts';
import type { LoadingPoller } from './pollers.ts';
import { createCountersPoller, createPermissionsPoller } from './pollers.ts';
import type { Session } from './session.ts';
import { createSession } from './session.ts';

export interface AppClientOptions extends HttpClientOptions, Partial<NoticeDismissalsOptions> {
  storage?: Storage;
  onPermissions?: (permissions: Permissions) => void;
  onCounters?: (counters: Counters) => void;
  onPollError?: (error: unknown) => void;
  onLiveEvent?: (event: LiveEvent) => void;
  onLiveState?: (state: LiveState) => void;
  onLiveError?: (error: unknown) => void;
  /** The live channel's EventSource (tests); default the browser's, read when the channel starts. */
  EventSource?: LiveChannelOptions['EventSource'];
}

export interface AppClient {
  http: HttpClient;
  session: Session;
  /** The notices dismissed for the session. */
  notices: NoticeDismissals;
  logQueue: LogQueue;
  pollers: { permissions: LoadingPoller<Permissions>; counters: LoadingPoller<Counters> };
  membership: MembershipSync;
  /** The live channel (Server-Sent Events): opened at login and in the member area, closed at logout. */
  live: LiveChannel;
}

export function createAppClient({
  storage = localStorage,
  writeCookie = writeDocumentCookie,
  onPermissions,
  onCounters,
  onPollError,
  onLiveEvent,
  onLiveState,
  onLiveError,
  EventSource,
  ...httpOptions
}: AppClientOptions = {}): AppClient {
  const http = createHttpClient(httpOptions);
  const pollers = {
    permissions: createPermissionsPoller({ http, storage, onChange: onPermissions, onError: onPollError }),
    counters: createCountersPoller({ http, onChange: onCounters, onError: onPollError }),
  };
  const logQueue = createLogQueue({ http, storage });
  const notices = createNoticeDismissals({
    readCookies: httpOptions.readCookies ?? documentCookies,
    writeCookie,
  });
  const live = createLiveChannel({
    url: `${httpOptions.baseUrl ?? ''}${LIVE_EVENTS_PATH}`,
    EventSource,
    onEvent: (event) => onLiveEvent?.(event),
    onState: onLiveState,
    onError: onLiveError,
  });
  const session = createSession({ http, storage, notices, pollers, logQueue, live });
  const membership = createMembershipSync({ permissions: pollers.permissions });
  return { http, session, notices, logQueue, pollers, membership, live };
}

/** A cookie set from a page served over HTTPS is sent back over HTTPS only. */
function writeDocumentCookie(cookie: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = location.protocol === 'https:' ? `${cookie}; Secure` : cookie;
}
