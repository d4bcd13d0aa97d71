import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is announced as an alert with its message', () => {
    render(<ErrorState message="We couldn't load your messages." />);
    expect(
      within(screen.getByRole('alert')).getByText("We couldn't load your messages."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the button busy until the retry settles, ignoring extra clicks', async () => {
    let settle = () => {};
    const onRetry = vi.fn(
      () => new Promise<void>((_, reject) => (settle = () => reject(new Error('still down')))),
    );
    render(<ErrorState message="Failed" onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    settle();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('keeps technical details behind a disclosure', async () => {
    render(<ErrorState message="Failed" details="HTTP 503 · request 7f3a" />);
    const summary = screen.getByText('Technical details');
    expect(screen.getByText('HTTP 503 · request 7f3a')).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByText('HTTP 503 · request 7f3a')).toBeVisible();
  });
});
