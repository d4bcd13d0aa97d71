import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DataExportPanel } from './DataExportPanel';

const downloadHref = '/api/user/settings/data-export/download';

const meta = {
  title: 'Components/DataExportPanel',
  component: DataExportPanel,
  args: {
    status: { state: 'none' },
    downloadHref,
    onRequest: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DataExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Never asked: what the copy holds, and the button that asks for it. */
export const None: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    await expect(canvas.getByText(/profile, messages, likes, payments, sessions and photos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Download my data/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Asked: the file is being prepared (a mail follows); the button waits. */
export const Preparing: Story = {
  args: { status: { state: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("We're preparing your file; we'll email you when it's ready."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  },
};

/** Ready: the download link (a plain link to the zip) until when, and when another copy may be asked. */
export const Ready: Story = {
  args: {
    status: { state: 'ready', size: '12.4 MB', availableUntil: 'Dec 14, 2026', nextRequest: 'Dec 8, 2026' },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download (12.4 MB)' });
    await expect(link).toHaveAttribute('href', downloadHref);
    await expect(link).toHaveAccessibleDescription('Available until Dec 14, 2026');
    await expect(canvas.getByText('You can ask for a new copy from Dec 8, 2026.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Ready, and a day has passed since it was asked: a new copy may be asked too. */
export const ReadyCanAskAgain: Story = {
  args: { status: { state: 'ready', size: '812 KB', availableUntil: 'Dec 14, 2026' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Download (812 KB)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a new copy' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { status: { state: 'expired', expiredOn: 'Dec 1, 2026' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your last copy expired on Dec 1, 2026/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ask for a new copy' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { status: { state: 'failed' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not prepare your last copy. Ask again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask again' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the request (asked within the day, perhaps in another tab): its message, as sent. */
export const RequestRefused: Story = {
  args: {
    status: { state: 'none' },
    requestError: 'You can ask for a copy of your data once a day. Try again in 20 hours.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your copy was not started' })).toHaveTextContent(
      'Try again in 20 hours.',
    );
  },
};

/** The request did not reach the server: the message, and the button to try again. */
export const RequestNetworkError: Story = {
  args: { requestError: 'Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Your copy was not started' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Checking your copy')).toBeVisible();
  },
};

/** The status could not be read: a retry. */
export const LoadError: Story = {
  args: { status: { state: 'error' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't check your copy.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Opened from the mail's link: the heading has the focus. */
export const FocusedFromMail: Story = {
  args: { focused: true, status: { state: 'ready', size: '12.4 MB', availableUntil: 'Dec 14, 2026' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Your data' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const Mobile: Story = {
  args: Ready.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
