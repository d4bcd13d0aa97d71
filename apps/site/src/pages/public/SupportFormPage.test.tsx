import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { renderAt } from '../../test/render';
import SupportFormPage from './SupportFormPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The server's recorded answers for `scenario`. */
const replay = (scenario: ScenarioName) => Object.values(recorded(scenario).handlers).flat();

const message = 'The photos page does not load after an upload.';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ana Lopez');
  await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Page/ }), '/profile/photos');
  await user.type(screen.getByRole('textbox', { name: /What went wrong/ }), message);
}

describe('SupportFormPage', () => {
  it('sends the form and shows the reference', async () => {
    server.use(...replay('account/bug-report-sent'));
    const user = userEvent.setup();
    renderAt('/bug-report', <SupportFormPage form="bug-report" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send bug report' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your message was sent' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^BR-[2-9A-Z]{8}$/)).toBeInTheDocument();
  });

  it('keeps what was typed when the network fails, and sends it again', async () => {
    let calls = 0;
    server.use(
      // The network fails once (no server answer), then the recorded answer.
      http.post('*/api/support/bug-report', () => (++calls === 1 ? HttpResponse.error() : undefined)),
      ...replay('account/bug-report-sent'),
    );
    const user = userEvent.setup();
    renderAt('/bug-report', <SupportFormPage form="bug-report" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send bug report' }));
    expect(await screen.findByText(/We could not reach our server/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What went wrong/ })).toHaveValue(message);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your message was sent' }),
    ).toBeInTheDocument();
  });

  it('shows the rate limit, with no retry, keeping what was typed', async () => {
    server.use(...replay('account/bug-report-rate-limited'));
    const user = userEvent.setup();
    renderAt('/bug-report', <SupportFormPage form="bug-report" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send bug report' }));
    expect(await screen.findByText(/Try again in 60 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /What went wrong/ })).toHaveValue(message);
  });

  it('fills in a logged-in member’s name and email', () => {
    localStorage.setItem('profile', JSON.stringify({ data: { name: 'Jamie', email: 'jamie@example.com' } }));
    renderAt('/customer-service', <SupportFormPage form="customer-service" />);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Jamie');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('jamie@example.com');
  });
});
