// The "on" step of the two-step sign-in panel (TwoStepPanel's stories show it inside the panel, with its alerts):
// since when, the codes left, and the two changes that ask for the password or a code first.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OnStep } from './TwoStepOn';

const meta = {
  title: 'Components/TwoStepPanel/OnStep',
  component: OnStep,
  args: {
    since: 'Nov 21, 2026',
    recoveryCodesLeft: 8,
    hasPassword: true,
    onDisable: fn(),
    onNewCodes: fn(),
  },
} satisfies Meta<typeof OnStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On: since when and the codes left; getting new codes asks for the password first. */
export const On: Story = {
  args: { recoveryCodesLeft: 8 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('On since Nov 21, 2026')).toBeVisible();
    await expect(canvas.getByText('8 recovery codes left')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /recovery codes left/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Get new recovery codes' }));
    const password = canvas.getByLabelText(/Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByRole('form', { name: 'Get new recovery codes?' })).toHaveAccessibleDescription(
      'Your old recovery codes stop working.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Get new codes' }));
    await expect(password).toHaveAccessibleDescription(/Enter your password/);
    await expect(args.onNewCodes).not.toHaveBeenCalled();
    await userEvent.type(password, 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Get new codes' }));
    await expect(args.onNewCodes).toHaveBeenCalledWith({ currentPassword: 'my password' });
  },
};

/** Few codes left: one code (singular), and a warning suggesting new ones. */
export const OnFewCodesLeft: Story = {
  args: { recoveryCodesLeft: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 recovery code left')).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'You are running out of recovery codes' }),
    ).toHaveTextContent('Get new recovery codes');
  },
};

export const OnNoCodesLeft: Story = {
  args: { recoveryCodesLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 recovery codes left')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'You have no recovery codes left' })).toBeVisible();
  },
};

/** Turning off: the password (focused); Cancel goes back to the button; the proof is sent. */
export const TurningOff: Story = {
  args: { recoveryCodesLeft: 8 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(canvas.getByLabelText(/Your password/)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(/Your password/), 'half typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByLabelText(/Your password/)).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveFocus(),
    );
    await expect(args.onDisable).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expect(canvas.getByLabelText(/Your password/)).toHaveValue('');
    await userEvent.type(canvas.getByLabelText(/Your password/), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalledWith({ currentPassword: 'my password' });
    await expect(args.onNewCodes).not.toHaveBeenCalled();
  },
};

export const Disabling: Story = {
  args: { recoveryCodesLeft: 8, disabling: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expect(canvas.getByRole('button', { name: /^Turn off$/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refused the password: its message beside the field of the open form. */
export const TurnOffWrongPassword: Story = {
  args: {
    recoveryCodesLeft: 8,
    fieldError: { field: 'currentPassword', message: 'This is not your password.' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const password = canvas.getByLabelText(/Your password/);
    await expect(password).toHaveAccessibleDescription(/This is not your password\./);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A member without a password proves it with a code from the app or a recovery code, trimmed. */
export const WithoutPassword: Story = {
  args: { recoveryCodesLeft: 8, hasPassword: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expect(canvas.queryByLabelText(/Your password/)).toBeNull();
    const code = canvas.getByLabelText(/Code from your app or a recovery code/);
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(code).toHaveAccessibleDescription(/Enter the code/);
    await expect(args.onDisable).not.toHaveBeenCalled();
    await userEvent.type(code, ' k7rq-2xmd ');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalledWith({ code: 'k7rq-2xmd' });
  },
};
