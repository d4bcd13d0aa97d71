import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    message: "We couldn't load your messages. Check your connection and try again.",
    onRetry: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your messages.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the retry runs the button shows a spinner and ignores clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithDetails: Story = {
  args: {
    title: 'Search is unavailable',
    message: 'Our search service is not answering right now. Your filters are kept.',
    details: 'HTTP 503 Service Unavailable\nrequest id 7f3a-19c2',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(canvas.getByText(/request id 7f3a-19c2/)).toBeVisible();
  },
};

/** No retry (e.g. a permanent error): only the explanation. */
export const WithoutRetry: Story = {
  args: {
    title: 'This profile is no longer available',
    message: 'The member may have closed their account.',
    onRetry: undefined,
  },
};
