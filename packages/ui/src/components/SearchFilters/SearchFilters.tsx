import type { City, MemberSummary } from '@app/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Radio, RadioGroup } from '../Radio';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { AgeRow, Checks, Form } from './SearchFilters.styles';
import { SearchFiltersCityCombobox } from './SearchFiltersCityCombobox';

type Gender = MemberSummary['gender'];

/** Ages members may search (the contract's range). */
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;
export const distanceChoicesKm = [10, 25, 50, 100, 250] as const;

/** What a search asks for: the contract's search query without paging. */
export interface SearchFilterValues {
  ageMin: number;
  ageMax: number;
  seeking?: Gender;
  /** A city from the lookup ("Portland, Oregon"); an alternative to distanceKm. */
  city?: string;
  /** Distance from the member's own city. */
  distanceKm?: number;
  hasPhoto?: boolean;
  verified?: boolean;
  onlineRecently?: boolean;
}

export type SearchFilterField = 'ageMin' | 'ageMax' | 'city' | 'distanceKm';

export interface SearchFiltersProps {
  /** The filters of the current search (from the URL). */
  defaultValues?: Partial<SearchFilterValues>;
  onSubmit: (filters: SearchFilterValues) => void;
  /** City suggestions for what was typed, from the caller's geo lookup (at most 10). */
  citySuggestions: readonly City[];
  onCityQuery: (query: string) => void;
  /** The member's own city, which distances are measured from. */
  memberCity?: string;
  /** Field errors from the server (400 naming the field). */
  errors?: Partial<Record<SearchFilterField, string>>;
  /** A search is running: the button shows a spinner. */
  submitting?: boolean;
}

type Where = 'anywhere' | 'city' | 'near';

/** The form's own state: what the member typed, kept as typed. */
interface Draft {
  ageMin: string;
  ageMax: string;
  seeking: '' | Gender;
  where: Where;
  city: string;
  distanceKm: string;
  hasPhoto: boolean;
  verified: boolean;
  onlineRecently: boolean;
}

const toDraft = (values: Partial<SearchFilterValues> = {}): Draft => ({
  ageMin: String(values.ageMin ?? SEARCH_AGE_MIN),
  ageMax: String(values.ageMax ?? SEARCH_AGE_MAX),
  seeking: values.seeking ?? '',
  where: values.city ? 'city' : values.distanceKm ? 'near' : 'anywhere',
  city: values.city ?? '',
  distanceKm: String(values.distanceKm ?? 50),
  hasPhoto: values.hasPhoto ?? false,
  verified: values.verified ?? false,
  onlineRecently: values.onlineRecently ?? false,
});

const parseAge = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : NaN);
const inRange = (age: number) => age >= SEARCH_AGE_MIN && age <= SEARCH_AGE_MAX;
const ageMessage = `Enter an age from ${SEARCH_AGE_MIN} to ${SEARCH_AGE_MAX}`;

/** The same rules the server applies, so most mistakes are shown before a request. */
function validateSearchDraft(draft: Draft): Partial<Record<SearchFilterField, string>> {
  const errors: Partial<Record<SearchFilterField, string>> = {};
  const min = parseAge(draft.ageMin);
  const max = parseAge(draft.ageMax);
  if (!inRange(min)) errors.ageMin = ageMessage;
  if (!inRange(max)) errors.ageMax = ageMessage;
  else if (inRange(min) && min > max) errors.ageMax = 'Maximum age must be at least the minimum age';
  if (draft.where === 'city' && !draft.city.trim()) errors.city = 'Choose a city from the list';
  return errors;
}

function toValues(draft: Draft): SearchFilterValues {
  return {
    ageMin: Number(draft.ageMin),
    ageMax: Number(draft.ageMax),
    ...(draft.seeking ? { seeking: draft.seeking } : {}),
    ...(draft.where === 'city' ? { city: draft.city.trim() } : {}),
    ...(draft.where === 'near' ? { distanceKm: Number(draft.distanceKm) } : {}),
    ...(draft.hasPhoto ? { hasPhoto: true } : {}),
    ...(draft.verified ? { verified: true } : {}),
    ...(draft.onlineRecently ? { onlineRecently: true } : {}),
  };
}

const fieldOrder: readonly SearchFilterField[] = ['ageMin', 'ageMax', 'city', 'distanceKm'];

/**
 * The search form: age range, who they are, where (anywhere, a city from the lookup, or a distance from the member's
 * city), has photo, verified, online recently. Mistakes show beside their field, the first one gets focus, and
 * everything typed stays.
 */
export function SearchFilters({
  defaultValues,
  onSubmit,
  citySuggestions,
  onCityQuery,
  memberCity,
  errors: serverErrors = {},
  submitting = false,
}: SearchFiltersProps) {
  const [draft, setDraft] = useState(() => toDraft(defaultValues));
  const [errors, setErrors] = useState<Partial<Record<SearchFilterField, string>>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSearchDraft(draft);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      // Controls are named after their fields; the first mistake gets focus.
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit(toValues(draft));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Search filters">
      <AgeRow>
        <TextField
          name="ageMin"
          label="Age from"
          inputMode="numeric"
          value={draft.ageMin}
          onChange={(event) => set('ageMin', event.target.value)}
          error={shown.ageMin}
        />
        <TextField
          name="ageMax"
          label="Age to"
          inputMode="numeric"
          value={draft.ageMax}
          onChange={(event) => set('ageMax', event.target.value)}
          error={shown.ageMax}
        />
      </AgeRow>
      <Select
        label="Looking for"
        value={draft.seeking}
        onChange={(event) => set('seeking', event.target.value as Draft['seeking'])}
        options={[
          { value: '', label: 'Everyone' },
          { value: 'woman', label: 'Women' },
          { value: 'man', label: 'Men' },
          { value: 'nonbinary', label: 'Non-binary people' },
        ]}
      />
      <RadioGroup
        legend="Where"
        name="where"
        value={draft.where}
        onValueChange={(value) => set('where', value as Where)}
      >
        <Radio value="anywhere" label="Anywhere" />
        <Radio value="city" label="In a city" />
        <Radio value="near" label={memberCity ? `Near ${memberCity}` : 'Near my city'} />
      </RadioGroup>
      {draft.where === 'city' && (
        <SearchFiltersCityCombobox
          value={draft.city}
          onChange={(city) => set('city', city)}
          suggestions={citySuggestions}
          onQuery={onCityQuery}
          error={shown.city}
        />
      )}
      {draft.where === 'near' && (
        <Select
          name="distanceKm"
          label="Distance"
          hint={memberCity ? `Measured from ${memberCity}, your city.` : 'Measured from your city.'}
          value={draft.distanceKm}
          onChange={(event) => set('distanceKm', event.target.value)}
          options={distanceChoicesKm.map((km) => ({ value: String(km), label: `Within ${km} km` }))}
          error={shown.distanceKm}
        />
      )}
      <Checks>
        <Checkbox
          label="Has a photo"
          checked={draft.hasPhoto}
          onChange={(event) => set('hasPhoto', event.target.checked)}
        />
        <Checkbox
          label="Verified"
          checked={draft.verified}
          onChange={(event) => set('verified', event.target.checked)}
        />
        <Checkbox
          label="Online recently"
          checked={draft.onlineRecently}
          onChange={(event) => set('onlineRecently', event.target.checked)}
        />
      </Checks>
      <Button type="submit" loading={submitting} leadingIcon="search" fullWidth>
        Search
      </Button>
    </Form>
  );
}
