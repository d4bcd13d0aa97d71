import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { selfieUpload, verificationPoses } from '@app/contract';
import type { VerificationOutcome } from './VerificationScreen';
import { CaptureStep } from './VerificationScreenCapture';

// VerificationScreen's capture steps alone: the pose to copy, then the chosen selfie checked and previewed (the
// screen's stories send it, fail and retry).

const [thumbsUp] = verificationPoses;
/** A selfie drawn here, so the preview's screenshot is the same on every machine. */
const selfieSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="#e7e5e4"/><circle cx="150" cy="170" r="80" fill="#f5d0c5"/></svg>`;
const selfieFile = () => new File([selfieSvg], 'selfie.svg', { type: 'image/svg+xml' });

const meta = {
  title: 'Screens/VerificationScreen/Capture',
  component: CaptureStep,
  args: {
    pose: { ...thumbsUp },
    selfieRules: selfieUpload,
    onSubmitSelfie: fn((): Promise<VerificationOutcome> => Promise.resolve({ ok: true })),
  },
} satisfies Meta<typeof CaptureStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pose, drawn and in words, and the front camera's file input. */
export const Pose: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(thumbsUp.instruction)).toBeVisible();
    await expect(canvas.getByLabelText('Take a selfie')).toHaveAttribute('capture', 'user');
  },
};

/** A selfie chosen: its preview and "Send selfie", which hands the file to the screen. */
export const SelfieChosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(canvas.getByLabelText('Take a selfie'), selfieFile());
    await expect(await canvas.findByRole('img', { name: 'Your selfie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send selfie' }));
    await expect(args.onSubmitSelfie).toHaveBeenCalledWith(expect.any(File));
  },
};
