import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DemoBox } from '../../internal/DemoBox';
import { Stack } from './Stack';

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: ['Photo', 'Name and age', 'Bio'].map((label) => <DemoBox key={label}>{label}</DemoBox>),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tight: Story = { args: { gap: 1 } };

export const Loose: Story = { args: { gap: 7 } };

export const CenteredItems: Story = { args: { align: 'center' } };

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    children: ['Anna, 29', 'Ben, 34', 'Chloé, 31'].map((name) => (
      <li key={name}>
        <DemoBox>{name}</DemoBox>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
