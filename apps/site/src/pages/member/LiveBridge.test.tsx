import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePermissions, normaliseProfile, waitingMessagesKey } from '@app/client';
import type { LiveEvent, MessageWire } from '@app/contract';
import { FakeEventSource, recorded, recordedAnswer } from '@app/mocks';
import type { ToastOptions } from '@app/ui';
import { LinkProvider } from '@app/ui';
import { RouterLink } from '../../app/RouterLink';
import { paths } from '../../config/paths';
import { typingStore } from '../../features/messaging/typing';
import { live, liveState, pollers } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { subscribeToasts } from '../../lib/toasts';
import { createTestQueryClient, renderAt } from '../../test/render';
import ThreadPage from '../messaging/ThreadPage';
import LiveBridge, { sessionEndedNotice } from './LiveBridge';
import { RECONNECTING_NOTICE_MS, useReconnecting } from './reconnecting';

// The member area's live channel over a fake EventSource (the stream is pushed, so its events are written here; the
// messages in them are the recorded thread's), with the paying member's recorded thread for everything else.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  live.stop();
  typingStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const scenario = 'messaging/paying';
const recordedThread = recordedAnswer(scenario, 'getThread').data;
const { member } = recordedThread.thread;
const threadId = recordedThread.thread.id;
const profile = normaliseProfile(recordedAnswer(scenario, 'getProfile'));
const theirs = recordedThread.messages.find((m) => !m.fromMe) as MessageWire;
const reply = recordedAnswer(scenario, 'replyToThread').data;

/** A new message of the other member's, as the live channel would bring it. */
const newMessage = (id: string, body: string): MessageWire => ({
  ...theirs,
  id,
  body,
  state: 'delivered',
  sentAt: new Date(Date.parse(recordedThread.messages.at(-1)?.sentAt ?? '') + 60_000).toISOString(),
});

/** The thread as the server answers it once `extra` messages have arrived (the recorded page, then them). */
function threadWith(extra: MessageWire[]): HttpHandler {
  return http.get('*/api/user/mail/threads/:threadId', () =>
    HttpResponse.json({ data: { ...recordedThread, messages: [...recordedThread.messages, ...extra] } }),
  );
}

/** Delivery receipts and typing signals: endpoints the recorder has no scenario for yet (the server is new). */
function liveCalls() {
  const delivered: string[][] = [];
  const typing: string[] = [];
  server.use(
    http.post('*/api/user/mail/delivered', async ({ request }) => {
      delivered.push(((await request.json()) as { messageIds: string[] }).messageIds);
      return HttpResponse.json({ success: true });
    }),
    http.post('*/api/user/mail/threads/:threadId/typing', ({ params }) => {
      typing.push(String(params.threadId));
      return HttpResponse.json({ success: true });
    }),
  );
  return { delivered, typing };
}

function Probe() {
  const { pathname, search } = useLocation();
  return <p>{`At ${pathname}${search}`}</p>;
}

function renderMemberArea(path: string, ...first: HttpHandler[]) {
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.profile(), profile);
  queryClient.setQueryData(
    queryKeys.permissions.current(),
    normalisePermissions(recordedAnswer(scenario, 'getPermissions')),
  );
  const view = renderAt(
    path,
    <LinkProvider component={RouterLink}>
      <LiveBridge />
      <Routes>
        <Route path={paths.thread.path} element={<ThreadPage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </LinkProvider>,
    queryClient,
  );
  return { ...view, queryClient };
}

/** Starts the page's live channel and opens its stream. */
async function openLive(): Promise<FakeEventSource> {
  live.start();
  await waitFor(() => expect(FakeEventSource.latest()).toBeDefined());
  const source = FakeEventSource.latest() as FakeEventSource;
  act(() => source.open());
  return source;
}

const send = (source: FakeEventSource, event: LiveEvent, id = '') => act(() => source.send(event, id));

