import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccountDeletionPanel } from './AccountDeletionPanel';

const meta = {
  title: 'Components/AccountDeletionPanel',
  component: AccountDeletionPanel,
  args: {
    status: { state: 'none' },
    onDelete: fn(),
  },
} satisfies Meta<typeof AccountDeletionPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked: what deleting does in one line, and the button that opens the confirm step. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delete your account' })).toBeVisible();
    await expect(canvas.getByText(/deletes your data after 30 days/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Your password')).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The confirm step: the warning, the password (focused), and nothing sent without it. */
export const Confirming: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const password = canvas.getByLabelText(/Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(
      canvas.getByRole('region', { name: 'This cannot be undone after the grace period' }),
    ).toHaveTextContent('Your membership stops renewing now.');
    await expect(canvas.getByRole('form', { name: 'Delete your account' })).toHaveAccessibleDescription(
      /Nobody can bring them back/,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(password).toHaveAccessibleDescription(/Enter your password\./);

    await userEvent.type(password, 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'my password' });
  },
};

/** Changing one's mind in the confirm step: back to the button, which has the focus again. */
export const Cancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(canvas.getByLabelText(/Your password/), 'half typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my account' }));
    await expect(canvas.queryByLabelText(/Your password/)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete my account' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A member without a password (Facebook only) types the account's address instead. */
export const WithoutPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(canvas.queryByLabelText(/Your password/)).toBeNull();
    const email = canvas.getByLabelText(/Your email address/);
    await expect(email).toHaveAccessibleDescription(/You log in with Facebook/);
    await userEvent.type(email, ' ana@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ email: 'ana@example.com' });
  },
};

/** The request is on its way: the button is busy, "Keep my account" waits. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(canvas.getByRole('button', { name: /Delete my account/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Keep my account' })).toBeDisabled();
  },
};

/** The server refused the password: its message beside the field. */
export const FieldError: Story = {
  args: { fieldError: 'This is not your password.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const password = canvas.getByLabelText(/Your password/);
    await expect(password).toHaveAccessibleDescription(/This is not your password\./);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The request failed otherwise (too many tries, network): the message, and what was typed stays. */
export const RequestError: Story = {
  args: { requestError: 'Too many wrong passwords. Try again in 12 minutes.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(canvas.getByRole('region', { name: 'Your account was not deleted' })).toHaveTextContent(
      'Try again in 12 minutes.',
    );
  },
};

/** Asked: the date it happens and that logging in undoes it; no button. */
export const Scheduled: Story = {
  args: { status: { state: 'scheduled', deleteOn: 'January 6, 2027' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your account will be deleted' })).toHaveTextContent(
      'Your account will be deleted for good on January 6, 2027. Changed your mind? Log in before then',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(canvas.getByLabelText(/Your password/)).toBeVisible();
  },
};

/** A member with passkeys may confirm with one instead of typing the password. */
export const WithPasskey: Story = {
  args: { onDeleteWithPasskey: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    // The step focuses the password first; the click then moves the focus to the passkey button.
    await waitFor(() => expect(canvas.getByLabelText(/Your password/)).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm with a passkey' }));
    await expect(canvas.getByRole('button', { name: 'Confirm with a passkey' })).toHaveFocus();
    await expect(args.onDeleteWithPasskey).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
