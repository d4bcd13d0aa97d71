import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Loves hiking, board games and Sunday markets.' },
  tags: ['autodocs'],
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {(['lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {(['default', 'muted', 'subtle', 'accent', 'success', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div>
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const AsSpan: Story = { args: { as: 'span', size: 'sm', tone: 'muted', children: '2 km away' } };

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'A very long bio line that would not fit in a narrow profile card and is cut with an ellipsis',
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};

export const LongText: Story = {
  args: {
    children:
      'Weekend baker, weekday product designer. Looking for someone who enjoys long walks, longer conversations and the occasional spontaneous train trip to the seaside. Supercalifragilisticexpialidociouslylongwordwithoutspaces.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
