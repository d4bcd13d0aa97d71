import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { children: 'People near you' },
  tags: ['autodocs'],
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'People near you' })).toBeInTheDocument();
  },
};

export const Levels: Story = {
  render: (args) => (
    <div>
      {(['h1', 'h2', 'h3', 'h4'] as const).map((as) => (
        <Heading key={as} {...args} as={as}>
          {as}: {args.children}
        </Heading>
      ))}
    </div>
  ),
};

export const Display: Story = { args: { as: 'h1', size: 'display', children: 'Find someone worth meeting' } };

/** Level and size are independent: an h3 can look like a section title. */
export const SmallLevelLargeSize: Story = { args: { as: 'h3', size: 'xxl', children: 'Matches' } };

export const Tones: Story = {
  render: (args) => (
    <div>
      {(['default', 'muted', 'accent', 'danger'] as const).map((tone) => (
        <Heading key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Heading>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Members who viewed your profile during the last seven days and might want to chat' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
