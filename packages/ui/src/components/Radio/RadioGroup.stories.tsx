import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="chat" label="Chatting first" />
    <Radio value="call" label="A quick call" />
    <Radio value="meet" label="Meeting for a coffee" hint="In a public place, always." />
  </>
);

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'How do you like to get to know someone?',
    name: 'firstStep',
    children: options,
    onValueChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A quick call' }));
    await expect(canvas.getByRole('radio', { name: 'A quick call' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('call');
  },
};

export const WithHint: Story = { args: { hint: 'Matches see this on your profile.', defaultValue: 'chat' } };

export const Horizontal: Story = {
  args: {
    legend: 'Show me',
    name: 'showMe',
    orientation: 'horizontal',
    defaultValue: 'everyone',
    children: (
      <>
        <Radio value="women" label="Women" />
        <Radio value="men" label="Men" />
        <Radio value="everyone" label="Everyone" />
      </>
    ),
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose one option.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /How do you like to get to know someone/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleErrorMessage('Choose one option.');
  },
};

/** Controlled: the group's value decides which radio is checked. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('meet');
    return (
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /Meeting for a coffee/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Chatting first' }));
    await expect(canvas.getByRole('radio', { name: 'Chatting first' })).toBeChecked();
  },
};
