import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: {
    label: 'Looking for',
    name: 'lookingFor',
    placeholder: 'Choose…',
    options: [
      { value: 'women', label: 'Women' },
      { value: 'men', label: 'Men' },
      { value: 'everyone', label: 'Everyone' },
    ],
    onChange: fn(),
  },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Looking for' });
    await userEvent.selectOptions(select, 'everyone');
    await expect(select).toHaveValue('everyone');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: 'You can change this at any time.' } };

export const WithError: Story = {
  args: { error: 'Choose who you would like to meet.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Looking for' })).toHaveAccessibleErrorMessage(
      'Choose who you would like to meet.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'everyone' } };
