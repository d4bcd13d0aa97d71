import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DEFAULT_TOAST_DURATION, ToastProvider, useToast } from './ToastProvider';
import type { ToastOptions } from './ToastProvider';

function Sender({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Send</Button>;
}

function renderWithToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Sender options={options} />
    </ToastProvider>,
  );
  // fireEvent, not userEvent: userEvent's internal delays would wait on the fake clock.
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  return { send };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a success toast in the polite status region', () => {
    render(
      <ToastProvider>
        <Sender options={{ title: 'Message sent', tone: 'success' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(screen.getByRole('status')).getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('Message sent');
  });

  it('puts danger toasts in the alert region', () => {
    const { send } = renderWithToast({ title: 'Could not send', tone: 'danger' });
    send();
    expect(within(screen.getByRole('alert')).getByText('Could not send')).toBeInTheDocument();
  });

  it('dismisses itself after the default duration', () => {
    const { send } = renderWithToast({ title: 'Profile saved' });
    send();
    advance(DEFAULT_TOAST_DURATION - 100);
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('keeps the toast while hovered and resumes with the time left', () => {
    const { send } = renderWithToast({ title: 'Profile saved', duration: 4000 });
    send();
    advance(3000);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications' }));
    advance(10_000);
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Notifications' }));
    advance(900);
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('keeps the toast while focus is inside it', () => {
    const { send } = renderWithToast({ title: 'Like sent', action: { label: 'Undo', onClick: () => {} } });
    send();
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    advance(DEFAULT_TOAST_DURATION * 3);
    expect(screen.getByText('Like sent')).toBeInTheDocument();
  });

  it('resumes the other timers after the focused toast is dismissed', () => {
    render(
      <ToastProvider>
        <Sender options={{ title: 'Saved' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first?.focus());
    fireEvent.click(first!);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    advance(DEFAULT_TOAST_DURATION);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes from the dismiss button', () => {
    const { send } = renderWithToast({ title: 'Profile saved' });
    send();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('runs the action and closes', () => {
    const onUndo = vi.fn();
    const { send } = renderWithToast({ title: 'Like sent', action: { label: 'Undo', onClick: onUndo } });
    send();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Like sent')).not.toBeInTheDocument();
  });

  it('shows at most three toasts, dropping the oldest', () => {
    render(
      <ToastProvider>
        <Sender options={{ title: 'Saved' }} />
      </ToastProvider>,
    );
    for (let count = 0; count < 4; count += 1) fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Saved')).toHaveLength(3);
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Sender options={{ title: 'x' }} />)).toThrow('inside <ToastProvider>');
  });
});
