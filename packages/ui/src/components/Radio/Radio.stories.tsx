import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio } from './Radio';

const meta = {
  title: 'Components/Forms/Radio',
  component: Radio,
  args: { label: 'Show my age', name: 'ageVisibility', value: 'show', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof Radio>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its own a Radio takes its name from props; usually it sits in a RadioGroup. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const radio = canvas.getByRole('radio', { name: 'Show my age' });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: 'Visible on your profile card.', defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };
