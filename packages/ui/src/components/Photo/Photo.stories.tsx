import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenImageSrc, samplePortraits } from '../../assets/portraits';
import { Photo } from './Photo';

/** Photos fill their container's width: a card-sized column (stories can opt out with `parameters.frame: false`). */
const cardColumn: Decorator = (Story, { parameters }) =>
  parameters.frame === false ? Story() : <div style={{ width: 240 }}>{Story()}</div>;

const meta = {
  title: 'Components/Photo',
  component: Photo,
  args: { src: samplePortraits.chloe, alt: 'Chloé smiling, with curly hair' },
  tags: ['autodocs'],
  decorators: [cardColumn],
} satisfies Meta<typeof Photo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Chloé smiling, with curly hair' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const Ratios: Story = {
  parameters: { frame: false },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
      {(['1:1', '3:4', '4:5', '16:9'] as const).map((ratio) => (
        <div key={ratio} style={{ width: 160 }}>
          <Photo {...args} ratio={ratio} alt={`${args.alt} (${ratio})`} />
        </div>
      ))}
    </div>
  ),
};

export const Missing: Story = {
  args: { src: null, alt: 'No photo yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No photo yet' })).not.toHaveAttribute('src');
  },
};

/** The image fails to decode: the illustration takes its place, in the same box. */
export const Broken: Story = {
  args: { src: brokenImageSrc, alt: 'Ben on a hike' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Ben on a hike' })).not.toHaveAttribute('src'),
    );
  },
};

export const Priority: Story = {
  args: { priority: true, ratio: '4:5', src: samplePortraits.anna, alt: 'Anna in a red sweater' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna in a red sweater' })).toHaveAttribute(
      'loading',
      'eager',
    );
  },
};

export const SquareNoRadius: Story = {
  args: { ratio: '1:1', radius: 'none', src: samplePortraits.ben, alt: 'Ben' },
};
