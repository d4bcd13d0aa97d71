import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@app/contract';
import { MessageBubble } from './MessageBubble';

const now = new Date('2026-11-20T12:00:00.000Z');
const props = { senderName: 'Ana', now, timeZone: 'UTC' };
const fixtureOwnMessage = (body: string, state: Message['state'], id = 'local-1'): Message => ({
  id,
  threadId: 't1',
  clientId: null,
  fromMe: true,
  kind: 'text',
  body,
  sentAt: now.toISOString(),
  state,
});

describe('MessageBubble', () => {
  it('shows markup as literal text and keeps line breaks', () => {
    const body = '<script>alert(1)</script>\n<img src=x onerror=alert(2)>';
    render(<MessageBubble {...props} message={{ ...fixtureOwnMessage(body, 'sent'), fromMe: false }} />);
    // Parsed as HTML, the text would lose its tags and an <img> would appear.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText((_, node) => node?.textContent === `Ana: ${body}`)).toBeInTheDocument();
  });

  it('offers Retry on a failed own message and passes its id', async () => {
    const onRetry = vi.fn();
    render(
      <MessageBubble
        {...props}
        message={fixtureOwnMessage('Hello?', 'failed', 'local-7')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('local-7');
  });

  it('hides the delivery state when asked, but never hides a failure', () => {
    const { rerender } = render(
      <MessageBubble {...props} showState={false} message={fixtureOwnMessage('Hi', 'delivered')} />,
    );
    expect(screen.queryByText('Delivered')).toBeNull();
    rerender(<MessageBubble {...props} showState={false} message={fixtureOwnMessage('Hi', 'failed')} />);
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });
});
