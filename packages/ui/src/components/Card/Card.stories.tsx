import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';

const content = (
  <Stack gap={2}>
    <Heading as="h3" size="lg">
      Anna, 29
    </Heading>
    <Text tone="muted" size="sm">
      Lyon · 3 km away
    </Text>
    <Text>Weekend baker and jazz lover.</Text>
  </Stack>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: content },
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { variant: 'elevated' } };

export const Paddings: Story = {
  render: (args) => (
    <Stack>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>padding: {padding}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

/** The whole card is a link (rendered by LinkProvider's component); focus it with Tab to see the ring. */
export const AsLink: Story = {
  args: { href: '/profile/anna', variant: 'elevated' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Anna, 29/ })).toHaveFocus();
  },
};

export const Clickable: Story = {
  args: { onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Anna, 29/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Stack gap={2}>
        <Heading as="h3" size="lg">
          Maximilian-Alexander, 41
        </Heading>
        <Text>
          I moved here three years ago for work and stayed for the food, the river and the people. I spend my
          weekends cycling along the canal, trying every bakery in town and pretending I will learn the cello
          this year. Looking for someone curious, kind and up for spontaneous plans.
        </Text>
      </Stack>
    ),
  },
};
