import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logQueue } from '../lib/client';
import { renderAt } from '../test/render';
import { SiteFrame } from './SiteFrame';

function renderFrame(path: string) {
  return renderAt(
    path,
    <SiteFrame>
      <Routes>
        <Route path="/" element={<Link to="/faq?from=footer">Questions</Link>} />
        <Route path="/faq" element={<h1>Questions and answers</h1>} />
      </Routes>
    </SiteFrame>,
  );
}

describe('SiteFrame', () => {
  it("shows an uncaught error as a toast prefixed 'An error occurred:'", async () => {
    renderFrame('/');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Photo upload broke'), message: 'Photo upload broke' }),
    );
    expect(await screen.findByText('An error occurred: Photo upload broke')).toBeInTheDocument();
  });

  it('shows an unhandled promise rejection the same way', async () => {
    renderFrame('/');
    const event = Object.assign(new Event('unhandledrejection'), {
      reason: new Error('Request was cancelled'),
    });
    window.dispatchEvent(event);
    expect(await screen.findByText('An error occurred: Request was cancelled')).toBeInTheDocument();
  });

  it('logs each route change with from, to and the query string', async () => {
    const before = logQueue.entries().length;
    renderFrame('/');
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    expect(screen.getByRole('heading', { name: 'Questions and answers' })).toBeInTheDocument();
    await waitFor(() => expect(logQueue.entries().length).toBe(before + 2));
    const [first, second] = logQueue.entries().slice(before);
    expect(first).toMatchObject({ logType: 'route', from: '', to: '/', params: '' });
    expect(second).toMatchObject({ logType: 'route', from: '/', to: '/faq', params: 'from=footer' });
  });
});
