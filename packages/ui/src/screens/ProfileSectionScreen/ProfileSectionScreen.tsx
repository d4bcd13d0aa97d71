import type { City, EditableSection, ProfileChoiceField } from '@app/contract';
import {
  JOB_MAX,
  MEMBER_AGE_MAX,
  MEMBER_AGE_MIN,
  NAME_MAX,
  PROFILE_TEXT_MAX,
  profileSectionTitles,
} from '@app/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Cluster } from '../../components/Cluster';
import { Field } from '../../components/Field';
import { ErrorText } from '../../components/Field/Field.styles';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Radio, RadioGroup } from '../../components/Radio';
import { Fieldset, Legend, Options } from '../../components/Radio/Radio.styles';
import { SearchFiltersCityCombobox, cityLabel } from '../../components/SearchFilters';
import { Select } from '../../components/Select';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Count, StyledTextArea } from '../../components/TextArea/TextArea.styles';
import { Input } from '../../components/TextField/TextField.styles';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EditorLoadState } from '../../internal/EditorLoadState';
import { Icon } from '../../internal/icons';
import { media, theme as t } from '../../theme';
import type { Draft, SavedSections, SectionFieldErrors, SectionsToSave } from './ProfileSectionScreen.form';
import {
  choiceOptions,
  cityText,
  distanceChoices,
  draftOf,
  errorOf,
  feetAndInches,
  feetChoices,
  fieldLabels,
  genderLabels,
  inchChoices,
  inchesFrom,
  sectionsResolver,
  seekingLabels,
  textPrompts,
} from './ProfileSectionScreen.form';

const Page = styled.div`
  max-width: 640px;
`;

const Form = styled.form`
  display: grid;
  gap: ${t.space[6]};
`;

