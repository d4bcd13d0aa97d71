import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoostCountdown, formatTimeLeft, spokenTimeLeft } from './BoostCountdown';

const start = new Date('2026-11-20T12:00:00Z');

describe('BoostCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('formats the time left, and says whole minutes only', () => {
    expect(formatTimeLeft(18 * 60_000 + 30_000)).toBe('18:30');
    expect(formatTimeLeft(3_909_000)).toBe('1:05:09');
    expect(formatTimeLeft(-1)).toBe('00:00');
    expect(spokenTimeLeft(18 * 60_000 + 30_000)).toBe('About 19 minutes left');
    expect(spokenTimeLeft(42_000)).toBe('Less than a minute left');
    expect(spokenTimeLeft(0)).toBe('Your boost has ended');
  });

  it('ticks each second, announces politely once a minute, and calls onEnd once when the time runs out', () => {
    const onEnd = vi.fn();
    const endsAt = new Date(start.getTime() + 61_000).toISOString();
    const { rerender } = render(<BoostCountdown endsAt={endsAt} onEnd={onEnd} />);
    expect(screen.getByText('01:01')).toBeInTheDocument();
    const spoken = screen.getByText('Your boost ends in: About 2 minutes left');
    expect(spoken).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('01:00')).toBeInTheDocument();
    expect(spoken).toHaveTextContent('Your boost ends in: Less than a minute left');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByText('Your boost has ended').length).toBeGreaterThan(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<BoostCountdown endsAt={endsAt} onEnd={() => onEnd()} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('an ended boost shown from the start does not call onEnd', () => {
    const onEnd = vi.fn();
    render(<BoostCountdown endsAt={new Date(start.getTime() - 1000).toISOString()} onEnd={onEnd} />);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
