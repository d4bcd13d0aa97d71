import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoBox } from '../../internal/DemoBox';
import { Cluster } from './Cluster';

const interests = [
  'Hiking',
  'Board games',
  'Jazz',
  'Cooking',
  'Photography',
  'Yoga',
  'Travel',
  'Climbing',
  'Cinema',
];

const meta = {
  title: 'Components/Layout/Cluster',
  component: Cluster,
  args: { children: interests.map((interest) => <DemoBox key={interest}>{interest}</DemoBox>) },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const JustifyBetween: Story = {
  args: {
    justify: 'between',
    children: ['Back', 'Next'].map((label) => <DemoBox key={label}>{label}</DemoBox>),
  },
};

export const Centered: Story = { args: { justify: 'center', gap: 4 } };

export const NoWrap: Story = {
  args: {
    wrap: false,
    children: interests.slice(0, 3).map((interest) => <DemoBox key={interest}>{interest}</DemoBox>),
  },
};
