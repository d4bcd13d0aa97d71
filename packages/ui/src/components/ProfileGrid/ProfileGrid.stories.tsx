import type { ListEntry, MemberSummary } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { formatDay } from '../ProfileCard';
import { ProfileGrid } from './ProfileGrid';
import type { ProfileGridProps } from './ProfileGrid';
import { columnWidths } from './ProfileGrid.styles';

type Props = ProfileGridProps<ListEntry>;
/** The paying member's who liked me, first page. */
const members = recordedAnswer('discovery/lists-paying', 'getList').data.items;

/** Likes update the members the way the site's optimistic update does. */
function LikeableGrid(args: Props) {
  const [list, setList] = useState(args.members);
  const onLike = (member: MemberSummary, liked: boolean) => {
    args.onLike?.(member, liked);
    setList((current) => current.map((m) => (m.id === member.id ? { ...m, likedByMe: liked } : m)));
  };
  return <ProfileGrid {...args} members={list} onLike={onLike} />;
}

const meta = {
  title: 'Components/ProfileGrid',
  component: ProfileGrid<ListEntry>,
  args: {
    label: 'Who liked me',
    members,
    hrefFor: (member) => `/profile/view/${member.id}`,
    metaFor: (member) => `Liked you ${formatDay(member.at)}`,
    onLike: fn(),
    empty: {
      title: 'No likes yet',
      description: 'Members who like you show up here. Liking someone is a good way to get noticed.',
      action: { label: 'Search members', href: '/search' },
    },
    error: { message: 'Check your connection and try again.', onRetry: fn() },
  },
  render: (args) => <LikeableGrid {...args} />,
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full page: 12 cards. Liking a card presses its heart. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Who liked me' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const first = members[0] as ListEntry;
    await userEvent.click(canvas.getByRole('button', { name: `Like ${first.name}` }));
    await expect(args.onLike).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id }),
      !first.likedByMe,
    );
    await expect(canvas.getByRole('button', { name: `Like ${first.name}` })).toHaveAttribute(
      'aria-pressed',
      String(!first.likedByMe),
    );
  },
};

/** Skeleton cards in the loaded cards' size; screen readers hear one "Loading" status. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading who liked me');
    await expect(canvas.queryByRole('list', { name: 'Who liked me' })).toBeNull();
  },
};

/** Why the list is empty, and the one thing to do about it. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No likes yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/search');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load who liked me");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.error?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesAndMissingPhotos: Story = {
  args: {
    // The first two have the longest name a member may choose; the first has no photo.
    members: recordedAnswer('discovery/awkward-members', 'getList').data.items,
  },
};

/** Column count follows the grid's own width: 1, 2, 3, then 4 columns. */
export const Columns: Story = {
  args: { members: members.slice(0, 4) },
  // Fixed container widths, wider than a phone: the demo scrolls sideways inside its own box, not the page.
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, overflowX: 'auto' }}>
      {[300, columnWidths.two, columnWidths.three, columnWidths.four].map((width) => (
        <section key={width} aria-label={`${width}px wide`} style={{ width, maxWidth: 'none' }}>
          <ProfileGrid {...args} label={`Members at ${width}px`} />
        </section>
      ))}
    </div>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const columns = (width: number) =>
      getComputedStyle(canvas.getByRole('list', { name: `Members at ${width}px` })).gridTemplateColumns.split(
        ' ',
      ).length;
    await expect(columns(300)).toBe(1);
    await expect(columns(columnWidths.two)).toBe(2);
    await expect(columns(columnWidths.three)).toBe(3);
    await expect(columns(columnWidths.four)).toBe(4);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
