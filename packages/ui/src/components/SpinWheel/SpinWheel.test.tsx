import { wheelSegments } from '@app/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpinWheel } from './SpinWheel';
import { landingRotation, segmentCenter } from './spinGeometry';

const disc = () => screen.getByTestId('spin-wheel-disc');
const live = () => screen.getByRole('status');
const angleOf = (transform: string) => Number(/rotate\((-?[\d.]+)deg\)/.exec(transform)?.[1]);
/** Where the segment under the top pointer is, for a wheel turned by `rotation` degrees. */
const segmentUnderPointer = (rotation: number) => {
  const atTop = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(atTop / (360 / wheelSegments.length));
};

describe('landingRotation', () => {
  it('stops every segment under the pointer, turning forward by at least the whole turns asked', () => {
    for (let index = 0; index < wheelSegments.length; index += 1) {
      for (const from of [0, 17, 359, 1234.5]) {
        const to = landingRotation(from, index, 3);
        expect(segmentUnderPointer(to)).toBe(index);
        expect(to - from).toBeGreaterThanOrEqual(3 * 360);
        expect(to - from).toBeLessThan(4 * 360 + 1);
        // The segment's middle, not its edge.
        expect((((segmentCenter(index) + to) % 360) + 360) % 360).toBeCloseTo(0);
      }
    }
  });
});

describe('SpinWheel', () => {
  it('is a real button: Enter and Space spin; it does nothing while spinning or disabled, and keeps focus', async () => {
    const user = userEvent.setup();
    const onSpin = vi.fn();
    const { rerender } = render(<SpinWheel state="idle" onSpin={onSpin} />);
    const button = screen.getByRole('button', { name: 'Spin' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSpin).toHaveBeenCalledTimes(2);

    rerender(<SpinWheel state="spinning" onSpin={onSpin} />);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onSpin).toHaveBeenCalledTimes(2);
    expect(live()).toHaveTextContent('Spinning the wheel…');

    rerender(<SpinWheel state="idle" onSpin={onSpin} disabled />);
    await user.click(button);
    expect(onSpin).toHaveBeenCalledTimes(2);
  });
});

describe('SpinWheel turning', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('turns to the server’s segment, then announces it politely and calls onSettled once', () => {
    const onSettled = vi.fn();
    const { rerender } = render(<SpinWheel state="idle" onSpin={() => {}} reducedMotion={false} />);
    rerender(<SpinWheel state="spinning" onSpin={() => {}} onSettled={onSettled} reducedMotion={false} />);
    // A steady turn while waiting: the style aims far ahead, with a long linear transition.
    expect(disc().style.transitionTimingFunction).toBe('linear');
    expect(angleOf(disc().style.transform)).toBeGreaterThan(3600);

    act(() => vi.advanceTimersByTime(450));
    rerender(
      <SpinWheel
        state="result"
        targetSegments={[3]}
        onSpin={() => {}}
        onSettled={onSettled}
        announcement="You won an extra spin"
        reducedMotion={false}
      />,
    );
    const final = angleOf(disc().style.transform);
    // Forward from where the steady turn had got to (half a turn), whole turns plus the segment's angle.
    expect(final).toBeGreaterThan(180 + 3 * 360);
    expect(segmentUnderPointer(final)).toBe(3);
    expect(live()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');

    // The transition ends (transitionend on the disc).
    act(() => {
      const end = new Event('transitionend', { bubbles: true });
      Object.assign(end, { propertyName: 'transform' });
      disc().dispatchEvent(end);
    });
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(live()).toHaveTextContent('You won an extra spin');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-disabled');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('settles even when transitionend never comes, and a double spin stops on both segments', () => {
    const onSettled = vi.fn();
    const { rerender } = render(<SpinWheel state="spinning" onSpin={() => {}} reducedMotion={false} />);
    rerender(
      <SpinWheel
        state="result"
        targetSegments={[1, 5]}
        onSpin={() => {}}
        onSettled={onSettled}
        reducedMotion={false}
      />,
    );
    const first = angleOf(disc().style.transform);
    expect(segmentUnderPointer(first)).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    const second = angleOf(disc().style.transform);
    expect(second).toBeGreaterThan(first);
    expect(segmentUnderPointer(second)).toBe(5);
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5000));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(live()).toHaveTextContent(
      'You got two new matches. You won a 15-minute boost: you are a top profile in your area',
    );
    const won = screen
      .getAllByTestId('spin-wheel-segment')
      .filter((segment) => segment.hasAttribute('data-won'))
      .map((segment) => segment.getAttribute('data-kind'));
    expect(won).toEqual(['double-match', 'boost']);
  });

  it('under reduced motion, nothing turns: the result shows at once', () => {
    const onSettled = vi.fn();
    const { rerender } = render(<SpinWheel state="idle" onSpin={() => {}} reducedMotion />);
    rerender(<SpinWheel state="spinning" onSpin={() => {}} reducedMotion />);
    expect(angleOf(disc().style.transform)).toBe(0);
    rerender(
      <SpinWheel state="result" targetSegments={[0]} onSpin={() => {}} onSettled={onSettled} reducedMotion />,
    );
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(disc().style.transitionDuration).toBe('0ms');
    expect(segmentUnderPointer(angleOf(disc().style.transform))).toBe(0);
    expect(live()).toHaveTextContent('You got a new match');
  });

  it('the same segment twice in a row turns again (each spin is a new run)', () => {
    const onSettled = vi.fn();
    const props = { onSpin: () => {}, onSettled, reducedMotion: false } as const;
    const { rerender } = render(<SpinWheel state="result" targetSegments={[2]} {...props} />);
    // Opened with a result: it rests there, settled, without calling back.
    expect(onSettled).not.toHaveBeenCalled();
    const resting = angleOf(disc().style.transform);
    expect(segmentUnderPointer(resting)).toBe(2);
    rerender(<SpinWheel state="spinning" targetSegments={[2]} {...props} />);
    rerender(<SpinWheel state="result" targetSegments={[2]} {...props} />);
    expect(angleOf(disc().style.transform)).toBeGreaterThanOrEqual(resting + 3 * 360);
    act(() => vi.advanceTimersByTime(5000));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
