import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { MemberSummary } from '@app/contract';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { HotlistScreen } from './HotlistScreen';
import type { HotlistScreenProps } from './HotlistScreen';

type Ready = Extract<HotlistScreenProps, { status: 'ready' }>;

// The hotlist the server answered after the paying member saved four members (and one more from a profile).
const entries = recordedAnswer('messaging/hotlist-save', 'getHotlist').data.items;
const first = entries[0]!.member;

const meta = {
  title: 'Screens/HotlistScreen',
  component: HotlistScreen,
  args: {
    status: 'ready',
    now: new Date(RECORDING_NOW),
    profileHref: (member: MemberSummary) => `/profile/view/${member.id}`,
    messageHref: (member: MemberSummary) => `/messaging/compose?to=${member.id}`,
    browseHref: '/search',
    entries,
    hasMore: false,
    onLoadMore: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof HotlistScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Favourites: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(entries.length);
    await expect(canvas.getByRole('link', { name: `Message ${first.name}` })).toHaveAttribute(
      'href',
      `/messaging/compose?to=${first.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name} from your hotlist` }));
    await expect((args as Ready).onRemove).toHaveBeenCalledWith(first.id);
  },
};

export const Removing: Story = { args: { removingIds: [first.id] } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/search');
  },
};

export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect((args as Ready).onLoadMore).toHaveBeenCalled();
  },
};

export const LongNameNoPhoto: Story = {
  args: {
    entries: [
      // A name stretched past any real one, without a photo, to show how the card cuts it.
      {
        ...entries[0]!,
        member: {
          ...entries[0]!.member,
          name: 'Maximiliana Alexandrina Konstantinopoulou-Richardson',
          photoUrl: null,
        },
      },
      ...entries.slice(1, 3),
    ],
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as Extract<HotlistScreenProps, { status: 'error' }>).onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
