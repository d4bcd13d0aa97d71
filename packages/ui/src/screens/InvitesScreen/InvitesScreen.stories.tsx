import type { Invite } from '@app/contract';
import { twentyQAnswerRules, twentyQuestions } from '@app/contract';
import { discoveryFixtures } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InvitesScreen } from './InvitesScreen';
import type { InviteReplyResult } from './InvitesScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const members = discoveryFixtures.interestedInMePage().items;
const question = (id: number) => ({ id, text: twentyQuestions[id - 1]!.text });

const received: Invite[] = [
  {
    id: 3,
    question: question(1),
    member: members[0]!,
    createdAt: '2026-11-19T18:00:00.000Z',
    reply: null,
    repliedAt: null,
  },
  {
    id: 2,
    question: question(6),
    member: members[1]!,
    createdAt: '2026-11-17T09:30:00.000Z',
    reply: 'Farmers market, then a long nap with the cat.',
    repliedAt: '2026-11-17T12:00:00.000Z',
  },
];
const sent: Invite[] = [
  { ...received[1]!, id: 5, member: members[2]! },
  { ...received[0]!, id: 4, member: members[3]!, question: question(11) },
];

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
    const open = within(canvas.getByRole('form', { name: `Reply to ${members[0]!.name}` }));
    await userEvent.type(open.getByLabelText(/^Your answer/), 'Tacos and a sunset walk');
    await userEvent.click(open.getByLabelText(/Also show on my profile/));
    await userEvent.click(open.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(received[0], {
      answer: 'Tacos and a sunset walk',
      showOnProfile: true,
    });
    await expect(canvas.getByText('Farmers market, then a long nap with the cat.')).toBeVisible();
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
    await expect(canvas.getByText(`${members[2]!.name}'s reply`, { exact: false })).toBeVisible();
    await expect(canvas.getByText(`Waiting for ${members[3]!.name}'s reply.`)).toBeVisible();
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
