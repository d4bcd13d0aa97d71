import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { TextField } from '../TextField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { PasswordScore } from './PasswordStrengthMeter';

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { score: 0, label: 'Too weak', advice: 'Add another word or two. Uncommon words are better.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

const filledSegments = (root: HTMLElement) => root.querySelectorAll('[data-filled]').length;

/** Nothing typed yet: an empty bar and no words, but the live region is already there. */
export const Empty: Story = {
  args: { score: 0, label: '', advice: undefined, id: 'strength' },
  play: async ({ canvasElement }) => {
    const meter = canvasElement.querySelector<HTMLElement>('#strength');
    await expect(meter).toHaveAttribute('aria-live', 'polite');
    await expect(filledSegments(meter!)).toBe(0);
  },
};

export const TooWeak: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Password strength:/)).toHaveTextContent('Password strength: Too weak');
    await expect(filledSegments(canvasElement)).toBe(1);
  },
};

export const Weak: Story = {
  args: { score: 1, label: 'Weak', advice: 'Avoid names and dates: they are easy to guess.' },
};

export const Fair: Story = {
  args: { score: 2, label: 'Fair', advice: 'A few more characters would make it much harder to guess.' },
  play: async ({ canvasElement }) => {
    await expect(filledSegments(canvasElement)).toBe(2);
  },
};

export const Good: Story = { args: { score: 3, label: 'Good', advice: undefined } };

export const Strong: Story = {
  args: { score: 4, label: 'Strong', advice: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Password strength:/)).toHaveTextContent('Strong');
    await expect(filledSegments(canvasElement)).toBe(4);
  },
};

/** A stand-in for zxcvbn: longer is stronger. The site computes the real score. */
const toyStrength = (password: string): { score: PasswordScore; label: string } => {
  if (!password) return { score: 0, label: '' };
  const labels = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
  const score = Math.min(4, Math.floor(password.length / 4)) as PasswordScore;
  return { score, label: labels[score] };
};

function PasswordWithMeter() {
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby="password-strength"
      />
      <PasswordStrengthMeter id="password-strength" {...toyStrength(password)} />
    </>
  );
}

/** Under a password field: the field is described by the meter, which follows what is typed. */
export const WithPasswordField: Story = {
  render: () => <PasswordWithMeter />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password');
    await userEvent.type(field, 'horse');
    await expect(field).toHaveAccessibleDescription('Password strength: Weak');
    await userEvent.type(field, ' battery staple');
    await expect(field).toHaveAccessibleDescription('Password strength: Strong');
  },
};
