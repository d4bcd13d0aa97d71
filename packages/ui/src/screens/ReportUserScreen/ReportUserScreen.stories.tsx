import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportUserScreen } from './ReportUserScreen';

/** The member the paying member blocks and reports in the discovery scenarios. */
const sam = recordedAnswer('discovery/profile-paying', 'getProfileView').data;
/** The longest name a member may choose, without a photo. */
const longNamed = recordedAnswer('discovery/awkward-members', 'getProfileView').data;

const meta = {
  title: 'Screens/ReportUserScreen',
  component: ReportUserScreen,
  args: {
    status: 'ready',
    member: sam,
    onSubmit: fn(),
    onRetry: fn(),
    links: { cancel: `/profile/view/${sam.id}`, block: `/blocklist/add?memberId=${sam.id}` },
  },
} satisfies Meta<typeof ReportUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reason and optional details; the text is sent trimmed. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Scam or asking for money' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Tell us more (optional)' }),
      ' Asked me for money ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'scam', text: 'Asked me for money' });
  },
};

/** No reason chosen: the error sits on the question, the first choice gets focus, the text stays. */
export const MissingReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const details = canvas.getByRole('textbox', { name: 'Tell us more (optional)' });
    await userEvent.type(details, 'Rude messages every day');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const group = canvas.getByRole('radiogroup', { name: `Why are you reporting ${sam.name}?` });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose a reason/);
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await expect(details).toHaveValue('Rude messages every day');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Harassment or threats' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

/** The details box counts up to 1000 characters and stops there. */
export const TextLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const details = canvas.getByRole('textbox', { name: 'Tell us more (optional)' });
    await userEvent.click(details);
    await userEvent.paste('x'.repeat(1005));
    await expect(details).toHaveValue('x'.repeat(1000));
    await expect(canvas.getByText(/1000 \/ 1000/)).toBeVisible();
  },
};

/** Sending failed: the message shows and nothing typed is lost. */
export const SendFailed: Story = {
  args: { submitError: 'Check your connection and try again.' },
};

export const ServerFieldError: Story = {
  args: { errors: { text: 'Keep it under 1000 characters' } },
};

export const Sending: Story = { args: { submitting: true } };

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `Block ${sam.name}` })).toHaveAttribute(
      'href',
      `/blocklist/add?memberId=${sam.id}`,
    );
  },
};

export const LongName: Story = { args: { member: longNamed } };

export const Loading: Story = { args: { status: 'loading', member: undefined } };

export const Error: Story = {
  args: { status: 'error', member: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = { args: { status: 'not-found', member: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
