import type { City } from '@app/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters } from './SearchFilters';
import type { SearchFiltersProps } from './SearchFilters';

const cities: City[] = [
  { name: 'San Antonio', region: 'Texas', country: 'US', lat: 29.42, lon: -98.49 },
  { name: 'San Diego', region: 'California', country: 'US', lat: 32.72, lon: -117.16 },
  { name: 'Santa Fe', region: 'New Mexico', country: 'US', lat: 35.69, lon: -105.94 },
];

function Harness(props: Partial<SearchFiltersProps>) {
  const [suggestions, setSuggestions] = useState<City[]>([]);
  return (
    <SearchFilters
      onSubmit={vi.fn()}
      citySuggestions={suggestions}
      onCityQuery={(q) =>
        setSuggestions(cities.filter((c) => c.name.toLowerCase().startsWith(q.toLowerCase())))
      }
      {...props}
    />
  );
}

const fill = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

describe('SearchFilters', () => {
  it('passes only the filters that are set', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} memberCity="Austin" />);
    await fill('Age from', '30');
    await userEvent.click(screen.getByRole('radio', { name: 'Near Austin' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Online recently' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ ageMin: 30, ageMax: 99, distanceKm: 50, onlineRecently: true });
  });

  it('refuses ages outside 18–99 and an upside-down range, keeping what was typed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fill('Age from', '17');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Age from')).toHaveAccessibleDescription(/from 18 to 99/);
    expect(screen.getByLabelText('Age from')).toHaveFocus();
    await fill('Age from', '50');
    await fill('Age to', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Age to')).toHaveAccessibleDescription(/at least the minimum age/);
    expect(screen.getByLabelText('Age from')).toHaveValue('50');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('chooses a city with the keyboard without submitting the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'In a city' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(city, 'san');
    const listbox = screen.getByRole('listbox', { name: 'Cities' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(within(listbox).getByRole('option', { name: /San Diego/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(city).toHaveValue('San Diego, California');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ ageMin: 18, ageMax: 99, city: 'San Diego, California' });
  });

  it('fills the form from the URL filters and shows the server’s field errors', () => {
    render(
      <Harness
        defaultValues={{ ageMin: 25, ageMax: 35, seeking: 'man', distanceKm: 100, verified: true }}
        errors={{ distanceKm: 'Choose 500 km or less' }}
      />,
    );
    expect(screen.getByLabelText('Age from')).toHaveValue('25');
    expect(screen.getByLabelText('Looking for')).toHaveValue('man');
    expect(screen.getByRole('radio', { name: 'Near my city' })).toBeChecked();
    expect(screen.getByLabelText('Distance')).toHaveAccessibleDescription(/Choose 500 km or less/);
    expect(screen.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
  });
});
