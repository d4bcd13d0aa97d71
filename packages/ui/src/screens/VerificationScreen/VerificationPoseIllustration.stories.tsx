import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { verificationPoses } from '@app/contract';
import { VerificationPoseIllustration } from './VerificationPoseIllustration';

const meta = {
  title: 'Screens/VerificationScreen/PoseIllustration',
  component: VerificationPoseIllustration,
  args: { pose: 'thumbs-up' },
} satisfies Meta<typeof VerificationPoseIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every pose of the contract, each with its instruction (the drawing itself is hidden from screen readers). */
export const AllPoses: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16 }}>
      {verificationPoses.map((pose) => (
        <figure key={pose.id} style={{ margin: 0 }}>
          <VerificationPoseIllustration pose={pose.id} />
          <figcaption>{pose.instruction}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawings = canvasElement.querySelectorAll('svg[data-pose]');
    await expect(drawings).toHaveLength(verificationPoses.length);
    drawings.forEach((drawing) => void expect(drawing).toHaveAttribute('aria-hidden', 'true'));
  },
};

export const Wave: Story = { args: { pose: 'wave' } };
