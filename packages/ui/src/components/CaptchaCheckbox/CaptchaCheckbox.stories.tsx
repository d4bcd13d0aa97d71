import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CaptchaCheckbox } from './CaptchaCheckbox';
import type { CaptchaCheckboxProps } from './CaptchaCheckbox';

/** Holds the ticked state, as the site's form does. */
function Stateful(args: CaptchaCheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <CaptchaCheckbox
      {...args}
      checked={checked}
      onChange={(next) => {
        args.onChange(next);
        setChecked(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/CaptchaCheckbox',
  component: CaptchaCheckbox,
  args: { checked: false, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CaptchaCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toBeDisabled();
  },
};

/** Alone, the box shows its own error. */
export const WithError: Story = {
  args: { error: "Tick the box to show you're not a robot." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleErrorMessage(
      "Tick the box to show you're not a robot.",
    );
  },
};
