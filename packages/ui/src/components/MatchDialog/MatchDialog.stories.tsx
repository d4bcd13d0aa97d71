import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { recordedAnswer } from '@app/mocks';
import { MatchDialog } from './MatchDialog';

// Members of a list the server answered: one with a photo, one without.
const members = recordedAnswer('discovery/lists-paying', 'getList').data.items;
const withPhoto = members.find((m) => m.photoUrl !== null) ?? members[0];
const withoutPhoto = members.find((m) => m.photoUrl === null) ?? members[0];
if (!withPhoto || !withoutPhoto) throw new Error('The recording has no members');

const meta = {
  title: 'Components/MatchDialog',
  component: MatchDialog,
  args: {
    member: withPhoto,
    open: true,
    onOpenChange: fn(),
    messageHref: `/messaging/compose?to=${withPhoto.id}`,
  },
} satisfies Meta<typeof MatchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both members see it: the photo, who, and the two ways on. */
export const Match: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await expect(dialog).toHaveAccessibleDescription(`You and ${withPhoto.name} like each other.`);
    await expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      args.messageHref,
    );
  },
};

/** "Keep browsing" closes it. */
export const KeepBrowsing: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Keep browsing' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A member without a photo: their initials. */
export const NoPhoto: Story = { args: { member: withoutPhoto } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
