import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalisePermissions } from '@app/client';
import { recorded, recordedAnswer } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ComposePage from './ComposePage';
import ThreadPage from './ThreadPage';

// The compose page replays what the server answered in scripts/record/scenarios/messaging.ts: the paying member
// writing to a member they never wrote to (`messaging/compose`), and the free member on the same page
// (`messaging/compose-free`).
type Scenario = 'messaging/compose' | 'messaging/compose-free';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const recipient = recordedAnswer('messaging/compose', 'getProfileView').data;
const SENT = recordedAnswer('messaging/compose', 'sendMessage').data;

function Paywall() {
  const { pathname, search } = useLocation();
  return <p>{`Paywall at ${pathname}${search}`}</p>;
}

/** Compose to the recorded recipient, answered by `scenario`; `first` handlers answer before the recording. */
function openCompose(scenario: Scenario, ...first: Parameters<typeof recorded>[1][]) {
  server.use(...Object.values(recorded(scenario, ...first).handlers).flat());
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.permissions.current(),
    normalisePermissions(recordedAnswer(scenario, 'getPermissions')),
  );
  renderAt(
    paths.compose.href(recipient.id),
    <Routes>
      <Route path={paths.compose.path} element={<ComposePage />} />
      <Route path={paths.thread.path} element={<ThreadPage />} />
      <Route path={paths.paywall.path} element={<Paywall />} />
    </Routes>,
    queryClient,
  );
}

/** The browser picks the clientId the recorded send used, so the recorded answer confirms the message it shows. */
const sendAsRecorded = (clientId: string | null) =>
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(clientId as ReturnType<Crypto['randomUUID']>);

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
  it('sends a new message, then opens the conversation with the focus in the reply box', async () => {
    const user = userEvent.setup();
    sendAsRecorded(SENT.clientId);
    openCompose('messaging/compose');

    await user.type(await screen.findByRole('textbox', { name: `Message to ${recipient.name}` }), SENT.body);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const log = await screen.findByRole('log');
    expect(within(log).getByText(SENT.body)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: `Message to ${recipient.name}` })).toHaveFocus(),
    );
  });

  it('keeps the text with an error when sending fails; sending again reuses its clientId', async () => {
    const user = userEvent.setup();
    sendAsRecorded(SENT.clientId);
    const clientIds = recordSends();
    // The first send finds no network; the next one reaches the recording.
    let attempts = 0;
    openCompose(
      'messaging/compose',
      http.post('*/api/user/mail/send', () => (++attempts === 1 ? HttpResponse.error() : undefined)),
    );

    const box = await screen.findByRole('textbox', { name: `Message to ${recipient.name}` });
    await user.type(box, SENT.body);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Your message wasn't sent/)).toBeInTheDocument();
    expect(box).toHaveValue(SENT.body);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('log')).toBeInTheDocument();
    expect(clientIds).toHaveLength(2);
    expect(clientIds[1]).toBe(clientIds[0]);
  });

  it("sends a free member who asks to write to the paywall with the 'sending a message' headline", async () => {
    const user = userEvent.setup();
    openCompose('messaging/compose-free');

    await user.click(await screen.findByRole('button', { name: `Write to ${recipient.name}` }));
    const back = encodeURIComponent(paths.compose.href(recipient.id));
    expect(
      await screen.findByText(`Paywall at /home/paywall?feature=sendMessage&continue=${back}`),
    ).toBeInTheDocument();
  });

  it('lets a free member send a flirt with one tap', async () => {
    const user = userEvent.setup();
    const flirt = recordedAnswer('messaging/compose-free', 'sendFlirt').data;
    openCompose('messaging/compose-free');

    await user.click(await screen.findByRole('button', { name: flirt.body }));
    expect(await screen.findByText(`Flirt sent to ${recipient.name}: “${flirt.body}”`)).toBeInTheDocument();
  });
});
