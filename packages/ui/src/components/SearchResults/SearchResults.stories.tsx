import type { SearchResult } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchResults } from './SearchResults';

const { items, total, nextCursor } = recordedAnswer('discovery/search-paying', 'searchMembers').data;

const meta = {
  title: 'Components/SearchResults',
  component: SearchResults,
  args: {
    status: 'ready',
    results: items,
    total,
    page: 1,
    hasNext: nextCursor !== null,
    onPageChange: fn(),
    onLike: fn(),
    onRetry: fn(),
    profileHref: (memberId) => `/profile/view/${memberId}`,
    emptyAction: { label: 'Search everyone', href: '/search' },
  },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 16 a page, the total, each member's distance, and paging. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(`${total} members found`)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    // The first card says how far away its member lives (others from the same city share the line).
    const first = items[0] as SearchResult;
    const [card] = within(list).getAllByRole('listitem');
    await expect(within(card!).getByText(`${first.distanceKm} km away`, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 3, hasPrev: true, hasNext: false, results: items.slice(0, 5) },
};

export const Loading: Story = {
  args: { status: 'loading', results: [], total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading search results');
  },
};

export const Empty: Story = {
  args: { results: [], total: 0, hasNext: false, emptyAction: { label: 'Clear filters', onAction: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No members found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    const action = args.emptyAction;
    if (action?.onAction) await expect(action.onAction).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { status: 'error', results: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesAndMissingPhotos: Story = {
  args: {
    // The first two have the longest name a member may choose; the first has no photo.
    results: recordedAnswer('discovery/awkward-members', 'searchMembers').data.items,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
