import { http, HttpResponse } from 'msw';
import { Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCounters, getList, likeMember } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { renderAt } from '../../test/render';
import ListsPage from './ListsPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();
/** The handlers replaying a recorded scenario, for msw/node. */
const replaying = (scenario: ScenarioName) => Object.values(recorded(scenario).handlers).flat();

/** A like call that waits until the test lets it answer, so the optimistic state can be seen. */
function heldLikeCall(answer: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post(`*${likeMember.path}`, async () => {
    await released;
    return answer();
  });
  return { handler, release };
}

function renderList(path = '/lists/wlm') {
  return renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/lists/*" element={<ListsPage />} />
        <Route path="/home/paywall" element={<PaywallProbe />} />
      </Routes>
    </SiteFrame>,
  );
}

function PaywallProbe() {
  const [params] = useSearchParams();
  return <h1>Paywall: {params.get('feature')}</h1>;
}

/** The first member of the list the viewer has not liked yet, and their like button. */
async function firstUnlikedCard() {
  const list = await screen.findByRole('list', { name: 'Who liked me' });
  const buttons = within(list).getAllByRole('button', { name: /^Like / });
  const button = buttons.find((candidate) => candidate.getAttribute('aria-pressed') === 'false');
  if (!button) throw new Error('every member of the page is liked already');
  return { button, name: (button.getAttribute('aria-label') ?? '').replace(/^Like /, '') };
}

describe('ListsPage likes', () => {
  it('fills the heart at once, then puts it back and says why when the server fails', async () => {
    const like = heldLikeCall(() =>
      HttpResponse.json(
        { error: { code: 'internal_error', message: 'Something went wrong on our side. Try again.' } },
        { status: 500 },
      ),
    );
    server.use(like.handler, ...replaying('discovery/lists-paying'));
    renderList();

    const { button, name } = await firstUnlikedCard();
    await userEvent.click(button);
    // Optimistic: liked before the server answered.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));

    like.release();
    expect(await screen.findByText(`Your like for ${name} was not saved`)).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Like ${name}` })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('keeps a like the server accepts, refreshes the counters, and Undo takes it back', async () => {
    const counterCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === getCounters.path) counterCalls.push(request.url);
    });
    server.use(...replaying('discovery/like-undo'));
    renderList();

    const { button, name } = await firstUnlikedCard();
    const countersBefore = counterCalls.length;
    await userEvent.click(button);
    await screen.findByText(new RegExp(`^(You liked ${name}|It's a match: you and ${name})`));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(counterCalls.length).toBeGreaterThan(countersBefore));

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Like ${name}` })).toHaveAttribute('aria-pressed', 'false'),
    );
    server.events.removeAllListeners();
  });
});

describe('ListsPage paywall', () => {
  it("sends a free member from who viewed me to the paywall with that list's headline", async () => {
    server.use(...replaying('discovery/lists-free'));
    renderList('/lists/wvm');
    expect(await screen.findByRole('heading', { name: 'Paywall: viewedMe' })).toBeInTheDocument();
  });

  it('follows the server when it refuses a list the stored permissions allowed', async () => {
    const refuse = http.get(`*${getList.path}`, () =>
      HttpResponse.json(
        { error: { code: 'paywall', message: 'Upgrade to see who liked you' } },
        { status: 403 },
      ),
    );
    server.use(refuse, ...replaying('discovery/lists-paying'));
    renderList('/lists/wlm');
    expect(await screen.findByRole('heading', { name: 'Paywall: likedMe' })).toBeInTheDocument();
  });
});
