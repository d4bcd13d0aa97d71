import type { InfiniteData } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxPage } from '@app/contract';
import { addToHotlist, errorCodes, profileSectionTitles } from '@app/contract';
import { allHandlers, mockPath, payingMember, profileScenario } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { paths } from '../../config/paths';
import { getInbox } from '../../features/messaging/api/get-inbox';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ProfileViewPage from './ProfileViewPage';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A member of the mocked community, not in the paying member's hotlist. */
const MEMBER_ID = 7;

function renderProfile(queryClient = createTestQueryClient()) {
  server.use(...allHandlers(payingMember()));
  return renderAt(
    paths.profileView.href(MEMBER_ID),
    <SiteFrame>
      <Routes>
        <Route path={paths.profileView.path} element={<ProfileViewPage />} />
      </Routes>
    </SiteFrame>,
    queryClient,
  );
}

const hotlistIds = async () => {
  const body = (await (await fetch('http://localhost/api/user/hotlist')).json()) as {
    data: { items: { member: { id: number } }[] };
  };
  return body.data.items.map((entry) => entry.member.id);
};

describe('ProfileViewPage hotlist', () => {
  it('saves the member to the hotlist from their profile, and takes them off again', async () => {
    const user = userEvent.setup();
    renderProfile();
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Save to hotlist' }));

    const saved = await within(actions).findByRole('button', { name: 'In your hotlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await hotlistIds()).toContain(MEMBER_ID));

    await user.click(saved);
    expect(await within(actions).findByRole('button', { name: 'Save to hotlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(async () => expect(await hotlistIds()).not.toContain(MEMBER_ID));
  });

  it('shows the member saved at once, and unsaved again with a toast when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderProfile();
    server.use(
      http.post(mockPath(addToHotlist), async () => {
        await answered;
        return HttpResponse.json(
          { error: { code: errorCodes.internal, message: 'Something went wrong on our side. Try again.' } },
          { status: 500 },
        );
      }),
    );
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Save to hotlist' }));
    expect(await within(actions).findByRole('button', { name: 'In your hotlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    answer();
    expect(await within(actions).findByRole('button', { name: 'Save to hotlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText(/was not saved/)).toBeInTheDocument();
    expect(await hotlistIds()).not.toContain(MEMBER_ID);
  });
});

describe('ProfileViewPage block', () => {
  it("takes the member's thread out of the cached inbox, and the refetched inbox leaves it out too", async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    renderProfile(queryClient);
    await fetch('http://localhost/api/user/mail/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipientId: MEMBER_ID, body: 'Hello!', clientId: crypto.randomUUID() }),
    });
    const inbox = await getInbox();
    expect(inbox.items.map((thread) => thread.member.id)).toContain(MEMBER_ID);
    queryClient.setQueryData<InfiniteData<InboxPage['data'], string | undefined>>(
      queryKeys.messaging.inbox(),
      {
        pages: [inbox],
        pageParams: [undefined],
      },
    );

    const heading = await screen.findByRole('heading', { level: 1, name: /, \d+$/ });
    const name = heading.textContent?.replace(/, \d+$/, '') ?? '';
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: `Block ${name}` }));

    const cachedMembers = () =>
      queryClient
        .getQueryData<InfiniteData<InboxPage['data']>>(queryKeys.messaging.inbox())
        ?.pages.flatMap((page) => page.items.map((thread) => thread.member.id));
    expect(await screen.findByRole('region', { name: `You blocked ${name}` })).toBeVisible();
    expect(cachedMembers()).not.toContain(MEMBER_ID);
    // The inbox query was invalidated: with no observer it is marked stale, and its next fetch leaves the thread out.
    expect(queryClient.getQueryState(queryKeys.messaging.inbox())?.isInvalidated).toBe(true);
    expect((await getInbox()).items.map((thread) => thread.member.id)).not.toContain(MEMBER_ID);
  });
});

describe('ProfileViewPage own profile', () => {
  it("shows the member's 20Q answers, each under its question, and the artists they chose", async () => {
    // The stored current profile would be the earlier tests' member: start as a fresh visit.
    localStorage.clear();
    const { db, handlers } = profileScenario('filledProfile');
    server.use(...allHandlers(handlers));
    renderAt(
      paths.profileView.href(),
      <SiteFrame>
        <Routes>
          <Route path={paths.profileView.path} element={<ProfileViewPage />} />
        </Routes>
      </SiteFrame>,
    );
    const memberId = db.sessionMemberId!;
    const answers = await screen.findByRole('region', { name: profileSectionTitles['twenty-q'] });
    const saved = db.members.find((member) => member.id === memberId)?.answers ?? [];
    expect(within(answers).getAllByRole('term')).toHaveLength(saved.length);
    expect(within(answers).getByText(saved[0]!.answer)).toBeInTheDocument();
    const artists = await screen.findByRole('region', { name: profileSectionTitles.spotify });
    expect(within(artists).getAllByRole('listitem')).toHaveLength(
      db.memberArtists.get(memberId)?.length ?? -1,
    );
  });
});
