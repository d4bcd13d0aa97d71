import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePermissions } from '@app/client';
import type { MessagingStore } from '@app/mocks';
import {
  addConversation,
  createMessagingStore,
  createPermissionsWire,
  messagingHandlers,
  messagingStores,
} from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ThreadPage from './ThreadPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REPLY_PATH = '*/api/user/mail/threads/:threadId/reply';

function Probe({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

function renderThread(store: MessagingStore, threadId: string, role: 'free' | 'paying' = 'paying') {
  server.use(...messagingHandlers(store));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.permissions.current(),
    normalisePermissions(createPermissionsWire(role)),
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

/** The own messages the store holds with this body (what the other member would receive). */
const stored = (store: MessagingStore, body: string) =>
  store.messages.filter((message) => message.body === body && message.senderId === store.viewerId);

/** The message (list item) of the conversation that shows `body`. */
function bubbleWith(log: HTMLElement, body: string): HTMLElement {
  const found = within(log)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByText(body));
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
}

const conversationLog = () => screen.findByRole('log');

describe('ThreadPage', () => {
  it('opens with the messages in order and the focus on the member’s name', async () => {
    const store = createMessagingStore();
    const threadId = addConversation(store, 220, { count: 4, unread: 1 });
    renderThread(store, threadId);

    const log = await conversationLog();
    const name = store.members.get(220)?.summary.name ?? '';
    const heading = screen.getByRole('heading', { level: 1, name: new RegExp(name) });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  });

  /**
   * Records each reply's clientId. The first attempt waits until the test lets it answer, runs `first`, and fails as a
   * network error; later attempts reach the store. Call after renderThread (the last handlers added answer first).
   */
  function interceptReplies(first: (sent: { threadId: string; body: string; clientId: string }) => void) {
    const clientIds: string[] = [];
    let answerFirst = () => {};
    const firstMayAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      http.post(REPLY_PATH, async ({ request, params }) => {
        const sent = (await request.clone().json()) as { body: string; clientId: string };
        clientIds.push(sent.clientId);
        if (clientIds.length > 1) return undefined;
        await firstMayAnswer;
        first({ threadId: String(params.threadId), ...sent });
        return HttpResponse.error();
      }),
    );
    return { clientIds, answerFirst };
  }

  it('shows a reply at once; when sending fails the text stays with Retry, and Retry sends it once', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    const threadId = addConversation(store, 220, { count: 2 });
    const body = 'Are you free on Saturday? There is a jazz night by the river.';
    renderThread(store, threadId);
    // The first attempt never reaches the server (network failure).
    const replies = interceptReplies(() => {});
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
    expect(stored(store, body)).toHaveLength(0);

    await user.click(within(bubble()).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(bubble()).getByText('Sent')).toBeInTheDocument());
    expect(within(log).queryByText('Not sent')).not.toBeInTheDocument();
    expect(within(log).getAllByText(body)).toHaveLength(1);
    expect(replies.clientIds).toHaveLength(2);
    expect(replies.clientIds[1]).toBe(replies.clientIds[0]);
    expect(stored(store, body)).toHaveLength(1);
  });

  it('retries with the same clientId, so a reply the server stored before its answer got lost is not doubled', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    const threadId = addConversation(store, 223, { count: 2 });
    const body = 'I booked the table for eight.';
    // The server stores the first attempt, then the answer is lost, and the thread cannot be refreshed meanwhile.
    renderThread(store, threadId);
    const replies = interceptReplies((sent) => {
      store.reply(sent.threadId, sent.body, sent.clientId);
      store.faults.thread = true;
    });
    const log = await conversationLog();

    await user.type(screen.getByRole('textbox', { name: /Message to/ }), body);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    replies.answerFirst();
    expect(await within(log).findByText('Not sent')).toBeInTheDocument();

    store.faults.thread = false;
    await user.click(within(log).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(log).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(log).getAllByText(body)).toHaveLength(1);
    expect(replies.clientIds[1]).toBe(replies.clientIds[0]);
    expect(stored(store, body)).toHaveLength(1);
  });

  it('keeps a failed reply through a refresh of the thread, and sends it when the server is back', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    const threadId = addConversation(store, 221, { count: 2 });
    store.faults.send = 1;
    const { queryClient } = renderThread(store, threadId);
    const log = await conversationLog();

    await user.type(screen.getByRole('textbox', { name: /Message to/ }), 'See you there!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Not sent')).toBeInTheDocument();

    await queryClient.refetchQueries({ queryKey: queryKeys.messaging.all });
    expect(within(log).getByText('See you there!')).toBeInTheDocument();
    expect(within(log).getByText('Not sent')).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(log).getAllByText('See you there!')).toHaveLength(1);
    expect(stored(store, 'See you there!')).toHaveLength(1);
  });

  it("sends a free member who presses Reply to the paywall with the 'replying' headline", async () => {
    const user = userEvent.setup();
    const store = messagingStores.freeMember();
    // 231 is a paying member: a free member reads their messages but may not reply.
    const readable = [...store.threads.values()].find((thread) => thread.memberIds.includes(231));
    renderThread(store, readable?.id ?? '', 'free');
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
    const store = messagingStores.freeMember();
    // 232 is a free member: their messages are locked for a free viewer; the server answers 403 paywall readMail.
    const locked = [...store.threads.values()].find((thread) => thread.memberIds.includes(232));
    renderThread(store, locked?.id ?? '', 'free');
    const back = encodeURIComponent(`/inbox/${encodeURIComponent(locked?.id ?? '')}`);
    expect(
      await screen.findByText(`Paywall at /home/paywall?feature=readMail&continue=${back}`),
    ).toBeInTheDocument();
  });

  it('deletes the conversation only after confirmation, then shows the inbox without it', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    const threadId = addConversation(store, 222, { count: 3 });
    renderThread(store, threadId);
    await conversationLog();

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.inbox()).toMatchObject({ value: { data: { total: 1 } } });

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this conversation?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(await screen.findByText('Inbox at /inbox')).toBeInTheDocument();
    expect(store.inbox()).toMatchObject({ value: { data: { total: 0 } } });
  });

  it('shows the blocked notice, not an error, when the viewer blocked the member', async () => {
    const store = createMessagingStore();
    const threadId = addConversation(store, 223, { count: 3 });
    store.block(store.viewerId, 223);
    renderThread(store, threadId);

    const name = store.members.get(223)?.summary.name ?? '';
    expect(await screen.findByRole('heading', { level: 1, name: 'You blocked this member' })).toBeVisible();
    expect(screen.getByText(`You blocked ${name}. Unblock them to message each other again.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the messages shown when the viewer blocks the member meanwhile, with the blocked notice for the composer', async () => {
    const store = createMessagingStore();
    const threadId = addConversation(store, 225, { count: 3 });
    const { queryClient } = renderThread(store, threadId);
    const log = await conversationLog();
    const name = store.members.get(225)?.summary.name ?? '';
    expect(screen.getByRole('textbox', { name: `Message to ${name}` })).toBeVisible();

    store.block(store.viewerId, 225);
    await queryClient.invalidateQueries({ queryKey: queryKeys.messaging.threads() });

    expect(await screen.findByRole('heading', { name: `You blocked ${name}` })).toBeVisible();
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a member who blocked the viewer as an unavailable conversation, never naming the block', async () => {
    const store = createMessagingStore();
    const threadId = addConversation(store, 224, { count: 3 });
    store.block(224, store.viewerId);
    renderThread(store, threadId);

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
