import type { MemberSummary } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { ProfileCard } from './ProfileCard';
import type { ProfileCardProps } from './ProfileCard';
import { ProfileCardSkeleton } from './ProfileCardSkeleton';

const results = recordedAnswer('discovery/search-paying', 'searchMembers').data.items;
/** The first member of the paying member's search with a photo whom they do not like yet. */
const anna = results.find((member) => member.photoUrl !== null && !member.likedByMe) as MemberSummary;
/** The first two of the paying member's search took the longest name a member may choose; the first has no photo. */
const [longNamedWithoutPhoto, longNamed] = recordedAnswer('discovery/awkward-members', 'searchMembers').data
  .items as MemberSummary[];
const longName = longNamed!.name;

/** The like button flips `member.likedByMe` the way the site's optimistic update does. */
function LikeableCard(args: ProfileCardProps) {
  const [member, setMember] = useState(args.member);
  const onLike = (liked: MemberSummary, next: boolean) => {
    args.onLike?.(liked, next);
    setMember({ ...liked, likedByMe: next });
  };
  return <ProfileCard {...args} member={member} onLike={args.onLike && onLike} />;
}

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  args: { member: anna, href: `/profile/view/${anna.id}`, onLike: fn() },
  render: (args) => <LikeableCard {...args} />,
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Like toggles: aria-pressed follows, and onLike gets the state asked for. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const like = canvas.getByRole('button', { name: `Like ${anna.name}` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await step('like', async () => {
      await userEvent.click(like);
      await expect(args.onLike).toHaveBeenLastCalledWith(expect.objectContaining({ id: anna.id }), true);
      await expect(canvas.getByRole('button', { name: `Like ${anna.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('take the like back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Like ${anna.name}` }));
      await expect(args.onLike).toHaveBeenLastCalledWith(expect.objectContaining({ id: anna.id }), false);
    });
    await expect(canvas.getByRole('link', { name: anna.name })).toHaveAttribute(
      'href',
      `/profile/view/${anna.id}`,
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(`${anna.name}, ${anna.age}`);
  },
};

export const Liked: Story = { args: { member: { ...anna, likedByMe: true } } };

/** Verified seal and the online dot, each named for screen readers. */
export const VerifiedAndOnline: Story = {
  args: { member: { ...anna, verified: true, onlineRecently: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Online recently' })).toBeVisible();
  },
};

/** The verified seal on a card at 390 px (two cards a row, as in a list). */
export const VerifiedMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 170 }}>{Story()}</div>],
  args: VerifiedAndOnline.args,
  play: VerifiedAndOnline.play,
};

/** A long name is cut with an ellipsis on screen; the link still carries the whole name, the age stays. */
export const LongName: Story = {
  args: { member: { ...longNamed!, verified: true, onlineRecently: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: longName });
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
    await expect(canvas.getByText(`, ${longNamed!.age}`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};

/** No photo: the illustration fills the same 3:4 box. */
export const MissingPhoto: Story = {
  args: { member: results.find((member) => member.photoUrl === null) as MemberSummary },
};

export const LongNameAndMissingPhoto: Story = {
  args: { member: longNamedWithoutPhoto! },
};

/** With the list's own line (who liked me: when). */
export const WithMeta: Story = { args: { meta: 'Liked you Nov 18' } };

/** In the blocklist: no like, an Unblock action instead. */
export const WithAction: Story = {
  args: {
    onLike: undefined,
    meta: 'Blocked Nov 2',
    action: (
      <Button size="sm" variant="secondary">
        Unblock
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Like/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeVisible();
  },
};

export const Skeleton: Story = {
  render: () => <ProfileCardSkeleton withMeta />,
};

/** The skeleton has the loaded card's exact size, so nothing moves when data arrives. */
export const SkeletonMatchesCard: Story = {
  args: { meta: 'Viewed you Nov 18' },
  decorators: [(Story) => <div style={{ width: 460, maxWidth: '100%' }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: 16,
        alignItems: 'start',
      }}
    >
      <ProfileCard {...args} />
      <ProfileCardSkeleton withMeta />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    const skeleton = canvasElement.querySelector('[data-skeleton]') as HTMLElement;
    await expect(skeleton.getBoundingClientRect().height).toBeCloseTo(card.getBoundingClientRect().height, 0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 170 }}>{Story()}</div>],
  args: { member: longNamed! },
};
