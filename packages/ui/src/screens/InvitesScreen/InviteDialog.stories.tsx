import type { InviteOptions } from '@app/contract';
import { twentyQuestions } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { InviteDialog } from './InviteDialog';
import type { InviteReplyResult } from './InvitesScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
/** The member whose profile the paying member asks from, as the server answered. */
const member = recordedAnswer('profile/invites-ask', 'getProfileView').data;

const options: InviteOptions = {
  memberId: member.id,
  questions: twentyQuestions.map((q) => ({
    id: q.id,
    text: q.text,
    state: q.id === 2 || q.id === 5 ? 'answered' : q.id === 3 ? 'invited' : 'open',
  })),
  remainingToday: 7,
};
const never = (): Promise<InviteReplyResult> => new Promise(() => {});

const meta = {
  title: 'Screens/InvitesScreen/InviteDialog',
  component: InviteDialog,
  args: {
    memberName: member.name,
    trigger: <Button variant="secondary">Ask a 20Q question</Button>,
    status: 'ready',
    options,
    onRetry: fn(),
    onSend: fn(async (): Promise<InviteReplyResult> => ({ ok: true })),
    sentHref: '/invites?box=sent',
  },
} satisfies Meta<typeof InviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Opens the dialog; its content. */
async function open(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(canvas.getByRole('button', { name: 'Ask a 20Q question' }));
  return within(await screen.findByRole('dialog'));
}

/** Opens the dialog, picks the first-date question and sends it. */
async function send(canvas: Canvas, userEvent: UserEvent) {
  const dialog = await open(canvas, userEvent);
  await userEvent.click(dialog.getByRole('radio', { name: /What does your perfect first date/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
  return dialog;
}

/** Pick an open question (answered and already asked ones are disabled) and send: the invite is confirmed. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await expect(dialog.getByRole('radio', { name: /What are you most proud of/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /What does your perfect first date/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
    await expect(args.onSend).toHaveBeenCalledWith(1);
    await expect(await dialog.findByRole('heading', { name: 'Invite sent' })).toBeVisible();
  },
};

export const DefaultMobile: Story = { ...Default, globals: mobile };

/** While the invite is on its way, the button spins (four questions, so the button shows with them at 390 px). */
export const Sending: Story = {
  args: { onSend: fn(never), options: { ...options, questions: options.questions.slice(0, 4) } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await send(canvas, userEvent);
    await expect(dialog.getByRole('button', { name: /Send invite/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sending with no question chosen: the message beside the choices. */
export const FieldError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
    await expect(dialog.getByText('Choose a question')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The server refused the question (asked meanwhile): its message beside the choices, and focus on the choice. */
export const ServerFieldError: Story = {
  args: {
    onSend: fn(async (): Promise<InviteReplyResult> => ({
      ok: false,
      fieldError: 'You already asked this question',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await send(canvas, userEvent);
    await expect(await dialog.findByText('You already asked this question')).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('radio', { name: /What does your perfect first date/ })).toHaveFocus(),
    );
  },
};

/** Sending failed: what went wrong, with focus on it; the chosen question stays chosen for another try. */
export const ServerError: Story = {
  args: {
    onSend: fn(async (): Promise<InviteReplyResult> => ({
      ok: false,
      message: 'We could not reach the server. Check your connection and try again.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await send(canvas, userEvent);
    const title = await dialog.findByRole('heading', { name: 'The invite was not sent' });
    await waitFor(() => expect(title.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(dialog.getByRole('radio', { name: /What does your perfect first date/ })).toBeChecked();
  },
};

/** At 390 px too, the failure takes the focus and the dialog does not scroll sideways. */
export const ServerErrorMobile: Story = {
  ...ServerError,
  globals: mobile,
  play: async (context) => {
    await ServerError.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The day's invites are used up: the choices and the button are disabled. */
export const CapReached: Story = {
  args: { options: { ...options, remainingToday: 0 } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await expect(dialog.getByRole('heading', { name: 'No invites left today' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send invite' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', options: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a 20Q question' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Loading the questions' })).toBeInTheDocument(),
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', options: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a 20Q question' }));
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