const Pair = styled.div`
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

export interface ProfileSectionsFormProps {
  sections: readonly EditableSection[];
  /** The saved values (a section missing starts empty). The form starts from them again after each save. */
  values: SavedSections;
  /** Resolves once saved; what was typed stays when it rejects. */
  onSave: (values: SectionsToSave) => Promise<unknown>;
  /** Shows the saving state (also shown while `onSave` runs). */
  saving?: boolean;
  /** Saving failed (network, server): shown above the buttons with a retry; what was typed stays. */
  saveError?: string;
  /** Field errors from the server (400 naming the field), per section. */
  fieldErrors?: SectionFieldErrors;
  /** Told when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  cities?: CityLookup;
  submitLabel: string;
  /** Beside the submit button: Cancel, Back, Skip. */
  actions?: ReactNode;
  /** Each section under its own heading (the step flow saves several together). */
  sectionHeadings?: boolean;
  /** Accessible name of the form. */
  label: string;
}

/** The fields of one or more profile sections, validated with the contract's schemas, saved together. */
export function ProfileSectionsForm({
  sections,
  values,
  onSave,
  saving = false,
  saveError,
  fieldErrors,
  onDirtyChange,
  cities,
  submitLabel,
  actions,
  sectionHeadings = false,
  label,
}: ProfileSectionsFormProps) {
  const resolver = useMemo(() => sectionsResolver(sections), [sections]);
  const form = useForm<Draft, unknown, SectionsToSave>({
    resolver,
    defaultValues: draftOf(sections, values),
  });
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = form;
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  // Only useForm of react-hook-form (no Controller, no useWatch): the login page shares its chunk, and stays small.
  // watch() re-renders this form on each change, which the counters and composed fields need; nothing here is memoized.
  const field: FieldAccess = {
    register,
    // eslint-disable-next-line react-hooks/incompatible-library
    value: (name) => watch(name),
    set: (name, value) => setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted }),
  };

  // New saved values (after a save, or loaded later): start from them, keeping what the member is changing.
  const savedKey = JSON.stringify(sections.map((section) => values[section]));
  const firstKey = useRef(savedKey);
  useEffect(() => {
    if (savedKey === firstKey.current) return;
    firstKey.current = savedKey;
    reset(draftOf(sections, values), { keepDirtyValues: true });
    // `values` is read through savedKey: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, reset]);

  // The server's field errors go beside their field; the first one gets focus.
  useEffect(() => {
    let first = true;
    for (const section of sections)
      for (const [field, message] of Object.entries(fieldErrors?.[section] ?? {}))
        if (message) {
          setError(`${section}.${field}`, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
  }, [fieldErrors, sections, setError]);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async (parsed) => {
    try {
      await onSave(parsed);
    } catch {
      return; // the caller shows why; the form keeps what was typed
    }
    reset(draftOf(sections, parsed as SavedSections));
  });

  const busy = saving || isSubmitting;
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {sections.map((section) => {
        const fields = <SectionFields section={section} field={field} errors={errors} cities={cities} />;
        return sectionHeadings ? (
          <Stack as="section" key={section} gap={4} aria-labelledby={`${section}-heading`}>
            <Heading as="h2" size="lg" id={`${section}-heading`}>
              {profileSectionTitles[section]}
            </Heading>
            {fields}
          </Stack>
        ) : (
          <Stack key={section} gap={5}>
            {fields}
          </Stack>
        );
      })}
      {saveError && (
        <Banner
          tone="danger"
          title="Your changes weren't saved"
          headingAs="h2"
          action={{ label: 'Try again', onClick: () => void submit() }}
        >
          {saveError} What you typed is still here.
        </Banner>
      )}
      <Cluster gap={4} align="center">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {actions}
      </Cluster>
    </Form>
  );
}

/** How fields reach the form: native ones register, the composed ones (height, city, gender) read and set. */
interface FieldAccess {
  register: UseFormRegister<Draft>;
  value: (name: Path<Draft>) => unknown;
  set: (name: Path<Draft>, value: unknown) => void;
}

interface SectionFieldsProps {
  section: EditableSection;
  field: FieldAccess;
  errors: FieldErrors<Draft>;
  cities?: CityLookup;
}

const nullable = (value: unknown) => (value === '' || value === null ? null : value);
const nullableNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

function SectionFields({ section, field, errors, cities }: SectionFieldsProps) {
  const { register } = field;
  const name = (field: string) => `${section}.${field}` as Path<Draft>;
  const error = (field: string) => errorOf(errors, section, field);
  const choice = (field: ProfileChoiceField, key: string, label: string) => (
    <Select
      label={label}
      placeholder="Rather not say"
      options={choiceOptions(field)}
      error={error(key)}
      {...register(name(key), { setValueAs: nullable })}
    />
  );

  switch (section) {
    case 'dating': {
      const labels = fieldLabels.dating;
      const ages = Array.from({ length: MEMBER_AGE_MAX - MEMBER_AGE_MIN + 1 }, (_, i) => {
        const age = String(MEMBER_AGE_MIN + i);
        return { value: age, label: age };
      });
      return (
        <>
          <ChoiceGroup legend={labels.seeking} error={error('seeking')}>
            {(Object.keys(seekingLabels) as (keyof typeof seekingLabels)[]).map((gender) => (
              <Checkbox
                key={gender}
                label={seekingLabels[gender]}
                value={gender}
                {...register(name('seeking'))}
              />
            ))}
          </ChoiceGroup>
          <Pair>
            <Select
              label={labels.ageMin}
              options={ages}
              error={error('ageMin')}
              {...register(name('ageMin'), { setValueAs: Number })}
            />
            <Select
              label={labels.ageMax}
              options={ages}
              error={error('ageMax')}
              {...register(name('ageMax'), { setValueAs: Number })}
            />
          </Pair>
          <Select
            label={labels.distanceMiles}
            placeholder="Anywhere"
            options={distanceChoices.map((miles) => ({
              value: String(miles),
              label: `Within ${miles} miles`,
            }))}
            error={error('distanceMiles')}
            {...register(name('distanceMiles'), { setValueAs: nullableNumber })}
          />
          {choice('relationshipType', 'relationshipType', labels.relationshipType)}
        </>
      );
    }
    case 'basic-info': {
      const labels = fieldLabels['basic-info'];
      return (
        <>
          <CountedText
            field={field}
            name={name('name')}
            label={labels.name}
            hint="How other members see you: your first name or a nickname."
            max={NAME_MAX}
            error={error('name')}
            autoComplete="given-name"
          />
          <TextField
            type="date"
            label={labels.birthdate}
            hint={`Members are ${MEMBER_AGE_MIN} or older. Others see your age, never the date.`}
            autoComplete="bday"
            error={error('birthdate')}
            {...register(name('birthdate'))}
          />
          <RadioGroup
            legend={labels.gender}
            name={name('gender')}
            value={String(field.value(name('gender')))}
            onValueChange={(value) => field.set(name('gender'), value)}
            error={error('gender')}
            orientation="horizontal"
          >
            {(Object.keys(genderLabels) as (keyof typeof genderLabels)[]).map((gender) => (
              <Radio key={gender} value={gender} label={genderLabels[gender]} />
            ))}
          </RadioGroup>
          <CityField
            value={field.value(name('city')) as { name: string; region: string; country: string }}
            onChange={(city) => field.set(name('city'), city)}
            cities={cities}
            error={error('city')}
          />
        </>
      );
    }
    case 'details': {
      const labels = fieldLabels.details;
      return (
        <>
          <HeightField
            value={field.value(name('heightInches')) as number | null}
            onChange={(inches) => field.set(name('heightInches'), inches)}
            error={error('heightInches')}
          />
          <Pair>
            {choice('bodyType', 'bodyType', labels.bodyType)}
            {choice('education', 'education', labels.education)}
          </Pair>
          <CountedText
            field={field}
            name={name('job')}
            label={labels.job}
            hint="What you do, in a few words."
            max={JOB_MAX}
            error={error('job')}
            autoComplete="organization-title"
          />
          <ChoiceGroup legend={labels.languages} hint="Up to 5." error={error('languages')}>
            {choiceOptions('language').map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                value={option.value}
                {...register(name('languages'))}
              />
            ))}
          </ChoiceGroup>
          {choice('religion', 'religion', labels.religion)}
        </>
      );
    }
    case 'lifestyle': {
      const labels = fieldLabels.lifestyle;
      return (
        <>
          <Pair>
            {choice('smoking', 'smoking', labels.smoking)}
            {choice('drinking', 'drinking', labels.drinking)}
            {choice('kids', 'kids', labels.kids)}
            {choice('wantsKids', 'wantsKids', labels.wantsKids)}
            {choice('diet', 'diet', labels.diet)}
            {choice('exercise', 'exercise', labels.exercise)}
          </Pair>
          <ChoiceGroup legend={labels.pets} error={error('pets')}>
            {choiceOptions('pets').map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                value={option.value}
                {...register(name('pets'))}
              />
            ))}
          </ChoiceGroup>
        </>
      );
    }
    default:
      return (
        <CountedText
          field={field}
          name={name('text')}
          label={profileSectionTitles[section]}
          hint={textPrompts[section]}
          max={PROFILE_TEXT_MAX}
          error={error('text')}
          multiline
        />
      );
  }
}

/** A fieldset of checkboxes (several choices), its error announced on the group. */
function ChoiceGroup({
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
function CountedText({
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
          {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
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
function HeightField({
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
function CityField({
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

// ---------------------------------------------------------------- the screen

export interface ProfileSectionScreenLinks {
  /** profile/edit: where Cancel and Back lead. */
  back: string;
}

export type ProfileSectionScreenProps = {
  section: EditableSection;
  links: ProfileSectionScreenLinks;
} & (
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | ({ status: 'ready' } & Omit<
      ProfileSectionsFormProps,
      'sections' | 'values' | 'submitLabel' | 'label' | 'actions'
    > & {
        values: SavedSections;
      })
);

/** profile/edit/<section>: one section of the member's profile as a form; mistakes show beside the field. */
export function ProfileSectionScreen(props: ProfileSectionScreenProps) {
  const { section, links } = props;
  const title = profileSectionTitles[section];
  const sections = useMemo(() => [section], [section]);
  return (
    <Page>
      <Stack gap={5}>
        <Link href={links.back} standalone>
          ← Your profile
        </Link>
        <Heading as="h1">{title}</Heading>
        <LoadedSectionsForm
          load={props}
          sections={sections}
          label={title}
          submitLabel="Save"
          actions={<Link href={links.back}>Cancel</Link>}
        />
      </Stack>
    </Page>
  );
}

/** What a sections form screen holds: the own profile loading, failed to load, or the form's props. */
export type SectionsFormLoad =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void | Promise<unknown> }
  | ({ status: 'ready' } & Omit<ProfileSectionsFormProps, FormChrome>);

/** What the screen around the form decides: which sections, its name, its buttons. */
type FormChrome = 'sections' | 'submitLabel' | 'label' | 'actions' | 'sectionHeadings';

/** The form once the own profile is loaded; before that, its skeleton or the failed load with a retry. */
export function LoadedSectionsForm({
  load,
  ...chrome
}: { load: SectionsFormLoad } & Pick<ProfileSectionsFormProps, FormChrome>) {
  if (load.status === 'ready') return <ProfileSectionsForm {...load} {...chrome} />;
  return (
    <EditorLoadState
      status={load.status}
      what="profile"
      skeleton={<FormSkeleton />}
      onRetry={load.status === 'error' ? load.onRetry : undefined}
    />
  );
}

function FormSkeleton() {
  return (
    <SkeletonGroup label="Loading your profile">
      <Stack gap={5}>
        <Skeleton width="40%" />
        <Skeleton variant="rect" height={44} />
        <Skeleton width="30%" />
        <Skeleton variant="rect" height={44} />
        <Skeleton variant="rect" height={120} />
      </Stack>
    </SkeletonGroup>
  );
}
