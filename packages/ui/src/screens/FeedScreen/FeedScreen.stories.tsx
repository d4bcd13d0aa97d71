import type { ListEntry, NewsfeedItem } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FeedScreen } from './FeedScreen';

const interested = recordedAnswer('discovery/feeds-paying', 'interestedInMeFeed').data;
const news = recordedAnswer('discovery/feeds-paying', 'newsfeed').data;
const common = { status: 'ready', page: 1, onPageChange: fn(), onLike: fn(), onRetry: fn() } as const;
/** The site passes its routes; these stand in for them. */
const links = {
  tabs: { 'interested-in-me': '/interested-in-me', newsfeed: '/newsfeed' },
  profile: (memberId: number) => `/profile/view/${memberId}`,
  search: '/search',
  photos: '/profile/photos',
};

const meta = {
  title: 'Screens/FeedScreen',
  component: FeedScreen,
  args: {
    ...common,
    links,
    feed: 'interested-in-me',
    items: interested.items,
    hasNext: interested.nextCursor !== null,
  },
} satisfies Meta<typeof FeedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members interested in someone like the viewer: 14 cards a page. */
export const InterestedInMe: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tabs = within(canvas.getByRole('navigation', { name: 'Feeds' }));
    await expect(tabs.getByRole('link', { current: 'page' })).toHaveTextContent('Interested in me');
    const list = canvas.getByRole('list', { name: 'Interested in me' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    const first = args.items[0] as ListEntry;
    await userEvent.click(canvas.getByRole('button', { name: `Like ${first.name}` }));
    await expect(args.onLike).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id }),
      !first.likedByMe,
    );
  },
};

/** The newsfeed: 14 events a page, each with who, what, when and a like. */
export const Newsfeed: Story = {
  args: { feed: 'newsfeed', items: news.items, hasNext: news.nextCursor !== null },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Newsfeed' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    const first = (args.items as NewsfeedItem[])[0] as NewsfeedItem;
    await expect(within(list).getAllByRole('link', { name: first.member.name })[0]).toHaveAttribute(
      'href',
      `/profile/view/${first.member.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const InterestedInMeLoading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading interested in me');
  },
};

export const NewsfeedLoading: Story = {
  args: { feed: 'newsfeed', status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading newsfeed');
  },
};

export const InterestedInMeEmpty: Story = {
  args: { items: [], hasNext: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add photos' })).toHaveAttribute('href', '/profile/photos');
  },
};

export const NewsfeedEmpty: Story = { args: { feed: 'newsfeed', items: [], hasNext: false } };

export const Error: Story = {
  args: { feed: 'newsfeed', status: 'error', items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesAndMissingPhotos: Story = {
  args: {
    // The first two have the longest name a member may choose; the first has no photo.
    feed: 'interested-in-me',
    hasNext: false,
    items: recordedAnswer('discovery/awkward-members', 'interestedInMeFeed').data.items,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileNewsfeed: Story = {
  args: Newsfeed.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
