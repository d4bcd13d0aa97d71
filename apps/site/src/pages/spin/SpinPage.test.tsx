import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTRA_SPINS_PLAN_ID, spinOutcomeCopy } from '@app/contract';
import type { SpinScenarioName } from '@app/mocks';
import { allHandlers, memberIds, MOCK_NOW, pair, spinScenario } from '@app/mocks';
import { paths } from '../../config/paths';
import { NowProvider } from '../../lib/clock';
import { renderAt } from '../../test/render';
import HomePage from '../member/HomePage';
import SpinPage from './SpinPage';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const page = paths.dailySpins.href();

function open(scenario: SpinScenarioName, at = page) {
  const { db, handlers } = spinScenario(scenario);
  server.use(...allHandlers(handlers));
  const view = renderAt(
    at,
    <NowProvider value={() => MOCK_NOW}>
      <Routes>
        <Route path={page} element={<SpinPage />} />
        <Route path={paths.home.path} element={<HomePage />} />
      </Routes>
    </NowProvider>,
  );
  return { db, ...view };
}

const spin = async () => userEvent.click(await screen.findByRole('button', { name: 'Spin' }));

describe('SpinPage', () => {
  it('spins: the wheel turns to the server’s match, announces it, and the match can be liked', async () => {
    const { db } = open('fresh');
    expect(await screen.findByText('You have 1 of 1 daily spin left today.')).toBeInTheDocument();
    await spin();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(spinOutcomeCopy.match.announce));
    const [revealed] = db.dailyMatchPools.get(memberIds.free)!.revealed;
    const name = db.community.get(revealed!.memberId)!.name;
    const result = await screen.findByRole('region', { name: 'Your spin' });
    const hrefs = within(result)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(paths.profileView.href(revealed!.memberId));
    expect(within(result).getByRole('link', { name: `Message ${name}` })).toHaveAttribute(
      'href',
      paths.compose.href(revealed!.memberId),
    );

    await userEvent.click(
      within(result).getAllByRole('button', { name: new RegExp(`like ${name}`, 'i') })[0]!,
    );
    await waitFor(() => expect(db.likes.has(pair(memberIds.free, revealed!.memberId))).toBe(true));
    expect((await within(result).findAllByText('You liked them')).length).toBeGreaterThan(0);
  });

  it('with no spins left shows the countdown to midnight Eastern and offers extra spins through checkout', async () => {
    open('noSpinsLeft');
    expect(await screen.findByRole('heading', { name: 'No spins left today' })).toBeInTheDocument();
    // MOCK_NOW is 7:00 AM Eastern: 17 hours to midnight.
    expect(screen.getByText(/17 h/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get 3 spins for $2.99' })).toHaveAttribute(
      'href',
      paths.checkout.href(EXTRA_SPINS_PLAN_ID, page),
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('skips a match: it stays in today’s list as skipped', async () => {
    const { db } = open('noSpinsLeft');
    const [revealed] = db.dailyMatchPools.get(memberIds.free)!.revealed;
    const name = db.community.get(revealed!.memberId)!.name;
    await userEvent.click(await screen.findByRole('button', { name: `Skip ${name}` }));
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
    expect(db.dailyMatchPools.get(memberIds.free)!.revealed[0]!.skipped).toBe(true);
  });

  it('says the wheel did not spin when the spin fails, and spends nothing', async () => {
    const { db } = open('spinFails');
    await spin();
    expect(await screen.findByRole('region', { name: "The wheel didn't spin" })).toBeInTheDocument();
    expect(db.spins.get(memberIds.free)?.dailyUsed ?? 0).toBe(0);
  });

  it('shows an error with a retry when the state cannot be read', async () => {
    const { db } = open('stateError');
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    db.spinFaults.state = false;
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/daily spin/)).toBeInTheDocument();
  });

  it('the home page offers the spin page', async () => {
    open('fresh', paths.home.href());
    expect(await screen.findByRole('link', { name: "Spin for today's matches" })).toHaveAttribute(
      'href',
      page,
    );
  });
});
