import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer } from '@app/mocks';
import { SiteFrame } from '../../app/SiteFrame';
import { renderAt } from '../../test/render';
import PurchaseSuccessPage from './PurchaseSuccessPage';
import ReceiptPage from './ReceiptPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();

/** The receipt of the free member's 1 Month in membership/paid (the server's reference). */
const PAID_REFERENCE = recordedAnswer('membership/paid', 'getSubscription').data.lastReceipt ?? '';

const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

function renderPage(path: string, handlers: HttpHandler[]) {
  server.use(...handlers);
  return renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/subscription/receipt" element={<ReceiptPage />} />
        <Route path="/subscription/success" element={<PurchaseSuccessPage />} />
      </Routes>
    </SiteFrame>,
  );
}

describe('ReceiptPage', () => {
  it('shows the latest receipt by default: plan, amount, date, card and reference', async () => {
    renderPage('/subscription/receipt', handlersOf('membership/paid'));
    expect(await screen.findByRole('heading', { level: 2, name: PAID_REFERENCE })).toBeInTheDocument();
    for (const text of ['1 Month', '$29.99', 'Nov 20, 2026', 'Visa •••• 4242'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says "no payments yet" to a member who never paid', async () => {
    renderPage('/subscription/receipt', handlersOf('membership/none'));
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it('offers a retry when the receipt does not load, and shows it once it does', async () => {
    const user = userEvent.setup();
    renderPage(
      `/subscription/receipt?reference=${PAID_REFERENCE}`,
      handlersOf('membership/paid', failing('getPurchase')),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers(...handlersOf('membership/paid'));
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: PAID_REFERENCE })).toBeInTheDocument();
  });
});

describe('PurchaseSuccessPage', () => {
  it('says what was bought, the renewal, and continues to where the member came from', async () => {
    renderPage(
      `/subscription/success?reference=${PAID_REFERENCE}&continue=%2Finbox%2Fabc`,
      handlersOf('membership/paid'),
    );
    expect(await screen.findByText(/Renews on Dec 20, 2026 at \$29\.99/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/inbox/abc');
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      `/subscription/receipt?reference=${PAID_REFERENCE}`,
    );
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
  ])('never follows a continue address off the site (%s): it continues home', async (address) => {
    renderPage(
      `/subscription/success?reference=${PAID_REFERENCE}&continue=${encodeURIComponent(address)}`,
      handlersOf('membership/paid'),
    );
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
  });
});
