import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { label: 'Show me in search', name: 'visibleInSearch', onChange: fn() },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show me in search' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: {
    label: 'Incognito mode',
    hint: 'Only members you like can see your profile.',
    defaultChecked: true,
  },
};

export const WithError: Story = {
  args: { label: 'Share my location', error: 'Location access is blocked in your browser settings.' },
};

export const Disabled: Story = { args: { disabled: true } };
