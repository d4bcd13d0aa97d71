import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePermissions } from '@app/client';
import type { MessagingStore } from '@app/mocks';
import {
  createMemberSummary,
  createMessagingStore,
  createPermissionsWire,
  createProfileDetail,
  messagingHandlers,
} from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ComposePage from './ComposePage';
import ThreadPage from './ThreadPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const RECIPIENT = 250;

function Paywall() {
  const { pathname, search } = useLocation();
  return <p>{`Paywall at ${pathname}${search}`}</p>;
}

/** Compose to member 250 (their profile names who the message goes to). */
function openCompose(store: MessagingStore, role: 'free' | 'paying') {
  const summary = store.addMember(createMemberSummary({ id: RECIPIENT }));
  server.use(
    ...messagingHandlers(store),
    http.get('*/api/user/profiles/:id', () => HttpResponse.json({ data: createProfileDetail(summary) })),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.permissions.current(),
    normalisePermissions(createPermissionsWire(role)),
  );
  renderAt(
    paths.compose.href(RECIPIENT),
    <Routes>
      <Route path={paths.compose.path} element={<ComposePage />} />
      <Route path={paths.thread.path} element={<ThreadPage />} />
      <Route path={paths.paywall.path} element={<Paywall />} />
    </Routes>,
    queryClient,
  );
  return summary;
}

/** The clientId of every send request. */
function recordSends() {
  const clientIds: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/user/mail/send')
      void request
        .clone()
        .json()
        .then((body: { clientId: string }) => clientIds.push(body.clientId));
  });
  return clientIds;
}

describe('ComposePage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('sends a new message, then opens the conversation with the focus in the reply box', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    const member = openCompose(store, 'paying');

    await user.type(
      await screen.findByRole('textbox', { name: `Message to ${member.name}` }),
      'Hello there!',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const log = await screen.findByRole('log');
    expect(within(log).getByText('Hello there!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: `Message to ${member.name}` })).toHaveFocus(),
    );
  });

  it('keeps the text with an error when sending fails; sending again reuses its clientId and stores it once', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore();
    store.faults.send = 1;
    const clientIds = recordSends();
    const member = openCompose(store, 'paying');

    const box = await screen.findByRole('textbox', { name: `Message to ${member.name}` });
    await user.type(box, 'Coffee on Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Your message wasn't sent/)).toBeInTheDocument();
    expect(box).toHaveValue('Coffee on Sunday?');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('log')).toBeInTheDocument();
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
    expect(store.messages.filter((message) => message.body === 'Coffee on Sunday?')).toHaveLength(1);
  });

  it("sends a free member who asks to write to the paywall with the 'sending a message' headline", async () => {
    const user = userEvent.setup();
    const store = createMessagingStore({ paying: false });
    const member = openCompose(store, 'free');

    await user.click(await screen.findByRole('button', { name: `Write to ${member.name}` }));
    expect(
      await screen.findByText(
        'Paywall at /home/paywall?feature=sendMessage&continue=%2Fmessaging%2Fcompose%3Fto%3D250',
      ),
    ).toBeInTheDocument();
  });

  it('lets a free member send a flirt with one tap', async () => {
    const user = userEvent.setup();
    const store = createMessagingStore({ paying: false });
    const member = openCompose(store, 'free');

    await user.click(await screen.findByRole('button', { name: 'You seem fun. Coffee sometime?' }));
    expect(
      await screen.findByText(`Flirt sent to ${member.name}: “You seem fun. Coffee sometime?”`),
    ).toBeInTheDocument();
    expect(store.messages.filter((message) => message.kind === 'flirt')).toHaveLength(1);
  });
});
