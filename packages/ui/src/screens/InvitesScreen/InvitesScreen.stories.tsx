import { twentyQAnswerRules } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InvitesScreen } from './InvitesScreen';
import type { InviteReplyResult } from './InvitesScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** The paying member's invites received, as the server answered: one to reply to, one they replied to. */
const received = recordedAnswer('discovery/invites-received', 'getInvites').data.items;
const open = received.find((invite) => invite.reply === null)!;
const replied = received.find((invite) => invite.reply !== null)!;
/** The invites they sent: one replied to, one waiting. */
const sent = recordedAnswer('profile/invites', 'getInvites', { step: 0, nth: 1 }).data.items;
const answered = sent.find((invite) => invite.reply !== null)!;
const waiting = sent.find((invite) => invite.reply === null)!;

const links = {
  tabs: { received: '/invites', sent: '/invites?box=sent' },
  profile: (memberId: number) => `/profile/view/${memberId}`,
  interests: '/interests',
};

const meta = {
  title: 'Screens/InvitesScreen',
  component: InvitesScreen,
  args: {
    status: 'ready',
    box: 'received',
    invites: received,
    page: 1,
    hasNext: false,
    onPageChange: fn(),
    onRetry: fn(),
    links,
    answerRules: twentyQAnswerRules,
    onReply: fn(async (): Promise<InviteReplyResult> => ({ ok: true })),
  },
} satisfies Meta<typeof InvitesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Received: answer an open invite (here, also on the profile); a replied one shows the reply. */
export const Received: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: `Reply to ${open.member.name}` }));
    await userEvent.type(form.getByLabelText(/^Your answer/), 'Tacos and a sunset walk');
    await userEvent.click(form.getByLabelText(/Also show on my profile/));
    await userEvent.click(form.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(open, {
      answer: 'Tacos and a sunset walk',
      showOnProfile: true,
    });
    await expect(canvas.getByText(replied.reply!)).toBeVisible();
  },
};

/** An empty answer is refused beside the field, before any call. */
export const ReplyFieldError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByLabelText(/^Your answer/)).toHaveAccessibleDescription(/Write an answer/);
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** The server refused the reply: the message shows and what was typed stays. */
export const ReplyServerError: Story = {
  args: {
    onReply: fn(async () => ({
      ok: false as const,
      message: 'Something went wrong on our side. Try again.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Your answer/), 'Kept after the failure');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('heading', { name: 'Your reply was not sent' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Your answer/)).toHaveValue('Kept after the failure');
  },
};

/** Sent: the replies, and the invites still waiting. */
export const Sent: Story = {
  args: { box: 'sent', invites: sent },
  play: async ({ canvas }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Invites' }));
    await expect(tabs.getByRole('link', { current: 'page' })).toHaveTextContent('Sent');
    await expect(canvas.getByText(`${answered.member.name}'s reply`, { exact: false })).toBeVisible();
    await expect(canvas.getByText(`Waiting for ${waiting.member.name}'s reply.`)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', invites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading invites' })).toBeInTheDocument();
  },
};

export const EmptyReceived: Story = {
  args: { invites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No invites yet' })).toBeVisible();
  },
};

export const EmptySent: Story = {
  args: { box: 'sent', invites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You have not asked anyone yet' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', invites: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ReceivedMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
