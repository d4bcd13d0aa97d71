// Story pieces the profile editor's screens share (stories only: never shipped).
import type { StoryContext } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

/** The screen's load failed: "Try again" asks the page to load again, once. */
export function loadFailedStory() {
  return {
    args: { status: 'error' as const, onRetry: fn() },
    play: async ({ canvas, userEvent, args }: StoryContext) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledTimes(1);
    },
  };
}

/**
 * A save that fails once and then succeeds (the retry). `beforeEach` arms the one failure, so the story plays the
 * same on every run.
 */
export function failingOnce<T>(failure: T, success: T) {
  let failuresLeft = 0;
  return {
    save: fn(async () => (failuresLeft-- > 0 ? failure : success)),
    beforeEach: () => {
      failuresLeft = 1;
    },
  };
}
