import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoBox } from '../../internal/DemoBox';
import { Grid } from './Grid';

const cells = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <DemoBox key={index} minHeight={96}>
      Profile {index + 1}
    </DemoBox>
  ));

const meta = {
  title: 'Components/Layout/Grid',
  component: Grid,
  args: { columns: { mobile: 1, tablet: 2, desktop: 4 }, children: cells(8) },
  tags: ['autodocs'],
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1 column on phones, 2 on tablets, 4 on desktops: resize the viewport to see it change. */
export const Responsive: Story = {};

export const TwoColumnsEverywhere: Story = { args: { columns: 2, children: cells(4) } };

export const MinItemWidth: Story = {
  args: { minItemWidth: '160px', columns: undefined, children: cells(12) },
};

export const TightGap: Story = { args: { gap: 1, columns: 3, children: cells(9) } };
