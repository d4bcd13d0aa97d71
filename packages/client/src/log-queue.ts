// The client log queue (SPEC points 3 and 4). Entries are queued; once the queue holds MORE than 20, a publisher
// posts a batch every 1000 ms until the queue is empty. Sent entries leave on success; on failure their retry_count
// goes up and they stay. Unsent entries are saved to localStorage on pagehide and loaded at start.
import type { LogEntry, LogType } from '@app/contract';
import { LOG_BATCH_MAX_BYTES, LOG_BATCH_MAX_ENTRIES } from '@app/contract';
import { loadContract } from './contract.ts';
import { LOG_FLUSH_THRESHOLD, LOG_POST_INTERVAL_MS } from './constants.ts';
import type { HttpClient } from './http.ts';
import { localKeys } from './storage-keys.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A queued entry: `batch_send_time` is set when a batch carrying it is sent. */
export type QueuedLogEntry = DistributiveOmit<LogEntry, 'batch_send_time'> & { batch_send_time?: number };

export type RouteChange = { from: string; to: string; params: string };

const encoder = new TextEncoder();
/** `{"logArr":[]}`: the bytes a batch has around its entries. */
const BATCH_ENVELOPE_BYTES = 13;

/**
 * The oldest entries that fit one batch as the contract allows a member's: at most LOG_BATCH_MAX_ENTRIES entries
 * and LOG_BATCH_MAX_BYTES of JSON (one entry always fits: the contract caps its fields far below that).
 */
function takeBatch(queue: QueuedLogEntry[], sentAt: number): QueuedLogEntry[] {
  const batch: QueuedLogEntry[] = [];
  let bytes = BATCH_ENVELOPE_BYTES;
  for (const entry of queue) {
    if (batch.length >= LOG_BATCH_MAX_ENTRIES) break;
    const size =
      encoder.encode(JSON.stringify({ ...entry, batch_send_time: sentAt })).length +
      (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && bytes + size > LOG_BATCH_MAX_BYTES) break;
    batch.push(entry);
    bytes += size;
  }
  return batch;
}

export interface LogQueue {
  /** Logs a route change: from, to and the query string (without '?'). */
  logRoute(change: RouteChange): void;
  /** Logs an action, show, hide, alert, confirm or search event. */
  log(logType: Exclude<LogType, 'route'>, name?: string): void;
  /** A snapshot of the queued entries, oldest first. */
  entries(): readonly QueuedLogEntry[];
  /** Loads entries saved by an earlier page, saves on pagehide and lets the publisher run. */
  start(): void;
  /** Stops publishing (logout). Entries stay queued and are still saved on pagehide. */
  stop(): void;
  /** Writes unsent entries to localStorage (what pagehide does). */
  save(): void;
  /** Stops publishing and forgets every queued entry: a fresh visit (Storybook's next story), never the site. */
  clear(): void;
}

export interface LogQueueOptions {
  http: HttpClient;
  storage: Storage;
  /** Where pagehide is listened for (default: window when there is one). */
  pageEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  uuid?: () => string;
}

/** Entries saved by an earlier page; checked against the contract before they are sent (see `publish`). */
function loadSaved(storage: Storage): QueuedLogEntry[] {
  const raw = storage.getItem(localKeys.logQueue);
  if (raw === null) return [];
  storage.removeItem(localKeys.logQueue);
  try {
    const saved: unknown = JSON.parse(raw);
    if (!Array.isArray(saved)) return [];
    return saved.filter((entry): entry is QueuedLogEntry => typeof entry === 'object' && entry !== null);
  } catch {
    return [];
  }
}

export function createLogQueue({
  http,
  storage,
  pageEvents = typeof window === 'undefined' ? undefined : window,
  now = Date.now,
  uuid = () => crypto.randomUUID(),
}: LogQueueOptions): LogQueue {
  let queue: QueuedLogEntry[] = [];
  let active = false;
  let listening = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let sending = false;
  // Saved entries not yet checked against the contract.
  let unchecked = new Set<QueuedLogEntry>();

  const save = () => {
    if (queue.length === 0) storage.removeItem(localKeys.logQueue);
    else storage.setItem(localKeys.logQueue, JSON.stringify(queue));
  };

  const stopPublisher = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  async function publish() {
    if (sending || queue.length === 0) return;
    sending = true;
    // The saved entries are checked against the contract's entry schema (the post itself goes through http.call).
    let logEntry: Awaited<ReturnType<typeof loadContract>>['logEntry'];
    try {
      ({ logEntry } = await loadContract());
    } catch {
      sending = false;
      return;
    }
    // Keep only saved entries the server would accept, so one damaged entry cannot block every later batch.
    queue = queue.filter(
      (entry) =>
        !unchecked.has(entry) ||
        logEntry.safeParse({ ...entry, batch_send_time: entry.batch_send_time ?? 0 }).success,
    );
    unchecked = new Set();
    const sentAt = now();
    const batch = takeBatch(queue, sentAt);
    for (const entry of batch) entry.batch_send_time = sentAt;
    const sent = new Set(batch.map((entry) => entry.uuid));
    try {
      await http.call('desktopLog', { body: { logArr: batch as LogEntry[] } });
      queue = queue.filter((entry) => !sent.has(entry.uuid));
    } catch {
      for (const entry of batch) entry.retry_count += 1;
    } finally {
      sending = false;
    }
    if (queue.length === 0) stopPublisher();
  }

  const startPublisherIfDue = () => {
    if (active && timer === undefined && queue.length > LOG_FLUSH_THRESHOLD) {
      timer = setInterval(() => void publish(), LOG_POST_INTERVAL_MS);
    }
  };

  const add = (entry: QueuedLogEntry) => {
    queue.push(entry);
    startPublisherIfDue();
  };

  const base = () => ({ uuid: uuid(), generation_time: now(), retry_count: 0 });

  return {
    logRoute: ({ from, to, params }) => add({ logType: 'route', ...base(), from, to, params }),
    log: (logType, name) => add({ logType, ...base(), ...(name === undefined ? {} : { name }) }),
    entries: () => queue.map((entry) => ({ ...entry })),
    start() {
      const known = new Set(queue.map((entry) => entry.uuid));
      const saved = loadSaved(storage).filter((entry) => !known.has(entry.uuid));
      saved.forEach((entry) => unchecked.add(entry));
      queue = [...saved, ...queue];
      if (!listening && pageEvents) {
        pageEvents.addEventListener('pagehide', save);
        listening = true;
      }
      active = true;
      startPublisherIfDue();
    },
    stop() {
      active = false;
      stopPublisher();
    },
    save,
    clear() {
      active = false;
      stopPublisher();
      queue = [];
      unchecked = new Set();
    },
  };
}