describe('LiveBridge', () => {
  it('adds a message to the open thread once, stops "typing" and reports it delivered', async () => {
    const calls = liveCalls();
    const arrived = newMessage('live-1', 'Are you free on Saturday?');
    renderMemberArea(paths.thread.href(threadId), threadWith([arrived]));
    const log = await screen.findByRole('log');
    const source = await openLive();

    send(source, { kind: 'typing', threadId, memberId: member.id });
    expect(await within(log).findByText(`${member.name} is typing`)).toBeInTheDocument();

    send(source, { kind: 'message', message: arrived }, 'ev-1');
    // The same event again (a reconnect's catch-up): still one bubble.
    send(source, { kind: 'message', message: arrived }, 'ev-1');
    expect(within(log).getAllByText(arrived.body)).toHaveLength(1);
    expect(within(log).queryByText(`${member.name} is typing`)).not.toBeInTheDocument();

    await waitFor(() => expect(calls.delivered).toEqual([[arrived.id]]));
    await waitFor(() => expect(within(log).getAllByText(arrived.body)).toHaveLength(1));
  });

  it('reports the messages that arrive together in one delivery receipt', async () => {
    const calls = liveCalls();
    const first = newMessage('live-2', 'Hello?');
    const second = newMessage('live-3', 'Still there?');
    renderMemberArea('/home', threadWith([first, second]));
    const source = await openLive();
    send(source, { kind: 'message', message: first });
    send(source, { kind: 'message', message: second });
    // An own message (sent from another tab) is not the member's to acknowledge.
    send(source, { kind: 'message', message: { ...reply, id: 'live-4' } });
    await waitFor(() => expect(calls.delivered).toEqual([[first.id, second.id]]));
  });

  it('shows "It\'s a match" with a way to write to the member, closed by "Keep browsing"', async () => {
    const user = userEvent.setup();
    renderMemberArea('/home');
    const source = await openLive();
    send(source, { kind: 'match', member });

    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveAccessibleDescription(`You and ${member.name} like each other.`);
    expect(within(dialog).getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      paths.compose.href(member.id),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows "Send a message" to the compose page and closes the dialog', async () => {
    const user = userEvent.setup();
    renderMemberArea('/home');
    const source = await openLive();
    send(source, { kind: 'match', member });
    await user.click(await screen.findByRole('link', { name: 'Send a message' }));
    expect(await screen.findByText(`At ${paths.compose.href(member.id)}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves on session-ended without posting a logout: storage cleared, profile gone, a notice', async () => {
    const toasts: ToastOptions[] = [];
    const calls: string[] = [];
    const { queryClient } = renderMemberArea('/home');
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const unsubscribe = subscribeToasts((toast) => toasts.push(toast));
    localStorage.setItem('profile', JSON.stringify(profile));
    localStorage.setItem('permissions', '{}');
    const source = await openLive();

    send(source, { kind: 'session-ended' });
    unsubscribe();

    expect(queryClient.getQueryData(queryKeys.session.profile())).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    expect(live.state).toBe('closed');
    expect(toasts).toEqual([expect.objectContaining(sessionEndedNotice)]);
    expect(calls).not.toContain('/api/user/auth/logout');
  });

  it('refreshes the counters when told they changed', async () => {
    const calls: string[] = [];
    renderMemberArea('/home');
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const source = await openLive();
    send(source, { kind: 'counters' });
    await waitFor(() => expect(calls).toContain('/api/user/counter/get-wrapped-counters'));
  });

  it('reads the counters anew when told they changed while a read was under way (its answer may predate it)', async () => {
    let answerFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    let reads = 0;
    renderMemberArea(
      '/home',
      http.get('*/api/user/counter/get-wrapped-counters', async () => {
        reads += 1;
        if (reads === 1) await first;
        return HttpResponse.json(recordedAnswer(scenario, 'getCounters'));
      }),
    );
    const source = await openLive();
    void pollers.counters.refresh();
    await waitFor(() => expect(reads).toBe(1));
    send(source, { kind: 'counters' });
    answerFirst();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('reads the membership again from the server when told it changed, and refetches what it changes', async () => {
    const calls: string[] = [];
    const { queryClient } = renderMemberArea(
      '/home',
      // The flush the recorded paying member's scenario never made: answered as the server answers it elsewhere.
      http.get('*/api/user/permissions/flush-permissions', () =>
        HttpResponse.json(recordedAnswer('account/paying-member', 'flushPermissions')),
      ),
      http.get('*/api/user/permissions/get-permissions', () =>
        HttpResponse.json(recordedAnswer(scenario, 'getPermissions')),
      ),
    );
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = await openLive();
    send(source, { kind: 'membership' });
    await waitFor(() =>
      expect(calls).toEqual([
        'GET /api/user/permissions/flush-permissions',
        'GET /api/user/permissions/get-permissions?forceReload=1',
      ]),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.billing.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messaging.all });
  });

  it('sends typing signals while the member types, at most one each few seconds, never for an empty box', async () => {
    const user = userEvent.setup();
    const calls = liveCalls();
    renderMemberArea(paths.thread.href(threadId));
    const box = await screen.findByRole('textbox', { name: /Message to/ });
    // Before the channel opens, nobody would hear it.
    await user.type(box, 'H');
    expect(calls.typing).toEqual([]);
    await user.clear(box);
    await openLive();

    await user.type(box, '   ');
    await user.type(box, 'Hello there');
    await waitFor(() => expect(calls.typing).toEqual([threadId]));
    await user.type(box, ' again');
    expect(calls.typing).toEqual([threadId]);
  });

  it('keeps a reply written offline as waiting, and sends it with its clientId when the connection returns', async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(reply.clientId as ReturnType<Crypto['randomUUID']>);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent: string[] = [];
    renderMemberArea(
      paths.thread.href(threadId),
      http.post('*/api/user/mail/threads/:threadId/reply', async ({ request }) => {
        sent.push(((await request.clone().json()) as { clientId: string }).clientId);
        return undefined;
      }),
    );
    const log = await screen.findByRole('log');

    await user.type(screen.getByRole('textbox', { name: /Message to/ }), `${reply.body}{Enter}`);
    expect(await within(log).findByText('Waiting for connection')).toBeInTheDocument();
    expect(within(log).queryByText('Not sent')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    const stored = JSON.parse(localStorage.getItem(waitingMessagesKey(profile.data.id)) ?? '[]') as unknown[];
    expect(stored).toEqual([expect.objectContaining({ threadId })]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toEqual([reply.clientId]));
    await waitFor(() => expect(localStorage.getItem(waitingMessagesKey(profile.data.id))).toBeNull());
    await waitFor(() => expect(within(log).queryByText('Waiting for connection')).not.toBeInTheDocument());
    expect(within(log).getAllByText(reply.body)).toHaveLength(1);
  });
});

describe('useReconnecting', () => {
  afterEach(() => {
    vi.useRealTimers();
    liveState.clear();
  });

  it('says so only once reconnecting has lasted a few seconds, and stops as soon as the stream is open', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useReconnecting());
    act(() => liveState.emit('reconnecting'));
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => liveState.emit('open'));
    expect(result.current).toBe(false);

    // A short interruption is never mentioned.
    act(() => liveState.emit('reconnecting'));
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_MS / 2));
    act(() => liveState.emit('open'));
    act(() => void vi.advanceTimersByTime(RECONNECTING_NOTICE_MS));
    expect(result.current).toBe(false);
  });
});
