import type { InfiniteData } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxPage } from '@app/contract';
import { addToHotlist, profileSectionTitles } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer, recordedRequest } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { paths } from '../../config/paths';
import { getInbox } from '../../features/messaging/api/get-inbox';
import { queryKeys } from '../../lib/query-keys';
import { createTestQueryClient, renderAt } from '../../test/render';
import ProfileViewPage from './ProfileViewPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

// The page over recordings of the real server (scripts/record/scenarios/editing.ts and profile.ts): the paying member
// on the profile of a member they do not know yet, saving them to the hotlist and taking them off
// (profile/editing-hotlist), or blocking them after writing to them (profile/editing-block); the free member's own
// profile (profile/filled).
const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

const HOTLIST = 'profile/editing-hotlist';
const BLOCK = 'profile/editing-block';
/** The member whose profile the scenario opens. */
const memberOf = (scenario: typeof HOTLIST | typeof BLOCK) =>
  (recordedRequest(scenario, scenario === HOTLIST ? 'addToHotlist' : 'blockMember') as { memberId: number })
    .memberId;

function renderProfile(
  scenario: ScenarioName,
  memberId: number,
  queryClient = createTestQueryClient(),
  ...first: HttpHandler[]
) {
  server.use(...handlersOf(scenario, ...first));
  return renderAt(
    paths.profileView.href(memberId),
    <SiteFrame>
      <Routes>
        <Route path={paths.profileView.path} element={<ProfileViewPage />} />
      </Routes>
    </SiteFrame>,
    queryClient,
  );
}

/** The members of the hotlist's first page, as the server has it now. */
const hotlistIds = async () => {
  const body = (await (await fetch('http://localhost/api/user/hotlist?limit=12')).json()) as {
    data: { items: { member: { id: number } }[] };
  };
  return body.data.items.map((entry) => entry.member.id);
};

describe('ProfileViewPage hotlist', () => {
  it('saves the member to the hotlist from their profile, and takes them off again', async () => {
    const user = userEvent.setup();
    const MEMBER_ID = memberOf(HOTLIST);
    renderProfile(HOTLIST, MEMBER_ID);
    expect(await hotlistIds()).not.toContain(MEMBER_ID);
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
    const MEMBER_ID = memberOf(HOTLIST);
    // The save waits until the test lets it through, then the server fails it.
    renderProfile(
      HOTLIST,
      MEMBER_ID,
      createTestQueryClient(),
      http.post(`*${addToHotlist.path}`, async () => {
        await answered;
        return undefined;
      }),
      failing(addToHotlist),
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
    // The paying member wrote to this member a moment before (profile/editing-block).
    const MEMBER_ID = memberOf(BLOCK);
    renderProfile(BLOCK, MEMBER_ID, queryClient);
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
    server.use(...handlersOf('profile/filled'));
    renderAt(
      paths.profileView.href(),
      <SiteFrame>
        <Routes>
          <Route path={paths.profileView.path} element={<ProfileViewPage />} />
        </Routes>
      </SiteFrame>,
    );
    // The session's answers and profile/edit's artists, as the server answered them.
    const saved = recordedAnswer('profile/filled', 'getProfile').UserAnswers ?? [];
    const { artists } = recordedAnswer('profile/filled', 'getOwnProfile').data;
    expect(saved.length).toBeGreaterThan(0);
    const answers = await screen.findByRole('region', { name: profileSectionTitles['twenty-q'] });
    expect(within(answers).getAllByRole('term')).toHaveLength(saved.length);
    expect(within(answers).getByText(saved[0]!.answer)).toBeInTheDocument();
    const chosen = await screen.findByRole('region', { name: profileSectionTitles.spotify });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(artists.length);
    expect(within(chosen).getByText(artists[0]!.name)).toBeInTheDocument();
  });
});
