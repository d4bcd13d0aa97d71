import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePermissions } from '@app/client';
import { allEndpoints, errorCodes, errorCopy } from '@app/contract';
import { recorded, recordedAnswer } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ThreadPage from './ThreadPage';

// The thread page replays what the server answered in scripts/record/scenarios/messaging.ts: the paying member's
// newest thread with a reply and a delete (`messaging/paying`), the free member's threads (`messaging/free`) and
// blocks either way (`messaging/blocked`).
type Scenario = 'messaging/paying' | 'messaging/free' | 'messaging/blocked';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const REPLY_PATH = '*/api/user/mail/threads/:threadId/reply';
const paying = {
  thread: recordedAnswer('messaging/paying', 'getThread').data,
  reply: recordedAnswer('messaging/paying', 'replyToThread').data,
};

function Probe({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

function renderThread(scenario: Scenario, threadId: string, ...first: HttpHandler[]) {
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.permissions.current(),
    normalisePermissions(recordedAnswer(scenario, 'getPermissions')),
  );
  return renderAt(
    paths.thread.href(threadId),
    <Routes>
      <Route path={paths.thread.path} element={<ThreadPage />} />
      <Route path={paths.inbox.path} element={<Probe name="Inbox" />} />
      <Route path={paths.paywall.path} element={<Probe name="Paywall" />} />
    </Routes>,
    queryClient,
  );
}

/** The browser picks the clientId the recorded reply used, so the recorded answer confirms the message it shows. */
const replyAsRecorded = () =>
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(paying.reply.clientId as ReturnType<Crypto['randomUUID']>);

/** The message (list item) of the conversation that shows `body`. */
function bubbleWith(log: HTMLElement, body: string): HTMLElement {
  const found = within(log)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText(body));
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
}

const conversationLog = () => screen.findByRole('log');

/** The server's answer to a call it could not serve (500, the contract's copy). */
const serverError = () =>
  HttpResponse.json(
    { error: { code: errorCodes.internal, message: errorCopy[errorCodes.internal] } },
    { status: 500 },
  );

/** Each reply's clientId; the first attempt waits until the test lets the server refuse it (500). */
function failFirstReply() {
  const clientIds: string[] = [];
  let answerFirst = () => {};
  const firstMayAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
  const handler = http.post(REPLY_PATH, async ({ request }) => {
    const sent = (await request.clone().json()) as { clientId: string };
    clientIds.push(sent.clientId);
    if (clientIds.length > 1) return undefined;
    await firstMayAnswer;
    return serverError();
  });
  return { clientIds, answerFirst, handler };
}

/** The paths of the calls the page makes with `method`. */
function callsTo(method: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method) calls.push(new URL(request.url).pathname);
  });
  return calls;
}

