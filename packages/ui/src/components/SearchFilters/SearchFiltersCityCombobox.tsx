import type { City } from '@app/contract';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field } from '../Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { ComboboxBox, ComboboxInput, Listbox, Option, OptionMeta } from './SearchFilters.styles';

export interface SearchFiltersCityComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** Cities matching what was typed (at most 10), from the caller's lookup. */
  suggestions: readonly City[];
  /** Called with the typed text; the caller looks cities up and passes `suggestions`. */
  onQuery: (query: string) => void;
  error?: string;
  /** Form field name of the input (default "city"). */
  name?: string;
}

/** How a chosen city reads in the box and in the search filters ("Portland, Oregon"). */
export const cityLabel = (city: City) => `${city.name}, ${city.region}`;

/**
 * A city field with suggestions (ARIA 1.2 combobox with a listbox): typing asks for suggestions; ArrowDown/ArrowUp
 * move through them, Enter chooses, Escape closes the list; clicking an option chooses it.
 */
export function SearchFiltersCityCombobox({
  value,
  onChange,
  suggestions,
  onQuery,
  error,
  name = 'city',
}: SearchFiltersCityComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (city: City) => {
    onChange(cityLabel(city));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded ? Math.min(index + 1, last) : 0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (expanded ? Math.max(index - 1, 0) : last));
        break;
      case 'Enter': {
        const city = expanded ? suggestions[active] : undefined;
        if (city) {
          event.preventDefault(); // choose, do not submit the form
          choose(city);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <Field label="City" hint="Type a few letters, then pick the city from the list." error={error}>
      {(control) => (
        <ComboboxBox>
          <ComboboxInput
            {...control}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
              const query = event.target.value.trim();
              if (query) onQuery(query);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <Listbox id={listboxId} role="listbox" aria-label="Cities" hidden={!expanded}>
            {suggestions.map((city, index) => (
              <Option
                key={`${city.name}-${city.region}-${city.country}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps focus, so blur does not close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(city);
                }}
              >
                <span>{cityLabel(city)}</span>
                <OptionMeta>{city.country}</OptionMeta>
              </Option>
            ))}
          </Listbox>
          <VisuallyHidden aria-live="polite">
            {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'city' : 'cities'} found` : ''}
          </VisuallyHidden>
        </ComboboxBox>
      )}
    </Field>
  );
}
