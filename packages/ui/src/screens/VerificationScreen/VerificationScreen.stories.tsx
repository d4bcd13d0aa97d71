import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { VerificationRejection, VerificationState } from '@app/contract';
import { selfieUpload, verificationPoses, verificationRejections } from '@app/contract';
import { bodyOf, expectNoPhotoModalLinksToPhotos } from '../../internal/verificationStories';
import { VerificationScreen } from './VerificationScreen';
import type { VerificationOutcome, VerificationScreenProps } from './VerificationScreen';

const [thumbsUp, peaceSign] = verificationPoses;
const none: VerificationState = {
  status: 'none',
  pose: null,
  rejection: null,
  submittedAt: null,
  showVerifiedNotice: false,
};
const posed: VerificationState = { ...none, pose: { ...thumbsUp } };
const sentAt = '2026-11-24T12:00:00.000Z';
const pending: VerificationState = { ...none, status: 'pending', submittedAt: sentAt };
const rejected = (rejection: VerificationRejection): VerificationState => ({
  ...none,
  status: 'rejected',
  rejection,
  submittedAt: sentAt,
});
const verified: VerificationState = {
  ...none,
  status: 'verified',
  submittedAt: sentAt,
  showVerifiedNotice: true,
};

/** A selfie for the preview: drawn here, so the screenshot is the same on every machine. */
const selfieSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="#e7e5e4"/><circle cx="150" cy="170" r="80" fill="#f5d0c5"/><circle cx="122" cy="160" r="8" fill="#292524"/><circle cx="178" cy="160" r="8" fill="#292524"/><path d="M120 205 q30 25 60 0" stroke="#292524" stroke-width="6" fill="none"/><path d="M40 400 q110 -150 220 0z" fill="#be123c"/><rect x="224" y="106" width="18" height="52" rx="9" fill="#f5d0c5" transform="rotate(-12 233 158)"/><rect x="228" y="150" width="46" height="44" rx="12" fill="#f5d0c5"/></svg>`;
const selfieFile = () => new File([selfieSvg], 'selfie.svg', { type: 'image/svg+xml' });

const ok = (): Promise<VerificationOutcome> => Promise.resolve({ ok: true });

/** The screen over a small state machine: start answers a pose, a selfie verifies, like the sandbox reviewer. */
function Flow(args: VerificationScreenProps) {
  const [state, setState] = useState(args.state);
  const [notice, setNotice] = useState(true);
  return (
    <VerificationScreen
      {...args}
      state={state}
      showVerifiedNotice={notice && state?.showVerifiedNotice}
      onDismissNotice={() => {
        args.onDismissNotice?.();
        setNotice(false);
      }}
      onStart={async () => {
        const outcome = await args.onStart();
        if (outcome.ok)
          setState((current) => ({
            ...none,
            ...current,
            pose: { ...(current?.pose ? peaceSign : thumbsUp) },
          }));
        return outcome;
      }}
      onSubmitSelfie={async (selfie) => {
        const outcome = await args.onSubmitSelfie(selfie);
        if (outcome.ok) setState({ ...verified });
        return outcome;
      }}
    />
  );
}

const meta = {
  title: 'Screens/VerificationScreen',
  component: VerificationScreen,
  args: {
    title: 'Verification',
    status: 'ready',
    state: none,
    rejections: verificationRejections,
    selfieRules: selfieUpload,
    onStart: fn(ok),
    onSubmitSelfie: fn(ok),
    onDismissNotice: fn(),
    onCheckAgain: fn(),
    onRetry: fn(),
    links: { photos: '/profile/photos', profile: '/profile/view' },
  },
  render: (args) => <Flow {...args} />,
} satisfies Meta<typeof VerificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified yet: how it works, and "Get started" asks for a pose. */
export const None: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Show members you are really you' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('heading', { name: 'Copy this pose' })).toBeVisible();
  },
};

/** The pose to copy, drawn and in words; the selfie comes from the front camera (or a chosen photo). */
export const PoseShown: Story = {
  args: { state: posed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(thumbsUp.instruction)).toBeVisible();
    const input = canvas.getByLabelText('Take a selfie');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'user');
    await expect(canvas.queryByRole('button', { name: 'Send selfie' })).toBeNull();
  },
};

/** A selfie chosen: its preview, "Send selfie", and "Take another" to replace it. */
export const SelfieChosen: Story = {
  args: { state: posed },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Take a selfie'), selfieFile());
    await expect(await canvas.findByRole('img', { name: 'Your selfie' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Check your selfie' })).toBeVisible();
    await expect(canvas.getByLabelText('Take another')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send selfie' })).toBeEnabled();
  },
};

/** Sending: the button spins and taking another is held until the server answers. */
export const Uploading: Story = {
  args: { state: posed, onSubmitSelfie: fn(() => new Promise<VerificationOutcome>(() => {})) },
  play: async (context) => {
    await SelfieChosen.play!(context);
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Send selfie' }));
    await expect(args.onSubmitSelfie).toHaveBeenCalledWith(expect.any(File));
    await expect(canvas.getByRole('button', { name: 'Send selfie' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Take another')).toBeDisabled();
  },
};

/** The send fails: the message shows and the selfie stays, ready to send again. */
export const UploadFailed: Story = {
  args: {
    state: posed,
    onSubmitSelfie: fn(() =>
      Promise.resolve<VerificationOutcome>({
        ok: false,
        error: 'The network request failed. Check your connection and try again.',
      }),
    ),
  },
  play: async (context) => {
    await SelfieChosen.play!(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Send selfie' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The network request failed.');
    await expect(canvas.getByRole('img', { name: 'Your selfie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send selfie' })).toBeEnabled();
  },
};

/** A photo over the size cap is refused before anything is sent. */
export const SelfieTooLarge: Story = {
  args: { state: posed, selfieRules: { maxBytes: 100 } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(canvas.getByLabelText('Take a selfie'), selfieFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Choose a smaller one/);
    await expect(canvas.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    await expect(args.onSubmitSelfie).not.toHaveBeenCalled();
  },
};

/** Sent, and the reviewer has not decided yet (a real provider decides later). */
export const Pending: Story = {
  args: { state: pending },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Being checked')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'We are checking your selfie' })).toBeVisible();
    await expect(canvas.getByText('Sent Nov 24, 2026, 12:00 PM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledTimes(1);
  },
};

/** Rejected: the modal opens with why, focus on "Try again"; retrying asks for a new pose. */
export const RejectedNoMatch: Story = {
  args: { state: rejected('no_match') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const reason = verificationRejections.no_match;
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title });
    await expect(dialog).toHaveAccessibleDescription(reason.message);
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.click(retry);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByText(thumbsUp.instruction)).toBeVisible();
  },
};

/** Too small or dark: closed with "Not now", the page keeps the reason and "See why" opens the modal again. */
export const RejectedUnclearSelfie: Story = {
  args: { state: rejected('unclear_selfie') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const reason = verificationRejections.unclear_selfie;
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('region', { name: reason.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See why' }));
    await expect(await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title })).toBeVisible();
  },
};

/** No approved photo to compare with: the modal leads to the photos page too. */
export const RejectedNoPhoto: Story = {
  args: { state: rejected('no_photo') },
  play: async ({ canvasElement }) => expectNoPhotoModalLinksToPhotos(canvasElement),
};

/** Verified: the badge, and the profileVerifiedSuccess notice until the member dismisses it. */
export const VerifiedWithNotice: Story = {
  args: { state: verified },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Verified', { selector: 'span' })).toBeVisible();
    const notice = canvas.getByRole('region', { name: 'Your profile is verified' });
    await expect(notice).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Your profile is verified' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  },
};

/** The whole way, from the intro to verified, as a member clicks through it. */
export const FullFlow: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await userEvent.upload(await canvas.findByLabelText('Take a selfie'), selfieFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Send selfie' }));
    await expect(await canvas.findByRole('region', { name: 'Your profile is verified' })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', state: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', state: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 390 px: the pose drawing above its instruction, and the preview, with no sideways scroll. */
export const Mobile: Story = {
  args: { state: posed },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await SelfieChosen.play!(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MobileRejected: Story = {
  args: { state: rejected('unclear_selfie') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
