import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SpinWheel } from './SpinWheel';
import type { SpinWheelProps, SpinWheelState } from './SpinWheel';

/** How long the story's pretend server takes to answer a spin. */
const SERVER_MS = 700;
/** The landing takes a few seconds when motion is allowed; the QA run's browser asks for reduced motion. */
const settles = { timeout: 10_000 };

/**
 * The wheel as a page drives it: Spin asks the (pretend) server, the wheel turns while it answers, then stops at the
 * segments in `targetSegments`, the server's choice.
 */
function WheelWithServer(args: SpinWheelProps) {
  const [state, setState] = useState<SpinWheelState>(args.state);
  return (
    <SpinWheel
      {...args}
      state={state}
      onSpin={() => {
        args.onSpin();
        setState('spinning');
        setTimeout(() => setState('result'), SERVER_MS);
      }}
    />
  );
}

const meta = {
  title: 'Components/SpinWheel',
  component: SpinWheel,
  args: { state: 'idle', targetSegments: [0], onSpin: fn(), onSettled: fn() },
  render: (args) => <WheelWithServer {...args} />,
} satisfies Meta<typeof SpinWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

const liveRegion = (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector('[role="status"]');
  if (!region) throw new Error('the wheel has no live region');
  return region;
};

/** Ready to spin: 8 segments under the pointer, Spin in the hub. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: /^Wheel segments, clockwise from the top: Match, 2 matches/ }),
    ).toBeVisible();
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await expect(spin).not.toHaveAttribute('aria-disabled');
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(liveRegion(canvasElement)).toHaveTextContent('');
  },
};

/** Waiting for the server: the wheel turns steadily (not under reduced motion); Spin does nothing meanwhile. */
export const Spinning: Story = {
  args: { state: 'spinning' },
  render: (args) => <SpinWheel {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(liveRegion(canvasElement)).toHaveTextContent('Spinning the wheel…');
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spin);
    await expect(args.onSpin).not.toHaveBeenCalled();
  },
};

/** Spin (Enter on the focused button): the wheel stops on the server's match segment and says so. */
export const Result: Story = {
  args: { targetSegments: [4], announcement: 'You got a new match: Jordan, 34' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' });
    spin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSpin).toHaveBeenCalledTimes(1);
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match: Jordan, 34'),
      settles,
    );
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledTimes(1));
    await expect(spin).toHaveFocus();
    await expect(canvasElement.querySelector('g[data-won]')).toHaveAttribute('data-kind', 'match');
  },
};

/** A double spin: one spin, two segments (the wheel stops at the first, then turns on to the second). */
export const DoubleResult: Story = {
  args: { targetSegments: [1, 5] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(
      () =>
        expect(liveRegion(canvasElement)).toHaveTextContent(
          'You got two new matches. You won a 15-minute boost: you are a top profile in your area',
        ),
      settles,
    );
    const won = [...canvasElement.querySelectorAll('g[data-won]')].map((g) => g.getAttribute('data-kind'));
    await expect(won).toEqual(['double-match', 'boost']);
  },
};

/** The extra-spin segment (Space on the button). */
export const ExtraSpinWon: Story = {
  args: { targetSegments: [3] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Spin' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent('You won an extra spin'),
      settles,
    );
  },
};

/**
 * Reduced motion (forced by the prop here; by default the member's setting): nothing turns, the result shows at once
 * and the wheel rests with the chosen segment under the pointer.
 */
export const ReducedMotion: Story = {
  args: { targetSegments: [5], reducedMotion: true },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'You won a 15-minute boost: you are a top profile in your area',
      ),
    );
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledTimes(1));
    const disc = canvas.getByTestId('spin-wheel-disc');
    // Segment 5's middle is 247.5° clockwise from the top: the wheel turns 112.5° to bring it under the pointer.
    await expect(disc.style.transform).toBe('rotate(112.5deg)');
    await expect(disc.style.transitionDuration).toBe('0ms');
  },
};

/** No spin left: the button stays focusable (so focus is not lost) but does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spin);
    await expect(args.onSpin).not.toHaveBeenCalled();
  },
};

/** At 390 px the wheel scales down to the width: no sideways scroll. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { targetSegments: [2] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const disc = canvas.getByTestId('spin-wheel-disc');
    await expect(disc.getBoundingClientRect().width).toBeLessThanOrEqual(340);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent('You got a new match'), settles);
  },
};
