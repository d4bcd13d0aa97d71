import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when someone likes me', name: 'notifyLikes', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me when someone likes me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'At most one email a day.' } };

export const WithError: Story = {
  args: {
    label: 'I am 18 or older',
    name: 'adult',
    required: true,
    error: 'You must be 18 or older to join.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I am 18 or older' })).toHaveAccessibleErrorMessage(
      'You must be 18 or older to join.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
