import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { DisableOutcome, DisableReasonsErrors, DisableReasonsValues } from './DisableReasonsScreen';
import { DisableReasonsScreen } from './DisableReasonsScreen';

// The contract's list and limit, restated here: the ui imports no values of the contract (the site passes them).
const reasons = [
  { value: 'met-someone-here', label: 'I met someone here' },
  { value: 'met-someone-elsewhere', label: 'I met someone elsewhere' },
  { value: 'taking-a-break', label: 'I am taking a break' },
  { value: 'not-enough-matches', label: 'I do not get enough matches' },
  { value: 'privacy', label: 'I am worried about my privacy' },
  { value: 'too-many-messages', label: 'I get too many messages' },
  { value: 'other', label: 'Something else' },
];
const COMMENT_MAX = 2000;
const validate = (values: DisableReasonsValues): DisableReasonsErrors => ({
  ...(values.reasons.length === 0 ? { reasons: 'Choose at least one reason' } : {}),
  ...(values.comment.trim().length > COMMENT_MAX ? { comment: 'Keep it under 2,000 characters' } : {}),
});
const ok = (): Promise<DisableOutcome> => Promise.resolve({ ok: true });
const never = (): Promise<DisableOutcome> => new Promise(() => {});

const meta = {
  title: 'Screens/Disable/DisableReasonsScreen',
  component: DisableReasonsScreen,
  args: { reasons, commentMax: COMMENT_MAX, validate, onDisable: fn(ok), backHref: '/profile/disable' },
} satisfies Meta<typeof DisableReasonsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Chooses two reasons, types a comment and asks to disable: the confirmation opens. */
async function fillAndSubmit(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I am taking a break' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I get too many messages' }));
  await userEvent.type(canvas.getByLabelText(/Anything else/), 'Back in the spring.');
  await userEvent.click(canvas.getByRole('button', { name: 'Disable my profile' }));
  await expect(await screen.findByRole('alertdialog', { name: 'Disable your profile?' })).toBeVisible();
}

/** The empty form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(reasons.length);
    await expect(canvas.getByLabelText(/Anything else/)).toHaveAccessibleDescription(
      /Up to 2,000 characters/,
    );
  },
};

/** Confirmed: the reasons in the contract's order and the comment are sent. */
export const Confirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable it' }));
    await expect(args.onDisable).toHaveBeenCalledWith({
      reasons: ['taking-a-break', 'too-many-messages'],
      comment: 'Back in the spring.',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The confirmation: Keep my profile closes it and sends nothing. */
export const Confirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep my profile' })).toHaveFocus());
  },
};

export const ConfirmationCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my profile' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDisable).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'I am taking a break' })).toBeChecked();
  },
};

/** The call is on its way: the confirm button spins and the dialog stays. */
export const Saving: Story = {
  args: { onDisable: fn(never) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable it' }));
    await expect(screen.getByRole('button', { name: /Yes, disable it/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No reason chosen, and a comment over the limit: each error beside its field, the first focused. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByLabelText(/Anything else/);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(COMMENT_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Disable my profile' }));
    await expect(await canvas.findByText('Choose at least one reason')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Choose one or more reasons' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(box).toHaveAccessibleDescription(/Keep it under 2,000 characters/);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'I met someone here' })).toHaveFocus());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onDisable).not.toHaveBeenCalled();
  },
};

/** The server refused a field (e.g. the comment): the dialog closes and the error shows beside it, text kept. */
export const ServerFieldError: Story = {
  args: {
    onDisable: fn(() =>
      Promise.resolve<DisableOutcome>({
        ok: false,
        field: 'comment',
        error: 'Remove the invalid characters (a NUL character or a broken emoji).',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const box = canvas.getByLabelText(/Anything else/);
    await expect(box).toHaveAccessibleDescription(/Remove the invalid characters/);
    await expect(box).toHaveValue('Back in the spring.');
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** The call failed: the message on the page, everything chosen and typed kept, and the member can try again. */
export const ServerError: Story = {
  args: {
    onDisable: fn(() =>
      Promise.resolve<DisableOutcome>({ ok: false, error: 'Something went wrong on our side. Try again.' }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable it' }));
    await expect(await canvas.findByText(/Something went wrong on our side/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('checkbox', { name: 'I am taking a break' })).toBeChecked();
    await expect(canvas.getByLabelText(/Anything else/)).toHaveValue('Back in the spring.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: FieldErrors.play,
};

export const MobileConfirmation: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Confirmation.play,
};
