import type { City } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SearchScreen } from './SearchScreen';
import { recordedCityLookup } from '../../components/SearchFilters/SearchFilters.fixtures';
import type { SearchScreenProps } from './SearchScreen';

const { items, total, nextCursor } = recordedAnswer('discovery/search-paying', 'searchMembers').data;

/** The city lookup answers what the server answered to each value typed (discovery/city-lookup). */
const lookupCities = recordedCityLookup(
  (nth) => recordedAnswer('discovery/city-lookup', 'lookupCities', { nth }).data.items,
);

/** Passes the suggestions of the last lookup, as the site does with the geo endpoint's answer. */
function WithCityLookup(args: SearchScreenProps) {
  const [suggestions, setSuggestions] = useState<readonly City[]>([]);
  const onCityQuery = (query: string) => {
    args.filters.onCityQuery(query);
    setSuggestions(lookupCities(query));
  };
  return <SearchScreen {...args} filters={{ ...args.filters, citySuggestions: suggestions, onCityQuery }} />;
}

const meta = {
  title: 'Screens/SearchScreen',
  component: SearchScreen,
  args: {
    filters: { onSubmit: fn(), onCityQuery: fn(), citySuggestions: [], memberCity: 'Austin' },
    results: {
      status: 'ready',
      results: items,
      total,
      page: 1,
      hasNext: nextCursor !== null,
      onPageChange: fn(),
      onLike: fn(),
      onRetry: fn(),
      profileHref: (memberId: number) => `/profile/view/${memberId}`,
      emptyAction: { label: 'Search everyone', href: '/search' },
    },
  },
  render: (args) => <WithCityLookup {...args} />,
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member's search: the form submits its filters; 16 results a page with the total. */
export const PayingMember: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Search results' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('radio', { name: 'Near Austin' }));
    await userEvent.click(canvas.getByLabelText('Has a photo'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.filters.onSubmit).toHaveBeenCalledWith({
      ageMin: 18,
      ageMax: 99,
      distanceKm: 50,
      hasPhoto: true,
    });
  },
};

/** Search is open to free members too (SPEC: search is not paywalled); the same screen. */
export const FreeMember: Story = {
  args: { filters: { ...meta.args.filters, defaultValues: { ageMin: 30, ageMax: 40, seeking: 'man' } } },
};

/** Filters from a shared URL fill the form. */
export const FromUrl: Story = {
  args: {
    filters: {
      ...meta.args.filters,
      defaultValues: { ageMin: 25, ageMax: 35, seeking: 'woman', city: 'Austin, Texas', verified: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Austin, Texas');
    await expect(canvas.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { results: { ...meta.args.results, status: 'loading', results: [], total: undefined } },
};

export const Empty: Story = {
  args: {
    results: {
      ...meta.args.results,
      results: [],
      total: 0,
      hasNext: false,
      emptyAction: { label: 'Clear filters', href: '/search' },
    },
  },
};

/** The search failed: a retry, and the filters keep what was typed. */
export const Error: Story = {
  args: {
    filters: { ...meta.args.filters, defaultValues: { ageMin: 30, ageMax: 45 } },
    results: { ...meta.args.results, status: 'error', results: [] },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Age from')).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.results.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesAndMissingPhotos: Story = {
  args: {
    results: {
      ...meta.args.results,
      // The first two have the longest name a member may choose; the first has no photo.
      results: recordedAnswer('discovery/awkward-members', 'searchMembers').data.items,
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
