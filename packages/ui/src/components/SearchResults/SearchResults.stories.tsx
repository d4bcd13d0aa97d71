import type { SearchResult } from '@app/contract';
import { discoveryFixtures } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchResults } from './SearchResults';

const { items, total, nextCursor } = discoveryFixtures.searchPage();

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
    const first = items[0] as SearchResult;
    await expect(within(list).getByText(`${first.distanceKm} km away`, { exact: false })).toBeVisible();
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
    results: [
      ...discoveryFixtures.awkwardMembers().map((member) => ({ ...member, distanceKm: 12 })),
      ...items.slice(3),
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
