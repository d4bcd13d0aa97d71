import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', onChange: fn() },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Anna');
    await expect(input).toHaveValue('Anna');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Username', hint: 'Other members see this. 3 to 20 letters or digits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Other members see this. 3 to 20 letters or digits.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'anna@',
    error: 'Enter an email address like anna@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Enter an email address like anna@example.com.');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an email address like anna@example.com.',
    );
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Username',
    hint: '3 to 20 letters or digits.',
    error: 'This username is taken.',
    defaultValue: 'anna',
  },
};

export const Required: Story = { args: { required: true } };

export const WithPlaceholder: Story = { args: { label: 'City', placeholder: 'e.g. Lyon' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Anna' } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
};

export const LabelHidden: Story = {
  args: { label: 'Search members', labelHidden: true, type: 'search', placeholder: 'Search by name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label: 'What would you like a first date to know about you before you meet in person?',
    hint: 'Keep it light: something you love, something you are learning, something that makes you laugh.',
    error: 'Your answer is too short. Write at least twenty characters so others can get to know you.',
  },
};

/** The error appears on submit, is announced, and what was typed stays in the box. */
export const ErrorAfterSubmit: Story = {
  args: { label: 'Email', type: 'email' },
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('email') ?? '');
          setError(value.includes('@') && value.includes('.') ? undefined : 'Enter a full email address.');
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField {...args} name="email" error={error} />
        <Button type="submit">Continue</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a full email address.');
    await expect(input).toHaveAccessibleErrorMessage('Enter a full email address.');
    await expect(input).toHaveValue('anna@example');
  },
};
