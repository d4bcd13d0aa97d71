import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const tones = ['neutral', 'accent', 'success', 'danger', 'warning'] as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New' },
  tags: ['autodocs'],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} variant="solid">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

/** The online dot variant. */
export const Online: Story = { args: { tone: 'success', dot: true, children: 'Online' } };

export const WithIcon: Story = { args: { tone: 'accent', icon: 'star', children: 'Premium' } };

export const Count: Story = { args: { tone: 'accent', variant: 'solid', children: '12' } };
