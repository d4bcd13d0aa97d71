import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sandboxReviewRules, verificationRejections } from '@app/contract';
import { failing, loadingForever, photoFile, recorded, recordedAnswer } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Profile/Verification',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/settings/verification-settings',
    msw: recorded('profile/verification-none'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pose the server asked for when the member got started. */
const pose = recordedAnswer('profile/verification-none', 'startVerification').data.pose!;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** A clear selfie (its shorter side over the sandbox reviewer's minimum): the sandbox verifies it. */
const clearSelfie = () =>
  photoFile('png', { width: sandboxReviewRules.minSelfieSide + 160, height: 800, name: 'selfie.png' });

/** Never verified: how it works; "Get started" shows the pose to copy. */
export const None: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Not verified', undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(await canvas.findByRole('heading', { name: 'Copy this pose' }, slow)).toBeVisible();
    await expect(canvas.getByText(pose.instruction)).toBeVisible();
  },
};

/** An attempt waiting for its selfie: the pose, drawn and in words. */
export const PoseShown: Story = {
  parameters: { msw: recorded('profile/verification-started') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Copy this pose' }, slow)).toBeVisible();
    await expect(canvas.getByLabelText('Take a selfie')).toHaveAttribute('capture', 'user');
  },
};

/** The selfie chosen and sent: the sandbox verifies it, the badge and the notice show. */
export const SelfieSentAndVerified: Story = {
  parameters: { msw: recorded('profile/verification-started') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByLabelText('Take a selfie', undefined, slow), clearSelfie());
    await expect(await canvas.findByRole('img', { name: 'Your selfie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send selfie' }));
    await expect(await canvas.findByRole('region', { name: 'Your profile is verified' }, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  },
};

/** A real provider decides later: pending. */
export const Pending: Story = {
  parameters: { msw: recorded('profile/verification-pending') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We are checking your selfie' }, slow),
    ).toBeVisible();
  },
};

/** Rejected (no match): the modal says why; "Try again" brings a new pose; a clear selfie then verifies. */
export const RejectedThenRetryThenVerified: Story = {
  parameters: { msw: recorded('profile/verification-rejected-no-match') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const reason = verificationRejections.no_match;
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title }, slow);
    await expect(dialog).toHaveAccessibleDescription(reason.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull(), slow);
    await userEvent.upload(await canvas.findByLabelText('Take a selfie', undefined, slow), clearSelfie());
    await userEvent.click(await canvas.findByRole('button', { name: 'Send selfie' }));
    await expect(await canvas.findByRole('region', { name: 'Your profile is verified' }, slow)).toBeVisible();
  },
};

export const RejectedUnclearSelfie: Story = {
  parameters: { msw: recorded('profile/verification-rejected-unclear-selfie') },
  play: async ({ canvasElement }) => {
    const reason = verificationRejections.unclear_selfie;
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title }, slow);
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RejectedNoPhoto: Story = {
  parameters: { msw: recorded('profile/verification-rejected-no-photo') },
  play: async ({ canvasElement }) => {
    const reason = verificationRejections.no_photo;
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: reason.title }, slow);
    await expect(within(dialog).getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      '/profile/photos',
    );
  },
};

/** Verified a moment ago: the notice shows here once (dismissed, and the server told it was seen). */
export const VerifiedNoticeOnce: Story = {
  parameters: { msw: recorded('profile/verification-notice-unseen') },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('region', { name: 'Your profile is verified' }, slow);
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('region', { name: 'Your profile is verified' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'You are verified' })).toBeVisible();
  },
};

/** Verified, the notice seen before: the badge only. */
export const Verified: Story = {
  parameters: { msw: recorded('profile/verification-verified') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are verified' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your profile is verified' })).toBeNull();
  },
};

/** Home, right after verifying elsewhere: the notice waits there, once. */
export const HomeShowsTheNotice: Story = {
  parameters: { route: '/home', msw: recorded('profile/verification-notice-unseen') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Your profile is verified' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: recorded('profile/verification-none', loadingForever('getVerification')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your verification', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: recorded('profile/verification-none', failing('getVerification')),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load your verification" }, slow),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { msw: recorded('profile/verification-rejected-no-match') },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('alertdialog', undefined, slow)).toBeVisible();
  },
};