describe('ThreadPage', () => {
  it('opens with the messages in order and the focus on the member’s name', async () => {
    renderThread('messaging/paying', paying.thread.thread.id);

    const log = await conversationLog();
    const heading = screen.getByRole('heading', {
      level: 1,
      name: new RegExp(paying.thread.thread.member.name),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(paying.thread.messages.length);
    expect(items[0]).toHaveTextContent(paying.thread.messages[0]?.body ?? '');
  });

  it('shows a reply at once; when the server refuses it the text stays with Retry, and Retry sends it once', async () => {
    const user = userEvent.setup();
    replyAsRecorded();
    const { body } = paying.reply;
    const replies = failFirstReply();
    renderThread('messaging/paying', paying.thread.thread.id, replies.handler);
    const log = await conversationLog();

    const box = screen.getByRole('textbox', { name: /Message to/ });
    await user.type(box, body);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // At once: the bubble with the text, sending; the box is free for the next message.
    const bubble = () => bubbleWith(log, body);
    expect(within(bubble()).getByText('Sending…')).toBeInTheDocument();
    expect(box).toHaveValue('');

    replies.answerFirst();
    expect(await within(log).findByText('Not sent')).toBeInTheDocument();
    expect(within(log).getByText(body)).toBeInTheDocument();

    await user.click(within(bubble()).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(bubble()).getByText('Sent')).toBeInTheDocument());
    expect(within(log).queryByText('Not sent')).not.toBeInTheDocument();
    expect(within(log).getAllByText(body)).toHaveLength(1);
    // The retry sends the same clientId, so a reply the server stored before its answer got lost is not doubled.
    expect(replies.clientIds).toHaveLength(2);
    expect(replies.clientIds[1]).toBe(replies.clientIds[0]);
  });

  it('keeps a failed reply through a refresh of the thread, and sends it when the server is back', async () => {
    const user = userEvent.setup();
    replyAsRecorded();
    const { body } = paying.reply;
    let attempts = 0;
    const { queryClient } = renderThread(
      'messaging/paying',
      paying.thread.thread.id,
      http.post(REPLY_PATH, () => (++attempts === 1 ? serverError() : undefined)),
    );
    const log = await conversationLog();

    await user.type(screen.getByRole('textbox', { name: /Message to/ }), body);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Not sent')).toBeInTheDocument();

    await queryClient.refetchQueries({ queryKey: queryKeys.messaging.all });
    expect(within(log).getByText(body)).toBeInTheDocument();
    expect(within(log).getByText('Not sent')).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(log).getAllByText(body)).toHaveLength(1);
  });

  it("sends a free member who presses Reply to the paywall with the 'replying' headline", async () => {
    const user = userEvent.setup();
    // A paying member's thread: a free member reads their messages but may not reply.
    const readable = recordedAnswer('messaging/free', 'getInbox').data.items.find((t) => !t.locked);
    renderThread('messaging/free', readable?.id ?? '');
    await conversationLog();

    expect(screen.queryByRole('textbox', { name: /Message to/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Reply to / }));
    const back = encodeURIComponent(`/inbox/${encodeURIComponent(readable?.id ?? '')}`);
    // The member comes back to this thread after paying.
    expect(
      await screen.findByText(`Paywall at /home/paywall?feature=reply&continue=${back}`),
    ).toBeInTheDocument();
  });

  it('sends a free member who opens a thread their plan cannot read to the paywall (reading mail)', async () => {
    // A free member's thread: locked for a free viewer; the server answers 403 paywall readMail.
    const locked = recordedAnswer('messaging/free', 'getInbox').data.items.find((t) => t.locked);
    renderThread('messaging/free', locked?.id ?? '');
    const back = encodeURIComponent(`/inbox/${encodeURIComponent(locked?.id ?? '')}`);
    expect(
      await screen.findByText(`Paywall at /home/paywall?feature=readMail&continue=${back}`),
    ).toBeInTheDocument();
  });

  it('deletes the conversation only after confirmation, then shows the inbox', async () => {
    const user = userEvent.setup();
    const posts = callsTo('POST');
    const threadId = paying.thread.thread.id;
    renderThread('messaging/paying', threadId);
    await conversationLog();

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts.filter((path) => path.endsWith('/delete'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this conversation?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Inbox at /inbox')).toBeInTheDocument();
    expect(posts.filter((path) => path.endsWith('/delete'))).toEqual([
      `/api/user/mail/threads/${threadId}/delete`,
    ]);
  });

  const blockedThreads = recordedAnswer('messaging/paying', 'getInbox').data.items;

  it('shows the blocked notice, not an error, when the viewer blocked the member', async () => {
    // The second thread of the paying inbox: its member was blocked before the recording.
    const thread = blockedThreads[1];
    renderThread('messaging/blocked', thread?.id ?? '');

    const name = thread?.member.name ?? '';
    expect(await screen.findByRole('heading', { level: 1, name: 'You blocked this member' })).toBeVisible();
    expect(screen.getByText(`You blocked ${name}. Unblock them to message each other again.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the messages shown when the viewer blocks the member meanwhile, with the blocked notice for the composer', async () => {
    // The third thread: the member is blocked while the thread is open (from another tab).
    const thread = blockedThreads[2];
    const { queryClient } = renderThread('messaging/blocked', thread?.id ?? '');
    const log = await conversationLog();
    const name = thread?.member.name ?? '';
    expect(screen.getByRole('textbox', { name: `Message to ${name}` })).toBeVisible();
    const shown = within(log).getAllByRole('listitem').length;

    await fetch(new URL(allEndpoints.blockMember.path, location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: thread?.member.id }),
    });
    await queryClient.invalidateQueries({ queryKey: queryKeys.messaging.threads() });

    expect(await screen.findByRole('heading', { name: `You blocked ${name}` })).toBeVisible();
    expect(within(log).getAllByRole('listitem')).toHaveLength(shown);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a member who blocked the viewer as an unavailable conversation, never naming the block', async () => {
    // The first thread: its member blocked the paying member.
    renderThread('messaging/blocked', blockedThreads[0]?.id ?? '');

    expect(
      await screen.findByRole('heading', { level: 1, name: "This conversation isn't available" }),
    ).toBeVisible();
    expect(screen.queryByText(/blocked/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your inbox' })).toHaveAttribute(
      'href',
      paths.inbox.href(),
    );
  });
});

describe('ThreadPage with a member who deleted their account', () => {
  it('shows the messages read-only: no reply box, no profile, a notice instead', async () => {
    // The server's answer once the other member's account is deleted for good: the thread kept under "Deleted member".
    const thread = {
      ...paying.thread,
      thread: {
        ...paying.thread.thread,
        member: {
          ...paying.thread.thread.member,
          name: 'Deleted member',
          city: '',
          photoUrl: null,
          verified: false,
        },
        memberDeleted: true,
      },
    };
    renderThread(
      'messaging/paying',
      thread.thread.id,
      http.get(`*${allEndpoints.getThread.path}`, () => HttpResponse.json({ data: thread })),
    );

    const log = await conversationLog();
    expect(within(log).getAllByRole('listitem')).toHaveLength(thread.messages.length);
    expect(screen.getByRole('heading', { level: 1, name: 'Deleted member' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'This member deleted their account' })).toHaveTextContent(
      "You can read your conversation, but you can't reply to it.",
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull();
  });
});
