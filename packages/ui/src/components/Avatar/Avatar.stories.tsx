import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenImageSrc, samplePortraits } from '../../assets/portraits';
import { Avatar } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Anna Lopez', src: samplePortraits.anna, size: 'lg' },
  tags: ['autodocs'],
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    // The initials show until the photo has loaded, then the photo replaces them.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Anna Lopez' })).toHaveAttribute('src', samplePortraits.anna),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'Anna Lopez' })[4]).toHaveAttribute('src'));
  },
};

export const InitialsWhenNoPhoto: Story = {
  args: { src: null, name: 'Ben Okafor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ben Okafor' })).toHaveTextContent('BO');
  },
};

export const InitialsWhenPhotoFails: Story = {
  args: { src: brokenImageSrc, name: 'Chloé Martin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CM')).toBeInTheDocument();
  },
};

export const InitialsSizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Online: Story = {
  args: { online: true, src: samplePortraits.ben, name: 'Ben Okafor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ben Okafor' })).toHaveAttribute('src'));
  },
};
