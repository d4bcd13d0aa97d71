// The basic-info city field's suggestions: what the member typed, looked up in the geo city list.
import { useMemo, useState } from 'react';
import type { CityLookup } from '@app/ui';
import { useCityLookup } from '../../features/discovery/api/lookup-cities';

export function useCitySuggestions(): CityLookup {
  const [query, setQuery] = useState('');
  const cities = useCityLookup(query);
  const suggestions = cities.data;
  return useMemo(() => ({ suggestions: suggestions ?? [], onQuery: setQuery }), [suggestions]);
}
