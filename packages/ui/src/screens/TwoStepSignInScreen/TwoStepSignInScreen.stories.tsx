import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TwoStepSignInScreen } from './TwoStepSignInScreen';

const meta = {
  title: 'Screens/TwoStepSignInScreen',
  component: TwoStepSignInScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    codeField: { name: 'code' },
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onStartAgain: fn(),
  },
} satisfies Meta<typeof TwoStepSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code field has the focus; a code is typed and sent; the member can start again from the password. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    await expect(canvas.getByText(/Enter one of your recovery codes instead/)).toBeVisible();
    const code = canvas.getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'text');
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different account' }));
    await expect(args.onStartAgain).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the code: its message on top, as an alert; what was typed stays. */
export const WrongCode: Story = {
  args: {
    serverError: 'That code is not right. Check the time on your phone, or use a recovery code.',
    codeField: { name: 'code', defaultValue: '654321' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t sign you in');
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code is not right.');
    await expect(canvas.getByLabelText(/^Code/)).toHaveValue('654321');
  },
};

/** The form's own check: no code typed. */
export const EmptyCode: Story = {
  args: { codeField: { name: 'code', error: 'Enter the code' } },
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText(/^Code/);
    await expect(code).toHaveAccessibleDescription(/Enter the code/);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { submitting: true, codeField: { name: 'code', defaultValue: '123456' } },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: WrongCode.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
