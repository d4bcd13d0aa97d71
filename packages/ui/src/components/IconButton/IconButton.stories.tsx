import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'close', 'aria-label': 'Close', onClick: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="primary" icon="heart" aria-label="Like" />
      <IconButton {...args} variant="secondary" icon="message" aria-label="Send a message" />
      <IconButton {...args} variant="danger" icon="close" aria-label="Pass" />
      <IconButton {...args} variant="ghost" icon="more" aria-label="More actions" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" aria-label="Close small" />
      <IconButton {...args} size="md" aria-label="Close medium" />
      <IconButton {...args} size="lg" aria-label="Close large" />
    </div>
  ),
};

/** A toggle: aria-pressed tells assistive tech whether the member already likes this profile. */
export const LikeToggle: Story = {
  args: { icon: 'heart', 'aria-label': 'Like', variant: 'ghost' },
  render: function Render(args) {
    const [liked, setLiked] = useState(false);
    return (
      <IconButton
        {...args}
        filled={liked}
        aria-pressed={liked}
        onClick={(event) => {
          setLiked(!liked);
          args.onClick?.(event);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Like' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };
