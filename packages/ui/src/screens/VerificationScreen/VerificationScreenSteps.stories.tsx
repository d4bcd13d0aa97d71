import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { verificationRejections } from '@app/contract';
import type { VerificationOutcome } from './VerificationScreen';
import { IntroStep, PendingStep, RejectedStep, VerifiedStep } from './VerificationScreenSteps';

// VerificationScreen's state panels one by one (the screen's own stories show them in the flow between them).

const ok = (): Promise<VerificationOutcome> => Promise.resolve({ ok: true });
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
/** Callbacks of the panels that take more than `onStart`. */
const onSeeWhy = fn();
const onCheckAgain = fn();

const meta = {
  title: 'Screens/VerificationScreen/Steps',
  component: IntroStep,
  args: { onStart: fn(ok) },
} satisfies Meta<typeof IntroStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How verification works in three steps; "Get started" asks for a pose. */
export const Intro: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Show members you are really you' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Starting fails: the reason shows under the button, which can be pressed again. */
export const IntroStartFailed: Story = {
  args: {
    onStart: fn(() =>
      Promise.resolve<VerificationOutcome>({
        ok: false,
        error: 'Verification is busy. Try again in a minute.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification is busy.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get started' })).toBeEnabled());
  },
};

/** The last selfie was rejected: why, "Try again" and "See why" (which opens the screen's modal). */
export const Rejected: Story = {
  render: (args) => (
    <RejectedStep reason={verificationRejections.unclear_selfie} onStart={args.onStart} onSeeWhy={onSeeWhy} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('region', { name: verificationRejections.unclear_selfie.title }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See why' }));
    await expect(onSeeWhy).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};
/** With the reviewer: when it was sent, and "Check again". */
export const Pending: Story = {
  render: () => (
    <PendingStep
      state={{
        status: 'pending',
        pose: null,
        rejection: null,
        submittedAt: '2026-11-24T12:00:00.000Z',
        showVerifiedNotice: false,
      }}
      onCheckAgain={onCheckAgain}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Sent Nov 24, 2026, 12:00 PM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(onCheckAgain).toHaveBeenCalled();
  },
};
/** Verified, with the one-time notice above the panel. */
export const Verified: Story = {
  render: () => (
    <VerifiedStep
      showVerifiedNotice
      onDismissNotice={fn()}
      links={{ photos: '/profile/photos', profile: '/profile/view' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your profile is verified' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your profile as members see it' })).toHaveAttribute(
      'href',
      '/profile/view',
    );
  },
};

/** 390 px: the intro's steps and button with no sideways scroll. */
export const IntroMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
