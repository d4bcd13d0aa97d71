import type { MemberSummary, SpinResult, SpinState } from '@app/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpinScreen } from './SpinScreen';
import type { SpinAttempt, SpinScreenProps } from './SpinScreen';
import { describeSpinsLeft, formatTimeUntil, spinAnnouncement } from './spinScreenText';

const member = (id: number, name: string, age: number): MemberSummary => ({
  id,
  name,
  age,
  gender: 'woman',
  city: 'Boston',
  photoUrl: null,
  verified: false,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T12:00:00.000Z',
  likedByMe: false,
  likesMe: false,
});
const jordan = member(21, 'Jordan', 34);
const alex = member(23, 'Alex', 31);

const NOW = new Date('2026-11-20T23:48:00Z');
const state: SpinState = {
  dailyAllowance: 3,
  dailyLeft: 2,
  extraLeft: 1,
  doubleLeft: 1,
  resetsAt: '2026-11-21T05:00:00.000Z',
  matches: [{ member: alex, status: 'new', revealedAt: '2026-11-20T22:00:00.000Z' }],
  poolLeft: 8,
};
const matchResult: SpinResult = {
  id: 7,
  spent: 'daily',
  double: false,
  outcomes: [{ kind: 'match', segment: 4, matches: [jordan] }],
  at: NOW.toISOString(),
};

function setup(overrides: Partial<Extract<SpinScreenProps, { status: 'ready' }>> = {}) {
  const props = {
    status: 'ready' as const,
    state,
    onSpin: vi.fn(),
    onLike: vi.fn(),
    onSkip: vi.fn(),
    onReset: vi.fn(),
    profileHref: (id: number) => `/profile/view/${id}`,
    messageHref: (id: number) => `/mail/compose/${id}`,
    extraSpins: { href: '/subscription?plan=extra-spins-3', price: '$2.99', count: 3 },
    now: () => NOW,
    reducedMotion: true,
    ...overrides,
  };
  const view = render(<SpinScreen {...props} />);
  const rerender = (next: Partial<typeof props> & { spin?: SpinAttempt }) =>
    view.rerender(<SpinScreen {...props} {...next} />);
  return { props, rerender };
}

describe('spin copy', () => {
  it('says the spins left in plain words', () => {
    expect(describeSpinsLeft(state)).toBe('You have 2 of 3 daily spins left today, and 1 extra spin.');
    expect(describeSpinsLeft({ ...state, dailyAllowance: 1, dailyLeft: 1, extraLeft: 0 })).toBe(
      'You have 1 of 1 daily spin left today.',
    );
    expect(describeSpinsLeft({ ...state, dailyLeft: 0, extraLeft: 2 })).toBe(
      'You have used all 3 daily spins today, but you have 2 extra spins left.',
    );
    expect(describeSpinsLeft({ ...state, dailyAllowance: 1, dailyLeft: 0, extraLeft: 0 })).toBe(
      'You have used your daily spin today.',
    );
  });

  it('counts down in hours and whole minutes', () => {
    expect(formatTimeUntil((5 * 60 + 12) * 60_000)).toBe('5 h 12 min');
    expect(formatTimeUntil((5 * 60 + 11) * 60_000 + 1)).toBe('5 h 12 min');
    expect(formatTimeUntil(2 * 3_600_000)).toBe('2 h');
    expect(formatTimeUntil(12 * 60_000)).toBe('12 min');
    expect(formatTimeUntil(30_000)).toBe('less than a minute');
  });

  it('announces who was revealed', () => {
    expect(spinAnnouncement(matchResult)).toBe('You got a new match: Jordan, 34');
    expect(
      spinAnnouncement({
        ...matchResult,
        double: true,
        outcomes: [
          { kind: 'double-match', segment: 1, matches: [jordan, alex] },
          { kind: 'no-match', segment: 6, matches: [] },
        ],
      }),
    ).toBe(
      'Double spin. You got two new matches: Jordan, 34 and Alex, 31. No new matches left today. Your spin was given back.',
    );
  });
});

