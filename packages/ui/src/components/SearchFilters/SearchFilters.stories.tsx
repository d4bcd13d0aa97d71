import type { City } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SearchFilters } from './SearchFilters';
import type { SearchFiltersProps } from './SearchFilters';
import { recordedCityLookup } from './SearchFilters.fixtures';

/** The city lookup answers what the server answered to each value typed (discovery/city-lookup). */
const lookupCities = recordedCityLookup(
  (nth) => recordedAnswer('discovery/city-lookup', 'lookupCities', { nth }).data.items,
);

/** Passes the suggestions of the last lookup, as the site does with the geo endpoint's answer. */
function WithCityLookup(args: SearchFiltersProps) {
  const [suggestions, setSuggestions] = useState<readonly City[]>(args.citySuggestions);
  const onCityQuery = (query: string) => {
    args.onCityQuery(query);
    setSuggestions(lookupCities(query));
  };
  return <SearchFilters {...args} citySuggestions={suggestions} onCityQuery={onCityQuery} />;
}

const meta = {
  title: 'Components/SearchFilters',
  component: SearchFilters,
  args: { onSubmit: fn(), onCityQuery: fn(), citySuggestions: [], memberCity: 'Austin' },
  render: (args) => <WithCityLookup {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting passes the chosen filters (only the ones set). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Age from'));
    await userEvent.type(canvas.getByLabelText('Age from'), '25');
    await userEvent.clear(canvas.getByLabelText('Age to'));
    await userEvent.type(canvas.getByLabelText('Age to'), '40');
    await userEvent.selectOptions(canvas.getByLabelText('Looking for'), 'Women');
    await userEvent.click(canvas.getByLabelText('Verified'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ageMin: 25,
      ageMax: 40,
      seeking: 'woman',
      verified: true,
    });
  },
};

/** An upside-down age range: the error sits under "Age to", which gets focus; what was typed stays. */
export const AgeRangeError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Age from'));
    await userEvent.type(canvas.getByLabelText('Age from'), '40');
    await userEvent.clear(canvas.getByLabelText('Age to'));
    await userEvent.type(canvas.getByLabelText('Age to'), '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const ageTo = canvas.getByLabelText('Age to');
    await expect(ageTo).toHaveAttribute('aria-invalid', 'true');
    await expect(ageTo).toHaveAccessibleDescription(/Maximum age must be at least the minimum age/);
    await expect(ageTo).toHaveFocus();
    await expect(ageTo).toHaveValue('30');
    await expect(canvas.getByLabelText('Age from')).toHaveValue('40');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** City by keyboard: type, ArrowDown through the suggestions, Enter chooses, Escape closes. */
export const CityCombobox: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'In a city' }));
    const city = canvas.getByRole('combobox', { name: 'City' });
    const cities = () => within(canvas.getByRole('listbox', { name: 'Cities', hidden: true }));
    await step('type and get suggestions', async () => {
      await userEvent.type(city, 'San');
      await expect(args.onCityQuery).toHaveBeenLastCalledWith('San');
      await expect(city).toHaveAttribute('aria-expanded', 'true');
      await expect(cities().getAllByRole('option').length).toBeGreaterThan(3);
    });
    await step('move with the arrows and choose with Enter', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      const third = cities().getAllByRole('option')[2] as HTMLElement;
      await expect(third).toHaveAttribute('aria-selected', 'true');
      await expect(city).toHaveAttribute('aria-activedescendant', third.id);
      await userEvent.keyboard('{Enter}');
      await expect(city).toHaveValue('San Diego, CA');
      await expect(city).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('Escape closes the list', async () => {
      await userEvent.type(city, '{Backspace}');
      await expect(city).toHaveAttribute('aria-expanded', 'false');
      await userEvent.clear(city);
      await userEvent.type(city, 'port');
      await expect(city).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(city).toHaveAttribute('aria-expanded', 'false');
      await expect(city).toHaveValue('port');
    });
    await step('a suggestion can be clicked', async () => {
      await userEvent.type(city, 'l');
      await userEvent.click(cities().getByRole('option', { name: /Portland, ME/ }));
      await expect(city).toHaveValue('Portland, ME');
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ageMin: 18, ageMax: 99, city: 'Portland, ME' });
  },
};

/** "In a city" without a city: the field asks for one. */
export const CityMissing: Story = {
  args: { defaultValues: { city: ' ' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'City' })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      /Choose a city from the list/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Distance from the member's city. */
export const NearMyCity: Story = {
  args: { defaultValues: { ageMin: 28, ageMax: 45, distanceKm: 25, hasPhoto: true, onlineRecently: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Near Austin' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Distance'), 'Within 100 km');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ageMin: 28,
      ageMax: 45,
      distanceKm: 100,
      hasPhoto: true,
      onlineRecently: true,
    });
  },
};

/** The server refused a field: its message shows beside it. */
export const ServerError: Story = {
  args: {
    defaultValues: { distanceKm: 25 },
    errors: { distanceKm: 'Choose 500 km or less' },
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
