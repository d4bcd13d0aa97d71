import type { Interest } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InterestFeedScreen, InterestsScreen } from './InterestsScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const interests: Interest[] = [
  { id: 'relationship-long-term', kind: 'relationship', label: 'A long-term relationship', sharedBy: 412 },
  { id: 'artist-06HL4z0CvFAxyc27GXpf02', kind: 'artist', label: 'Taylor Swift', sharedBy: 37 },
  { id: 'artist-1Xyo4u8uXC1ZmMpatF05PJ', kind: 'artist', label: 'The Weeknd', sharedBy: 1 },
  { id: 'language-english', kind: 'language', label: 'English', sharedBy: 1280 },
  { id: 'language-spanish', kind: 'language', label: 'Spanish', sharedBy: 96 },
  { id: 'pet-reptile', kind: 'pet', label: 'Reptile', sharedBy: 0 },
  { id: 'diet-vegan', kind: 'diet', label: 'Vegan', sharedBy: 23 },
];

const links = {
  interest: (id: string) => `/interests/${id}`,
  editSection: (section: string) => `/profile/edit/${section}`,
};

const meta = {
  title: 'Screens/InterestsScreen',
  component: InterestsScreen,
  args: { status: 'ready', interests, links, onRetry: fn() },
} satisfies Meta<typeof InterestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's interests by kind, each with how many members share it and a link to its feed. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const music = within(canvas.getByRole('region', { name: 'Music' }));
    await expect(music.getByRole('link', { name: /Taylor Swift/ })).toHaveAttribute(
      'href',
      '/interests/artist-06HL4z0CvFAxyc27GXpf02',
    );
    await expect(music.getByRole('link', { name: /The Weeknd/ })).toHaveTextContent('1 member');
    await expect(canvas.getByRole('link', { name: /Reptile/ })).toHaveTextContent('Nobody else yet');
    await expect(canvas.getByRole('link', { name: 'Edit pets' })).toHaveAttribute(
      'href',
      '/profile/edit/lifestyle',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', interests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your interests' })).toBeInTheDocument();
  },
};

/** Nothing on the profile to share yet: the way to add some. */
export const Empty: Story = {
  args: { interests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No interests yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pick your favourite artists' })).toHaveAttribute(
      'href',
      '/profile/edit/spotify',
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', interests: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 390 px the cards stack in one column; nothing scrolls sideways. */
export const FilledMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

// ---------------------------------------------------------------- one interest's feed

/** The members who share the paying member's English, as the server answered: the first 14, more after them. */
const feed = recordedAnswer('profile/interests-paying', 'getInterestFeed', { status: 200 }).data;
const feedLinks = {
  interests: '/interests',
  profile: (memberId: number) => `/profile/view/${memberId}`,
  editSection: (section: string) => `/profile/edit/${section}`,
};
const feedArgs = {
  status: 'ready',
  interest: feed.interest,
  items: feed.items,
  page: 1,
  hasNext: feed.nextCursor !== null,
  onPageChange: fn(),
  onLike: fn(),
  onRetry: fn(),
  links: feedLinks,
} as const;

/** The members who share one interest: 14 cards a page, paged. */
export const Feed: StoryObj<typeof InterestFeedScreen> = {
  render: (args) => <InterestFeedScreen {...args} />,
  args: feedArgs,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Languages: English' })).toBeVisible();
    await expect(canvas.getByText('239 members share this with you.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Members who share English' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const FeedLoading: StoryObj<typeof InterestFeedScreen> = {
  render: (args) => <InterestFeedScreen {...args} />,
  args: { ...feedArgs, status: 'loading', interest: undefined, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

/** Nobody else shares it yet: the way to add more to the profile. */
export const FeedEmpty: StoryObj<typeof InterestFeedScreen> = {
  render: (args) => <InterestFeedScreen {...args} />,
  args: { ...feedArgs, interest: interests[5], items: [], hasNext: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nobody else shares this yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit pets' })).toHaveAttribute(
      'href',
      '/profile/edit/lifestyle',
    );
  },
};

/** Not one of the member's interests (404): back to the list. */
export const FeedNotFound: StoryObj<typeof InterestFeedScreen> = {
  render: (args) => <InterestFeedScreen {...args} />,
  args: { ...feedArgs, status: 'error', notFound: true, interest: undefined, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This is not one of your interests' })).toBeVisible();
  },
};

export const FeedError: StoryObj<typeof InterestFeedScreen> = {
  render: (args) => <InterestFeedScreen {...args} />,
  args: { ...feedArgs, status: 'error', interest: undefined, items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FeedMobile: StoryObj<typeof InterestFeedScreen> = {
  ...Feed,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