describe('SpinScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('spins, shows the result once the wheel stops, and offers like, skip and message', async () => {
    const user = userEvent.setup();
    const { props, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(props.onSpin).toHaveBeenCalledWith({ double: false });
    // Spinning at once, before the caller answers.
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');

    rerender({ spin: { status: 'spinning', double: false } });
    const after: SpinState = {
      ...state,
      dailyLeft: 1,
      matches: [{ member: jordan, status: 'new', revealedAt: NOW.toISOString() }, ...state.matches],
    };
    rerender({ spin: { status: 'result', result: matchResult }, state: after });
    expect(screen.getByText('You got a new match: Jordan, 34')).toHaveAttribute('aria-live', 'polite');
    const panel = within(screen.getByRole('region', { name: 'Your spin' }));
    await user.click(panel.getByRole('button', { name: 'Like Jordan' }));
    expect(props.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: jordan.id }), true);
    await user.click(panel.getByRole('button', { name: 'Skip Jordan' }));
    expect(props.onSkip).toHaveBeenCalledWith(expect.objectContaining({ id: jordan.id }));
    expect(panel.getByRole('link', { name: 'Message Jordan' })).toHaveAttribute('href', '/mail/compose/21');
    // Jordan is in the result panel, not listed twice.
    const list = within(screen.getByRole('region', { name: "Today's matches" }));
    expect(list.queryByText('Jordan')).toBeNull();
    expect(list.getByRole('link', { name: 'Alex' })).toBeInTheDocument();
    expect(screen.getByText('You have 1 of 3 daily spins left today, and 1 extra spin.')).toBeInTheDocument();
  });

  it('reaches the double-spin switch before the Spin button with Tab', async () => {
    const user = userEvent.setup();
    setup();
    const double = screen.getByRole('switch', { name: /Double spin/ });
    const spin = screen.getByRole('button', { name: 'Spin' });
    double.focus();
    await user.tab();
    expect(spin).toHaveFocus();
  });

  it('a double spin asks for two results; a failed spin keeps the state and can be tried again', async () => {
    const user = userEvent.setup();
    const { props, rerender } = setup();
    await user.click(screen.getByRole('switch', { name: /Double spin/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(props.onSpin).toHaveBeenLastCalledWith({ double: true });
    rerender({ spin: { status: 'spinning', double: true } });
    rerender({
      spin: { status: 'error', message: 'Something went wrong on our side. Try again.', double: true },
    });
    expect(screen.getByText('Something went wrong on our side. Try again.')).toBeInTheDocument();
    expect(screen.getByText('You have 2 of 3 daily spins left today, and 1 extra spin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onSpin).toHaveBeenCalledTimes(2);
    expect(props.onSpin).toHaveBeenLastCalledWith({ double: true });
  });

  it('with no spins left: the countdown updates each minute, the offer shows, and the reset is reported once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T04:58:00Z'));
    const { props } = setup({
      state: { ...state, dailyLeft: 0, extraLeft: 0, doubleLeft: 0 },
      now: () => new Date(),
    });
    expect(screen.getByRole('heading', { name: 'No spins left today' })).toBeInTheDocument();
    expect(screen.getByText(/Your spins come back in/)).toHaveTextContent('Your spins come back in 2 min');
    expect(screen.getByRole('link', { name: 'Get 3 spins for $2.99' })).toHaveAttribute(
      'href',
      '/subscription?plan=extra-spins-3',
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/Your spins come back in/)).toHaveTextContent('Your spins come back in 1 min');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Your daily spins are back.')).toBeInTheDocument();
    expect(props.onReset).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(props.onReset).toHaveBeenCalledTimes(1);
  });

  it('loading and a failed load with retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SpinScreen status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your spins');
    rerender(<SpinScreen status="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onRetry).toHaveBeenCalled();
  });
});
