import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTRA_SPINS_PLAN_ID, spinOutcomeCopy } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer, RECORDING_NOW } from '@app/mocks';
import { paths } from '../../config/paths';
import { NowProvider } from '../../lib/clock';
import { renderAt } from '../../test/render';
import HomePage from '../member/HomePage';
import SpinPage from './SpinPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

const page = paths.dailySpins.href();

/** The page over a recording of the real server, the given generic answers first. */
function open(scenario: ScenarioName, first: HttpHandler[] = [], at = page) {
  const { handlers } = recorded(scenario, ...first);
  server.use(...Object.values(handlers).flat());
  return renderAt(
    at,
    <NowProvider value={() => new Date(RECORDING_NOW)}>
      <Routes>
        <Route path={page} element={<SpinPage />} />
        <Route path={paths.home.path} element={<HomePage />} />
      </Routes>
    </NowProvider>,
  );
}

/** The member the recorded spin revealed. */
function revealed() {
  const outcome = recordedAnswer('spin/fresh', 'spinWheel').data.spin.outcomes[0];
  const match = outcome && 'matches' in outcome ? outcome.matches?.[0] : undefined;
  if (!match) throw new Error('spin/fresh revealed nobody');
  return match;
}

const spin = async () => userEvent.click(await screen.findByRole('button', { name: 'Spin' }));

describe('SpinPage', () => {
  it('spins: the wheel turns to the server’s match, announces it, and the match can be liked', async () => {
    open('spin/fresh');
    expect(await screen.findByText('You have 1 of 1 daily spin left today.')).toBeInTheDocument();
    await spin();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(spinOutcomeCopy.match.announce));
    const { id, name } = revealed();
    const result = await screen.findByRole('region', { name: 'Your spin' });
    const hrefs = within(result)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(paths.profileView.href(id));
    expect(within(result).getByRole('link', { name: `Message ${name}` })).toHaveAttribute(
      'href',
      paths.compose.href(id),
    );

    await userEvent.click(
      within(result).getAllByRole('button', { name: new RegExp(`like ${name}`, 'i') })[0]!,
    );
    expect((await within(result).findAllByText('You liked them')).length).toBeGreaterThan(0);
  });

  it('with no spins left shows the countdown to midnight Eastern and offers extra spins through checkout', async () => {
    open('spin/no-spins-left');
    expect(await screen.findByRole('heading', { name: 'No spins left today' })).toBeInTheDocument();
    // The recording's clock is 7:00 AM Eastern: 17 hours to midnight.
    expect(screen.getByText(/17 h/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get 3 spins for $2.99' })).toHaveAttribute(
      'href',
      paths.checkout.href(EXTRA_SPINS_PLAN_ID, page),
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('skips a match: it stays in today’s list as skipped', async () => {
    open('spin/no-spins-left');
    const [match] = recordedAnswer('spin/no-spins-left', 'getSpin').data.matches;
    await userEvent.click(await screen.findByRole('button', { name: `Skip ${match!.member.name}` }));
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
  });

  it('says the wheel did not spin when the spin fails', async () => {
    open('spin/fresh', [failing('spinWheel')]);
    await spin();
    expect(await screen.findByRole('region', { name: "The wheel didn't spin" })).toBeInTheDocument();
  });

  it('shows an error with a retry when the state cannot be read', async () => {
    open('spin/fresh', [failing('getSpin')]);
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    server.resetHandlers(...Object.values(recorded('spin/fresh').handlers).flat());
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/daily spin/)).toBeInTheDocument();
  });

  it('the home page offers the spin page', async () => {
    open('spin/fresh', [], paths.home.href());
    expect(await screen.findByRole('link', { name: "Spin for today's matches" })).toHaveAttribute(
      'href',
      page,
    );
  });
});
