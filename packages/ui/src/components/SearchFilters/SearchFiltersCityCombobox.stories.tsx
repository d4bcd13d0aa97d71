import type { City } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchFiltersCityCombobox } from './SearchFiltersCityCombobox';
import { recordedCityLookup } from './SearchFilters.fixtures';
import type { SearchFiltersCityComboboxProps } from './SearchFiltersCityCombobox';

/** What the server answered to each value typed (discovery/city-lookup). */
const lookupCities = recordedCityLookup(
  (nth) => recordedAnswer('discovery/city-lookup', 'lookupCities', { nth }).data.items,
);

/** Holds the value and answers lookups as the site does with the geo endpoint. */
function CityField(args: SearchFiltersCityComboboxProps) {
  const [value, setValue] = useState(args.value);
  const [suggestions, setSuggestions] = useState<readonly City[]>(args.suggestions);
  return (
    <SearchFiltersCityCombobox
      {...args}
      value={value}
      suggestions={suggestions}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
      onQuery={(query) => {
        args.onQuery(query);
        setSuggestions(lookupCities(query));
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchFilters/CityCombobox',
  component: SearchFiltersCityCombobox,
  args: { value: '', suggestions: [], onChange: fn(), onQuery: fn() },
  render: (args) => <CityField {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SearchFiltersCityCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing asks for cities; the keyboard moves through them and Enter chooses one. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: /^City/ });
    await userEvent.type(input, 'Aus');
    await expect(args.onQuery).toHaveBeenLastCalledWith('Aus');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect((input as HTMLInputElement).value).toMatch(/^Austin, /);
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The suggestions open, as the member sees them before choosing. */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /^City/ }), 'Port');
    await expect((await canvas.findAllByRole('option')).length).toBeGreaterThan(0);
  },
};

export const WithError: Story = {
  args: { value: 'Atlantis', error: 'Pick a city from the list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^City/ })).toHaveAccessibleDescription(
      /Pick a city from the list/,
    );
  },
};
