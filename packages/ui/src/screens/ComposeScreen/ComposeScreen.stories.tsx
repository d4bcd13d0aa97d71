import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { messageBodyRules } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import { ComposeScreen } from './ComposeScreen';
import type { ComposeScreenProps } from './ComposeScreen';

type Ready = Extract<ComposeScreenProps, { status: 'ready' }>;

// The member the paying member writes to in the recorded compose, and the flirts the server offers.
const member = recordedAnswer('messaging/compose', 'getProfileView').data;
const flirts = recordedAnswer('messaging/compose', 'getFlirts').data.items;

const meta = {
  title: 'Screens/ComposeScreen',
  component: ComposeScreen,
  args: {
    status: 'ready',
    backHref: `/profile/view/${member.id}`,
    backLabel: `Back to ${member.name}’s profile`,
    member,
    profileHref: `/profile/view/${member.id}`,
    bodyRules: messageBodyRules,
    onSend: fn(() => Promise.resolve()),
    onPaywalledSend: fn(),
    flirts: { flirts, onSend: fn() },
  },
} satisfies Meta<typeof ComposeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type, send: onSend gets the trimmed text, and the box clears once it is sent. */
export const PayingMember: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: `Message to ${member.name}` });
    await userEvent.type(box, `  Hi ${member.name}! Fancy a coffee this week?  `);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect((args as Ready).onSend).toHaveBeenCalledWith(`Hi ${member.name}! Fancy a coffee this week?`);
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** While the message is on its way the text stays, read-only, and Send waits. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Hello!{Enter}');
    await expect(box).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The send fails: the text is kept with an error, ready to try again. */
export const FailedSend: Story = {
  args: { onSend: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Hello from the train!{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent("wasn't sent"));
    await expect(box).toHaveValue('Hello from the train!');
  },
};

/** A free member: writing leads to the paywall; a flirt can still be sent. */
export const FreeMemberPaywall: Story = {
  args: { sendAccess: 'paywall' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Write to ${member.name}` }));
    await expect((args as Ready).onPaywalledSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: flirts[0]!.text }));
    await expect((args as Ready).flirts!.onSend).toHaveBeenCalledWith(flirts[0]!.id);
  },
};

export const FlirtSent: Story = {
  args: { sendAccess: 'paywall', flirts: { flirts, onSend: fn(), sentId: 'coffee' } },
};

/** The viewer blocked this member: a notice replaces the composer and the flirts. */
export const BlockedMember: Story = {
  args: { sendAccess: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: flirts[0]!.text })).toBeNull();
    await expect(canvas.getByRole('heading', { name: `You blocked ${member.name}` })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as Extract<ComposeScreenProps, { status: 'error' }>).onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
