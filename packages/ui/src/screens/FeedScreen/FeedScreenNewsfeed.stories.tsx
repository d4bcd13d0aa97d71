import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FeedScreenNewsfeed, FeedScreenNewsfeedSkeleton } from './FeedScreenNewsfeed';

const items = recordedAnswer('discovery/feeds-paying', 'newsfeed').data.items;
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const meta = {
  title: 'Screens/FeedScreen/Newsfeed rows',
  component: FeedScreenNewsfeed,
  args: {
    items,
    profileHref: (memberId: number) => `/profile/view/${memberId}`,
    onLike: fn(),
    formatDate: (iso: string) => day.format(new Date(iso)),
  },
} satisfies Meta<typeof FeedScreenNewsfeed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each event names the member (a link to their profile), what happened and when, with a like. */
export const Events: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = within(canvas.getByRole('list', { name: 'Newsfeed' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(items.length);
    const first = items[0]!.member;
    await expect(canvas.getAllByRole('link', { name: first.name })[0]).toHaveAttribute(
      'href',
      `/profile/view/${first.id}`,
    );
    await userEvent.click(canvas.getAllByRole('button', { name: `Like ${first.name}` })[0]!);
    await expect(args.onLike).toHaveBeenCalledWith(first, !first.likedByMe);
  },
};

/** Without onLike (e.g. the viewer's own events): no like buttons. */
export const ReadOnly: Story = {
  args: { onLike: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The rows' shape while the newsfeed loads. */
export const Loading: Story = {
  render: () => <FeedScreenNewsfeedSkeleton rows={5} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading newsfeed')).toBeInTheDocument();
  },
};
