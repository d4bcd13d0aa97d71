// The composed controls of the profile sections: choice groups, counted texts, height in feet and inches, and the
// city picked from a lookup; and how every field reaches the form.
import { formatCount } from '@app/contract';
import type { City } from '@app/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Path, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '../../components/Field';
import { ErrorText } from '../../components/Field/Field.styles';
import { Fieldset, Legend, Options } from '../../components/Radio/Radio.styles';
import { SearchFiltersCityCombobox, cityLabel } from '../../components/SearchFilters';
import { Select } from '../../components/Select';
import { Text } from '../../components/Text';
import { Count, StyledTextArea } from '../../components/TextArea/TextArea.styles';
import { Input } from '../../components/TextField/TextField.styles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Icon } from '../../internal/icons';
import { media, theme as t } from '../../theme';
import type { Draft } from './ProfileSectionScreen.form';
import {
  cityText,
  feetAndInches,
  feetChoices,
  fieldLabels,
  inchChoices,
  inchesFrom,
} from './ProfileSectionScreen.form';

export const Pair = styled.div`
  display: grid;
  gap: ${t.space[4]};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ChoiceOptions = styled(Options)`
  display: grid;
  gap: ${t.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

/** City suggestions from the caller's city lookup. */
export interface CityLookup {
  suggestions: readonly City[];
  /** Called with what the member typed; the caller looks cities up and passes `suggestions`. */
  onQuery: (query: string) => void;
}

/** How fields reach the form: native ones register, the composed ones (height, city, gender) read and set. */
export interface FieldAccess {
  register: UseFormRegister<Draft>;
  value: (name: Path<Draft>) => unknown;
  set: (name: Path<Draft>, value: unknown) => void;
}

/** A fieldset of checkboxes (several choices), its error announced on the group. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Fieldset
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
      aria-invalid={error ? true : undefined}
    >
      <Legend>{legend}</Legend>
      {hint && (
        <Text size="sm" tone="muted" id={`${id}-hint`}>
          {hint}
        </Text>
      )}
      <ChoiceOptions>{children}</ChoiceOptions>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          <Icon name="alert" />
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}

/**
 * A text box that counts its characters against the contract's limit. The limit is not enforced by the box itself:
 * a paste over the limit stays whole (nothing typed is lost) and the count and the error say what to trim.
 */
export function CountedText({
  field,
  name,
  label,
  hint,
  max,
  error,
  multiline = false,
  autoComplete,
}: {
  field: FieldAccess;
  name: Path<Draft>;
  label: string;
  hint?: string;
  max: number;
  error?: string;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const countId = useId();
  const value = field.value(name);
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > max;
  return (
    <Field
      label={label}
      // A free text's label is its section's title, already the heading above it.
      labelHidden={multiline}
      hint={hint}
      error={error}
      describedBy={countId}
      footer={
        <Count id={countId} data-full={over ? '' : undefined}>
          {formatCount(length)} / {formatCount(max)}
          <VisuallyHidden> characters{over ? `, ${length - max} too many` : ''}</VisuallyHidden>
        </Count>
      }
    >
      {(controlProps) =>
        multiline ? (
          <StyledTextArea rows={8} {...controlProps} {...field.register(name)} />
        ) : (
          <Input type="text" autoComplete={autoComplete} {...controlProps} {...field.register(name)} />
        )
      }
    </Field>
  );
}

/** Height as feet and inches (US members think in them); stored in inches. */
export function HeightField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}) {
  const { feet, inches } = feetAndInches(value);
  const toNumber = (raw: string) => (raw === '' ? null : Number(raw));
  return (
    <Fieldset aria-invalid={error ? true : undefined}>
      <Legend>{fieldLabels.details.heightInches}</Legend>
      <Pair>
        <Select
          label="Feet"
          placeholder="Rather not say"
          options={feetChoices.map((n) => ({ value: String(n), label: `${n} ft` }))}
          value={feet === null ? '' : String(feet)}
          onChange={(event) => onChange(inchesFrom(toNumber(event.target.value), inches))}
          error={error}
        />
        <Select
          label="Inches"
          options={inchChoices.map((n) => ({ value: String(n), label: `${n} in` }))}
          value={String(inches ?? 0)}
          disabled={feet === null}
          onChange={(event) => onChange(inchesFrom(feet, toNumber(event.target.value)))}
        />
      </Pair>
    </Fieldset>
  );
}

/**
 * The city, picked from the caller's lookup. What the member types stays in the box; until a city is picked from the
 * list the value has no country, which the contract refuses ("Choose your city from the list").
 */
export function CityField({
  value,
  onChange,
  cities,
  error,
}: {
  value: { name: string; region: string; country: string };
  onChange: (value: { name: string; region: string; country: string }) => void;
  cities?: CityLookup;
  error?: string;
}) {
  const [text, setText] = useState(() => cityText(value));
  // A saved value that arrives later (or a reset) shows in the box.
  const shown = value.country ? cityText(value) : text;
  return (
    <SearchFiltersCityCombobox
      value={shown}
      suggestions={cities?.suggestions ?? []}
      onQuery={(query) => cities?.onQuery(query)}
      error={error}
      onChange={(typed) => {
        setText(typed);
        const picked = cities?.suggestions.find((city) => cityLabel(city) === typed);
        onChange(
          picked
            ? { name: picked.name, region: picked.region, country: picked.country }
            : { name: typed, region: '', country: '' },
        );
      }}
    />
  );
}
